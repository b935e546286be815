#include "cli/watchoptions.h"
#include "cli/verbhelp.h"

#include <QDir>
#include <QFileInfo>

namespace folio::cli {

namespace {

// "2", "0.5": seconds as milliseconds; false for anything else or outside [minimum, 1 day].
bool readSeconds(const QCommandLineParser& parser, const QString& name, double minimum, int* ms, QString* error) {
    if (!parser.isSet(name)) return true;
    bool ok = false;
    const double seconds = parser.value(name).toDouble(&ok);
    if (!ok || seconds < minimum || seconds > 86400) {
        *error = QStringLiteral("--%1 expects seconds (at least %2), not '%3'").arg(name).arg(minimum).arg(parser.value(name));
        return false;
    }
    *ms = int(seconds * 1000);
    return true;
}

}  // namespace

std::optional<WatchOptions> parseWatchArguments(const QStringList& arguments, QString* error, QString* helpText) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Recognise every image and PDF that appears in a folder, as `folio ocr` does, until stopped."));
    parser.addPositionalArgument(QStringLiteral("IN"), QStringLiteral("The folder to watch (and its subfolders)."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("The folder for the results (created if needed)."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    parser.addOptions({
        {QStringLiteral("settle"), QStringLiteral("Seconds a file's size and modification time must stay unchanged before "
                                                 "it is read: a file still being copied or scanned is left alone (default 2)."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("rescan"), QStringLiteral("Seconds between full searches of IN, besides the file-system notifications "
                                                 "(default 10)."),
         QStringLiteral("SECONDS")},
        {QStringLiteral("retry"), QStringLiteral("Seconds before a file that failed for a reason that may pass (the server "
                                                "down, a full disk) is tried again; the wait doubles with each failure, up "
                                                "to 10 minutes (default 30)."),
         QStringLiteral("SECONDS")},
    });
    addOcrOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("folio watch")} + arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(help)) {
        *helpText = verbHelpText(parser, QStringLiteral("watch")) + QStringLiteral(
            "\nEach file is written to OUT as `folio ocr` writes it (subfolders of IN mirrored in OUT). Finished\n"
            "files are listed in OUT/.folio-watch.json (path, size, modification time, SHA-256, settings), so a\n"
            "restart does not redo them; a file that changes, or a start with another --format, --lang,\n"
            "--max-tokens, --model or --mode, recognises it again. A file that fails is named on\n"
            "stderr and left until it changes or folio watch is started again; the others go on. A\n"
            "failure that may pass (the engine or server failed, an output could not be written) is\n"
            "tried again after --retry seconds, then less and less often. A second folio watch of\n"
            "the same OUT is refused (exit code 2).\n"
            "Every line on stdout is one event: \"finished FILE -> OUTPUT\", \"failed FILE: REASON\" or\n"
            "\"skipped FILE (WHY)\", FILE relative to IN; with --json every line is JSON, these as\n"
            "{\"event\":\"finished\"|\"failed\"|\"skipped\",\"file\":...} among each file's folio ocr --json\n"
            "events. Progress goes to stderr (not with --quiet). SIGTERM or Ctrl+C stops it cleanly (exit code 0): a file\n"
            "being recognised is left for the next start, its finished pages kept.\n");
        return std::nullopt;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        *error = QStringLiteral("expected two folders, IN and OUT, not %1 argument(s)").arg(positional.size());
        return std::nullopt;
    }
    WatchOptions options;
    options.inputDir = QDir(positional[0]).absolutePath();
    options.ocr.outputDir = QDir(positional[1]).absolutePath();
    if (!QFileInfo(options.inputDir).isDir()) {
        *error = QFileInfo::exists(options.inputDir) ? QStringLiteral("%1: is a file, not a folder").arg(positional[0])
                                                      : QStringLiteral("%1: no such folder").arg(positional[0]);
        return std::nullopt;
    }
    if (options.ocr.outputDir == options.inputDir) {
        *error = QStringLiteral("OUT must not be IN: the results would be watched as new files");
        return std::nullopt;
    }
    if (!readSeconds(parser, QStringLiteral("settle"), 0.1, &options.settleMs, error) ||
        !readSeconds(parser, QStringLiteral("rescan"), 0.5, &options.rescanMs, error) ||
        !readSeconds(parser, QStringLiteral("retry"), 0.1, &options.retryMs, error) ||
        !readOcrOptions(parser, &options.ocr, error))
        return std::nullopt;
    return options;
}

}  // namespace folio::cli
