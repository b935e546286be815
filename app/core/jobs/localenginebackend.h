// The local engine behind the OcrBackend interface: the ONE adapter between engine types
// (RgbImage, std::string, callbacks on the engine thread) and Qt types (QImage, QString,
// queued signals). The model loads on a worker thread; the engine's own scheduler thread runs
// the pages; results come back to this object's thread as signals.
#pragma once

#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QMutex>
#include <memory>

#include "jobs/ocrbackend.h"

namespace folio::engine {
class Engine;
struct EngineOptions;
struct RgbImage;
}  // namespace folio::engine

namespace folio {

struct ModelSettings;

struct DeviceChoice {
    QString id;    // "cpu", "cuda:0"
    QString name;  // "CPU", "NVIDIA H200 (139 GiB)"
};

// What an open engine runs, every "auto" resolved (engine::EngineDescription in Qt types).
struct EngineRunning {
    QString device;        // "cpu", "cuda:0"
    QString dtype;         // "float32", "bfloat16", "float16" or "int8"
    QString kvCacheDtype;  // "float32", "bfloat16", "float16" or "fp8"
    int cpuThreads = 0;
};

// QImage (any format) -> tightly packed RGB8, as the engine expects.
engine::RgbImage toRgbImage(const QImage& image);

class LocalEngineBackend : public OcrBackend {
    Q_OBJECT
public:
    explicit LocalEngineBackend(QObject* parent = nullptr);
    ~LocalEngineBackend() override;

    // Opens the model off this thread; emits loaded() or loadFailed(). Requests submitted
    // before then wait and run once the model is ready (or fail with the load error).
    void load(const engine::EngineOptions& options);
    void load(const ModelSettings& settings);
    // Devices this build can run on, for the model panel.
    static QList<DeviceChoice> availableDevices();
    // A folder holding config.json, tokenizer.json and safetensors weights.
    static bool isModelFolder(const QString& folder);
    // Why `folder` is not one, in words naming it and what it lacks ("/m is gone (moved, …)",
    // "/m lacks tokenizer.json"); empty when it is one.
    static QString modelFolderProblem(const QString& folder);
    bool isLoaded() const { return m_engine != nullptr; }
    // Once loaded: what the engine runs.
    EngineRunning running() const { return m_running; }
    // "cpu: int8 weights, float32 KV cache, 2 threads".
    static QString describeRunning(const EngineRunning& running);

    QString describe() const override;
    void submit(const OcrRequest& request) override;
    void cancel(const QUuid& jobId) override;

signals:
    void loaded();
    void loadFailed(const QString& message);

private:
    void start(const OcrRequest& request);
    void fail(const OcrRequest& request, const QString& message);

    std::shared_ptr<engine::Engine> m_engine;
    QFutureWatcher<std::shared_ptr<engine::Engine>> m_loading;
    // From load() until m_loading's finished() is handled: the future itself reads finished
    // before that signal arrives, and a page submitted in between must wait, not fail.
    bool m_loadUnhandled = false;
    QString m_loadError;
    QString m_description;
    QString m_modelName;
    EngineRunning m_running;
    QList<OcrRequest> m_pending;         // submitted while loading
    QMutex m_mutex;                      // guards m_requestIds (engine thread erases)
    QHash<QUuid, quint64> m_requestIds;  // jobId -> engine request id
};

}  // namespace folio
