#include "imagespool.h"

#include "export/atomicfile.h"

#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtEndian>
#include <QStorageInfo>
#include <cstring>

namespace folio {

namespace {

constexpr quint32 kMagic = 0x466F5049;  // "FoPI"
constexpr quint32 kVersion = 1;
constexpr int kFastestCompression = 1;
const QString kLockName = QStringLiteral(".lock");

// Removes the directories under `root` whose window is gone.
void removeAbandoned(const QString& root) {
    const QDir dir(root);
    for (const QFileInfo& sub : dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QString lockPath = sub.absoluteFilePath() + u'/' + kLockName;
        if (!QFileInfo::exists(lockPath)) {
            // A window makes its directory and locks it at once; one without a lock for a minute
            // was left by a window that died in between.
            if (sub.lastModified().secsTo(QDateTime::currentDateTime()) > 60) QDir(sub.absoluteFilePath()).removeRecursively();
            continue;
        }
        QLockFile lock(lockPath);
        lock.setStaleLockTime(0);  // a live window holds its lock for days: only a dead owner's is stale
        if (lock.tryLock(0)) {
            lock.unlock();
            QDir(sub.absoluteFilePath()).removeRecursively();
        }
    }
}

// Makes `root` and clears it of abandoned directories; returns the template for a new one.
QString newDirectoryTemplate(const QString& root) {
    QDir().mkpath(root);
    removeAbandoned(root);
    return root + QStringLiteral("/XXXXXX");
}

}  // namespace

SpoolFile::~SpoolFile() { QFile::remove(m_path); }

bool writeSpooledImage(const QString& path, const QImage& image, QString* error) {
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    const QByteArray pixels = qCompress(
        QByteArray::fromRawData(reinterpret_cast<const char*>(image.constBits()), image.sizeInBytes()),
        kFastestCompression);
    out << kMagic << kVersion << qint32(image.width()) << qint32(image.height()) << qint32(image.format())
        << qint32(image.dotsPerMeterX()) << qint32(image.dotsPerMeterY()) << image.colorTable() << pixels;
    return writeFileAtomically(path, bytes, error);
}

QImage readSpooledImage(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_0);
    quint32 magic = 0, version = 0;
    qint32 width = 0, height = 0, format = 0, dpmX = 0, dpmY = 0;
    QList<QRgb> colors;
    QByteArray pixels;
    in >> magic >> version >> width >> height >> format >> dpmX >> dpmY >> colors >> pixels;
    if (in.status() != QDataStream::Ok || magic != kMagic || version != kVersion || width <= 0 || height <= 0 ||
        format <= QImage::Format_Invalid || format >= QImage::NImageFormats) {
        *error = QStringLiteral("not a page image, or cut short");
        return {};
    }
    QImage image(width, height, QImage::Format(format));
    // qCompress puts the inflated size first: a damaged one must not make qUncompress allocate it.
    if (image.isNull() || pixels.size() < 4 || qFromBigEndian<quint32>(pixels.constData()) != quint64(image.sizeInBytes())) {
        *error = QStringLiteral("damaged page image");
        return {};
    }
    pixels = qUncompress(pixels);
    if (pixels.size() != image.sizeInBytes()) {
        *error = QStringLiteral("damaged page image");
        return {};
    }
    std::memcpy(image.bits(), pixels.constData(), size_t(pixels.size()));
    image.setColorTable(colors);
    image.setDotsPerMeterX(dpmX);
    image.setDotsPerMeterY(dpmY);
    return image;
}

QString ImageSpool::defaultRoot() {
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/page-images");
}

ImageSpool::ImageSpool(const QString& root) : m_dir(newDirectoryTemplate(root)) {
    m_writers.setMaxThreadCount(2);
    if (!m_dir.isValid()) {
        m_error = m_dir.errorString();
        return;
    }
    m_lock = std::make_unique<QLockFile>(m_dir.filePath(kLockName));
    if (!m_lock->tryLock(0)) {
        m_error = QStringLiteral("cannot lock %1").arg(m_dir.path());
        return;
    }
    m_valid = true;
}

ImageSpool::~ImageSpool() {
    m_writers.waitForDone();
    if (m_lock) m_lock->unlock();
}

std::shared_ptr<SpoolFile> ImageSpool::write(const QImage& image,
                                             std::function<void(const SpoolFile&, const QString&)> finished) {
    if (!m_valid || QStorageInfo(m_dir.path()).bytesAvailable() < m_diskReserve + image.sizeInBytes()) return nullptr;
    auto file = std::make_shared<SpoolFile>(m_dir.filePath(QString::number(++m_written) + QStringLiteral(".page")));
    m_writers.start([file, image, finished = std::move(finished)] {
        QString error;
        file->setState(writeSpooledImage(file->path(), image, &error) ? SpoolFile::State::Written
                                                                       : SpoolFile::State::Failed);
        if (finished) finished(*file, error);
    });
    return file;
}

}  // namespace folio
