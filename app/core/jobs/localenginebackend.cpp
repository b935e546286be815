#include "localenginebackend.h"

#include <folio/engine/engine.h>

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent>
#include <cstring>

#include "i18n/ocrlanguages.h"
#include "settings/settings.h"

namespace folio {

engine::RgbImage toRgbImage(const QImage& image) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    engine::RgbImage out;
    out.width = rgb.width();
    out.height = rgb.height();
    const qsizetype rowBytes = qsizetype(rgb.width()) * 3;
    out.pixels.resize(size_t(rowBytes) * size_t(rgb.height()));
    for (int y = 0; y < rgb.height(); ++y)  // QImage rows are 4-byte aligned; the engine's are not
        std::memcpy(out.pixels.data() + y * rowBytes, rgb.constScanLine(y), size_t(rowBytes));
    return out;
}

namespace {

OcrOutcome outcomeOf(engine::FinishReason reason) {
    switch (reason) {
        case engine::FinishReason::Stop:
            return OcrOutcome::Finished;
        case engine::FinishReason::Length:
            return OcrOutcome::Truncated;
        case engine::FinishReason::Loop:
            return OcrOutcome::Looped;
        case engine::FinishReason::Cancelled:
            return OcrOutcome::Cancelled;
        case engine::FinishReason::Error:
            return OcrOutcome::Failed;
    }
    return OcrOutcome::Failed;
}

engine::SamplingOptions toSampling(const SamplingSettings& s) {
    engine::SamplingOptions out;
    out.greedy = s.greedy;
    out.temperature = float(s.temperature);
    out.top_p = float(s.topP);
    out.seed = s.seed;
    out.max_new_tokens = s.maxNewTokens;
    out.top_k = s.topK;
    out.min_p = float(s.minP);
    out.repetition_penalty = float(s.repetitionPenalty);
    out.presence_penalty = float(s.presencePenalty);
    out.frequency_penalty = float(s.frequencyPenalty);
    out.logprobs = s.logprobs;
    return out;
}

TokenLogprob toLogprob(const engine::TokenLogprob& t) {
    const QByteArray bytes = QByteArray::fromStdString(t.bytes);
    return {QString::fromUtf8(bytes), bytes, double(t.logprob)};
}

}  // namespace

LocalEngineBackend::LocalEngineBackend(QObject* parent) : OcrBackend(parent) {
    qRegisterMetaType<folio::OcrResult>();
    connect(&m_loading, &QFutureWatcher<std::shared_ptr<engine::Engine>>::finished, this, [this] {
        m_loadUnhandled = false;
        std::shared_ptr<engine::Engine> opened;
        try {
            try {
                opened = m_loading.result();
            } catch (const QUnhandledException& wrapped) {
                // QtConcurrent wraps exceptions that are not QExceptions; the engine's message is
                // inside.
                if (wrapped.exception()) std::rethrow_exception(wrapped.exception());
                throw;
            }
        } catch (const std::exception& e) {
            m_loadError = QString::fromStdString(e.what());
        }
        const QList<OcrRequest> pending = std::exchange(m_pending, {});
        if (!opened) {
            if (m_loadError.isEmpty()) m_loadError = tr("the model could not be opened");
            for (const OcrRequest& request : pending) fail(request, m_loadError);
            emit loadFailed(m_loadError);
            return;
        }
        m_engine = opened;
        const engine::EngineDescription runs = m_engine->description();
        m_running = {QString::fromStdString(runs.device), QString::fromStdString(runs.dtype),
                     QString::fromStdString(runs.kv_cache_dtype), runs.cpu_threads};
        m_description = tr("local engine (%1) with %2").arg(describeRunning(m_running), m_modelName);
        for (const OcrRequest& request : pending) start(request);
        emit loaded();
    });
}

