// A question with a few answers, asked before the window does something the user may regret
// (replacing edits, quitting with changes, restoring a crash copy). Tests replace the dialog.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

class QWidget;

namespace folio {

// Returns the index of the chosen answer, or -1 when the question was dismissed (Escape).
using ChoicePrompt =
    std::function<int(const QString& title, const QString& text, const QStringList& answers)>;

// The dialog: the first answer is the default; the last one is the way out (Escape): Cancel, Later.
int askChoice(QWidget* parent, const QString& title, const QString& text, const QStringList& answers);

}  // namespace folio
