#include "cli/ocroptions.h"

#include "cli/backendfactory.h"
#include "cli/verbhelp.h"

#include <QCommandLineParser>
#include <QDir>
#include <QUrl>

#include <algorithm>

namespace folio::cli {

QString formatExtension(OutputFormat format) {
    switch (format) {
    case OutputFormat::Markdown: return QStringLiteral("md");
    case OutputFormat::Docx: return QStringLiteral("docx");
    case OutputFormat::Odt: return QStringLiteral("odt");
    case OutputFormat::Epub: return QStringLiteral("epub");
    case OutputFormat::Html: return QStringLiteral("html");
    case OutputFormat::Text: return QStringLiteral("txt");
    case OutputFormat::Json: return QStringLiteral("json");
    case OutputFormat::SearchablePdf: return QStringLiteral("pdf");
    case OutputFormat::Hocr: return QStringLiteral("hocr");
    }
    return {};
}

bool formatNeedsPandoc(OutputFormat format) {
    return format == OutputFormat::Docx || format == OutputFormat::Odt || format == OutputFormat::Epub;
}

BackendChoice backendChoice(const OcrOptions& options) {
    BackendChoice choice;
    choice.backend = options.backend;
    choice.modelDir = options.modelDir;
    choice.device = options.device;
    choice.kvCache = options.kvCache;
    choice.dtype = options.dtype;
    choice.cpuThreads = options.cpuThreads;
    choice.concurrency = options.concurrency;
    choice.apiKey = options.apiKey;
    choice.remoteModel = options.remoteModel;
    choice.retries = options.retries;
    choice.timeoutSeconds = options.timeoutSeconds;
    return choice;
}

namespace {

bool readPositiveInt(const QCommandLineParser& parser, const QString& name, int* out, QString* error) {
    if (!parser.isSet(name)) return true;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < (name == QLatin1String("retries") ? 0 : 1)) {
        *error = QStringLiteral("--%1 expects a %2 number, not '%3'")
                     .arg(name, name == QLatin1String("retries") ? QStringLiteral("non-negative") : QStringLiteral("positive"),
                          parser.value(name));
        return false;
    }
    *out = value;
    return true;
}

}  // namespace

QStringList postProcessNames() {
    QStringList names;
    for (const PostProcessStep& step : postProcessSteps()) names << step.name;
    return names;
}

void addOcrOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {QStringLiteral("format"), QStringLiteral("md, docx, odt, epub, html, txt, json (text and layout blocks), pdf (searchable: the scan under an "
                                                 "invisible text layer) or hocr (default md)."),
         QStringLiteral("FORMAT"), QStringLiteral("md")},
        {QStringLiteral("mode"), QStringLiteral("plain (text) or grounding (text and where each block sits: LightOnOCR-3 models; default plain)."),
         QStringLiteral("MODE"), QStringLiteral("plain")},
        {QStringLiteral("drop"), QStringLiteral("Layout labels to leave out, e.g. header,footer,page_number,footnote; 'none' keeps all "
                                               "(default: header,footer,page_number for md, docx, odt, epub, html and txt; none for pdf, hocr, json)."),
         QStringLiteral("LABELS")},
        {QStringLiteral("pages"), QStringLiteral("Pages of each document, e.g. 1-3,7 or 5- (default all)."), QStringLiteral("RANGES")},
        {QStringLiteral("lang"), QStringLiteral("Language hints, e.g. fr,en (default automatic)."), QStringLiteral("LANGS")},
        {QStringLiteral("device"), QStringLiteral("Local engine device: cpu, cuda, cuda:N (default cpu)."), QStringLiteral("DEVICE"), QStringLiteral("cpu")},
        {QStringLiteral("dtype"), QStringLiteral("Local engine weights: auto (the fastest this device runs well), float32, bfloat16, float16 "
                                                "or int8 (int8 decoder weights: faster and smaller on the CPU). What runs is printed at start."),
         QStringLiteral("DTYPE"), QStringLiteral("auto")},
        {QStringLiteral("threads"), QStringLiteral("Local engine threads for CPU work (default 0: one per core)."), QStringLiteral("N"), QStringLiteral("0")},
        {QStringLiteral("kv-cache"), QStringLiteral("Local engine KV cache: auto (the model's precision) or fp8 (half the memory, GPU only)."), QStringLiteral("auto|fp8"), QStringLiteral("auto")},
        {QStringLiteral("model"), QStringLiteral("Local engine model folder (config.json, *.safetensors, tokenizer.json); default: the one chosen in the desktop app."), QStringLiteral("DIR")},
        {QStringLiteral("backend"), QStringLiteral("'local' or an OpenAI-compatible server URL (http://host:8000)."),
         QStringLiteral("BACKEND"), QStringLiteral("local")},
        {QStringLiteral("api-key"), QStringLiteral("API key of the remote server (default: $FOLIO_API_KEY)."), QStringLiteral("KEY")},
        {QStringLiteral("remote-model"), QStringLiteral("Model id to ask the remote server for (default: the server's)."), QStringLiteral("ID")},
        {QStringLiteral("concurrency"), QStringLiteral("Pages in flight at once (default 4 remote, 16 local)."), QStringLiteral("N")},
        {QStringLiteral("retries"), QStringLiteral("Retries of a page after a server or network error (default 4)."), QStringLiteral("N")},
        {QStringLiteral("timeout"), QStringLiteral("Seconds one page may take on a remote server (default 600)."), QStringLiteral("SECONDS")},
        {QStringLiteral("max-tokens"), QStringLiteral("Most tokens generated per page (default 4096)."), QStringLiteral("N")},
        {QStringLiteral("password"), QStringLiteral("Password of encrypted PDFs (default: $FOLIO_PDF_PASSWORD)."), QStringLiteral("PASSWORD")},
        {QStringLiteral("redo"), QStringLiteral("Recognise every page again, also those an earlier run into OUTDIR saved.")},
        {QStringLiteral("page-time-limit"), QStringLiteral("Seconds one PDF page may take to render; a slower page fails alone (default 10)."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("postprocess"),
         QStringLiteral("Clean-ups of the Markdown, comma-separated: %1 (default none; math and code are never touched).")
             .arg(postProcessNames().join(QStringLiteral(", "))),
         QStringLiteral("STEPS")},
        {QStringLiteral("page-markers"), QStringLiteral("md, txt: a comment \"<!-- folio: page N of FILE -->\" before each page.")},
        {QStringLiteral("pipe-tables"), QStringLiteral("md: write HTML tables without merged cells as Markdown pipe tables.")},
        {QStringLiteral("auto-rotate"), QStringLiteral("Turn sideways or upside-down pages upright and straighten skewed ones "
                                                      "before recognition (Tesseract's orientation detection, Leptonica's skew).")},
        {QStringLiteral("recognize-blank"), QStringLiteral("Send blank pages to the model too; by default they are marked blank "
                                                          "and skipped (a model asked to read an empty page invents text).")},
        {QStringLiteral("json"), QStringLiteral("Print progress as JSON lines on stdout.")},
        {QStringLiteral("logprobs"), QStringLiteral("With --json: before each recognised page's event, a \"logprobs\" event "
                                                   "listing its tokens, each with its text and log-probability.")},
        {QStringLiteral("quiet"), QStringLiteral("Print only errors, not Qt's warnings either (Poppler's repair messages are never printed; see QT_LOGGING_RULES below).")},
    });
}

