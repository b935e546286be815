#include "findreplacebar.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTextCursor>
#include <QTimer>

#include "document/project.h"
#include "editor/resulteditor.h"

namespace folio {

namespace {
bool isWordCharacter(QChar c) { return c.isLetterOrNumber() || c == u'_'; }

int matchCount(const QRegularExpression& pattern, const QString& text) {
    int count = 0;
    for (auto it = pattern.globalMatch(text); it.hasNext(); it.next()) ++count;
    return count;
}
}  // namespace

FindReplaceBar::FindReplaceBar(ResultEditor* editor, Project* project, QWidget* parent)
    : QWidget(parent),
      m_editor(editor),
      m_project(project),
      m_find(new QLineEdit(this)),
      m_replace(new QLineEdit(this)),
      m_caseSensitive(new QCheckBox(tr("Match case"), this)),
      m_wholeWords(new QCheckBox(tr("Whole words"), this)),
      m_allPages(new QCheckBox(tr("All pages"), this)),
      m_status(new QLabel(this)),
      m_undoReplaceAll(new QPushButton(tr("Undo replace all"), this)),
      m_countTimer(new QTimer(this)) {
    // Rows (find, replace, options, status) so the fields keep a usable width in a narrow
    // editor pane and the bar never widens the pane at the page view's expense.
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(2);
    m_find->setPlaceholderText(tr("Find"));
    m_replace->setPlaceholderText(tr("Replace with"));
    // A placeholder is gone once the field has text; screen readers need a lasting name.
    m_find->setAccessibleName(tr("Find"));
    m_replace->setAccessibleName(tr("Replace with"));
    m_find->setClearButtonEnabled(true);
    const int fieldWidth = fontMetrics().averageCharWidth() * 16;
    m_find->setMinimumWidth(fieldWidth);
    m_replace->setMinimumWidth(fieldWidth);
    m_allPages->setChecked(true);  // the document is all its pages, as in a word processor
    m_allPages->setToolTip(tr("Find and replace in every page, not only the one shown"));
    auto* next = new QPushButton(tr("Next"), this);
    auto* previous = new QPushButton(tr("Previous"), this);
    auto* replace = new QPushButton(tr("Replace"), this);
    auto* all = new QPushButton(tr("Replace all"), this);
    auto* close = new QPushButton(tr("Close"), this);
    auto* options = new QHBoxLayout;
    options->addWidget(m_caseSensitive);
    options->addWidget(m_wholeWords);
    options->addWidget(m_allPages);
    options->addStretch();
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_undoReplaceAll);
    layout->addWidget(m_find, 0, 0);
    layout->addWidget(previous, 0, 1);
    layout->addWidget(next, 0, 2);
    layout->addWidget(close, 0, 3);
    layout->addWidget(m_replace, 1, 0);
    layout->addWidget(replace, 1, 1);
    layout->addWidget(all, 1, 2, 1, 2);
    layout->addLayout(options, 2, 0, 1, 4);
    layout->addLayout(statusRow, 3, 0, 1, 4);
    layout->setColumnStretch(0, 1);
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_undoReplaceAll->sizeHint().height());  // the editor above does not jump as it fills
    all->setObjectName(QStringLiteral("replace-all"));
    m_undoReplaceAll->setObjectName(QStringLiteral("undo-replace-all"));
    m_undoReplaceAll->hide();
    // Counting every page's matches on each keystroke would lag on a long document.
    m_countTimer->setSingleShot(true);
    m_countTimer->setInterval(150);
    connect(m_countTimer, &QTimer::timeout, this, &FindReplaceBar::showMatchCount);
    for (QCheckBox* box : {m_caseSensitive, m_wholeWords, m_allPages})
        connect(box, &QCheckBox::toggled, m_countTimer, qOverload<>(&QTimer::start));
    connect(m_find, &QLineEdit::textChanged, m_countTimer, qOverload<>(&QTimer::start));
    connect(m_find, &QLineEdit::textChanged, this, &FindReplaceBar::highlightMatches);
    for (QCheckBox* box : {m_caseSensitive, m_wholeWords})
        connect(box, &QCheckBox::toggled, this, &FindReplaceBar::highlightMatches);
    // Shift+Return goes back, as in most editors.
    connect(m_find, &QLineEdit::returnPressed, this,
            [this] { findNext(QGuiApplication::keyboardModifiers().testFlag(Qt::ShiftModifier)); });
    connect(next, &QPushButton::clicked, this, [this] { findNext(); });
    connect(previous, &QPushButton::clicked, this, [this] { findNext(true); });
    connect(replace, &QPushButton::clicked, this, &FindReplaceBar::replaceCurrent);
    connect(all, &QPushButton::clicked, this, &FindReplaceBar::replaceAll);
    connect(m_undoReplaceAll, &QPushButton::clicked, this, &FindReplaceBar::undoReplaceAll);
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
    connect(m_project, &Project::projectReset, this, &FindReplaceBar::forgetLastReplacement);
    hide();
}

