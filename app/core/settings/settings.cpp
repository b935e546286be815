#include "settings.h"

#include <cmath>

#include <QCryptographicHash>
#include <QFileInfo>
#include <algorithm>

#include "i18n/interface_language.h"
#include "i18n/ocrlanguages.h"

namespace folio {

namespace {
int clamped(const QVariant& value, int fallback, int low, int high) {
    bool ok = false;
    const int v = value.toInt(&ok);
    return ok ? std::clamp(v, low, high) : fallback;
}
double clampedReal(const QVariant& value, double fallback, double low, double high) {
    bool ok = false;
    const double v = value.toDouble(&ok);
    return ok ? std::clamp(v, low, high) : fallback;
}
}  // namespace

Settings::Settings(QObject* parent) : QObject(parent) {}

Settings::Settings(const QString& iniFile, QObject* parent)
    : QObject(parent), m_settings(iniFile, QSettings::IniFormat) {}

const QStringList& engineDtypeNames() {
    static const QStringList names{"auto", "float32", "bfloat16", "float16", "int8"};
    return names;
}

QStringList Settings::supportedLanguages() { return ocrLanguageCodes(); }

ModelSettings Settings::model() const {
    ModelSettings d;
    ModelSettings m;
    m.modelFolder = m_settings.value("model/folder").toString();
    m.device = m_settings.value("model/device", d.device).toString();
    const QString dtype = m_settings.value("model/dtype", d.dtype).toString();
    m.dtype = engineDtypeNames().contains(dtype) ? dtype : d.dtype;
    m.memoryBudgetMiB =
        clamped(m_settings.value("model/memoryBudgetMiB"), d.memoryBudgetMiB, 0, 1 << 22);
    const QString kvCache = m_settings.value("model/kvCache", d.kvCache).toString();
    m.kvCache = QStringList({"auto", "fp8"}).contains(kvCache) ? kvCache : d.kvCache;
    m.maxConcurrentPages =
        clamped(m_settings.value("model/maxConcurrentPages"), d.maxConcurrentPages, 1, 256);
    m.longestImageSide =
        clamped(m_settings.value("model/longestImageSide"), d.longestImageSide, 256, 4096);
    m.cpuThreads = clamped(m_settings.value("model/cpuThreads"), d.cpuThreads, 0, 1024);
    return m;
}

void Settings::setModel(const ModelSettings& model) {
    if (model == this->model()) return;
    m_settings.setValue("model/folder", model.modelFolder);
    m_settings.setValue("model/device", model.device);
    m_settings.setValue("model/dtype", model.dtype);
    m_settings.setValue("model/memoryBudgetMiB", model.memoryBudgetMiB);
    m_settings.setValue("model/kvCache", model.kvCache);
    m_settings.setValue("model/maxConcurrentPages", model.maxConcurrentPages);
    m_settings.setValue("model/longestImageSide", model.longestImageSide);
    m_settings.setValue("model/cpuThreads", model.cpuThreads);
    emit modelChanged();
}

SamplingSettings Settings::sampling() const {
    SamplingSettings d;
    SamplingSettings s;
    s.greedy = m_settings.value("sampling/greedy", d.greedy).toBool();
    s.temperature = clampedReal(m_settings.value("sampling/temperature"), d.temperature, 0.0, 2.0);
    s.topP = clampedReal(m_settings.value("sampling/topP"), d.topP, 0.01, 1.0);
    s.seed = m_settings.value("sampling/seed", d.seed).toULongLong();
    s.maxNewTokens = clamped(m_settings.value("sampling/maxNewTokens"), d.maxNewTokens, 16, 16384);
    return s;
}

void Settings::setSampling(const SamplingSettings& s) {
    m_settings.setValue("sampling/greedy", s.greedy);
    m_settings.setValue("sampling/temperature", s.temperature);
    m_settings.setValue("sampling/topP", s.topP);
    m_settings.setValue("sampling/seed", s.seed);
    m_settings.setValue("sampling/maxNewTokens", s.maxNewTokens);
    emit samplingChanged();
}

QStringList Settings::languages() const {
    QStringList result;
    const QStringList known = supportedLanguages();
    for (const QString& code : m_settings.value("ocr/languages").toStringList())
        if (known.contains(code) && !result.contains(code)) result << code;
    return result;
}

void Settings::setLanguages(const QStringList& languages) {
    if (languages == this->languages()) return;
    m_settings.setValue("ocr/languages", languages);
    emit languagesChanged();
}

QString Settings::interfaceLanguage() const {
    const QString language = m_settings.value("ui/language").toString();
    return language == QLatin1String("en") || translatedUiLanguages().contains(language) ? language : QString();
}

void Settings::setInterfaceLanguage(const QString& language) {
    m_settings.setValue("ui/language", language);
}

QByteArray Settings::windowGeometry() const {
    return m_settings.value("window/geometry").toByteArray();
}
QByteArray Settings::windowState() const {
    return m_settings.value("window/state").toByteArray();
}
QByteArray Settings::splitterState(const QString& name) const {
    return m_settings.value("window/splitter/" + name).toByteArray();
}

void Settings::setWindowLayout(const QByteArray& geometry, const QByteArray& state) {
    m_settings.setValue("window/geometry", geometry);
    m_settings.setValue("window/state", state);
}

void Settings::setSplitterState(const QString& name, const QByteArray& state) {
    m_settings.setValue("window/splitter/" + name, state);
}

QString Settings::lastOpenFolder() const {
    return m_settings.value("window/lastOpenFolder").toString();
}
void Settings::setLastOpenFolder(const QString& folder) {
    m_settings.setValue("window/lastOpenFolder", folder);
}

QStringList Settings::recentProjects() const {
    QStringList existing;
    for (const QString& path : m_settings.value("recent/projects").toStringList())
        if (QFileInfo::exists(path) && !existing.contains(path)) existing << path;
    return existing.mid(0, kMostRecent);
}

void Settings::addRecentProject(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = m_settings.value("recent/projects").toStringList();
    list.removeAll(absolute);
    list.prepend(absolute);
    m_settings.setValue("recent/projects", list.mid(0, kMostRecent));
    emit recentProjectsChanged();
}

void Settings::clearRecentProjects() {
    m_settings.remove("recent/projects");
    emit recentProjectsChanged();
}

int Settings::autosaveSeconds() const {
    bool ok = false;
    const int seconds = m_settings.value("autosave/seconds", 30).toInt(&ok);
    return ok ? std::clamp(seconds, 5, 600) : 30;
}

void Settings::setAutosaveSeconds(int seconds) {
    seconds = std::clamp(seconds, 5, 600);
    if (seconds == autosaveSeconds() && m_settings.contains("autosave/seconds")) return;
    m_settings.setValue("autosave/seconds", seconds);
    emit autosaveChanged();
}

double Settings::confidenceThreshold() const {
    bool ok = false;
    const double probability = m_settings.value("editor/confidenceThreshold", 0.5).toDouble(&ok);
    return ok && std::isfinite(probability) ? std::clamp(probability, 0.0, 1.0) : 0.5;
}

void Settings::setConfidenceThreshold(double probability) {
    probability = std::clamp(probability, 0.0, 1.0);
    if (probability == confidenceThreshold() && m_settings.contains("editor/confidenceThreshold")) return;
    m_settings.setValue("editor/confidenceThreshold", probability);
    emit confidenceThresholdChanged();
}

namespace {
// QSettings keys may not hold every character a description has.
QString speedKey(const QString& backend) {
    return QStringLiteral("speed/") +
           QString::fromLatin1(QCryptographicHash::hash(backend.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
}
}  // namespace

double Settings::secondsPerPage(const QString& backend) const {
    bool ok = false;
    const double seconds = m_settings.value(speedKey(backend)).toDouble(&ok);
    return ok && std::isfinite(seconds) && seconds > 0 ? seconds : 0;
}

void Settings::setSecondsPerPage(const QString& backend, double seconds) {
    if (std::isfinite(seconds) && seconds > 0) m_settings.setValue(speedKey(backend), seconds);
}

bool Settings::showLayoutBoxes() const { return m_settings.value("layout/showBoxes", true).toBool(); }

void Settings::setShowLayoutBoxes(bool show) {
    m_settings.setValue("layout/showBoxes", show);
    emit layoutChanged();
}

bool Settings::autoRotate() const { return m_settings.value("pages/autoRotate", false).toBool(); }

void Settings::setAutoRotate(bool on) { m_settings.setValue("pages/autoRotate", on); }

bool Settings::recognizeBlankPages() const { return m_settings.value("pages/recognizeBlank", false).toBool(); }

void Settings::setRecognizeBlankPages(bool on) { m_settings.setValue("pages/recognizeBlank", on); }

QStringList Settings::layoutDropLabels() const {
    return m_settings.value("layout/dropLabels", QStringList{"header", "footer", "page_number"}).toStringList();
}

bool Settings::dropLayoutLabelsFromExports() const { return m_settings.value("layout/dropFromExports", true).toBool(); }

void Settings::setDropLayoutLabelsFromExports(bool drop) {
    m_settings.setValue("layout/dropFromExports", drop);
    emit layoutChanged();
}

bool Settings::dropLayoutLabelsFromPreview() const { return m_settings.value("layout/dropFromPreview", false).toBool(); }

void Settings::setDropLayoutLabelsFromPreview(bool drop) {
    m_settings.setValue("layout/dropFromPreview", drop);
    emit layoutChanged();
}

PostProcessOptions Settings::exportPostProcess() const {
    PostProcessOptions options;
    for (const PostProcessStep& step : postProcessSteps())
        options.*(step.option) = m_settings.value("postprocess/" + step.name, false).toBool();
    const QStringList hints = languages();
    if (hints.size() == 1) options.language = hints.first();
    return options;
}

bool Settings::exportPageMarkers() const { return m_settings.value("export/pageMarkers", false).toBool(); }

void Settings::setExportPageMarkers(bool on) { m_settings.setValue("export/pageMarkers", on); }

int Settings::lastExportFormat() const { return m_settings.value("export/lastFormat", -1).toInt(); }

void Settings::setLastExportFormat(int format) { m_settings.setValue("export/lastFormat", format); }

void Settings::setExportPostProcessStep(const QString& name, bool on) { m_settings.setValue("postprocess/" + name, on); }

}  // namespace folio
