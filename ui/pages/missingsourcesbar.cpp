#include "missingsourcesbar.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QFutureWatcher>
#include <QPushButton>
#include <QtConcurrent>

#include "document/missingsources.h"
#include "document/project.h"
#include "jobs/backgroundpool.h"

namespace folio {

namespace {

// Where the folder dialog opens: the nearest folder of the old place that still exists.
QString nearestExistingFolder(const QString& path) {
    QDir dir = QFileInfo(path).absoluteDir();
    while (!dir.exists() && dir.cdUp()) {}
    return dir.exists() ? dir.absolutePath() : QDir::homePath();
}

}  // namespace

MissingSourcesBar::MissingSourcesBar(Project* project, QWidget* parent) : QWidget(parent), m_project(project) {
    setObjectName("missingSourcesBar");
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet("#missingSourcesBar { background: #fde2e1; border-bottom: 1px solid #d08080; }");
    auto* layout = new QHBoxLayout(this);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_locateButton = new QPushButton(tr("Locate…"), this);
    m_locateButton->setToolTip(tr("Pick the folder the scans are in now; they are found there by name, in its subfolders too"));
    layout->addWidget(m_text, 1);
    layout->addWidget(m_locateButton);
    connect(m_locateButton, &QPushButton::clicked, this, &MissingSourcesBar::locate);
    m_folderPrompt = [this](const QString& near) {
        return QFileDialog::getExistingDirectory(this, tr("Where are the scans now?"), near);
    };
    connect(m_project, &Project::projectReset, this, [this] {
        ++m_projectShown;
        refresh();
    });
    connect(m_project, &Project::pageRemoved, this, &MissingSourcesBar::refresh);
    hide();
}

QString MissingSourcesBar::text() const { return m_text->text(); }

void MissingSourcesBar::refresh() {
    m_missing = missingSourceFiles(*m_project);
    setVisible(!m_missing.isEmpty());
    if (m_missing.isEmpty()) return;
    int pages = 0;
    for (const Page& page : m_project->pages())
        if (m_missing.contains(page.source.filePath)) ++pages;
    const QString first = QDir::toNativeSeparators(m_missing.first());
    m_text->setText(m_missing.size() == 1
                        ? tr("The scan of %n page(s) is missing: %1 (moved, renamed, or on a drive that is not "
                             "mounted). The text is kept; Locate… finds the file where it is now.", nullptr, pages)
                              .arg(first)
                        : tr("The scans of %n page(s) are missing: %1 files, the first %2 (moved, renamed, or on "
                             "a drive that is not mounted). The text is kept; Locate… finds them where they are now.",
                             nullptr, pages)
                              .arg(m_missing.size())
                              .arg(first));
}

void MissingSourcesBar::locate() {
    // Files put back where they were need no search: their pages are shown again at once.
    QList<QUuid> back;
    for (const Page& page : m_project->pages())
        if (m_missing.contains(page.source.filePath) && QFileInfo::exists(page.source.filePath)) back << page.id;
    if (!back.isEmpty()) {
        refresh();
        emit message(tr("The scans are back in their places: %n page(s) shown again.", nullptr, int(back.size())));
        emit relinked(back);
    }
    if (m_missing.isEmpty()) return;
    const QString folder = m_folderPrompt(nearestExistingFolder(m_missing.first()));
    if (!folder.isEmpty()) locateIn(folder);
}

void MissingSourcesBar::locateIn(const QString& folder) {
    const QStringList missing = missingSourceFiles(*m_project);
    const QString where = QDir::toNativeSeparators(folder);
    ++m_searches;
    m_locateButton->setEnabled(false);
    m_text->setText(tr("Looking for the missing files in %1…").arg(where));
    auto* watcher = new QFutureWatcher<QHash<QString, QString>>(this);
    connect(watcher, &QFutureWatcher<QHash<QString, QString>>::finished, this,
            [this, watcher, missing, where, shown = m_projectShown] {
                const QHash<QString, QString> found = watcher->result();
                watcher->deleteLater();
                m_locateButton->setEnabled(--m_searches == 0);
                if (shown != m_projectShown) return;  // another project is shown now
                QList<QUuid> pages;
                for (auto it = found.cbegin(); it != found.cend(); ++it)
                    pages += m_project->relinkSource(it.key(), it.value());
                refresh();
                emit message(found.size() == missing.size()
                                 ? tr("Found the %n missing file(s) in %1.", nullptr, int(found.size())).arg(where)
                                 : tr("Found %1 of the %2 missing files in %3.").arg(found.size()).arg(missing.size()).arg(where));
                if (!pages.isEmpty()) emit relinked(pages);
            });
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [missing, folder] { return findMovedFiles(missing, folder); }));
}

}  // namespace folio
