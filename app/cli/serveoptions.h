// The arguments of `folio serve`.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "remote/openaiserver.h"

namespace folio::cli {

struct ServeOptions {
    QString host = QStringLiteral("127.0.0.1");  // loopback unless told otherwise
    quint16 port = 8000;
    QString backend = QStringLiteral("local");   // "local", an added backend (cli::addBackend) or a server URL to relay to
    QString modelDir;
    QString device = QStringLiteral("cpu");
    quint64 memoryBudgetBytes = 0;
    QString kvCache = QStringLiteral("auto");  // "auto" (the model's dtype) or "fp8"
    QString dtype = QStringLiteral("auto");    // one of engineDtypeNames()
    int cpuThreads = 0;                        // threads for CPU work; 0: one per core
    int shutdownTimeoutSeconds = 20;  // SIGTERM: how long running pages may take to finish
    remote::OpenAiServerOptions server;
};

// "8G", "512M", "64k", "1000" (bytes); nullopt when not a size.
std::optional<quint64> parseByteSize(const QString& text);

// Parses argv after "serve"; nullopt with *error (usage error) or *helpText (--help).
std::optional<ServeOptions> parseServeArguments(const QStringList& arguments, QString* error, QString* helpText);

}  // namespace folio::cli