void FindReplaceBar::showFind() {
    show();
    const QString selected = m_editor->textCursor().selectedText();
    if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
        m_find->setText(selected);
    m_find->setFocus();
    m_find->selectAll();
}

void FindReplaceBar::showReplace() {
    showFind();
    if (!m_find->text().isEmpty()) m_replace->setFocus();  // what to find is known: what to put instead
}

QRegularExpression FindReplaceBar::pattern() const {
    const QString needle = m_find->text();
    QString expression = QRegularExpression::escape(needle);
    // A word boundary only where the text itself starts or ends with a word character, so that
    // "(a)" with whole words still finds "(a)".
    if (m_wholeWords->isChecked() && !needle.isEmpty()) {
        if (isWordCharacter(needle.front())) expression.prepend(QStringLiteral("\\b"));
        if (isWordCharacter(needle.back())) expression.append(QStringLiteral("\\b"));
    }
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (!m_caseSensitive->isChecked()) options |= QRegularExpression::CaseInsensitiveOption;
    return QRegularExpression(expression, options);
}

QTextDocument::FindFlags FindReplaceBar::flags(bool backwards) const {
    // QTextDocument applies its own case flag to a pattern, so both say the same.
    QTextDocument::FindFlags flags;
    if (backwards) flags |= QTextDocument::FindBackward;
    if (m_caseSensitive->isChecked()) flags |= QTextDocument::FindCaseSensitively;
    return flags;
}

bool FindReplaceBar::findOnShownPage(const QRegularExpression& pattern, bool backwards, bool fromEdge) {
    if (fromEdge) {
        QTextCursor cursor = m_editor->textCursor();
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_editor->setTextCursor(cursor);
    }
    return m_editor->find(pattern, flags(backwards));
}

bool FindReplaceBar::findNext(bool backwards) {
    if (m_find->text().isEmpty()) return false;
    const QRegularExpression expression = pattern();
    if (findOnShownPage(expression, backwards, false)) {
        m_status->setText(m_matchCount);  // the count stays in sight while stepping through matches
        return true;
    }
    const QList<Page>& pages = m_project->pages();
    const int count = int(pages.size());
    const int current = m_project->indexOf(m_editor->pageId());
    if (!m_allPages->isChecked() || count == 0) {
        const bool found = current >= 0 && findOnShownPage(expression, backwards, true);
        m_status->setText(found ? tr("Wrapped") : tr("Not found"));
        return found;
    }
    // The other pages in reading order from the shown one, wrapping around, and last the shown
    // page again from its edge.
    for (int step = 1; step <= count; ++step) {
        const int index = current < 0 ? (backwards ? count - step : step - 1)
                                      : ((current + (backwards ? -step : step)) % count + count) % count;
        const Page& page = pages[index];
        if (index != current) {
            // A page being read shows its streamed text, not the one searched.
            if (m_editor->isLive(page.id) || !page.editedText.contains(expression)) continue;
            const QUuid id = page.id;  // the signal may change the project's pages
            emit pageRequested(id);
            if (m_editor->pageId() != id) return false;
        }
        if (!findOnShownPage(expression, backwards, true)) continue;
        const bool wrapped = current >= 0 && (backwards ? index >= current : index <= current);
        const int shown = m_project->indexOf(m_editor->pageId()) + 1;
        m_status->setText(wrapped ? tr("Wrapped to page %1").arg(shown) : tr("Page %1").arg(shown));
        return true;
    }
    m_status->setText(tr("Not found"));
    return false;
}

bool FindReplaceBar::replaceCurrent() {
    if (m_editor->isReadOnly() || m_find->text().isEmpty()) return false;
    const QRegularExpression expression = pattern();
    const QRegularExpression whole(QRegularExpression::anchoredPattern(expression.pattern()),
                                   expression.patternOptions());
    QTextCursor cursor = m_editor->textCursor();
    if (cursor.hasSelection() && whole.match(cursor.selectedText()).hasMatch()) {
        cursor.insertText(m_replace->text());
        forgetLastReplacement();
    }
    return findNext();
}

