#include "cli/serveverb.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QSocketNotifier>
#include <csignal>
#include <functional>
#include <cstdio>
#include <sys/socket.h>
#include <unistd.h>

#include "cli/backendfactory.h"
#include "cli/exitcodes.h"
#include "cli/serveoptions.h"
#include "jobs/localenginebackend.h"

namespace folio::cli {

namespace {

// SIGTERM and SIGINT reach the event loop through a socket pair: a signal handler may only
// write a byte (the self-pipe trick, as Qt's documentation recommends for Unix signals).
int g_signalSockets[2] = {-1, -1};

void onTerminationSignal(int) {
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_signalSockets[0], &byte, 1);
}

// Calls onSignal on the event loop for each SIGTERM or SIGINT; false when it cannot be set up.
bool watchTerminationSignals(QObject* owner, std::function<void()> onSignal) {
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalSockets) != 0) return false;
    auto* notifier = new QSocketNotifier(g_signalSockets[1], QSocketNotifier::Read, owner);
    QObject::connect(notifier, &QSocketNotifier::activated, owner, [onSignal = std::move(onSignal)] {
        char byte = 0;
        [[maybe_unused]] const ssize_t read = ::read(g_signalSockets[1], &byte, 1);
        onSignal();
    });
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return ::sigaction(SIGTERM, &action, nullptr) == 0 && ::sigaction(SIGINT, &action, nullptr) == 0;
}

}  // namespace

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
    BackendChoice choice;
    choice.backend = options->backend;
    choice.modelDir = options->modelDir;
    choice.device = options->device;
    choice.memoryBudgetBytes = options->memoryBudgetBytes;
    choice.kvCache = options->kvCache;
    choice.concurrency = options->server.maxConcurrent;
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
    remote::OpenAiServer server(backend.get(), options->server);
    const QHostAddress address = options->host == QLatin1String("localhost") ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(options->host);
    if (!server.listen(address, options->port, &error)) {
        std::fprintf(stderr, "folio serve: %s\n", qUtf8Printable(error));
        return kExitUsage;
    }
    if (!address.isLoopback() && options->server.apiKey.isEmpty())
        std::fprintf(stderr, "folio serve: warning: listening on %s without --api-key: anyone who can reach it may use it\n",
                     qUtf8Printable(options->host));
    // The first stdout line says where to connect (scripts and tests read the port from it).
    std::printf("folio serve: listening on http://%s:%u (model '%s', %s)\n", qUtf8Printable(address.toString()), server.port(),
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
