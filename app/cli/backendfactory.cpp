#include "cli/backendfactory.h"

#include <QRegularExpression>

#include <QDir>
#include <QHash>
#include <QUrl>
#include <folio/engine/engine.h>

#include "remote/remotebackend.h"
#include "settings/settings.h"

namespace folio::cli {

bool checkKvCache(const QString& kvCache, const QString& device, QString* error) {
    if (kvCache != QLatin1String("auto") && kvCache != QLatin1String("fp8")) {
        *error = QStringLiteral("--kv-cache '%1' is not auto or fp8").arg(kvCache);
        return false;
    }
    if (kvCache == QLatin1String("fp8") && !device.startsWith(QLatin1String("cuda"))) {
        *error = QStringLiteral("--kv-cache fp8 needs --device cuda");
        return false;
    }
    return true;
}

bool checkDtype(const QString& dtype, QString* error) {
    if (engineDtypeNames().contains(dtype)) return true;
    *error = QStringLiteral("--dtype '%1' is not one of %2").arg(dtype, engineDtypeNames().join(QStringLiteral(", ")));
    return false;
}

bool readThreads(const QString& text, int* threads, QString* error) {
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 0 || value > 1024) {
        *error = QStringLiteral("--threads '%1' is not a number of threads from 0 (one per core) to 1024").arg(text);
        return false;
    }
    *threads = value;
    return true;
}

QString localEngineSetupProblem(const BackendChoice& choice) {
    if (choice.backend != QLatin1String("local")) return {};
    if (const QString problem = LocalEngineBackend::modelFolderProblem(choice.modelDir); !problem.isEmpty())
        return QStringLiteral("--model: %1").arg(problem);
    static const QRegularExpression deviceName(QStringLiteral("^(cpu|cuda|cuda:\\d+)$"));
    if (!deviceName.match(choice.device).hasMatch())
        return QStringLiteral("--device '%1' is not cpu, cuda or cuda:N").arg(choice.device);
    if (choice.device == QLatin1String("cpu")) return {};
    QStringList devices;
    for (const DeviceChoice& device : LocalEngineBackend::availableDevices()) {
        if (device.id == choice.device || (choice.device == QLatin1String("cuda") && device.id.startsWith(QLatin1String("cuda:"))))
            return {};
        devices << device.id;
    }
    return QStringLiteral("--device %1: there is no such device here (this machine and build offer %2)")
        .arg(choice.device, devices.join(QStringLiteral(", ")));
}

QString desktopModelFolder(QString* error) {
    const QString folder = Settings().model().modelFolder;
    if (folder.isEmpty()) {
        *error = QStringLiteral("the local engine needs --model DIR (none is chosen in the desktop app either)");
        return {};
    }
    if (const QString problem = LocalEngineBackend::modelFolderProblem(folder); !problem.isEmpty()) {
        *error = QStringLiteral("the local engine needs --model DIR: the model chosen in the desktop app cannot be used: %1")
                     .arg(problem);
        return {};
    }
    return folder;
}

void whenEngineLoaded(OcrBackend* backend, QObject* context, std::function<void(const EngineRunning&)> onLoaded) {
    auto* local = qobject_cast<LocalEngineBackend*>(backend);
    if (!local) return;
    if (local->isLoaded()) {
        onLoaded(local->running());
        return;
    }
    QObject::connect(local, &LocalEngineBackend::loaded, context, [local, onLoaded] { onLoaded(local->running()); });
}

namespace {
QHash<QString, AddedBackend>& addedBackends() {
    static QHash<QString, AddedBackend> backends;
    return backends;
}
}  // namespace

void addBackend(const QString& name, AddedBackend backend) { addedBackends().insert(name, std::move(backend)); }

const AddedBackend* addedBackend(const QString& name) {
    const auto it = addedBackends().constFind(name);
    return it == addedBackends().cend() ? nullptr : &*it;
}

std::unique_ptr<OcrBackend> makeBackend(const BackendChoice& choice, std::function<void(const QString&)> onUnusable,
                                        QString* error) {
    if (const AddedBackend* added = addedBackend(choice.backend)) return added->make();
    if (choice.backend == QLatin1String("local")) {
        if (const QString problem = LocalEngineBackend::modelFolderProblem(choice.modelDir); !problem.isEmpty()) {
            *error = QStringLiteral("not a model folder: %1").arg(problem);
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
        options.kv_cache_dtype = choice.kvCache.toStdString();
        options.dtype = choice.dtype.toStdString();
        options.cpu_threads = choice.cpuThreads;
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
