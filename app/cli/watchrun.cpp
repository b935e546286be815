#include "cli/watchrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cstdio>
#include <limits>
#include <utility>

#include "cli/exitcodes.h"
#include "cli/outputfolder.h"
#include "cli/undecodablenames.h"
#include "import/importer.h"

namespace folio::cli {

namespace {

QString waitText(int ms) {
    return ms < 60000 ? QStringLiteral("%1 s").arg(ms / 1000.0) : QStringLiteral("%1 min").arg(ms / 60000.0);
}

}  // namespace


WatchRun::WatchRun(const WatchOptions& options, OcrBackend* backend, QObject* parent)
    : QObject(parent), m_options(options), m_backend(backend), m_state(options.ocr.outputDir),
      m_settings(QStringLiteral("format %1, %2").arg(formatExtension(options.ocr.format), recognitionSettings(options.ocr))) {
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &WatchRun::rescan);
    connect(&m_rescanTimer, &QTimer::timeout, this, &WatchRun::rescan);
    connect(&m_settleTimer, &QTimer::timeout, this, &WatchRun::checkSettled);
    m_rescanTimer.setInterval(options.rescanMs);
    // Often enough that a file is read soon after it settles, rarely enough to cost nothing.
    m_settleTimer.setInterval(std::clamp(options.settleMs / 4, 50, 500));
}

bool WatchRun::start(QString* error) {
    if (!prepareOutputFolder(m_options.ocr.outputDir, error) || !m_state.load(error)) return false;
    m_clock.start();
    status(QStringLiteral("watching %1 -> %2 (%3 finished before, settle %4 s)")
            .arg(m_options.inputDir, m_options.ocr.outputDir)
            .arg(m_state.size())
            .arg(m_options.settleMs / 1000.0));
    rescan();
    m_rescanTimer.start();
    m_settleTimer.start();
    return true;
}

void WatchRun::stop() {
    if (m_stopping) return;
    m_stopping = true;
    m_rescanTimer.stop();
    m_settleTimer.stop();
    if (m_run) return m_run->stop(QStringLiteral("stopped: %1 is recognised again at the next start").arg(m_current));
    QTimer::singleShot(0, this, &WatchRun::stopped);
}

QString WatchRun::relativePath(const QString& path) const { return QDir(m_options.inputDir).relativeFilePath(path); }

// Subfolders of IN are mirrored in OUT, so files of the same name in two folders do not collide.
QString WatchRun::outputDirFor(const QString& relative) const {
    const QString folder = QFileInfo(relative).path();
    return folder == QLatin1String(".") ? m_options.ocr.outputDir : QDir(m_options.ocr.outputDir).filePath(folder);
}

void WatchRun::say(const QString& event, const QJsonObject& json, bool namesEscaped) {
    if (m_options.ocr.json) {
        // --json: every line on stdout is JSON, the watcher's events as much as each file's run.
        const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
        std::printf("%s\n", text.constData());
    } else {
        // One event a line, whatever a file is called: a line break in a name is written as \n.
        QString line = event;
        if (!namesEscaped)
            line.replace(u'\\', QStringLiteral("\\\\")).replace(u'\n', QStringLiteral("\\n")).replace(u'\r', QStringLiteral("\\r"));
        std::printf("%s\n", qUtf8Printable(line));
    }
    std::fflush(stdout);
}

void WatchRun::sayFinished(const QString& file, const QString& output, bool partial) {
    say(QStringLiteral("finished %1 -> %2%3").arg(file, output, partial ? QStringLiteral(" (some pages could not be read)") : QString()),
        {{"event", "finished"}, {"file", file}, {"output", output}, {"partial", partial}});
}

void WatchRun::sayFailed(const QString& file, const QString& reason, int retryMs, bool nameEscaped) {
    QJsonObject json{{"event", "failed"}, {"file", file}, {"reason", reason}};
    QString text = QStringLiteral("failed %1: %2").arg(file, reason);
    if (retryMs > 0) {
        json.insert("retry_in_seconds", retryMs / 1000.0);
        text += QStringLiteral(" (may pass: tried again in %1, then less and less often)").arg(waitText(retryMs));
    }
    say(text, json, nameEscaped);
}

void WatchRun::saySkipped(const QString& file, const QString& why) {
    say(QStringLiteral("skipped %1 (%2)").arg(file, why), {{"event", "skipped"}, {"file", file}, {"reason", why}});
}

void WatchRun::reportUndecodableNames(const QString& outPrefix) {
    QSet<QString> present;
    for (const QString& entry : undecodableEntries(m_options.inputDir)) {
        if (entry.startsWith(outPrefix)) continue;
        present.insert(entry);
        if (m_undecodableReported.contains(entry)) continue;
        m_undecodableReported.insert(entry);
        // Named once, as the failure it is: it can be neither read nor listed under that name.
        const QString relative = entry.mid(m_options.inputDir.size() + 1);  // escaped already (\xE9)
        std::fprintf(stderr, "folio watch: %s: %s\n", qUtf8Printable(entry), qUtf8Printable(undecodableNameReason()));
        sayFailed(relative, undecodableNameReason(), 0, true);
    }
    m_undecodableReported.intersect(present);  // renamed or gone: a new one of that name is said again
}

