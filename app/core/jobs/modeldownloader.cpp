#include "modeldownloader.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QStandardPaths>

namespace folio {

namespace {
constexpr qint64 kHashChunk = 4 << 20;
}

bool verifyDownloadedFile(const QString& localPath, const ModelDownloader::RemoteFile& file,
                          QString* error) {
    QFile f(localPath);
    const QString name = file.path;
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("%1: cannot read the downloaded file").arg(name);
        return false;
    }
    if (f.size() != file.size) {
        *error =
            QObject::tr("%1: size is %2 bytes, expected %3").arg(name).arg(f.size()).arg(file.size);
        return false;
    }
    const bool lfs = !file.sha256.isEmpty();
    QCryptographicHash hash(lfs ? QCryptographicHash::Sha256 : QCryptographicHash::Sha1);
    if (!lfs)
        hash.addData(QByteArray("blob ") + QByteArray::number(file.size) + QByteArray(1, '\0'));
    while (!f.atEnd()) hash.addData(f.read(kHashChunk));
    const QByteArray got = hash.result().toHex();
    const QByteArray want = lfs ? file.sha256 : file.gitBlobSha1;
    if (!want.isEmpty() && got != want.toLower()) {
        *error = QObject::tr("%1: checksum mismatch (got %2, expected %3)")
                     .arg(name, QString::fromLatin1(got), QString::fromLatin1(want));
        return false;
    }
    return true;
}

ModelDownloader::ModelDownloader(QObject* parent) : QObject(parent) {}

QString ModelDownloader::defaultDestination(const QString& repository) {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/models/") + repository.section(u'/', -1);
}

QString ModelDownloader::localPath(const RemoteFile& file) const {
    return m_destination + u'/' + file.path;
}

void ModelDownloader::start(const QString& repository, const QString& destination) {
    if (m_running) return;
    m_running = true;
    m_repository = repository;
    m_destination = destination;
    m_files.clear();
    m_current = -1;
    m_total = m_doneBefore = 0;
    if (!QDir().mkpath(destination)) {
        fail(tr("cannot create the folder %1").arg(destination));
        return;
    }
    listFiles();
}

void ModelDownloader::listFiles() {
    QUrl url = m_hub;
    url.setPath(QStringLiteral("/api/models/%1/tree/main").arg(m_repository));
    url.setQuery(QStringLiteral("recursive=true"));
    QNetworkReply* reply = m_network.get(QNetworkRequest(url));
    m_reply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        if (!m_running) return;
        if (reply->error() != QNetworkReply::NoError) {
            fail(tr("cannot list the files of %1: %2").arg(m_repository, reply->errorString()));
            return;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(reply->readAll());
        for (const QJsonValue& v : doc.array()) {
            const QJsonObject o = v.toObject();
            if (o.value("type").toString() != QLatin1String("file")) continue;
            RemoteFile file;
            file.path = o.value("path").toString();
            file.size = qint64(o.value("size").toDouble());
            const QJsonObject lfs = o.value("lfs").toObject();
            if (!lfs.isEmpty()) {
                file.sha256 = lfs.value("oid").toString().toLatin1();
                file.size = qint64(lfs.value("size").toDouble(double(file.size)));
            } else {
                file.gitBlobSha1 = o.value("oid").toString().toLatin1();
            }
            // Never write outside the destination, whatever the listing says.
            if (file.path.isEmpty() || file.path.contains(QLatin1String("..")) ||
                QDir::isAbsolutePath(file.path))
                continue;
            m_files << file;
            m_total += file.size;
        }
        if (m_files.isEmpty()) {
            fail(tr("the Hub lists no files for %1").arg(m_repository));
            return;
        }
        nextFile();
    });
}

void ModelDownloader::nextFile() {
    if (!m_running) return;
    if (m_current >= 0) m_doneBefore += m_files[m_current].size;
    ++m_current;
    if (m_current >= m_files.size()) {
        m_running = false;
        emit progress(m_total, m_total);
        emit finished(true, m_destination);
        return;
    }
    const RemoteFile& file = m_files[m_current];
    emit fileStarted(file.path);
    const QString target = localPath(file);
    QString ignored;
    if (QFileInfo::exists(target) && verifyDownloadedFile(target, file, &ignored)) {
        emit progress(m_doneBefore + file.size, m_total);
        nextFile();
        return;
    }
    QDir().mkpath(QFileInfo(target).absolutePath());
    m_part.setFileName(target + QStringLiteral(".part"));
    if (!m_part.open(QIODevice::ReadWrite | QIODevice::Append)) {
        fail(tr("%1: cannot write %2").arg(file.path, m_part.fileName()));
        return;
    }
    if (m_part.size() > file.size) m_part.resize(0);  // stale leftovers from another version
    QUrl url = m_hub;
    url.setPath(QStringLiteral("/%1/resolve/main/%2").arg(m_repository, file.path));
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    if (m_part.size() > 0 && m_part.size() < file.size)  // resume where the last attempt stopped
        request.setRawHeader("Range", "bytes=" + QByteArray::number(m_part.size()) + "-");
    if (m_part.size() == file.size) {
        m_part.close();
        verifyAndKeep();
        return;
    }
    m_reply = m_network.get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &ModelDownloader::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &ModelDownloader::onFileReply);
}

void ModelDownloader::onReadyRead() {
    if (!m_reply) return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 200 && m_part.size() > 0 && m_reply->property("folioFresh").isNull()) {
        // The server ignored the Range request and sends the whole file: start over.
        m_part.resize(0);
    }
    m_reply->setProperty("folioFresh", true);
    if (status != 200 && status != 206) return;  // an error body; reported when finished
    m_part.write(m_reply->readAll());
    emit progress(m_doneBefore + m_part.size(), m_total);
}

void ModelDownloader::onFileReply() {
    QNetworkReply* reply = m_reply;
    if (!reply) return;
    reply->deleteLater();
    m_reply = nullptr;
    if (!m_running) return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->error() == QNetworkReply::NoError && (status == 200 || status == 206))
        m_part.write(reply->readAll());
    m_part.close();
    const RemoteFile& file = m_files[m_current];
    if (reply->error() != QNetworkReply::NoError || m_part.size() < file.size) {
        const QString why = reply->error() != QNetworkReply::NoError
                                ? reply->errorString()
                                : tr("connection closed early");
        fail(tr("%1: download interrupted at %2 of %3 bytes (%4); start the download again to "
                "resume")
                 .arg(file.path)
                 .arg(m_part.size())
                 .arg(file.size)
                 .arg(why));
        return;
    }
    verifyAndKeep();
}

void ModelDownloader::verifyAndKeep() {
    const RemoteFile& file = m_files[m_current];
    const QString part = localPath(file) + QStringLiteral(".part");
    QString error;
    if (!verifyDownloadedFile(part, file, &error)) {
        QFile::remove(part);  // corrupt: the next attempt starts this file from scratch
        fail(error);
        return;
    }
    QFile::remove(localPath(file));
    if (!QFile::rename(part, localPath(file))) {
        fail(tr("%1: cannot move the finished file into place").arg(file.path));
        return;
    }
    nextFile();
}

void ModelDownloader::cancel() {
    if (!m_running) return;
    fail(tr("download cancelled; start it again to resume"));
}

void ModelDownloader::fail(const QString& message) {
    m_running = false;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    if (m_part.isOpen()) m_part.close();
    emit finished(false, message);
}

}  // namespace folio
