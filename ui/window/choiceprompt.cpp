#include "choiceprompt.h"

#include <QMessageBox>
#include <QPushButton>

namespace folio {

int askChoice(QWidget* parent, const QString& title, const QString& text, const QStringList& answers) {
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("choicePrompt"));
    QList<QAbstractButton*> buttons;
    for (const QString& answer : answers) {
        const bool cancel = answer == QMessageBox::tr("Cancel");
        QPushButton* button = box.addButton(answer, cancel ? QMessageBox::RejectRole : QMessageBox::AcceptRole);
        if (cancel) box.setEscapeButton(button);
        buttons << button;
    }
    if (!buttons.isEmpty()) box.setDefaultButton(qobject_cast<QPushButton*>(buttons.first()));
    box.exec();
    return int(buttons.indexOf(box.clickedButton()));
}

}  // namespace folio