void WatchRun::status(const QString& line) const {
    if (!m_options.ocr.quiet) std::fprintf(stderr, "folio watch: %s\n", qUtf8Printable(line));
}

void WatchRun::rescan() {
    if (m_stopping) return;
    const QString outPrefix = m_options.ocr.outputDir + u'/';
    QStringList folders{m_options.inputDir};
    for (QDirIterator it(m_options.inputDir, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories); it.hasNext();) {
        const QString folder = it.next();
        if (!(folder + u'/').startsWith(outPrefix)) folders << folder;
    }
    const QStringList watched = m_watcher.directories();
    for (const QString& folder : folders)
        if (!watched.contains(folder)) m_watcher.addPath(folder);
    QSet<QString> present;
    for (const QString& file : expandImportPaths({m_options.inputDir})) {
        const QString path = QFileInfo(file).absoluteFilePath();
        if (path.startsWith(outPrefix)) continue;  // OUT inside IN: the results are not inputs
        present.insert(path);
        look(path);
    }
    for (auto it = m_sightings.begin(); it != m_sightings.end();)
        it = present.contains(it.key()) ? std::next(it) : m_sightings.erase(it);
    for (auto it = m_retries.begin(); it != m_retries.end();)
        it = present.contains(it.key()) ? std::next(it) : m_retries.erase(it);
    reportUndecodableNames(outPrefix);
}

void WatchRun::look(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile()) {
        m_sightings.remove(path);
        return;
    }
    const qint64 size = info.size();
    const qint64 modifiedMs = info.lastModified().toMSecsSinceEpoch();
    if (path == m_current) return;
    for (const auto& [queued, sighting] : m_queue)
        if (queued == path) return;
    const QString relative = relativePath(path);
    if (const WatchedFile* done = m_state.find(relative); done && done->size == size && done->modifiedMs == modifiedMs && done->settings == m_settings) {
        m_sightings.remove(path);
        if (!m_skipReported.contains(path)) {
            m_skipReported.insert(path);
            saySkipped(relative, QStringLiteral("finished before"));
        }
        return;
    }
    if (const auto failed = m_failed.constFind(path);
        failed != m_failed.cend() && failed->size == size && failed->modifiedMs == modifiedMs)
        return;  // left until it changes
    if (const auto retry = m_retries.constFind(path); retry != m_retries.cend()) {
        if (retry->sighting.size == size && retry->sighting.modifiedMs == modifiedMs) return;  // waits for its retry
        m_retries.erase(retry);  // changed: read as a new file
    }
    const auto seen = m_sightings.find(path);
    if (seen == m_sightings.end() || seen->size != size || seen->modifiedMs != modifiedMs)
        m_sightings.insert(path, Sighting{size, modifiedMs, m_clock.elapsed()});
}

void WatchRun::checkSettled() {
    if (m_stopping) return;
    const QStringList paths = m_sightings.keys();
    for (const QString& path : paths) {
        look(path);  // still unchanged?
        const auto it = m_sightings.constFind(path);
        if (it == m_sightings.cend() || m_clock.elapsed() - it->unchangedSinceMs < m_options.settleMs) continue;
        m_queue.enqueue({path, *it});
        m_sightings.erase(it);
    }
    queueDueRetries();
    processNext();
}

void WatchRun::queueDueRetries() {
    for (auto it = m_retries.begin(); it != m_retries.end(); ++it) {
        if (m_clock.elapsed() < it->dueMs) continue;
        it->dueMs = std::numeric_limits<qint64>::max();  // queued
        m_queue.enqueue({it.key(), it->sighting});
    }
}

void WatchRun::retryLater(const QString& path, const Sighting& sighting, const QString& reason) {
    constexpr int kLongestWaitMs = 10 * 60 * 1000;
    const auto earlier = m_retries.constFind(path);
    const bool first = earlier == m_retries.cend();
    const int delay = first ? m_options.retryMs : std::min(earlier->delayMs * 2, std::max(kLongestWaitMs, m_options.retryMs));
    m_retries.insert(path, Retry{sighting, m_clock.elapsed() + delay, delay});
    const QString relative = relativePath(path);
    std::fprintf(stderr, "folio watch: %s: %s; tried again in %s\n", qUtf8Printable(path), qUtf8Printable(reason),
                 qUtf8Printable(waitText(delay)));
    // One event: a script learns of the failure once, and of the file again when it is finished.
    if (first) sayFailed(relative, reason, delay);
}

