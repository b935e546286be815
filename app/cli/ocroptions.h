// The arguments of `folio ocr INPUT... -o OUTDIR`, parsed and checked before any work starts.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <optional>

#include "cli/backendfactory.h"
#include "cli/pagerange.h"
#include "document/postprocess.h"
#include "layout/modelprofile.h"

namespace folio::cli {

enum class OutputFormat { Markdown, Docx, Odt, Epub, Html, Text, Json, SearchablePdf, Hocr };

struct OcrOptions {
    QStringList inputs;
    QString outputDir;
    OutputFormat format = OutputFormat::Markdown;
    PageSelection pages;
    QStringList languages;
    QString device = QStringLiteral("cpu");
    QString kvCache = QStringLiteral("auto");  // local engine: "auto" or "fp8"
    QString dtype = QStringLiteral("auto");    // local engine: one of engineDtypeNames()
    int cpuThreads = 0;                        // local engine: threads for CPU work; 0: one per core
    QString modelDir;
    bool modelFromDesktop = false;  // no --model: the desktop app's chosen model (desktopModelFolder)
    QString backend = QStringLiteral("local");  // "local", an added backend (cli::addBackend) or an http(s) URL
    QString apiKey;
    QString remoteModel;       // the model id sent to a remote server (empty: its default)
    int concurrency = 0;       // 0: 4 for a remote server, 16 for the local engine
    int retries = 4;
    int timeoutSeconds = 600;  // one page on a remote server
    int maxNewTokens = 4096;
    bool json = false;         // JSON lines on stdout
    bool logprobs = false;     // with json: each recognised page's tokens and their log-probabilities
    bool quiet = false;
    bool redo = false;         // recognise every page again, even those an earlier run saved
    bool redoOtherSettings = false;  // pages an earlier run saved with other --lang, --max-tokens, --model: read again
    QByteArray password;       // for encrypted PDFs (UTF-8)
    int pageTimeLimitSeconds = 10;  // rendering one PDF page
    OcrMode mode = OcrMode::Plain;  // grounding: layout blocks with boxes (LightOnOCR-3)
    // Layout labels left out of the output; by default page furniture (header, footer, page
    // number) leaves the reflowed formats (md, docx, odt, epub, html, txt) and stays in the page-shaped ones
    // (pdf, hocr, json), which describe the page as scanned.
    QStringList dropLabels;
    PostProcessOptions postProcess;  // clean-ups of the model's Markdown, applied before writing
    bool htmlTablesToPipe = false;   // md: HTML tables without spans become pipe tables
    bool pageMarkers = false;        // md, txt: "<!-- folio: page N of FILE -->" before each page
    bool autoRotate = false;         // turn sideways and upside-down pages upright, straighten skew
    bool recognizeBlank = false;     // send blank pages to the model too (they are skipped)
};

// The names --postprocess takes, each with its PostProcessOptions member.
QStringList postProcessNames();

// The model's profile as far as the options tell (the local folder, or the remote model's name).
ModelProfile modelProfile(const OcrOptions& options);

// What makes a saved page reusable: the settings it was recognised with, in words
// ("lang fr,en, max-tokens 4096, model /models/x", ", auto-rotate" added when on). A rerun with
// other settings says so.
QString recognitionSettings(const OcrOptions& options);

QString formatExtension(OutputFormat format);
// docx, odt and epub are written through pandoc.
bool formatNeedsPandoc(OutputFormat format);

// The backend the options ask for (local engine, echo, or a server with its retries and timeout).
BackendChoice backendChoice(const OcrOptions& options);

// The recognition and output options `folio ocr` and `folio watch` share (all but -o and --help),
// added to `parser`, and read from it once parsed; false with the message in *error.
void addOcrOptions(QCommandLineParser& parser);
bool readOcrOptions(const QCommandLineParser& parser, OcrOptions* options, QString* error);

// Parses argv after "ocr". Returns nullopt with the message to print in *error (usage error);
// sets *helpText instead when --help was asked.
std::optional<OcrOptions> parseOcrArguments(const QStringList& arguments, QString* error, QString* helpText);

}  // namespace folio::cli
