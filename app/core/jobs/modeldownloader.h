// Downloads a model folder from the Hugging Face Hub: lists the repository's files with their
// sizes and checksums (the Hub's tree API), fetches each into FILE.part, resumes an interrupted
// file with an HTTP Range request, and only renames it into place once its size and checksum
// (SHA-256 for LFS files, the git blob SHA-1 otherwise) match. Files already complete are kept.
#pragma once

#include <QCryptographicHash>
#include <QFile>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QNetworkReply;

namespace folio {

class ModelDownloader : public QObject {
    Q_OBJECT
public:
    explicit ModelDownloader(QObject* parent = nullptr);

    static QString defaultRepository() { return QStringLiteral("lightonai/LightOnOCR-2-1B"); }
    // <AppDataLocation>/models/<name>
    static QString defaultDestination(const QString& repository = defaultRepository());

    void setHubUrl(const QUrl& url) { m_hub = url; }  // tests: a server on loopback
    void start(const QString& repository, const QString& destination);
    void cancel();
    bool isRunning() const { return m_running; }

    struct RemoteFile {
        QString path;
        qint64 size = 0;
        QByteArray sha256;       // hex; LFS files
        QByteArray gitBlobSha1;  // hex; other files
    };

signals:
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void fileStarted(const QString& path);
    void finished(bool ok, const QString& message);  // message: the error, or the folder

private:
    void listFiles();
    void nextFile();
    void onReadyRead();
    void onFileReply();
    void verifyAndKeep();
    void fail(const QString& message);
    QString localPath(const RemoteFile& file) const;

    QNetworkAccessManager m_network;
    QUrl m_hub = QUrl(QStringLiteral("https://huggingface.co"));
    QString m_repository;
    QString m_destination;
    QList<RemoteFile> m_files;
    int m_current = -1;
    qint64 m_total = 0;
    qint64 m_doneBefore = 0;  // bytes of finished files
    QPointer<QNetworkReply> m_reply;
    QFile m_part;
    bool m_running = false;
};

// True when `file` on disk has the remote file's size and checksum.
bool verifyDownloadedFile(const QString& localPath, const ModelDownloader::RemoteFile& file,
                          QString* error);

}  // namespace folio
