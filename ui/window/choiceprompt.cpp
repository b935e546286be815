#include "choiceprompt.h"

#include <QMessageBox>
#include <QPushButton>

namespace folio {

int askChoice(QWidget* parent, const QString& title, const QString& text, const QStringList& answers) {
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("choicePrompt"));
    QList<QAbstractButton*> buttons;
    for (qsizetype i = 0; i < answers.size(); ++i) {
        const bool wayOut = i == answers.size() - 1 && answers.size() > 1;
        QPushButton* button = box.addButton(answers[i], wayOut ? QMessageBox::RejectRole : QMessageBox::AcceptRole);
        if (wayOut) box.setEscapeButton(button);
        buttons << button;
    }
    if (!buttons.isEmpty()) box.setDefaultButton(qobject_cast<QPushButton*>(buttons.first()));
    box.exec();
    return int(buttons.indexOf(box.clickedButton()));
}

}  // namespace folio