bool readOcrOptions(const QCommandLineParser& parser, OcrOptions* out, QString* error) {
    OcrOptions& options = *out;
    const QString format = parser.value(QStringLiteral("format")).toLower();
    const QList<QPair<QString, OutputFormat>> formats{{"md", OutputFormat::Markdown}, {"markdown", OutputFormat::Markdown},
                                                      {"docx", OutputFormat::Docx},   {"odt", OutputFormat::Odt},
                                                      {"epub", OutputFormat::Epub},   {"html", OutputFormat::Html},
                                                      {"txt", OutputFormat::Text},    {"text", OutputFormat::Text},
                                                      {"json", OutputFormat::Json},   {"pdf", OutputFormat::SearchablePdf},
                                                      {"hocr", OutputFormat::Hocr}};
    bool knownFormat = false;
    for (const auto& [name, value] : formats) {
        if (name == format) {
            options.format = value;
            knownFormat = true;
        }
    }
    if (!knownFormat) {
        *error = QStringLiteral("--format '%1' is not one of md, docx, odt, epub, html, txt, json, pdf, hocr").arg(format);
        return false;
    }
    if (!parseOcrMode(parser.value(QStringLiteral("mode")), &options.mode)) {
        *error = QStringLiteral("--mode '%1' is neither plain nor grounding").arg(parser.value(QStringLiteral("mode")));
        return false;
    }
    const bool reflowed = !(options.format == OutputFormat::Json || options.format == OutputFormat::SearchablePdf ||
                            options.format == OutputFormat::Hocr);
    if (parser.isSet(QStringLiteral("drop"))) {
        const QString drop = parser.value(QStringLiteral("drop")).trimmed();
        if (drop != QLatin1String("none"))
            for (const QString& label : drop.split(u',', Qt::SkipEmptyParts)) options.dropLabels << label.trimmed();
    } else if (reflowed) {
        options.dropLabels = {QStringLiteral("header"), QStringLiteral("footer"), QStringLiteral("page_number")};
    }
    if (parser.isSet(QStringLiteral("pages"))) {
        const auto pages = PageSelection::parse(parser.value(QStringLiteral("pages")), error);
        if (!pages) return false;
        options.pages = *pages;
    }
    if (parser.isSet(QStringLiteral("lang"))) {
        for (const QString& language : parser.value(QStringLiteral("lang")).split(',', Qt::SkipEmptyParts)) {
            const QString code = language.trimmed().toLower();
            if (code.size() != 2 || !code[0].isLetter() || !code[1].isLetter()) {
                *error = QStringLiteral("--lang '%1' is not a two-letter ISO 639-1 code like fr or en").arg(language.trimmed());
                return false;
            }
            options.languages << code;
        }
    }
    options.device = parser.value(QStringLiteral("device"));
    options.kvCache = parser.value(QStringLiteral("kv-cache"));
    if (!checkKvCache(options.kvCache, options.device, error)) return false;
    options.dtype = parser.value(QStringLiteral("dtype"));
    if (!checkDtype(options.dtype, error) || !readThreads(parser.value(QStringLiteral("threads")), &options.cpuThreads, error))
        return false;
    options.modelDir = parser.value(QStringLiteral("model"));
    options.backend = parser.value(QStringLiteral("backend"));
    if (options.backend != QLatin1String("local") && !addedBackend(options.backend)) {
        const QUrl url(options.backend);
        if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) || url.host().isEmpty()) {
            *error = QStringLiteral("--backend '%1' is neither 'local' nor an http(s) server URL").arg(options.backend);
            return false;
        }
    }
    options.apiKey = parser.isSet(QStringLiteral("api-key")) ? parser.value(QStringLiteral("api-key")) : qEnvironmentVariable("FOLIO_API_KEY");
    options.remoteModel = parser.value(QStringLiteral("remote-model"));
    if (!readPositiveInt(parser, QStringLiteral("concurrency"), &options.concurrency, error) ||
        !readPositiveInt(parser, QStringLiteral("retries"), &options.retries, error) ||
        !readPositiveInt(parser, QStringLiteral("timeout"), &options.timeoutSeconds, error) ||
        !readPositiveInt(parser, QStringLiteral("max-tokens"), &options.maxNewTokens, error) ||
        !readPositiveInt(parser, QStringLiteral("page-time-limit"), &options.pageTimeLimitSeconds, error))
        return false;
    if (options.concurrency == 0) options.concurrency = options.backend == QLatin1String("local") ? 16 : 4;
    if (options.backend == QLatin1String("local") && options.modelDir.isEmpty()) {
        options.modelDir = desktopModelFolder(error);
        if (options.modelDir.isEmpty()) {
            *error += QStringLiteral(" (or use --backend URL for a server)");
            return false;
        }
        options.modelFromDesktop = true;
    }
    if (const QString why = modeError(modelProfile(options), options.mode); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (parser.isSet(QStringLiteral("postprocess"))) {
        for (const QString& name : parser.value(QStringLiteral("postprocess")).split(u',', Qt::SkipEmptyParts)) {
            const auto& steps = postProcessSteps();
            const auto step = std::find_if(steps.begin(), steps.end(),
                                           [&](const PostProcessStep& s) { return s.name == name.trimmed(); });
            if (step == steps.end()) {
                *error = QStringLiteral("--postprocess '%1' is not one of %2").arg(name.trimmed(), postProcessNames().join(u','));
                return false;
            }
            options.postProcess.*(step->option) = true;
        }
        if (options.languages.size() == 1) options.postProcess.language = options.languages.first();
    }
    options.pageMarkers = parser.isSet(QStringLiteral("page-markers"));
    options.htmlTablesToPipe = parser.isSet(QStringLiteral("pipe-tables"));
    options.autoRotate = parser.isSet(QStringLiteral("auto-rotate"));
    options.recognizeBlank = parser.isSet(QStringLiteral("recognize-blank"));
    options.json = parser.isSet(QStringLiteral("json"));
    options.logprobs = parser.isSet(QStringLiteral("logprobs"));
    if (options.logprobs && !options.json) {
        *error = QStringLiteral("--logprobs needs --json (the tokens are reported as JSON lines)");
        return false;
    }
    options.quiet = parser.isSet(QStringLiteral("quiet"));
    options.redo = parser.isSet(QStringLiteral("redo"));
    options.password = (parser.isSet(QStringLiteral("password")) ? parser.value(QStringLiteral("password"))
                                                                 : qEnvironmentVariable("FOLIO_PDF_PASSWORD"))
                           .toUtf8();
    return true;
}

