#include "resulteditor.h"

#include <QContextMenuEvent>
#include <QDropEvent>
#include <QLocale>
#include <QMenu>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QMimeData>
#include <QPlainTextDocumentLayout>
#include <QPointer>
#include <QAbstractUndoItem>
#include <QTextBlock>
#include <QTextCursor>
#include <QToolTip>
#include <utility>

#include "document/project.h"
#include "i18n/textlanguage.h"
#include "editor/markdownhighlighter.h"
#include "common/droppedfiles.h"

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
    m_languageFollow = new QTimer(this);
    m_languageFollow->setSingleShot(true);
    m_languageFollow->setInterval(800);
    connect(m_languageFollow, &QTimer::timeout, this, &ResultEditor::followTextLanguage);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_hints.isEmpty()) m_languageFollow->start();
    });
    connect(m_project, &Project::pageChanged, this, &ResultEditor::syncFromProject);
    connect(m_project, &Project::pageChanged, this, [this](const QUuid& id) {
        if (id == m_pageId) showMarks();
    });
    connect(m_project, &Project::projectReset, this, [this] {
        // The page list may already have shown a page of the new project: keep showing it.
        const QUuid keep = m_pageId;
        showPage({});
        for (const PageDocument& doc : std::as_const(m_documents)) deleteDocuments(doc);
        m_documents.clear();
        showPage(keep);
    });
    connect(m_project, &Project::pageRemoved, this, [this](const QUuid& id) {
        if (id == m_pageId) showPage({});
        deleteDocuments(m_documents.take(id));
    });
}

ResultEditor::~ResultEditor() = default;

namespace {

// The next insertion starts an undo step of its own: Qt merges an insertion into the last one only
// while the document counts as modified (the project, not the document, keeps that state).
void endTypingStep(QTextDocument* document) { document->setModified(false); }

// Ends an edit block made for the user as one undo step: the user's first words after a result or
// a replacement would otherwise undo together with it.
void endUndoStep(QTextCursor& cursor) {
    cursor.endEditBlock();
    endTypingStep(cursor.document());
}

// A space or a line break typed right after a word: the word typed before is one undo step, as
// in a word processor (Qt merges all typing at one place into a single step).
bool startsWord(const QKeyEvent* event, const QTextCursor& cursor) {
    const bool breaks = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
                        (!event->text().isEmpty() && event->text().at(0).isSpace());
    if (!breaks || cursor.hasSelection() || cursor.atStart()) return false;
    return !cursor.document()->characterAt(cursor.position() - 1).isSpace();
}

// An accepted low-confidence mark as a step of the page's undo history: the text does not change,
// so the document's own steps would not bring the mark back.
class AcceptedMark : public QAbstractUndoItem {
public:
    AcceptedMark(Project* project, const QUuid& pageId, const ConfidenceSpan& span)
        : m_project(project), m_pageId(pageId), m_span(span) {}
    void undo() override {
        if (m_project) m_project->restoreLowConfidence(m_pageId, m_span);
    }
    void redo() override {
        if (m_project) m_project->acceptLowConfidence(m_pageId, m_span.start);
    }

private:
    QPointer<Project> m_project;
    QUuid m_pageId;
    ConfidenceSpan m_span;
};

}  // namespace

void ResultEditor::deleteDocuments(const PageDocument& doc) {
    delete doc.document;  // also deletes its highlighter (a child)
    delete doc.liveDocument;
}

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
    connect(doc.document, &QTextDocument::contentsChanged, this, [this, pageId] {
        if (m_applying) return;
        const PageDocument& d = m_documents[pageId];
        if (!d.live) m_project->setEditedText(pageId, d.document->toPlainText());
    });
    return *m_documents.insert(pageId, doc);
}

void ResultEditor::keepHistoryOf(const QUuid& pageId) {
    if (m_project->page(pageId)) documentFor(pageId);
}

void ResultEditor::showPage(const QUuid& pageId) {
    // The marks hold cursors into the shown document, which may be about to go.
    setExtraSelections({});
    m_pageId = pageId;
    if (pageId.isNull() || !m_project->page(pageId)) {
        m_pageId = {};
        setDocument(m_empty);
        setReadOnly(true);
        return;
    }
    PageDocument& doc = documentFor(pageId);
    // Colouring (and spell-checking) every word is paid for a page when it is first shown, not
    // when a recognition or a replacement across pages makes its document.
    if (!doc.highlighter) doc.highlighter = new MarkdownHighlighter(doc.document, &m_spellChecker);
    setDocument(doc.live ? doc.liveDocument : doc.document);
    setReadOnly(doc.live);
    followTextLanguage();
    showMarks();
}

