#include "findreplacebar.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextDocument>

namespace folio {

FindReplaceBar::FindReplaceBar(QPlainTextEdit* editor, QWidget* parent)
    : QWidget(parent),
      m_editor(editor),
      m_find(new QLineEdit(this)),
      m_replace(new QLineEdit(this)),
      m_caseSensitive(new QCheckBox(tr("Match case"), this)),
      m_status(new QLabel(this)) {
    // Two rows (find, then replace) so the fields keep a usable width in a narrow editor pane
    // and the bar never widens the pane at the page view's expense.
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
    auto* next = new QPushButton(tr("Next"), this);
    auto* previous = new QPushButton(tr("Previous"), this);
    auto* replace = new QPushButton(tr("Replace"), this);
    auto* all = new QPushButton(tr("Replace all"), this);
    auto* close = new QPushButton(tr("Close"), this);
    layout->addWidget(m_find, 0, 0);
    layout->addWidget(previous, 0, 1);
    layout->addWidget(next, 0, 2);
    layout->addWidget(close, 0, 3);
    layout->addWidget(m_replace, 1, 0);
    layout->addWidget(replace, 1, 1);
    layout->addWidget(all, 1, 2);
    layout->addWidget(m_caseSensitive, 1, 3);
    layout->addWidget(m_status, 2, 0, 1, 4);
    layout->setColumnStretch(0, 1);
    m_status->setWordWrap(true);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findNext(); });
    connect(next, &QPushButton::clicked, this, [this] { findNext(); });
    connect(previous, &QPushButton::clicked, this, [this] { findNext(true); });
    connect(replace, &QPushButton::clicked, this, &FindReplaceBar::replaceCurrent);
    connect(all, &QPushButton::clicked, this, &FindReplaceBar::replaceAll);
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
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

bool FindReplaceBar::findNext(bool backwards) {
    const QString needle = m_find->text();
    if (needle.isEmpty()) return false;
    QTextDocument::FindFlags flags;
    if (backwards) flags |= QTextDocument::FindBackward;
    if (m_caseSensitive->isChecked()) flags |= QTextDocument::FindCaseSensitively;
    if (m_editor->find(needle, flags)) {
        m_status->clear();
        return true;
    }
    // Wrap around once.
    QTextCursor cursor = m_editor->textCursor();
    cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    m_editor->setTextCursor(cursor);
    const bool found = m_editor->find(needle, flags);
    m_status->setText(found ? tr("Wrapped") : tr("Not found"));
    return found;
}

bool FindReplaceBar::replaceCurrent() {
    if (m_editor->isReadOnly()) return false;
    QTextCursor cursor = m_editor->textCursor();
    const Qt::CaseSensitivity cs =
        m_caseSensitive->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (cursor.hasSelection() && cursor.selectedText().compare(m_find->text(), cs) == 0)
        cursor.insertText(m_replace->text());
    return findNext();
}

int FindReplaceBar::replaceAll() {
    const QString needle = m_find->text();
    if (needle.isEmpty() || m_editor->isReadOnly()) return 0;
    QTextDocument::FindFlags flags;
    if (m_caseSensitive->isChecked()) flags |= QTextDocument::FindCaseSensitively;
    QTextDocument* doc = m_editor->document();
    QTextCursor edit(doc);
    edit.beginEditBlock();  // one undo step for the whole replacement
    int count = 0;
    QTextCursor found = doc->find(needle, 0, flags);
    while (!found.isNull()) {
        found.insertText(m_replace->text());
        ++count;
        found = doc->find(needle, found.position(), flags);
    }
    edit.endEditBlock();
    m_status->setText(tr("%n replaced", nullptr, count));
    return count;
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