std::optional<OcrOptions> parseOcrArguments(const QStringList& arguments, QString* error, QString* helpText) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Recognise the text of images and PDFs into Markdown, Word, OpenDocument, EPUB, HTML, text, JSON, searchable PDF or hOCR."));
    parser.addPositionalArgument(QStringLiteral("inputs"), QStringLiteral("Images, PDFs or folders of them."), QStringLiteral("INPUT..."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Folder for the results (created if needed)."), QStringLiteral("OUTDIR")});
    addOcrOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("folio ocr")} + arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(help)) {
        *helpText = verbHelpText(parser, QStringLiteral("ocr")) + QStringLiteral(
            "\nEvery readable file and page is recognised and written: a page that cannot be read appears in\n"
            "the output as \"[folio: page N is missing: REASON]\". A rerun into the same OUTDIR reuses\n"
            "the pages it saved (and says when they were made with other --lang, --max-tokens, --model or\n"
            "--auto-rotate settings; --redo recognises them again). A narrower --pages keeps the other pages an output\n"
            "held. An output changed since a run wrote it (a hand edit)\n"
            "is kept, even with --redo: the new version is written beside it as NAME-new.EXT. Outputs are\n"
            "replaced atomically: a failed write leaves the previous file as it was. QT_LOGGING_RULES=\"folio.import.poppler.debug=true\" prints what\n"
            "Poppler repairs in damaged PDFs.\n"
            "\nExit codes:\n"
            "  0  everything was recognised and written\n"
            "  2  usage error (also a --model that is no model folder, a --device this machine lacks)\n"
            "  3  no input could be read (no page of any), or --pages selects no page of any\n"
            "  4  the engine or the server failed (run again to retry the pages that failed)\n"
            "  5  partial success: some files or pages could not be read; everything else was written\n"
            "  6  an output could not be written (disk full, permissions); previous files are intact\n");
        return std::nullopt;
    }
    OcrOptions options;
    options.inputs = parser.positionalArguments();
    options.outputDir = parser.value(QStringLiteral("output"));
    if (options.inputs.isEmpty()) {
        *error = QStringLiteral("no INPUT given: name images, PDFs or folders");
        return std::nullopt;
    }
    if (options.outputDir.isEmpty()) {
        *error = QStringLiteral("no output folder: add -o OUTDIR");
        return std::nullopt;
    }
    if (!readOcrOptions(parser, &options, error)) return std::nullopt;
    return options;
}

ModelProfile modelProfile(const OcrOptions& options) {
    if (options.backend == QLatin1String("local")) return profileForModelFolder(options.modelDir);
    return profileForModelName(options.remoteModel.isEmpty() ? options.backend : options.remoteModel);
}

QString recognitionSettings(const OcrOptions& options) {
    QString model;
    if (options.backend == QLatin1String("local")) model = QDir(options.modelDir).absolutePath();
    else if (addedBackend(options.backend)) model = options.backend;
    else model = options.backend + (options.remoteModel.isEmpty() ? QString() : u' ' + options.remoteModel);
    // A local precision other than auto changes the text (int8 reads differently from float32).
    // Plain mode and auto add nothing, so pages saved before either existed keep their settings.
    if (options.backend == QLatin1String("local") && options.dtype != QLatin1String("auto"))
        model += QStringLiteral(", dtype ") + options.dtype;
    // --auto-rotate changes what the model is shown; without it nothing is added, as for the mode.
    return QStringLiteral("lang %1, max-tokens %2, model %3%4%5")
        .arg(options.languages.isEmpty() ? QStringLiteral("auto") : options.languages.join(u','))
        .arg(options.maxNewTokens)
        .arg(model, options.mode == OcrMode::Grounding ? QStringLiteral(", mode grounding") : QString(),
             options.autoRotate ? QStringLiteral(", auto-rotate") : QString());
}

}  // namespace folio::cli
