#include "languagebutton.h"

#include <QMenu>
#include <QStyle>

#include "i18n/ocrlanguages.h"
#include "settings/settings.h"

namespace folio {

QString LanguageButton::languageName(const QString& code) { return ocrLanguageName(code); }

LanguageButton::LanguageButton(QWidget* parent) : QToolButton(parent) {
    setPopupMode(InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* menu = new QMenu(this);
    m_automatic = menu->addAction(tr("Automatic"));
    m_automatic->setCheckable(true);
    m_automatic->setChecked(true);
    menu->addSeparator();
    for (const QString& code : Settings::supportedLanguages()) {
        QAction* action = menu->addAction(languageName(code));
        action->setData(code);
        action->setCheckable(true);
        m_languages << action;
        connect(action, &QAction::toggled, this, [this] {
            m_automatic->setChecked(languages().isEmpty());
            updateText();
            emit languagesChanged(languages());
        });
    }
    connect(m_automatic, &QAction::triggered, this, [this] { setLanguages({}); });
    setMenu(menu);
    setToolTip(tr(
        "Languages of the document: constrain recognition and choose spell-checking dictionaries"));
    updateText();
}

QStringList LanguageButton::languages() const {
    QStringList codes;
    for (QAction* action : m_languages)
        if (action->isChecked()) codes << action->data().toString();
    return codes;
}

void LanguageButton::setLanguages(const QStringList& languages) {
    const QStringList before = this->languages();
    for (QAction* action : m_languages) {
        const QSignalBlocker block(action);
        action->setChecked(languages.contains(action->data().toString()));
    }
    m_automatic->setChecked(this->languages().isEmpty());
    updateText();
    if (before != this->languages()) emit languagesChanged(this->languages());
}

void LanguageButton::updateText() {
    const QStringList codes = languages();
    if (codes.isEmpty()) {
        setText(tr("Languages: automatic"));
        return;
    }
    QStringList names;
    for (const QString& code : codes) names << languageName(code);
    setText(tr("Languages: %1")
                .arg(codes.size() <= 3 ? names.join(QStringLiteral(", "))
                                       : tr("%n selected", nullptr, int(codes.size()))));
}

QSize LanguageButton::sizeHint() const {
    QSize size = QToolButton::sizeHint();
    size.rwidth() += style()->pixelMetric(QStyle::PM_MenuButtonIndicator, nullptr, this);
    return size;
}

}  // namespace folio
