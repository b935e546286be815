// The model download against a tiny HTTP server on loopback that plays the Hugging Face Hub:
// a tree listing with sizes and checksums, files with Range support, and a switch that cuts
// the connection half-way through a file.
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include "jobs/modeldownloader.h"

using namespace folio;

namespace {

class FakeHub : public QObject {
    Q_OBJECT
public:
    QHash<QString, QByteArray> files;  // path -> content
    QSet<QString> lfs;                 // paths listed as LFS (sha256) files
    QString cutFile;                   // send only half of this file, then close
    QByteArray corruptSha;             // listed sha256 for every LFS file when set
    QStringList rangeRequests;         // "path bytes=N-"

    FakeHub() {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        QVERIFY(m_server.listen(QHostAddress::LocalHost));
    }
    QUrl url() const { return QUrl(QString("http://127.0.0.1:%1").arg(m_server.serverPort())); }

private:
    void serve(QTcpSocket* socket) {
        QByteArray& buffer = m_buffers[socket];
        buffer += socket->readAll();
        if (!buffer.contains("\r\n\r\n")) return;
        const QList<QByteArray> lines = buffer.left(buffer.indexOf("\r\n\r\n")).split('\n');
        buffer.clear();
        const QByteArray target = lines.first().split(' ').value(1);
        QByteArray range;
        for (const QByteArray& line : lines)
            if (line.toLower().startsWith("range:")) range = line.mid(6).trimmed();
        const QString path = QUrl(QString::fromUtf8(target)).path();
        if (path == "/api/models/test/model/tree/main") {
            QJsonArray list;
            for (auto it = files.cbegin(); it != files.cend(); ++it) {
                QJsonObject o{
                    {"type", "file"}, {"path", it.key()}, {"size", double(it.value().size())}};
                if (lfs.contains(it.key())) {
                    const QByteArray sha =
                        corruptSha.isEmpty()
                            ? QCryptographicHash::hash(it.value(), QCryptographicHash::Sha256)
                                  .toHex()
                            : corruptSha;
                    o["lfs"] = QJsonObject{{"oid", QString::fromLatin1(sha)},
                                           {"size", double(it.value().size())}};
                } else {
                    const QByteArray blob =
                        "blob " + QByteArray::number(it.value().size()) + '\0' + it.value();
                    o["oid"] = QString::fromLatin1(
                        QCryptographicHash::hash(blob, QCryptographicHash::Sha1).toHex());
                }
                list.append(o);
            }
            reply(socket, 200, QJsonDocument(list).toJson(), {});
            return;
        }
        const QString prefix = "/test/model/resolve/main/";
        const QString file = path.mid(prefix.size());
        if (!path.startsWith(prefix) || !files.contains(file)) {
            reply(socket, 404, "not found", {});
            return;
        }
        const QByteArray content = files.value(file);
        qint64 from = 0;
        if (!range.isEmpty()) {
            rangeRequests << file + " " + QString::fromLatin1(range);
            from = range.mid(6, range.indexOf('-') - 6).toLongLong();
        }
        const QByteArray body = content.mid(from);
        QByteArray extra;
        if (from > 0)
            extra = "Content-Range: bytes " + QByteArray::number(from) + "-" +
                    QByteArray::number(content.size() - 1) + "/" +
                    QByteArray::number(content.size()) + "\r\n";
        if (file == cutFile) {
            cutFile.clear();  // only the first attempt is cut
            socket->write("HTTP/1.1 200 OK\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\n\r\n");
            socket->write(body.left(body.size() / 2));
            socket->flush();
            socket->waitForBytesWritten(1000);
            socket->disconnectFromHost();
            return;
        }
        reply(socket, from > 0 ? 206 : 200, body, extra);
    }
    void reply(QTcpSocket* socket, int status, const QByteArray& body, const QByteArray& extra) {
        socket->write("HTTP/1.1 " + QByteArray::number(status) +
                      (status < 300 ? " OK" : " Not Found") +
                      "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n" + extra +
                      "Connection: keep-alive\r\n\r\n" + body);
    }

    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_buffers;
};

QByteArray randomBytes(int size, quint32 seed) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i) {
        seed = seed * 1664525u + 1013904223u;
        bytes[i] = char(seed >> 24);
    }
    return bytes;
}

}  // namespace

class TestModelDownloader : public QObject {
    Q_OBJECT
private slots:
    void resumesAnInterruptedFileAndVerifiesIt() {
        FakeHub hub;
        hub.files = {{"config.json", "{\"model_type\": \"lighton_ocr\"}"},
                     {"model.safetensors", randomBytes(3 << 20, 7)},
                     {"tokenizer.json", randomBytes(100000, 3)}};
        hub.lfs = {"model.safetensors"};
        hub.cutFile = "model.safetensors";
        QTemporaryDir dir;
        const QString target = dir.filePath("LightOnOCR");
        ModelDownloader downloader;
        downloader.setHubUrl(hub.url());
        QSignalSpy finished(&downloader, &ModelDownloader::finished);
        QSignalSpy progress(&downloader, &ModelDownloader::progress);

        downloader.start("test/model", target);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.last().at(0).toBool(), false);  // interrupted
        QVERIFY2(finished.last().at(1).toString().contains("model.safetensors"),
                 qPrintable(finished.last().at(1).toString()));
        QVERIFY(!QFile::exists(target + "/model.safetensors"));
        const qint64 partial = QFileInfo(target + "/model.safetensors.part").size();
        QVERIFY(partial > 0 && partial < (3 << 20));
        QVERIFY(!progress.isEmpty());

        downloader.start("test/model", target);  // again: resumes
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.last().at(0).toBool(), qPrintable(finished.last().at(1).toString()));
        QCOMPARE(hub.rangeRequests,
                 QStringList({QString("model.safetensors bytes=%1-").arg(partial)}));
        for (auto it = hub.files.cbegin(); it != hub.files.cend(); ++it) {
            QFile f(target + "/" + it.key());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), it.value());
        }
        QVERIFY(!QFile::exists(target + "/model.safetensors.part"));
        QCOMPARE(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong());
    }

    void rejectsAFileWhoseChecksumDiffers() {
        FakeHub hub;
        hub.files = {{"model.safetensors", randomBytes(50000, 9)}};
        hub.lfs = {"model.safetensors"};
        hub.corruptSha = QByteArray(64, 'a');
        QTemporaryDir dir;
        ModelDownloader downloader;
        downloader.setHubUrl(hub.url());
        QSignalSpy finished(&downloader, &ModelDownloader::finished);
        downloader.start("test/model", dir.filePath("m"));
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(finished.last().at(1).toString().contains("checksum"));
        QVERIFY(!QFile::exists(dir.filePath("m/model.safetensors")));
    }

    void reportsAnUnreachableHub() {
        ModelDownloader downloader;
        downloader.setHubUrl(QUrl("http://127.0.0.1:1"));
        QSignalSpy finished(&downloader, &ModelDownloader::finished);
        QTemporaryDir dir;
        downloader.start("test/model", dir.filePath("m"));
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(finished.last().at(1).toString().contains("test/model"));
    }
};

QTEST_MAIN(TestModelDownloader)
#include "test_modeldownloader.moc"
