#include "cli/serveoptions.h"

#include "cli/backendfactory.h"
#include "cli/verbhelp.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QRegularExpression>
#include <QUrl>
#include <algorithm>
#include <limits>

namespace folio::cli {

std::optional<quint64> parseByteSize(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral(R"(^\s*(\d+(?:\.\d+)?)\s*([kKmMgGtT]?)(?:i?[bB])?\s*$)"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch()) return std::nullopt;
    const QString unit = m.captured(2).toLower();
    const double scale = unit == "k" ? 1024.0 : unit == "m" ? 1024.0 * 1024 : unit == "g" ? 1024.0 * 1024 * 1024
                       : unit == "t" ? 1024.0 * 1024 * 1024 * 1024 : 1.0;
    return quint64(m.captured(1).toDouble() * scale);
}

std::optional<ServeOptions> parseServeArguments(const QStringList& arguments, QString* error, QString* helpText) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Serve OCR over the OpenAI chat-completions API, as vLLM serves LightOnOCR."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    parser.addOptions({
        {QStringLiteral("host"), QStringLiteral("Address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)."), QStringLiteral("HOST"), QStringLiteral("127.0.0.1")},
        {QStringLiteral("port"), QStringLiteral("Port (default 8000; 0 picks a free one)."), QStringLiteral("PORT"), QStringLiteral("8000")},
        {QStringLiteral("model"), QStringLiteral("Model folder for the local engine; default: the one chosen in the desktop app."), QStringLiteral("DIR")},
        {QStringLiteral("served-model-name"), QStringLiteral("The model id clients send (default: the model folder's name)."), QStringLiteral("NAME")},
        {QStringLiteral("device"), QStringLiteral("cpu, cuda or cuda:N (default cpu)."), QStringLiteral("DEVICE"), QStringLiteral("cpu")},
        {QStringLiteral("backend"), QStringLiteral("'local' (default) or a server URL to relay to."),
         QStringLiteral("BACKEND"), QStringLiteral("local")},
        {QStringLiteral("api-key"), QStringLiteral("Require 'Authorization: Bearer KEY' on /v1 (default: $FOLIO_API_KEY)."), QStringLiteral("KEY")},
        {QStringLiteral("max-concurrent"), QStringLiteral("Pages recognised at once; more wait in a queue (default 16)."), QStringLiteral("N"), QStringLiteral("16")},
        {QStringLiteral("max-queued"), QStringLiteral("Pages waiting for a slot at most; beyond, 429 with Retry-After (default 1024). A waiting page is held as it came (its bytes count in --max-buffered) and decoded when it gets its slot."), QStringLiteral("N"), QStringLiteral("1024")},
        {QStringLiteral("max-connections"), QStringLiteral("Open client connections at most; beyond, 503 with Retry-After (default 512)."), QStringLiteral("N"), QStringLiteral("512")},
        {QStringLiteral("max-buffered"), QStringLiteral("Request bodies held in memory by all connections together; a request that would pass it gets 503 with Retry-After (default 256M)."), QStringLiteral("SIZE"), QStringLiteral("256M")},
        {QStringLiteral("max-header-size"), QStringLiteral("Largest request head (request line and headers); beyond, 431 (default 32k)."), QStringLiteral("SIZE"), QStringLiteral("32k")},
        {QStringLiteral("header-timeout"), QStringLiteral("Seconds for a request's head to arrive, from its first byte; then 408 and the connection closes (default 10)."), QStringLiteral("S"), QStringLiteral("10")},
        {QStringLiteral("body-timeout"), QStringLiteral("Seconds for a request's body to arrive after its head; then 408 and the connection closes (default 60)."), QStringLiteral("S"), QStringLiteral("60")},
        {QStringLiteral("idle-timeout"), QStringLiteral("Seconds a kept-alive connection may wait for its next request (default 120)."), QStringLiteral("S"), QStringLiteral("120")},
        {QStringLiteral("retry-after"), QStringLiteral("Seconds the Retry-After of 429 and 503 answers asks clients to wait (default 2)."), QStringLiteral("S"), QStringLiteral("2")},
        {QStringLiteral("shutdown-timeout"), QStringLiteral("On SIGTERM or SIGINT: seconds running pages may take to finish before they are cancelled (streams then end with an error event and [DONE]; default 20); pages still waiting for a slot get 503 at once."), QStringLiteral("S"), QStringLiteral("20")},
        {QStringLiteral("memory-budget"), QStringLiteral("Device memory for weights and KV cache, e.g. 20G (default: 90% of free)."), QStringLiteral("SIZE")},
        {QStringLiteral("dtype"), QStringLiteral("Weights: auto (the fastest this device runs well), float32, bfloat16, float16 or int8 "
                                                "(int8 decoder weights: faster and smaller on the CPU). What runs is printed once loaded."),
         QStringLiteral("DTYPE"), QStringLiteral("auto")},
        {QStringLiteral("threads"), QStringLiteral("Threads for CPU work (default 0: one per core)."), QStringLiteral("N"), QStringLiteral("0")},
        {QStringLiteral("kv-cache"), QStringLiteral("KV cache precision: auto (the model's) or fp8 (half the memory, GPU only)."), QStringLiteral("auto|fp8"), QStringLiteral("auto")},
        {QStringLiteral("max-image-pixels"), QStringLiteral("Largest page accepted, in pixels (default 40000000)."), QStringLiteral("N"), QStringLiteral("40000000")},
        {QStringLiteral("max-body"), QStringLiteral("Largest request body, e.g. 64M (default 64M)."), QStringLiteral("SIZE"), QStringLiteral("64M")},
        {QStringLiteral("max-tokens"), QStringLiteral("Largest max_tokens a client may ask for (default 16384)."), QStringLiteral("N"), QStringLiteral("16384")},
    });
    if (!parser.parse(QStringList{QStringLiteral("folio serve")} + arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(help)) {
        *helpText = verbHelpText(parser, QStringLiteral("serve")) + QStringLiteral(
            "\nLimits (each answered with an OpenAI-shaped JSON error):\n"
            "  request body over --max-body: 413, refused before it is read; head over --max-header-size: 431\n"
            "  head or body slower than --header-timeout / --body-timeout: 408, connection closed\n"
            "  more than --max-connections open, or --max-buffered bytes of bodies held: 503 + Retry-After\n"
            "  more than --max-queued pages waiting: 429 + Retry-After\n"
            "  image over --max-image-pixels, prompt longer than the model's context: 400\n"
            "  max_tokens over --max-tokens: 400; POST bodies must be Content-Type: application/json (415)\n"
            "  SIGTERM/SIGINT: stop accepting, finish running pages for --shutdown-timeout, then end them\n"
            "  (a second signal ends them at once)\n");
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error = QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first());
        return std::nullopt;
    }
    ServeOptions options;
    options.host = parser.value(QStringLiteral("host"));
    if (QHostAddress(options.host).isNull() && options.host != QLatin1String("localhost")) {
        *error = QStringLiteral("--host '%1' is not an IP address").arg(options.host);
        return std::nullopt;
    }
    bool ok = false;
    const uint port = parser.value(QStringLiteral("port")).toUInt(&ok);
    if (!ok || port > 65535) {
        *error = QStringLiteral("--port '%1' is not a port number").arg(parser.value(QStringLiteral("port")));
        return std::nullopt;
    }
    options.port = quint16(port);
    options.backend = parser.value(QStringLiteral("backend"));
    if (options.backend != QLatin1String("local") && !addedBackend(options.backend)) {
        const QUrl url(options.backend);
        if (!url.isValid() || !url.scheme().startsWith(QLatin1String("http")) || url.host().isEmpty()) {
            *error = QStringLiteral("--backend '%1' is neither 'local' nor an http(s) URL").arg(options.backend);
            return std::nullopt;
        }
    }
    options.modelDir = parser.value(QStringLiteral("model"));
    if (options.backend == QLatin1String("local") && options.modelDir.isEmpty()) {
        options.modelDir = desktopModelFolder(error);
        if (options.modelDir.isEmpty()) return std::nullopt;
    }
    options.device = parser.value(QStringLiteral("device"));
    options.server.apiKey = parser.isSet(QStringLiteral("api-key")) ? parser.value(QStringLiteral("api-key")) : qEnvironmentVariable("FOLIO_API_KEY");
    options.server.modelName = parser.value(QStringLiteral("served-model-name"));
    if (options.server.modelName.isEmpty())
        options.server.modelName = options.backend == QLatin1String("local") ? QFileInfo(QDir::cleanPath(options.modelDir)).fileName()
                                   : addedBackend(options.backend) ? addedBackend(options.backend)->servedModel
                                                                   : QStringLiteral("folio");
    const struct {
        const char* name;
        int* target;
    } counts[] = {{"max-concurrent", &options.server.maxConcurrent}, {"max-tokens", &options.server.maxTokensLimit},
                  {"max-queued", &options.server.maxQueued}, {"max-connections", &options.server.http.maxConnections},
                  {"header-timeout", &options.server.http.headerTimeoutMs}, {"body-timeout", &options.server.http.bodyTimeoutMs},
                  {"idle-timeout", &options.server.http.idleTimeoutMs}, {"retry-after", &options.server.http.retryAfterSeconds},
                  {"shutdown-timeout", &options.shutdownTimeoutSeconds}};
    for (const auto& count : counts) {
        const int value = parser.value(QLatin1String(count.name)).toInt(&ok);
        if (!ok || value < 1) {
            *error = QStringLiteral("--%1 expects a positive number").arg(QLatin1String(count.name));
            return std::nullopt;
        }
        *count.target = value;
    }
    options.server.maxImagePixels = parser.value(QStringLiteral("max-image-pixels")).toLongLong(&ok);
    if (!ok || options.server.maxImagePixels < 1) {
        *error = QStringLiteral("--max-image-pixels expects a positive number");
        return std::nullopt;
    }
    const auto body = parseByteSize(parser.value(QStringLiteral("max-body")));
    if (!body || *body < 1024) {
        *error = QStringLiteral("--max-body '%1' is not a size of at least 1k (e.g. 64M)").arg(parser.value(QStringLiteral("max-body")));
        return std::nullopt;
    }
    options.server.http.maxBodyBytes = qint64(*body);
    const auto buffered = parseByteSize(parser.value(QStringLiteral("max-buffered")));
    if (!buffered || *buffered < *body) {
        *error = QStringLiteral("--max-buffered '%1' is not a size of at least --max-body").arg(parser.value(QStringLiteral("max-buffered")));
        return std::nullopt;
    }
    options.server.http.maxBufferedBytes = qint64(*buffered);
    const auto header = parseByteSize(parser.value(QStringLiteral("max-header-size")));
    if (!header || *header < 1024 || *header > (64u << 20)) {
        *error = QStringLiteral("--max-header-size '%1' is not a size from 1k to 64M").arg(parser.value(QStringLiteral("max-header-size")));
        return std::nullopt;
    }
    options.server.http.maxHeaderBytes = int(*header);
    for (int* seconds : {&options.server.http.headerTimeoutMs, &options.server.http.bodyTimeoutMs, &options.server.http.idleTimeoutMs})
        *seconds = int(std::min<qint64>(qint64(*seconds) * 1000, std::numeric_limits<int>::max()));
    if (parser.isSet(QStringLiteral("memory-budget"))) {
        const auto budget = parseByteSize(parser.value(QStringLiteral("memory-budget")));
        if (!budget) {
            *error = QStringLiteral("--memory-budget '%1' is not a size like 20G").arg(parser.value(QStringLiteral("memory-budget")));
            return std::nullopt;
        }
        options.memoryBudgetBytes = *budget;
    }
    options.kvCache = parser.value(QStringLiteral("kv-cache"));
    if (!checkKvCache(options.kvCache, options.device, error)) return std::nullopt;
    options.dtype = parser.value(QStringLiteral("dtype"));
    if (!checkDtype(options.dtype, error) || !readThreads(parser.value(QStringLiteral("threads")), &options.cpuThreads, error))
        return std::nullopt;
    return options;
}

}  // namespace folio::cli
