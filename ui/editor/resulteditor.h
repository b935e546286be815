// The Markdown source of the current page, verbatim (never through Qt's Markdown importer,
// which rewrites backslashes inside math). Each page keeps its own document, so undo/redo
// history survives switching pages. While a job streams into a page, its text is read-only.
#pragma once

#include <QHash>
#include <QPlainTextEdit>
#include <QUuid>

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
    QUuid pageId() const { return m_pageId; }
    void setLanguages(const QStringList& languages);
    const SpellChecker& spellChecker() const { return m_spellChecker; }

    // Text a running job produced so far for a page; the page stays read-only until done.
    void setLiveText(const QUuid& pageId, const QString& text);
    void endLive(const QUuid& pageId);
    // Selects a span of the page text (a region's block) and scrolls to it.
    void selectSpan(qsizetype start, qsizetype length);

private:
    struct PageDocument {
        QTextDocument* document = nullptr;
        MarkdownHighlighter* highlighter = nullptr;
        bool live = false;
    };
    PageDocument& documentFor(const QUuid& pageId);
    void syncFromProject(const QUuid& pageId);
    void replaceText(QTextDocument* document, const QString& text, bool undoable);

    Project* m_project;
    SpellChecker m_spellChecker;
    QTextDocument* m_empty;
    QHash<QUuid, PageDocument> m_documents;
    QUuid m_pageId;
    bool m_applying = false;  // true while we change a document ourselves
};

}  // namespace folio