LocalEngineBackend::~LocalEngineBackend() {
    try {
        m_loading.waitForFinished();  // rethrows a failed load's exception, already reported
    } catch (...) {
    }
    if (!m_engine) return;
    {
        QMutexLocker lock(&m_mutex);
        for (quint64 id : std::as_const(m_requestIds)) m_engine->cancel(id);
    }
    m_engine->wait_idle();  // no callback may run once this object is gone
}

void LocalEngineBackend::load(const engine::EngineOptions& options) {
    m_engine.reset();
    m_loadError.clear();
    m_running = {};
    m_modelName = QFileInfo(QString::fromStdString(options.model_dir)).fileName();
    m_description = tr("local engine (%1) with %2").arg(QString::fromStdString(options.device), m_modelName);
    m_loadUnhandled = true;
    m_loading.setFuture(QtConcurrent::run([options] {
        // QFuture carries the exception of Engine::open to result() on the GUI thread.
        return std::shared_ptr<engine::Engine>(engine::Engine::open(options));
    }));
}

void LocalEngineBackend::load(const ModelSettings& settings) {
    engine::EngineOptions options;
    options.model_dir = settings.modelFolder.toStdString();
    options.device = settings.device.toStdString();
    options.dtype = settings.dtype.toStdString();
    options.memory_budget_bytes = std::uint64_t(settings.memoryBudgetMiB) << 20;
    options.kv_cache_dtype = settings.kvCache.toStdString();
    options.max_concurrent_pages = settings.maxConcurrentPages;
    options.longest_image_side = settings.longestImageSide;
    options.cpu_threads = settings.cpuThreads;
    load(options);
}

QString LocalEngineBackend::describeRunning(const EngineRunning& running) {
    const QString precision = tr("%1: %2 weights, %3 KV cache").arg(running.device, running.dtype, running.kvCacheDtype);
    // The threads matter where the CPU does the work.
    return running.device == QLatin1String("cpu") ? tr("%1, %n threads", nullptr, running.cpuThreads).arg(precision) : precision;
}

QList<DeviceChoice> LocalEngineBackend::availableDevices() {
    QList<DeviceChoice> choices;
    try {
        for (const engine::DeviceInfo& d : engine::available_devices()) {
            QString name = QString::fromStdString(d.name);
            if (d.total_memory_bytes > 0)
                name += tr(" (%1 GiB)")
                            .arg(double(d.total_memory_bytes) / double(1ull << 30), 0, 'f', 0);
            choices << DeviceChoice{QString::fromStdString(d.id), name};
        }
    } catch (const std::exception&) {
    }
    if (choices.isEmpty()) choices << DeviceChoice{QStringLiteral("cpu"), tr("CPU")};
    return choices;
}

bool LocalEngineBackend::isModelFolder(const QString& folder) { return modelFolderProblem(folder).isEmpty(); }

QString LocalEngineBackend::modelFolderProblem(const QString& folder) {
    if (folder.isEmpty()) return tr("no model folder is chosen");
    const QString shown = QDir::toNativeSeparators(folder);
    const QFileInfo info(folder);
    if (!info.exists()) return tr("%1 is gone (moved, deleted, or on a drive that is not mounted)").arg(shown);
    if (!info.isDir()) return tr("%1 is not a folder").arg(shown);
    // An unreadable folder lists as empty: it would be said to lack every file.
    if (!info.isReadable() || !info.isExecutable()) return tr("%1 cannot be read (permission denied)").arg(shown);
    const QDir dir(folder);
    QStringList missing;
    for (const QString& file : {QStringLiteral("config.json"), QStringLiteral("tokenizer.json")})
        if (!dir.exists(file)) missing << file;
    if (dir.entryList({QStringLiteral("*.safetensors")}, QDir::Files).isEmpty())
        missing << tr("the weights (*.safetensors)");
    return missing.isEmpty() ? QString() : tr("%1 lacks %2").arg(shown, missing.join(QStringLiteral(", ")));
}

QString LocalEngineBackend::describe() const {
    return m_description;
}