void WatchRun::fail(const QString& path, const Sighting& sighting, const QString& reason) {
    m_failed.insert(path, sighting);
    // Reasons mostly name the file already ("/in/a.pdf: not a readable PDF"): not twice.
    const QString prefix = path + QStringLiteral(": ");
    const QString why = reason.startsWith(prefix) ? reason.mid(prefix.size()) : reason;
    std::fprintf(stderr, "folio watch: %s: %s\n", qUtf8Printable(path), qUtf8Printable(why));
    sayFailed(relativePath(path), why);
}

void WatchRun::processNext() {
    while (!m_run && !m_stopping && !m_queue.isEmpty()) {
        const auto [path, sighting] = m_queue.dequeue();
        const QString relative = relativePath(path);
        QString error;
        const QByteArray sha256 = fileSha256(path, &error);
        if (sha256.isEmpty()) {
            fail(path, sighting, error);
            continue;
        }
        const WatchedFile* done = m_state.find(relative);
        if (done && done->sha256 == sha256 && done->settings == m_settings) {  // touched or copied again, same content
            WatchedFile same = *done;
            same.size = sighting.size;
            same.modifiedMs = sighting.modifiedMs;
            m_state.insert(relative, same);
            if (!m_state.save(&error)) std::fprintf(stderr, "folio watch: %s\n", qUtf8Printable(error));
            saySkipped(relative, QStringLiteral("same content as finished before"));
            continue;
        }
        OcrOptions ocr = m_options.ocr;
        ocr.inputs = {path};
        ocr.redoOtherSettings = true;  // a start with another --lang, --max-tokens or --model does the files again
        ocr.outputDir = outputDirFor(relative);
        const InputScan scan = scanInputs(ocr.inputs, importOptions(ocr));
        if (scan.documents.isEmpty()) {
            fail(path, sighting, scan.failures.isEmpty() ? QStringLiteral("no pages") : scan.failures.first().error);
            continue;
        }
        m_current = path;
        m_currentSighting = sighting;
        const QString output = QDir(ocr.outputDir).filePath(QFileInfo(path).completeBaseName() + u'.' + formatExtension(ocr.format));
        m_currentFile = WatchedFile{sighting.size, sighting.modifiedMs, sha256,
                                    QDir(m_options.ocr.outputDir).relativeFilePath(output), m_settings};
        auto progress = std::make_unique<ProgressReporter>(ProgressReporter::chooseMode(ocr.json, ocr.quiet));
        m_run = std::make_unique<OcrRun>(ocr, m_backend, progress.get());
        // The reporter lives as long as the run that reports to it.
        connect(m_run.get(), &QObject::destroyed, [reporter = progress.release()] { delete reporter; });
        // Queued: start() may report done() before it returns, and the run is deleted after it.
        connect(m_run.get(), &OcrRun::done, this, &WatchRun::onRunDone, Qt::QueuedConnection);
        status(QStringLiteral("recognising %1").arg(relative));
        m_run->start(scan.documents, scan.failures);
        // The run's own name for it: scan.pdf beside an earlier scan.png becomes scan-2.md.
        if (const QStringList outputs = m_run->outputPaths(); !outputs.isEmpty())
            m_currentFile.output = QDir(m_options.ocr.outputDir).relativeFilePath(outputs.first());
    }
}

void WatchRun::onRunDone(int exitCode) {
    const QString path = std::exchange(m_current, QString());
    const QString relative = relativePath(path);
    if (m_stopping) {
        m_run.release()->deleteLater();
        status(QStringLiteral("stopped while recognising %1; it is recognised again at the next start").arg(relative));
        emit stopped();
        return;
    }
    const bool unreadable = exitCode == kExitPartial && m_run->nothingReadable();
    // Where it went: beside an output edited by hand, the new version has a name of its own.
    if (const QStringList outputs = m_run->outputPaths(); !outputs.isEmpty())
        m_currentFile.output = QDir(m_options.ocr.outputDir).relativeFilePath(outputs.first());
    if ((exitCode == kExitOk || exitCode == kExitPartial) && !unreadable) {
        m_retries.remove(path);
        m_state.insert(relative, m_currentFile);
        m_skipReported.insert(path);  // finished now, not skipped
        QString error;
        // The output is written; without the record a restart only does the file again.
        if (!m_state.save(&error)) std::fprintf(stderr, "folio watch: the list of finished files: %s\n", qUtf8Printable(error));
        sayFinished(relative, m_currentFile.output, exitCode == kExitPartial);
    } else if (unreadable) {
        fail(path, m_currentSighting, m_run->firstUnreadableReason());
    } else if (exitCode == kExitBackend || exitCode == kExitOutput) {
        const QString reason = m_run->firstFailure();
        retryLater(path, m_currentSighting,
                   !reason.isEmpty()          ? reason
                   : exitCode == kExitBackend ? QStringLiteral("the engine or the server failed")
                                              : QStringLiteral("its output could not be written"));
    } else {
        fail(path, m_currentSighting, QStringLiteral("it could not be read (see above)"));
    }
    m_run.release()->deleteLater();
    QTimer::singleShot(0, this, &WatchRun::processNext);
}

}  // namespace folio::cli
