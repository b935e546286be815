#include "mainwindow.h"

#include <QLabel>

#include "document/project.h"

namespace folio {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_project(new Project(this)) {
    setWindowTitle(QStringLiteral("Folio"));
    auto* placeholder = new QLabel(tr("Drop scans or PDFs here"), this);
    placeholder->setAlignment(Qt::AlignCenter);
    setCentralWidget(placeholder);
    resize(1280, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::openFiles(const QStringList& paths) { Q_UNUSED(paths); }

}  // namespace folio
