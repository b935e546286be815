// A bar over the window while pages' scans are not where the project says (the folder was moved
// or renamed, a drive is not mounted): it says how many and where they were, and "Locate…" finds
// them by name under a folder the user picks and reads the pages from there.
#pragma once

#include <QList>
#include <QUuid>
#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;

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
    // Looks for the missing files under `folder` on the thread pool (a whole disk picked takes a
    // while), then points their pages there.
    void locateIn(const QString& folder);
    bool isLocating() const { return m_searches > 0; }
    QString text() const;

signals:
    // Pages now read from another file: their images are to be rendered again.
    void relinked(const QList<QUuid>& pageIds);
    void message(const QString& text);

private:
    void locate();

    Project* m_project;
    QLabel* m_text;
    QPushButton* m_locateButton;
    int m_searches = 0;          // searches still running
    quint64 m_projectShown = 0;  // counts the projects shown: a search for an earlier one is dropped
    QStringList m_missing;
    std::function<QString(const QString&)> m_folderPrompt;
};

}  // namespace folio
