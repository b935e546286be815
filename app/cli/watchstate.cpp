#include "cli/watchstate.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "export/atomicfile.h"

namespace folio::cli {

WatchState::WatchState(const QString& outputDir) : m_path(QDir(outputDir).filePath(QStringLiteral(".folio-watch.json"))) {}

bool WatchState::load(QString* error) {
    m_files.clear();
    QFile file(m_path);
    if (!file.exists()) return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot be read (%2)").arg(m_path, file.errorString());
        return false;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject() || !document.object().value("files").isArray()) {
        *error = QStringLiteral("%1: not a folio watch state file (%2); move it away to start afresh")
                     .arg(m_path, parse.error != QJsonParseError::NoError ? parse.errorString() : QStringLiteral("no \"files\" list"));
        return false;
    }
    for (const QJsonValue& value : document.object().value("files").toArray()) {
        const QJsonObject o = value.toObject();
        WatchedFile f;
        f.size = qint64(o.value("size").toDouble(-1));
        f.modifiedMs = qint64(o.value("modified_ms").toDouble());
        f.sha256 = o.value("sha256").toString().toLatin1();
        f.output = o.value("output").toString();
        f.settings = o.value("settings").toString();
        const QString path = o.value("path").toString();
        if (!path.isEmpty() && f.size >= 0 && !f.sha256.isEmpty()) m_files.insert(path, f);
    }
    return true;
}

bool WatchState::save(QString* error) const {
    QStringList paths = m_files.keys();
    paths.sort();  // a stable file: diffs and reviews read it easily
    QJsonArray files;
    for (const QString& path : paths) {
        const WatchedFile& f = m_files[path];
        files.append(QJsonObject{{"path", path},
                                 {"size", double(f.size)},
                                 {"modified_ms", double(f.modifiedMs)},
                                 {"sha256", QString::fromLatin1(f.sha256)},
                                 {"output", f.output},
                                 {"settings", f.settings}});
    }
    return writeFileAtomically(m_path, QJsonDocument(QJsonObject{{"version", 1}, {"files", files}}).toJson(), error);
}

const WatchedFile* WatchState::find(const QString& relativePath) const {
    const auto it = m_files.constFind(relativePath);
    return it == m_files.cend() ? nullptr : &*it;
}

QByteArray fileSha256(const QString& path, QString* error) {
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file)) {
        *error = QStringLiteral("%1: cannot be read (%2)").arg(path, file.errorString());
        return {};
    }
    return hash.result().toHex();
}

}  // namespace folio::cli
