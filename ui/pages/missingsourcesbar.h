// A bar over the window while pages' scans are not where the project says (the folder was moved
// or renamed, a drive is not mounted): it says how many and where they were, and "Locate…" finds
// them by name under a folder the user picks and reads the pages from there.
#pragma once

#include <QList>
#include <QUuid>
#include <QWidget>
#include <functional>

class QLabel;

namespace folio {

class Project;

class MissingSourcesBar : public QWidget {
    Q_OBJECT
public:
    MissingSourcesBar(Project* project, QWidget* parent = nullptr);

    // Asks for the folder to search, starting at `near`; empty: cancelled. Tests replace the dialog.
    void setFolderPrompt(std::function<QString(const QString& near)> prompt) { m_folderPrompt = std::move(prompt); }
    // Looks again which sources are missing (after a project is shown or a page fails to render).
    void refresh();
    // Finds the missing files under `folder` and points their pages there; returns how many
    // files were found.
    int locateIn(const QString& folder);
    QString text() const;

signals:
    // Pages now read from another file: their images are to be rendered again.
    void relinked(const QList<QUuid>& pageIds);
    void message(const QString& text);

private:
    void locate();

    Project* m_project;
    QLabel* m_text;
    QStringList m_missing;
    std::function<QString(const QString&)> m_folderPrompt;
};

}  // namespace folio
