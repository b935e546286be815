#include "cli/serveverb.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTcpServer>
#include <functional>
#include <cstdio>

#include "cli/backendfactory.h"
#include "cli/exitcodes.h"
#include "cli/serveoptions.h"
#include "process/terminationsignals.h"
#include "jobs/localenginebackend.h"

namespace folio::cli {

int runServe(const QStringList& arguments) {
    QString error;
    QString help;
    const std::optional<ServeOptions> options = parseServeArguments(arguments, &error, &help);
    if (!options) {
        if (!help.isEmpty()) {
            std::fputs(qUtf8Printable(help), stdout);
            return kExitOk;
        }
        std::fprintf(stderr, "folio serve: %s\n(see folio serve --help)\n", qUtf8Printable(error));
        return kExitUsage;
    }
    const QHostAddress address = options->host == QLatin1String("localhost") ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(options->host);
    {
        // A port already taken is said now, not after the model has loaded for minutes; the
        // server itself listens only once the model is ready (below).
        QTcpServer probe;
        if (!probe.listen(address, options->port)) {
            std::fprintf(stderr, "folio serve: cannot listen on %s:%u: %s\n", qUtf8Printable(address.toString()), options->port,
                         qUtf8Printable(probe.errorString()));
            return kExitUsage;
        }
    }
    BackendChoice choice;
    choice.backend = options->backend;
    choice.modelDir = options->modelDir;
    choice.device = options->device;
    choice.memoryBudgetBytes = options->memoryBudgetBytes;
    choice.kvCache = options->kvCache;
    choice.dtype = options->dtype;
    choice.cpuThreads = options->cpuThreads;
    choice.concurrency = options->server.maxConcurrent;
    // A --model that is no model folder is a usage error (exit 2), as for folio ocr.
    if (const QString problem = localEngineSetupProblem(choice); !problem.isEmpty()) {
        std::fprintf(stderr, "folio serve: %s\n(see folio serve --help)\n", qUtf8Printable(problem));
        return kExitUsage;
    }
    std::unique_ptr<OcrBackend> backend = makeBackend(choice, [](const QString& reason) {
        std::fprintf(stderr, "folio serve: %s\n", qUtf8Printable(reason));
        QCoreApplication::exit(kExitBackend);
    }, &error);
    if (!backend) {
        std::fprintf(stderr, "folio serve: %s\n", qUtf8Printable(error));
        return kExitBackend;
    }
    // Like vLLM, listen only once the model is loaded: clients never meet a half-ready server.
    if (auto* local = qobject_cast<LocalEngineBackend*>(backend.get()); local && !local->isLoaded()) {
        std::fprintf(stderr, "folio serve: loading %s on %s\n", qUtf8Printable(options->modelDir), qUtf8Printable(options->device));
        QEventLoop loading;
        bool loaded = false;
        QObject::connect(local, &LocalEngineBackend::loaded, &loading, [&] {
            loaded = true;
            loading.quit();
        });
        QObject::connect(local, &LocalEngineBackend::loadFailed, &loading, &QEventLoop::quit);
        loading.exec();
        if (!loaded) return kExitBackend;  // the reason was printed by onUnusable
    }
    whenEngineLoaded(backend.get(), qApp, [](const EngineRunning& running) {
        std::fprintf(stderr, "folio serve: the engine runs on %s\n", qUtf8Printable(LocalEngineBackend::describeRunning(running)));
    });
    remote::OpenAiServer server(backend.get(), options->server);
    if (!server.listen(address, options->port, &error)) {
        std::fprintf(stderr, "folio serve: %s\n", qUtf8Printable(error));
        return kExitUsage;
    }
    if (!address.isLoopback() && options->server.apiKey.isEmpty())
        std::fprintf(stderr, "folio serve: warning: listening on %s without --api-key: anyone who can reach it may use it\n",
                     qUtf8Printable(options->host));
    // The first stdout line says where to connect (scripts and tests read the port from it).
    // An IPv6 address goes in brackets in a URL (RFC 3986): http://[::1]:8000.
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol ? QStringLiteral("[%1]").arg(address.toString()) : address.toString();
    std::printf("folio serve: listening on http://%s:%u (model '%s', %s)\n", qUtf8Printable(host), server.port(),
                qUtf8Printable(options->server.modelName), qUtf8Printable(backend->describe()));
    std::fflush(stdout);
    // Graceful shutdown: the first signal lets running pages finish for --shutdown-timeout, a
    // second one ends them at once; the process exits once every answer is out.
    int signalCount = 0;
    QObject::connect(&server, &remote::OpenAiServer::drained, &server, [] { QCoreApplication::exit(kExitOk); });
    const bool watching = watchTerminationSignals(&server, [&] {
        const int graceMs = ++signalCount == 1 ? options->shutdownTimeoutSeconds * 1000 : 0;
        std::fprintf(stderr, "folio serve: shutting down: running pages get %d s to finish\n", graceMs / 1000);
        server.shutdown(graceMs);
    });
    if (!watching) std::fprintf(stderr, "folio serve: warning: cannot watch SIGTERM; it will end the server abruptly\n");
    return QCoreApplication::exec();
}

}  // namespace folio::cli