bool ResultEditor::isLive(const QUuid& pageId) const {
    const auto doc = m_documents.constFind(pageId);
    return doc != m_documents.cend() && doc->live;
}

int ResultEditor::replaceInPage(const QUuid& pageId, const QRegularExpression& pattern,
                                QTextDocument::FindFlags flags, const QString& replacement) {
    if (!m_project->page(pageId) || isLive(pageId)) return 0;
    QTextDocument* document = documentFor(pageId).document;
    QTextCursor edit(document);
    edit.beginEditBlock();  // one undo step; the project hears of it once, at the end
    int count = 0;
    for (QTextCursor found = document->find(pattern, 0, flags); !found.isNull();
         found = document->find(pattern, found.position(), flags)) {
        found.insertText(replacement);
        ++count;
    }
    endUndoStep(edit);
    return count;
}

int ResultEditor::undoDepth(const QUuid& pageId) const {
    const auto doc = m_documents.constFind(pageId);
    return doc == m_documents.cend() ? 0 : doc->document->availableUndoSteps();
}

bool ResultEditor::undoIfDepth(const QUuid& pageId, int depth) {
    const auto doc = m_documents.constFind(pageId);
    if (doc == m_documents.cend() || doc->live || doc->document->availableUndoSteps() != depth) return false;
    doc->document->undo();
    return true;
}

void ResultEditor::replaceText(QTextDocument* document, const QString& text, bool undoable) {
    m_applying = true;
    if (undoable) {
        // One edit block, so the user can undo a recognition result in one step.
        QTextCursor cursor(document);
        cursor.beginEditBlock();
        cursor.select(QTextCursor::Document);
        cursor.insertText(text);
        endUndoStep(cursor);
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
        doc.liveDocument = new QTextDocument(this);
        doc.liveDocument->setDocumentLayout(new QPlainTextDocumentLayout(doc.liveDocument));
        doc.liveDocument->setDefaultFont(font());
        doc.liveDocument->setUndoRedoEnabled(false);  // streaming is nobody's edit
        new MarkdownHighlighter(doc.liveDocument, &m_spellChecker);
        if (pageId == m_pageId) {
            setExtraSelections({});
            setDocument(doc.liveDocument);
            setReadOnly(true);
        }
    }
    QTextDocument* live = doc.liveDocument;
    const QString current = live->toPlainText();
    if (text.startsWith(current)) {  // the usual case: append only the new part
        QTextCursor cursor(live);
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(text.mid(current.size()));
    } else {
        live->setPlainText(text);
    }
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
    QTextDocument* live = std::exchange(it->liveDocument, nullptr);
    if (pageId == m_pageId) {
        setDocument(it->document);
        setReadOnly(false);
    }
    live->deleteLater();
    if (pageId == m_pageId) showMarks();
    // The result (or the partial text of a cancelled job) replaces the page's text as one step
    // of its undo history: Ctrl+Z brings back what was there before.
    if (const Page* page = m_project->page(pageId);
        page && it->document->toPlainText() != page->editedText)
        replaceText(it->document, page->editedText, true);
    if (pageId == m_pageId) {
        followTextLanguage();  // a page that had no text has one now
        showMarks();
    }
}

void ResultEditor::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedLocalFiles(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
        return;
    }
    QPlainTextEdit::dragEnterEvent(event);
}

