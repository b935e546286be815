#include "guistartup.h"

#include <unistd.h>

#include <QApplication>
#include <QIcon>
#include <cstdio>

#include "i18n/interface_language.h"
#include "settings/settings.h"

namespace folio {

void prepareGuiProcess() {
    // The preview is a QWebEngineView: it needs shared GL contexts.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    // Chromium keeps its sandbox on for every user but root, whom it refuses to sandbox at all
    // (it would not start); only there is it switched off, and the user told so.
    if (geteuid() == 0 && qEnvironmentVariableIsEmpty("QTWEBENGINE_DISABLE_SANDBOX")) {
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
        std::fprintf(stderr, "folio: running as root, where Chromium cannot sandbox the preview; "
                             "run as an ordinary user to keep its sandbox on\n");
    }
}

void setUpGuiApplication(Settings& settings) {
    installUiTranslation(chooseUiLanguage(settings.interfaceLanguage()));
    QApplication::setApplicationDisplayName("Folio");
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/folio/folio.svg")));
    // Lets the desktop (Wayland app id, task bar) match the window to the installed menu entry.
    QGuiApplication::setDesktopFileName(QStringLiteral(FOLIO_APP_ID));
}

}  // namespace folio
