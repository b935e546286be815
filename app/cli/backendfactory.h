// Makes the OcrBackend a verb asked for: the local engine, a remote OpenAI-compatible server,
// or a backend the executable added by name (the test tree adds its echo backend).
#pragma once

#include <QString>
#include <functional>
#include <memory>

#include "jobs/localenginebackend.h"
#include "jobs/ocrbackend.h"

namespace folio::cli {

struct BackendChoice {
    QString backend = QStringLiteral("local");  // "local", an added backend's name or an http(s) URL
    QString modelDir;
    QString device = QStringLiteral("cpu");
    quint64 memoryBudgetBytes = 0;
    QString kvCache = QStringLiteral("auto");  // local: "auto" or "fp8"
    QString dtype = QStringLiteral("auto");    // local: one of engineDtypeNames()
    int cpuThreads = 0;                        // local: threads for CPU work; 0: one per core
    int concurrency = 4;        // local: pages decoded together; remote: requests in flight
    QString apiKey;             // remote
    QString remoteModel;        // remote
    int retries = 4;            // remote
    int timeoutSeconds = 600;   // remote, per attempt
};

// A backend that an executable offers besides the local and remote ones: `--backend NAME`.
struct AddedBackend {
    QString servedModel;  // the model id `serve` lists
    std::function<std::unique_ptr<OcrBackend>()> make;
};
// Call before runVerb; the shipped executables add none.
void addBackend(const QString& name, AddedBackend backend);
const AddedBackend* addedBackend(const QString& name);

// Checks a --kv-cache value ("auto" or "fp8"; fp8 only on a CUDA device); false with *error.
bool checkKvCache(const QString& kvCache, const QString& device, QString* error);

// Checks a --dtype value against engineDtypeNames(); false with *error.
bool checkDtype(const QString& dtype, QString* error);
// Reads --threads (a number of threads, 0: one per core); false with *error.
bool readThreads(const QString& text, int* threads, QString* error);

// Why the local engine cannot run as chosen, said before it is started: a --model that is no
// model folder, a --device that is not cpu, cuda or cuda:N or that this machine (or build)
// does not have. Empty for other backends and when it can. A setup error, not an engine failure.
QString localEngineSetupProblem(const BackendChoice& choice);

// What the local engine runs when no --model is given: the model folder chosen in the desktop
// app (its settings). Empty with *error saying why when none is chosen or it cannot be used.
QString desktopModelFolder(QString* error);

// Calls `onLoaded` with what the engine runs once a local engine has loaded; other backends
// never call it.
void whenEngineLoaded(OcrBackend* backend, QObject* context, std::function<void(const EngineRunning&)> onLoaded);

// Returns nullptr and the reason when the backend cannot be made. onUnusable is called later
// if the backend fails as a whole (the local model does not load).
std::unique_ptr<OcrBackend> makeBackend(const BackendChoice& choice, std::function<void(const QString&)> onUnusable,
                                        QString* error);

}  // namespace folio::cli
