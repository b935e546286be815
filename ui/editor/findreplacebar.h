// Find and replace in the pages' Markdown: a bar under the editor (Ctrl+F, Ctrl+H, F3, Shift+F3,
// Esc); while it is open, the matches on the shown page have a background.
// With "All pages" on, finding goes on to the next page that holds the text, and "Replace all"
// changes every page (one step of each page's undo history, and one button that undoes them all).
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QTextDocument>
#include <QUuid>
#include <QWidget>

class QLineEdit;
class QCheckBox;
class QLabel;
class QPushButton;
class QTimer;

namespace folio {

class Project;
class ResultEditor;

class FindReplaceBar : public QWidget {
    Q_OBJECT
public:
    FindReplaceBar(ResultEditor* editor, Project* project, QWidget* parent = nullptr);

    void showFind();
    // The same, with the focus in the replace field once there is something to find.
    void showReplace();
    bool findNext(bool backwards = false);
    bool findPrevious() { return findNext(true); }
    bool replaceCurrent();
    int replaceAll();
    // Takes back the last "Replace all" on every page where nothing was changed since; how many pages.
    int undoReplaceAll();

    QLineEdit* findField() const { return m_find; }
    QLineEdit* replaceField() const { return m_replace; }
    QCheckBox* caseSensitiveBox() const { return m_caseSensitive; }
    QCheckBox* allPagesBox() const { return m_allPages; }
    QCheckBox* wholeWordsBox() const { return m_wholeWords; }
    QLabel* statusLabel() const { return m_status; }

signals:
    // The next match is on another page: the window shows it (the editor then holds it).
    void pageRequested(const QUuid& pageId);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    // What the fields ask for: the text taken literally, whole words and case as checked.
    QRegularExpression pattern() const;
    QTextDocument::FindFlags flags(bool backwards) const;
    bool findOnShownPage(const QRegularExpression& pattern, bool backwards, bool fromEdge);
    void showMatchCount();
    void highlightMatches();
    static QString pageCount(int pages);
    void forgetLastReplacement();

    // A page that "Replace all" changed: its undo depth and text right after, to tell whether
    // the user changed it since.
    struct ReplacedPage {
        QUuid pageId;
        int undoDepth = 0;
        QString text;
    };

    ResultEditor* m_editor;
    Project* m_project;
    QLineEdit* m_find;
    QLineEdit* m_replace;
    QCheckBox* m_caseSensitive;
    QCheckBox* m_wholeWords;
    QCheckBox* m_allPages;
    QLabel* m_status;
    QPushButton* m_undoReplaceAll;
    QTimer* m_countTimer;
    QString m_matchCount;  // the last count shown, kept while stepping through the matches
    QList<ReplacedPage> m_lastReplacement;
};

}  // namespace folio