int FindReplaceBar::replaceAll() {
    if (m_find->text().isEmpty()) return 0;
    forgetLastReplacement();
    const QRegularExpression expression = pattern();
    if (!m_allPages->isChecked()) {
        if (m_editor->isReadOnly()) return 0;
        const int count = m_editor->replaceInPage(m_editor->pageId(), expression, flags(false), m_replace->text());
        m_status->setText(tr("%n replaced", nullptr, count));
        return count;
    }
    QList<QUuid> ids;
    for (const Page& page : m_project->pages()) ids << page.id;
    int count = 0, beingRead = 0;
    for (const QUuid& id : std::as_const(ids)) {
        const Page* page = m_project->page(id);
        if (!page || !page->editedText.contains(expression)) continue;
        if (m_editor->isLive(id)) {
            ++beingRead;
            continue;
        }
        const int replaced = m_editor->replaceInPage(id, expression, flags(false), m_replace->text());
        if (replaced == 0) continue;
        count += replaced;
        m_lastReplacement.append({id, m_editor->undoDepth(id), m_project->page(id)->editedText});
    }
    QString status = tr("%n replaced", nullptr, count);
    if (!m_lastReplacement.isEmpty())
        status = tr("%n replaced on %1", nullptr, count).arg(pageCount(int(m_lastReplacement.size())));
    if (beingRead > 0)
        status += QStringLiteral("; ") + tr("%n pages being read were left as they are.", nullptr, beingRead);
    m_status->setText(status);
    m_undoReplaceAll->setVisible(!m_lastReplacement.isEmpty());
    return count;
}

int FindReplaceBar::undoReplaceAll() {
    int undone = 0;
    QStringList changedSince;  // their numbers, to find them by
    for (const ReplacedPage& replaced : std::as_const(m_lastReplacement)) {
        const Page* page = m_project->page(replaced.pageId);
        if (!page) continue;  // removed since: the page's own undo brings it back as it was
        if (page->editedText == replaced.text && m_editor->undoIfDepth(replaced.pageId, replaced.undoDepth))
            ++undone;
        else
            changedSince << QLocale().toString(m_project->indexOf(replaced.pageId) + 1);
    }
    forgetLastReplacement();
    QString status = tr("Replacement undone on %n pages", nullptr, undone);
    if (!changedSince.isEmpty()) {
        const qsizetype shown = std::min<qsizetype>(changedSince.size(), 10);
        QString numbers = changedSince.mid(0, shown).join(QStringLiteral(", "));
        if (shown < changedSince.size()) numbers += QStringLiteral(", …");
        status += QStringLiteral(". ") +
                  tr("Changed since, %n page(s) kept the replacement (%1); Edit › Undo on such a page takes it back.",
                     nullptr, int(changedSince.size()))
                      .arg(changedSince.size() == 1 ? tr("page %1").arg(numbers) : tr("pages %1").arg(numbers));
    }
    m_status->setText(status);
    return undone;
}

QString FindReplaceBar::pageCount(int pages) { return tr("%n pages", nullptr, pages); }

void FindReplaceBar::forgetLastReplacement() {
    m_lastReplacement.clear();
    m_undoReplaceAll->hide();
}

void FindReplaceBar::showMatchCount() {
    m_matchCount.clear();
    if (m_find->text().isEmpty()) {
        m_status->clear();
        return;
    }
    const QRegularExpression expression = pattern();
    if (!m_allPages->isChecked()) {
        m_matchCount = tr("%n matches on this page", nullptr, matchCount(expression, m_editor->toPlainText()));
    } else {
        int matches = 0, pages = 0;
        for (const Page& page : m_project->pages()) {
            const int n = matchCount(expression, page.editedText);
            matches += n;
            pages += n > 0 ? 1 : 0;
        }
        m_matchCount = matches == 0 ? tr("Not found") : tr("%n matches on %1", nullptr, matches).arg(pageCount(pages));
    }
    m_status->setText(m_matchCount);
}

void FindReplaceBar::highlightMatches() {
    m_editor->setSearchPattern(isVisible() && !m_find->text().isEmpty() ? pattern() : QRegularExpression());
}

void FindReplaceBar::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    highlightMatches();
}

void FindReplaceBar::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_editor->setSearchPattern({});  // the marks go with the bar
}

void FindReplaceBar::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_editor->setFocus();
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace folio
