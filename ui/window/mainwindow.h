#pragma once

#include <QMainWindow>

namespace folio {

class Project;

// The main window: page list, page view, result editor and preview.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Project* project() const { return m_project; }
    // Adds the pages of the given files (images, PDFs, folders); failures are reported by name.
    void openFiles(const QStringList& paths);

private:
    Project* m_project;
};

}  // namespace folio
