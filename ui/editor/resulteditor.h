// The Markdown source of the current page, verbatim (never through Qt's Markdown importer,
// which rewrites backslashes inside math). Each page keeps its own document, so undo/redo
// history survives switching pages. While a job streams into a page, the editor shows the
// streamed text in a separate read-only document, so the page's own document and its undo
// history stay untouched; the result then replaces the text as one undoable step. Files dropped
// on the editor are handed to the window (to become pages), never pasted as URLs.
// Text the model was unsure of (the page's low-confidence spans below the threshold) is
// underlined; the proofreading actions step through those spans and accept them.
#pragma once

#include <QHash>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTimer>
#include <QTextDocument>
#include <QUuid>

#include "document/confidence.h"
#include "editor/spellchecker.h"

namespace folio {

class Project;
class MarkdownHighlighter;

class ResultEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit ResultEditor(Project* project, QWidget* parent = nullptr);
    ~ResultEditor() override;

    void showPage(const QUuid& pageId);
    // Makes the page's document now, so a change coming from elsewhere (a recognition, a
    // revert) enters its undo history instead of becoming its first state.
    void keepHistoryOf(const QUuid& pageId);
    QUuid pageId() const { return m_pageId; }
    // The language hints; without any, the page shown is checked in the language its text is in.
    void setLanguages(const QStringList& languages);
    // A job streams into the page now: its text is not the user's to change.
    bool isLive(const QUuid& pageId) const;
    // Replaces every match in the page's text with `replacement`, taken literally, as one step
    // of the page's undo history, shown or not. How many; 0 for a page being read.
    int replaceInPage(const QUuid& pageId, const QRegularExpression& pattern, QTextDocument::FindFlags flags,
                      const QString& replacement);
    // How many steps the page's undo history holds: a later undo can tell whether anything came
    // after a change.
    int undoDepth(const QUuid& pageId) const;
    // Undoes the page's last step, only if its history is still `depth` steps long.
    bool undoIfDepth(const QUuid& pageId, int depth);
    const SpellChecker& spellChecker() const { return m_spellChecker; }

    // Text a running job produced so far for a page; the page stays read-only until done (typing
    // into it then says so beside the cursor).
    void setLiveText(const QUuid& pageId, const QString& text);
    void endLive(const QUuid& pageId);
    // Selects a span of the page text (a region's block) and scrolls to it.
    void selectSpan(qsizetype start, qsizetype length);

    // Every match of the find bar's pattern on the shown page gets a background (empty: none).
    void setSearchPattern(const QRegularExpression& pattern);
    QRegularExpression searchPattern() const { return m_searchPattern; }

    // Spans whose probability lies below this are underlined (0: none).
    void setConfidenceThreshold(double probability);
    // The spans underlined now, in text order.
    QList<ConfidenceSpan> shownLowConfidence() const;
    // Select the next / previous underlined span after / before the cursor, wrapping around the
    // page unless `wrap` is false. False when there is none (after / before the cursor).
    bool selectNextLowConfidence(bool wrap = true);
    bool selectPreviousLowConfidence(bool wrap = true);
    // Whether the page has spans below the threshold (shown or not).
    bool hasLowConfidence(const QUuid& pageId) const;
    // The span at the cursor is checked: its underline goes, and the next span after it on the
    // page is selected, if any (the window goes on to other pages).
    bool acceptLowConfidence();

signals:
    void filesDropped(const QStringList& paths);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString m_toldLanguage;  // of the last unhinted page whose text told its language
    static constexpr int kShownSuggestions = 6;  // in the context menu itself
    static constexpr int kMoreSuggestions = 9;   // under "More suggestions"
    struct PageDocument {
        QTextDocument* document = nullptr;
        MarkdownHighlighter* highlighter = nullptr;
        QTextDocument* liveDocument = nullptr;  // while a job streams into the page
        bool live = false;
    };
    static void deleteDocuments(const PageDocument& doc);
    PageDocument& documentFor(const QUuid& pageId);
    void syncFromProject(const QUuid& pageId);
    void replaceText(QTextDocument* document, const QString& text, bool undoable);
    void showMarks();  // the low-confidence spans and the search's matches
    // Without hints: the spelling of the page shown is that of the language its text is in (a
    // French page was underlined word by word as English), English where the text does not tell.
    void followTextLanguage();
    void checkSpellingIn(const QStringList& languages);

    Project* m_project;
    SpellChecker m_spellChecker;
    QStringList m_hints;
    QTimer* m_languageFollow;  // typing a page's first paragraphs may tell its language
    QTextDocument* m_empty;
    QHash<QUuid, PageDocument> m_documents;
    QUuid m_pageId;
    bool m_applying = false;  // true while we change a document ourselves
    double m_confidenceThreshold = 0;
    QRegularExpression m_searchPattern;
};

}  // namespace folio
