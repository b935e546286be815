#include "cli/writtenoutputs.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "export/atomicfile.h"

namespace folio::cli {

namespace {

QByteArray sha256Of(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result().toHex();
}

std::optional<WrittenOutput> readRecord(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    if (!object.value("source").isString() || !object.value("sha256").isString()) return std::nullopt;  // damaged
    WrittenOutput written;
    written.source = object.value("source").toString();
    written.name = object.value("name").toString();
    for (const QJsonValue& page : object.value("pages").toArray()) written.pages << page.toInt();
    written.size = qint64(object.value("size").toDouble());
    written.sha256 = object.value("sha256").toString().toLatin1();
    return written;
}

}  // namespace

bool pathOccupied(const QString& path) {
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

WrittenOutputs::WrittenOutputs(const QString& outputDir)
    : m_folder(QDir(outputDir).absolutePath()), m_records(QDir(outputDir).absoluteFilePath(QStringLiteral(".folio-ocr/written"))) {}

QString WrittenOutputs::recordPath(const QString& fileName) const {
    return QStringLiteral("%1/%2.json").arg(m_records, fileName);
}

std::optional<WrittenOutput> WrittenOutputs::find(const QString& fileName) const {
    return readRecord(recordPath(fileName));
}

bool WrittenOutputs::record(const QString& fileName, const QString& source, const QString& name, const QList<int>& pages,
                            QString* error) const {
    if (!QDir().mkpath(m_records)) {
        *error = QStringLiteral("%1: cannot create the folder").arg(m_records);
        return false;
    }
    const QString path = QDir(m_folder).filePath(fileName);
    QJsonArray pageList;
    for (int page : pages) pageList.append(page);
    const QJsonObject object{{"source", source},
                             {"name", name},
                             {"pages", pageList},
                             {"size", double(QFileInfo(path).size())},
                             {"sha256", QString::fromLatin1(sha256Of(path))}};
    return writeFileAtomically(recordPath(fileName), QJsonDocument(object).toJson(QJsonDocument::Compact), error);
}

bool WrittenOutputs::changedSinceWritten(const QString& fileName) const {
    const QString path = QDir(m_folder).filePath(fileName);
    const QFileInfo info(path);
    if (info.isSymLink()) return true;
    if (!info.exists()) return false;
    const std::optional<WrittenOutput> written = find(fileName);
    if (!written) return false;
    return info.size() != written->size || sha256Of(path) != written->sha256;
}

QHash<QString, WrittenOutput> WrittenOutputs::all() const {
    QHash<QString, WrittenOutput> records;
    QDirIterator it(m_records, {QStringLiteral("*.json")}, QDir::Files | QDir::Hidden);
    while (it.hasNext()) {
        const QString path = it.next();
        if (const std::optional<WrittenOutput> written = readRecord(path)) records.insert(it.fileName().chopped(5), *written);
    }
    return records;
}

}  // namespace folio::cli
