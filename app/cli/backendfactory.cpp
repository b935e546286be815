#include "cli/backendfactory.h"

#include <QDir>
#include <QUrl>
#include <folio/engine/engine.h>

#include "jobs/localenginebackend.h"
#include "remote/echobackend.h"
#include "remote/remotebackend.h"

namespace folio::cli {

std::unique_ptr<OcrBackend> makeBackend(const BackendChoice& choice, std::function<void(const QString&)> onUnusable,
                                        QString* error) {
    if (choice.backend == QLatin1String("echo")) return std::make_unique<remote::EchoBackend>(choice.echoWordDelayMs);
    if (choice.backend == QLatin1String("local")) {
        if (!QDir(choice.modelDir).exists(QStringLiteral("config.json"))) {
            *error = QStringLiteral("%1: not a model folder (no config.json)").arg(choice.modelDir);
            return nullptr;
        }
        auto local = std::make_unique<LocalEngineBackend>();
        QObject::connect(local.get(), &LocalEngineBackend::loadFailed, local.get(), [onUnusable](const QString& message) {
            if (onUnusable) onUnusable(QStringLiteral("the model could not be loaded: %1").arg(message));
        });
        engine::EngineOptions options;
        options.model_dir = QDir(choice.modelDir).absolutePath().toStdString();
        options.device = choice.device.toStdString();
        options.memory_budget_bytes = choice.memoryBudgetBytes;
        options.max_concurrent_pages = choice.concurrency;
        local->load(options);  // off this thread; pages submitted meanwhile wait for it
        return local;
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
