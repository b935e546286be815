#include "cli/quietqtmessages.h"

#include <QtGlobal>

namespace folio::cli {

namespace {

QtMessageHandler g_previous = nullptr;

void onlyCriticalMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtCriticalMsg || type == QtFatalMsg) {
        if (g_previous) g_previous(type, context, message);
        else qt_message_output(type, context, message);  // unreachable in practice: Qt always has one
    }
}

}  // namespace

void silenceQtWarnings() {
    const QtMessageHandler previous = qInstallMessageHandler(onlyCriticalMessages);
    if (previous != onlyCriticalMessages) g_previous = previous;
}

}  // namespace folio::cli
