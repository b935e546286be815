#include "interfacelanguagemenu.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QStatusBar>

#include "i18n/interface_language.h"
#include "settings/settings.h"

namespace folio {
namespace {

// The strings are marked with QT_TRANSLATE_NOOP for lupdate, in this context.
QString text(const char* source) { return QCoreApplication::translate("InterfaceLanguageMenu", source); }

}  // namespace

QMenu* makeInterfaceLanguageMenu(Settings* settings, QStatusBar* status, QWidget* parent) {
    auto* menu = new QMenu(text(QT_TRANSLATE_NOOP("InterfaceLanguageMenu", "Interface &language")), parent);
    auto* group = new QActionGroup(menu);
    // Each language under its own name, so that a user can find theirs whatever is shown now.
    QList<QPair<QString, QString>> choices{{QString(), text(QT_TRANSLATE_NOOP("InterfaceLanguageMenu", "System default"))},
                                           {QStringLiteral("en"), QStringLiteral("English")}};
    for (const QString& code : translatedUiLanguages()) {
        const QLocale locale(code);
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty()) name[0] = name[0].toUpper();  // "français" -> "Français"
        choices.append({code, name});
    }
    const QString current = settings->interfaceLanguage();
    for (const auto& [code, name] : choices) {
        QAction* action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [settings, status, code] {
            settings->setInterfaceLanguage(code);
            if (status)
                status->showMessage(text(QT_TRANSLATE_NOOP("InterfaceLanguageMenu", "The interface language changes when Folio starts next.")), 10000);
        });
    }
    return menu;
}

}  // namespace folio