void ResultEditor::dragMoveEvent(QDragMoveEvent* event) {
    if (!droppedLocalFiles(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
        return;
    }
    QPlainTextEdit::dragMoveEvent(event);
}

void ResultEditor::dropEvent(QDropEvent* event) {
    const QStringList paths = droppedLocalFiles(event->mimeData());
    if (paths.isEmpty()) {
        QPlainTextEdit::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    emit filesDropped(paths);
}

void ResultEditor::contextMenuEvent(QContextMenuEvent* event) {
    QMenu* menu = createStandardContextMenu(event->pos());
    QTextCursor cursor = cursorForPosition(event->pos());
    cursor.select(QTextCursor::WordUnderCursor);
    const QString word = cursor.selectedText();
    if (!isReadOnly() && !word.isEmpty() && word.at(0).isLetter() && !m_spellChecker.isCorrect(word)) {
        QAction* first = menu->actions().value(0);
        // The likeliest few at hand, the rest one step away.
        const QStringList suggestions = m_spellChecker.suggestions(word, kShownSuggestions + kMoreSuggestions);
        QMenu* more = suggestions.size() > kShownSuggestions ? new QMenu(tr("More suggestions"), menu) : nullptr;
        for (qsizetype i = 0; i < suggestions.size(); ++i) {
            QAction* use = new QAction(suggestions[i], menu);
            connect(use, &QAction::triggered, this, [this, cursor, suggestion = suggestions[i]]() mutable {
                cursor.insertText(suggestion);  // one undoable edit, like typing it
            });
            if (i < kShownSuggestions)
                menu->insertAction(first, use);
            else
                more->addAction(use);
        }
        if (more) menu->insertMenu(first, more);
        if (suggestions.isEmpty()) {
            QAction* none = new QAction(tr("No suggestions"), menu);
            none->setEnabled(false);
            menu->insertAction(first, none);
        }
        QAction* add = new QAction(tr("Add “%1” to dictionary").arg(word), menu);
        connect(add, &QAction::triggered, this, [this, word] {
            if (!m_spellChecker.addToDictionary(word)) return;
            for (const PageDocument& doc : std::as_const(m_documents))
                if (doc.highlighter) doc.highlighter->rehighlight();
        });
        menu->insertAction(first, add);
        menu->insertSeparator(first);
    }
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void ResultEditor::keyPressEvent(QKeyEvent* event) {
    const auto shown = m_documents.constFind(m_pageId);
    const bool streaming = shown != m_documents.cend() && shown->live;
    const bool edits = (!event->text().isEmpty() && event->text().at(0).isPrint()) ||
                       event->key() == Qt::Key_Backspace || event->key() == Qt::Key_Delete ||
                       event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
                       event->matches(QKeySequence::Paste) || event->matches(QKeySequence::Cut);
    if (streaming && edits)  // otherwise the keys would do nothing, and nothing would say why
        QToolTip::showText(viewport()->mapToGlobal(cursorRect().bottomLeft()),
                           tr("This page is being read. You can edit it once it is done, or cancel its recognition."),
                           this);
    if (!streaming && startsWord(event, textCursor())) endTypingStep(document());
    QPlainTextEdit::keyPressEvent(event);
}

void ResultEditor::setLanguages(const QStringList& languages) {
    m_hints = languages;
    if (languages.isEmpty()) followTextLanguage();
    else checkSpellingIn(languages);
}

void ResultEditor::followTextLanguage() {
    if (!m_hints.isEmpty()) return;
    // The text as shown: what the user is typing reaches the project a little later.
    const QString language = m_project->page(m_pageId) ? languageOfText(toPlainText()) : QString();
    if (!language.isEmpty() && !SpellChecker::dictionaryFor(language).isEmpty()) {
        m_toldLanguage = language;
        checkSpellingIn({language});
        return;
    }
    // Too little to tell (a caption, a blank page): the language the document's pages were in,
    // else the interface's, else English.
    const QString interface = QLocale().name().section(u'_', 0, 0);
    checkSpellingIn({!m_toldLanguage.isEmpty()                              ? m_toldLanguage
                     : !SpellChecker::dictionaryFor(interface).isEmpty() ? interface
                                                                         : QStringLiteral("en")});
}

void ResultEditor::checkSpellingIn(const QStringList& languages) {
    if (m_spellChecker.activeLanguages() == languages) return;
    m_spellChecker.setLanguages(languages);
    for (const PageDocument& doc : std::as_const(m_documents))
        if (doc.highlighter) doc.highlighter->rehighlight();
}

void ResultEditor::selectSpan(qsizetype start, qsizetype length) {
    QTextCursor cursor(document());
    cursor.setPosition(int(start));
    cursor.setPosition(int(start + length), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
    ensureCursorVisible();
}

void ResultEditor::setConfidenceThreshold(double probability) {
    m_confidenceThreshold = probability;
    showMarks();
}

QList<ConfidenceSpan> ResultEditor::shownLowConfidence() const {
    const Page* page = m_project->page(m_pageId);
    const auto doc = m_documents.constFind(m_pageId);
    // Spans belong to the page's own text: none while a job streams or the two differ.
    if (!page || doc == m_documents.cend() || doc->live || document() != doc->document ||
        doc->document->toPlainText() != page->editedText)
        return {};
    return spansBelow(page->lowConfidence, m_confidenceThreshold);
}

void ResultEditor::setSearchPattern(const QRegularExpression& pattern) {
    m_searchPattern = pattern;
    showMarks();
}

void ResultEditor::showMarks() {
    QList<QTextEdit::ExtraSelection> selections;
    QTextCharFormat mark;
    mark.setUnderlineStyle(QTextCharFormat::DashUnderline);
    mark.setUnderlineColor(QColor(0xd9, 0x6c, 0x00));
    mark.setBackground(QColor(0xff, 0xf0, 0xc8));
    mark.setToolTip(tr("The model was unsure of this text (F8: next, Ctrl+Return: accept)"));
    for (const ConfidenceSpan& span : shownLowConfidence()) {
        QTextCursor cursor(document());
        cursor.setPosition(int(span.start));
        cursor.setPosition(int(span.end()), QTextCursor::KeepAnchor);
        selections.append({cursor, mark});
    }
    // What the find bar looks for, on the page's own text (not while a job streams into it).
    const auto shown = m_documents.constFind(m_pageId);
    if (!m_searchPattern.pattern().isEmpty() && m_searchPattern.isValid() && shown != m_documents.cend() &&
        document() == shown->document) {
        QTextCharFormat match;
        match.setBackground(QColor(0xff, 0xe8, 0x6b));
        constexpr int kMostShown = 2000;  // a page of single letters would otherwise colour thousands
        int count = 0;
        for (auto it = m_searchPattern.globalMatch(document()->toPlainText()); it.hasNext() && count < kMostShown; ++count) {
            const QRegularExpressionMatch found = it.next();
            QTextCursor cursor(document());
            cursor.setPosition(int(found.capturedStart()));
            cursor.setPosition(int(found.capturedEnd()), QTextCursor::KeepAnchor);
            selections.append({cursor, match});
        }
    }
    setExtraSelections(selections);
}

bool ResultEditor::selectNextLowConfidence(bool wrap) {
    const QList<ConfidenceSpan> spans = shownLowConfidence();
    if (spans.isEmpty()) return false;
    const QTextCursor cursor = textCursor();
    const qsizetype from = cursor.hasSelection() ? cursor.selectionStart() + 1 : cursor.position();
    const auto next = std::find_if(spans.cbegin(), spans.cend(), [from](const auto& s) { return s.start >= from; });
    if (next == spans.cend() && !wrap) return false;
    const ConfidenceSpan& target = next == spans.cend() ? spans.first() : *next;
    selectSpan(target.start, target.length);
    return true;
}

bool ResultEditor::selectPreviousLowConfidence(bool wrap) {
    const QList<ConfidenceSpan> spans = shownLowConfidence();
    if (spans.isEmpty()) return false;
    const qsizetype from = textCursor().selectionStart();
    const auto previous = std::find_if(spans.crbegin(), spans.crend(), [from](const auto& s) { return s.start < from; });
    if (previous == spans.crend() && !wrap) return false;
    const ConfidenceSpan& target = previous == spans.crend() ? spans.last() : *previous;
    selectSpan(target.start, target.length);
    return true;
}

bool ResultEditor::hasLowConfidence(const QUuid& pageId) const {
    const Page* page = m_project->page(pageId);
    return page && m_confidenceThreshold > 0 && !spansBelow(page->lowConfidence, m_confidenceThreshold).isEmpty();
}

bool ResultEditor::acceptLowConfidence() {
    const qsizetype at = textCursor().selectionStart();
    for (const ConfidenceSpan& span : shownLowConfidence()) {
        if (at < span.start || at > span.end()) continue;
        if (const std::optional<ConfidenceSpan> accepted = m_project->acceptLowConfidence(m_pageId, span.start))
            document()->appendUndoItem(new AcceptedMark(m_project, m_pageId, *accepted));
        QTextCursor cursor = textCursor();
        cursor.setPosition(int(span.end()));
        setTextCursor(cursor);
        selectNextLowConfidence(false);
        return true;
    }
    return false;
}

}  // namespace folio
