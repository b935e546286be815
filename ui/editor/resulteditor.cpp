#include "resulteditor.h"

#include <QFontDatabase>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>

#include "document/project.h"
#include "editor/markdownhighlighter.h"

namespace folio {

ResultEditor::ResultEditor(Project* project, QWidget* parent)
    : QPlainTextEdit(parent), m_project(project), m_empty(new QTextDocument(this)) {
    m_empty->setDocumentLayout(new QPlainTextDocumentLayout(m_empty));
    setDocument(m_empty);
    setReadOnly(true);
    setPlaceholderText(tr("Recognized text appears here as Markdown."));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(WidgetWidth);
    setAccessibleName(tr("Markdown source"));
    m_spellChecker.setLanguages({});
    connect(m_project, &Project::pageChanged, this, &ResultEditor::syncFromProject);
    connect(m_project, &Project::projectReset, this, [this] {
        // The page list may already have shown a page of the new project: keep showing it.
        const QUuid keep = m_pageId;
        showPage({});
        for (const PageDocument& doc : std::as_const(m_documents)) delete doc.document;
        m_documents.clear();
        showPage(keep);
    });
    connect(m_project, &Project::pageRemoved, this, [this](const QUuid& id) {
        if (id == m_pageId) showPage({});
        const PageDocument doc = m_documents.take(id);
        delete doc.document;  // also deletes its highlighter (a child)
    });
}

ResultEditor::~ResultEditor() = default;

ResultEditor::PageDocument& ResultEditor::documentFor(const QUuid& pageId) {
    auto it = m_documents.find(pageId);
    if (it != m_documents.end()) return *it;
    PageDocument doc;
    doc.document = new QTextDocument(this);
    doc.document->setDocumentLayout(new QPlainTextDocumentLayout(doc.document));
    doc.document->setDefaultFont(font());
    if (const Page* page = m_project->page(pageId)) {
        m_applying = true;
        doc.document->setPlainText(page->editedText);  // verbatim, no Markdown parsing
        m_applying = false;
    }
    doc.highlighter = new MarkdownHighlighter(doc.document, &m_spellChecker);
    connect(doc.document, &QTextDocument::contentsChanged, this, [this, pageId] {
        if (m_applying) return;
        const PageDocument& d = m_documents[pageId];
        if (!d.live) m_project->setEditedText(pageId, d.document->toPlainText());
    });
    return *m_documents.insert(pageId, doc);
}

void ResultEditor::showPage(const QUuid& pageId) {
    m_pageId = pageId;
    if (pageId.isNull() || !m_project->page(pageId)) {
        m_pageId = {};
        setDocument(m_empty);
        setReadOnly(true);
        return;
    }
    PageDocument& doc = documentFor(pageId);
    setDocument(doc.document);
    setReadOnly(doc.live);
}

void ResultEditor::replaceText(QTextDocument* document, const QString& text, bool undoable) {
    m_applying = true;
    if (undoable) {
        // One edit block, so the user can undo a recognition result in one step.
        QTextCursor cursor(document);
        cursor.beginEditBlock();
        cursor.select(QTextCursor::Document);
        cursor.insertText(text);
        cursor.endEditBlock();
    } else {
        document->setUndoRedoEnabled(false);
        document->setPlainText(text);
        document->setUndoRedoEnabled(true);
    }
    m_applying = false;
}

void ResultEditor::syncFromProject(const QUuid& pageId) {
    auto it = m_documents.find(pageId);
    const Page* page = m_project->page(pageId);
    if (it == m_documents.end() || !page || it->live) return;
    if (it->document->toPlainText() != page->editedText)
        replaceText(it->document, page->editedText, true);
}

void ResultEditor::setLiveText(const QUuid& pageId, const QString& text) {
    PageDocument& doc = documentFor(pageId);
    if (!doc.live) {
        doc.live = true;
        if (pageId == m_pageId) setReadOnly(true);
    }
    // Streaming rewrites the text many times a second: outside the undo history.
    m_applying = true;
    QTextCursor cursor(doc.document);
    const QString current = doc.document->toPlainText();
    if (text.startsWith(current)) {  // the usual case: append only the new part
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(text.mid(current.size()));
    } else {
        doc.document->setPlainText(text);
    }
    m_applying = false;
    if (pageId == m_pageId && !textCursor().hasSelection()) {
        QTextCursor end = textCursor();
        end.movePosition(QTextCursor::End);
        setTextCursor(end);
        ensureCursorVisible();
    }
}

void ResultEditor::endLive(const QUuid& pageId) {
    auto it = m_documents.find(pageId);
    if (it == m_documents.end() || !it->live) return;
    it->live = false;
    const Page* page = m_project->page(pageId);
    if (page) {
        // Back to the project's text (the result, or the old text when cancelled); the
        // streamed text never entered the undo history, so replace it without recording.
        it->document->setUndoRedoEnabled(true);
        replaceText(it->document, page->editedText, false);
    }
    if (pageId == m_pageId) setReadOnly(false);
}

void ResultEditor::setLanguages(const QStringList& languages) {
    m_spellChecker.setLanguages(languages);
    for (const PageDocument& doc : std::as_const(m_documents)) doc.highlighter->rehighlight();
}

void ResultEditor::selectSpan(qsizetype start, qsizetype length) {
    QTextCursor cursor(document());
    cursor.setPosition(int(start));
    cursor.setPosition(int(start + length), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
}

}  // namespace folio
