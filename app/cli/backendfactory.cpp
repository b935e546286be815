#include "cli/backendfactory.h"

#include <QUrl>

#include "remote/echobackend.h"
#include "remote/remotebackend.h"

namespace folio::cli {

std::unique_ptr<OcrBackend> makeBackend(const BackendChoice& choice, std::function<void(const QString&)> onUnusable,
                                        QString* error) {
    Q_UNUSED(onUnusable);
    if (choice.backend == QLatin1String("echo")) return std::make_unique<remote::EchoBackend>(choice.echoWordDelayMs);
    if (choice.backend == QLatin1String("local")) {
        *error = QStringLiteral("the local engine is not part of this build yet; use --backend URL with a server");
        return nullptr;
    }
    remote::RemoteBackendOptions options;
    options.baseUrl = QUrl(choice.backend);
    options.apiKey = choice.apiKey;
    options.model = choice.remoteModel;
    options.maxConcurrent = choice.concurrency;
    options.maxRetries = choice.retries;
    options.attemptTimeoutMs = choice.timeoutSeconds * 1000;
    options.idleTimeoutMs = std::min(options.attemptTimeoutMs, 120'000);
    return std::make_unique<remote::RemoteBackend>(options);
}

}  // namespace folio::cli