void LocalEngineBackend::submit(const OcrRequest& request) {
    if (m_engine) {
        start(request);
    } else if (m_loadUnhandled) {
        m_pending << request;
    } else {
        fail(request, m_loadError.isEmpty() ? tr("no model is loaded") : m_loadError);
    }
}

void LocalEngineBackend::fail(const OcrRequest& request, const QString& message) {
    OcrResult result;
    result.jobId = request.jobId;
    result.outcome = OcrOutcome::Failed;
    result.error = message;
    // Queued, so callers see finished() after submit() returned, as with real work.
    QMetaObject::invokeMethod(
        this, [this, result] { emit finished(result); }, Qt::QueuedConnection);
}

void LocalEngineBackend::start(const OcrRequest& request) {
    engine::PageRequest page;
    page.image = toRgbImage(request.image);
    page.instruction = request.instruction.toStdString();
    page.sampling = toSampling(request.sampling);
    page.sampling.allowed_scripts = scriptsForLanguages(request.languages);  // the engine bans the rest

    const QUuid jobId = request.jobId;
    // The destructor cancels and waits for the engine, so `self` outlives every callback; events
    // still queued when it is destroyed are discarded by Qt.
    LocalEngineBackend* self = this;
    engine::PageCallbacks callbacks;
    // They run on the engine thread: copy into Qt types there, deliver on this object's thread.
    callbacks.on_started = [self, jobId](engine::RequestId) {
        QMetaObject::invokeMethod(self, [self, jobId] { emit self->started(jobId); }, Qt::QueuedConnection);
    };
    callbacks.on_token = [self, jobId](engine::RequestId, std::int32_t, const std::string& delta,
                                       const engine::TokenLogprobs* logprobs) {
        if (logprobs) {
            TokenLogprobs entry{toLogprob(logprobs->chosen), {}};
            for (const engine::TokenLogprob& t : logprobs->top) entry.top << toLogprob(t);
            QMetaObject::invokeMethod(
                self, [self, jobId, entry] { emit self->logprobsAppended(jobId, entry); }, Qt::QueuedConnection);
        }
        if (delta.empty()) return;
        const QString text = QString::fromStdString(delta);
        QMetaObject::invokeMethod(
            self, [self, jobId, text] { emit self->textAppended(jobId, text); },
            Qt::QueuedConnection);
    };
    callbacks.on_finished = [self, jobId](engine::RequestId, const engine::PageResult& page) {
        OcrResult result;
        result.jobId = jobId;
        result.text = QString::fromStdString(page.text);
        result.outcome = outcomeOf(page.finish);
        result.error = QString::fromStdString(page.error);
        result.generatedTokens = page.timings.generated_tokens;
        result.promptTokens = page.timings.prompt_tokens;
        result.invalidRequest = page.request_error;
        result.seconds = page.timings.total_ms / 1000.0;
        QMetaObject::invokeMethod(
            self,
            [self, result] {
                {
                    QMutexLocker lock(&self->m_mutex);
                    self->m_requestIds.remove(result.jobId);
                }
                emit self->finished(result);
            },
            Qt::QueuedConnection);
    };
    QMutexLocker lock(&m_mutex);  // held across submit so a fast finish cannot race the insert
    m_requestIds.insert(jobId, m_engine->submit(std::move(page), std::move(callbacks)));
}

void LocalEngineBackend::cancel(const QUuid& jobId) {
    for (qsizetype i = 0; i < m_pending.size(); ++i) {
        if (m_pending[i].jobId != jobId) continue;
        OcrResult result;
        result.jobId = jobId;
        result.outcome = OcrOutcome::Cancelled;
        m_pending.removeAt(i);
        QMetaObject::invokeMethod(
            this, [this, result] { emit finished(result); }, Qt::QueuedConnection);
        return;
    }
    QMutexLocker lock(&m_mutex);
    const auto it = m_requestIds.constFind(jobId);
    if (it != m_requestIds.cend() && m_engine) m_engine->cancel(*it);
}

}  // namespace folio
