#include "cli/resumestore.h"

#include "remote/openaiprotocol.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QSet>
#include <cmath>

#include "cli/writtenoutputs.h"
#include "export/atomicfile.h"

namespace folio::cli {

namespace {
constexpr double kMostSkew = 45;  // degrees; auto-rotate straightens by a few (Leptonica searches +-7)
}  // namespace

ResumeStore::ResumeStore(const QString& outputDir) : m_root(QDir(outputDir).filePath(QStringLiteral(".folio-ocr"))) {}

QString ResumeStore::pagePath(const InputDocument& document, int page) const {
    return QStringLiteral("%1/%2/page-%3.json").arg(m_root, document.fingerprint).arg(page);
}

std::optional<PageRecord> ResumeStore::load(const InputDocument& document, int page) const {
    QFile file(pagePath(document, page));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    if (object.value("page").toInt() != page || !object.value("text").isString()) return std::nullopt;  // damaged: redo
    PageRecord record;
    record.page = page;
    record.text = object.value("text").toString();
    // Earlier runs saved only "truncated".
    record.outcome = object.contains("finish_reason") ? remote::outcomeFromFinishReason(object.value("finish_reason").toString())
                     : object.value("truncated").toBool() ? OcrOutcome::Truncated
                                                           : OcrOutcome::Finished;
    record.generatedTokens = object.value("tokens").toInt();
    record.seconds = object.value("seconds").toDouble();
    record.settings = object.value("settings").toString();
    record.rotation = object.value("rotation").toInt();
    record.skew = object.value("skew").toDouble();
    // A turn auto-rotate cannot have made (a hand-edited or damaged file): redone, not applied.
    if (record.rotation % 90 != 0 || record.rotation < 0 || record.rotation >= 360 || !(std::abs(record.skew) <= kMostSkew))
        return std::nullopt;
    return record;
}

bool ResumeStore::save(const InputDocument& document, const PageRecord& record, QString* error) const {
    const QString folder = QStringLiteral("%1/%2").arg(m_root, document.fingerprint);
    if (!QDir().mkpath(folder)) {
        *error = QStringLiteral("%1: cannot create the folder").arg(folder);
        return false;
    }
    const QString source = folder + QStringLiteral("/source.txt");  // for people looking into the folder
    if (!QFileInfo::exists(source) && !writeFileAtomically(source, document.path.toUtf8() + '\n', error)) return false;
    const QJsonObject object{{"source", document.path},
                             {"page", record.page},
                             {"text", record.text},
                             {"truncated", record.outcome == OcrOutcome::Truncated},
                             {"finish_reason", remote::finishReasonName(record.outcome)},
                             {"tokens", record.generatedTokens},
                             {"seconds", record.seconds},
                             {"settings", record.settings},
                             {"rotation", record.rotation},
                             {"skew", record.skew}};
    if (!writeFileAtomically(pagePath(document, record.page), QJsonDocument(object).toJson(QJsonDocument::Compact), error))
        return false;
    return true;
}

QHash<QString, QString> ResumeStore::outputNames(QString* damage) const {
    QFile file(m_root + QStringLiteral("/outputs.json"));
    QHash<QString, QString> names;
    if (!file.open(QIODevice::ReadOnly)) return names;
    QJsonParseError parsed{};
    const QJsonDocument record = QJsonDocument::fromJson(file.readAll(), &parsed);
    if (damage && (parsed.error != QJsonParseError::NoError || !record.object().value("outputs").isObject()))
        *damage = QStringLiteral("%1 is damaged (%2)")
                      .arg(file.fileName(), parsed.error != QJsonParseError::NoError ? parsed.errorString()
                                                                                      : QStringLiteral("it lists no outputs"));
    const QJsonObject outputs = record.object().value("outputs").toObject();
    for (auto it = outputs.begin(); it != outputs.end(); ++it)
        if (it.value().isString() && !it.value().toString().isEmpty()) names.insert(it.key(), it.value().toString());
    return names;
}

bool ResumeStore::saveOutputNames(const QHash<QString, QString>& names, QString* error) const {
    if (!QDir().mkpath(m_root)) {
        *error = QStringLiteral("%1: cannot create the folder").arg(m_root);
        return false;
    }
    QJsonObject outputs;
    for (auto it = names.cbegin(); it != names.cend(); ++it) outputs.insert(it.key(), it.value());
    return writeFileAtomically(m_root + QStringLiteral("/outputs.json"),
                               QJsonDocument(QJsonObject{{"outputs", outputs}}).toJson(), error);
}

std::function<bool(const QString&)> ResumeStore::earlierOutputs() const {
    const QHash<QString, QString> names = outputNames();
    QSet<QString> written;  // lower-case names
    for (const QString& name : names) written.insert(name.toLower());
    const QString folder = QDir::cleanPath(QFileInfo(m_root).absolutePath());
    QSet<QString> writtenFiles;  // lower-case file names, also those written beside an edited output
    for (const QString& fileName : WrittenOutputs(folder).all().keys()) writtenFiles.insert(fileName.toLower());
    return [names, written, writtenFiles, folder](const QString& path) {
        const QFileInfo file(path);
        if (QDir::cleanPath(file.absolutePath()) != folder) return false;
        if (names.contains(file.absoluteFilePath())) return false;  // a source the user keeps here
        return written.contains(file.completeBaseName().toLower()) || writtenFiles.contains(file.fileName().toLower());
    };
}

bool ResumeStore::hasPagesOf(const InputDocument& document) const {
    return QFileInfo::exists(QStringLiteral("%1/%2").arg(m_root, document.fingerprint));
}

}  // namespace folio::cli
