// Folio's settings as typed properties with change signals, stored with QSettings (the
// platform's usual place). Values are checked when read, so a hand-edited or stale file never
// hands the app an impossible value. GUI thread only.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSettings>
#include <QStringList>

#include "document/postprocess.h"

#include "jobs/ocrbackend.h"

namespace folio {

// The weight precisions the local engine accepts: "auto" (the fastest the device runs well),
// "float32", "bfloat16", "float16" and "int8" (int8 decoder weights).
const QStringList& engineDtypeNames();

struct ModelSettings {
    QString modelFolder;                     // empty: none chosen yet
    QString device = QStringLiteral("cpu");  // "cpu", "cuda:0", ...
    QString dtype = QStringLiteral("auto");  // one of engineDtypeNames()
    int memoryBudgetMiB = 0;                 // 0: the engine decides (90% of free memory)
    QString kvCache = QStringLiteral("auto");  // KV cache: auto (the model's precision) or fp8 (GPU only)
    int maxConcurrentPages = 16;
    int longestImageSide = 1540;
    int cpuThreads = 0;                      // threads for the engine's CPU work; 0: one per core
    bool operator==(const ModelSettings&) const = default;
};

class Settings : public QObject {
    Q_OBJECT
public:
    // `settings` defaults to the application's QSettings; tests pass an INI file.
    explicit Settings(QObject* parent = nullptr);
    Settings(const QString& iniFile, QObject* parent);

    ModelSettings model() const;
    void setModel(const ModelSettings& model);

    SamplingSettings sampling() const;
    void setSampling(const SamplingSettings& sampling);

    QStringList languages() const;  // ISO 639-1 codes; empty = automatic
    void setLanguages(const QStringList& languages);

    // The interface language chosen in View > Interface language: empty for the system's, "en",
    // or one of translatedUiLanguages() (i18n/interface_language.h). Used at the next start.
    QString interfaceLanguage() const;
    void setInterfaceLanguage(const QString& language);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    QByteArray splitterState(const QString& name) const;
    void setWindowLayout(const QByteArray& geometry, const QByteArray& state);
    void setSplitterState(const QString& name, const QByteArray& state);

    QString lastOpenFolder() const;
    void setLastOpenFolder(const QString& folder);

    // Projects opened or saved, newest first, at most kMostRecent, only those that still exist.
    static constexpr int kMostRecent = 10;
    QStringList recentProjects() const;
    void addRecentProject(const QString& path);
    void clearRecentProjects();

    // Seconds between autosaves of a changed project (5 to 600; default 30).
    int autosaveSeconds() const;
    void setAutosaveSeconds(int seconds);

    // The editor marks text the model gave a probability below this (0 to 1; 0: no marks, and
    // recognition asks for no log-probabilities; default 0.5).
    double confidenceThreshold() const;
    void setConfidenceThreshold(double probability);

    // Seconds one page took the last time this backend (OcrBackend::describe()) recognized
    // pages; 0 when it never did. The window says before a long run how long it will take.
    double secondsPerPage(const QString& backend) const;
    void setSecondsPerPage(const QString& backend, double seconds);

    // Layout (grounding models): the boxes over the page, and where page furniture (headers,
    // footers, page numbers: layoutDropLabels) is left out. By default the exports leave it out,
    // as a reader of the exported text expects, and the preview shows the page as recognized.
    bool showLayoutBoxes() const;
    void setShowLayoutBoxes(bool show);
    QStringList layoutDropLabels() const;
    bool dropLayoutLabelsFromExports() const;
    void setDropLayoutLabelsFromExports(bool drop);
    bool dropLayoutLabelsFromPreview() const;
    void setDropLayoutLabelsFromPreview(bool drop);

    // Before a page is recognized, turn it upright and straighten it (on a copy); off by default.
    bool autoRotate() const;
    void setAutoRotate(bool on);
    // Send pages measured blank to the model too; by default they are left out.
    bool recognizeBlankPages() const;
    void setRecognizeBlankPages(bool on);

    // The clean-ups the exports apply (postProcessSteps() by name); none by default.
    PostProcessOptions exportPostProcess() const;
    void setExportPostProcessStep(const QString& name, bool on);
    // Markdown and text exports: a comment naming each page and its source file; off by default.
    bool exportPageMarkers() const;
    void setExportPageMarkers(bool on);
    // The file type last chosen in the Export dialog (ExportFormat's value); -1 before any.
    int lastExportFormat() const;
    void setLastExportFormat(int format);

    void sync() { m_settings.sync(); }

    static QStringList supportedLanguages();  // the eleven languages the model knows

signals:
    void modelChanged();
    void samplingChanged();
    void languagesChanged();
    void recentProjectsChanged();
    void autosaveChanged();
    void layoutChanged();
    void confidenceThresholdChanged();

private:
    QSettings m_settings;
};

}  // namespace folio
