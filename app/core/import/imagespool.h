// Page images on disk, so that a document of thousands of pages is not held in memory. Each
// window spools into a directory of its own under the cache location, removed when the window
// goes; directories left by a crashed window are removed by the next one to start. A file holds
// the image's exact layout (size, format, colour table, resolution) and its pixels compressed
// with zlib at its fastest level: exact for every QImage format (PNG would read RGB888 pages back
// as RGB32, a third more memory) and about a tenth of the pixels' size for mostly white pages.
// The spool stops short of the last 2 GiB of its disk, which the user's own saves need more.
#pragma once

#include <QImage>
#include <QLockFile>
#include <QString>
#include <QTemporaryDir>
#include <QThreadPool>
#include <atomic>
#include <functional>
#include <memory>

namespace folio {

// One spooled image. The file is removed when the last holder lets go of it: a page, an undo
// step keeping a removed page, an export reading it on another thread.
class SpoolFile {
public:
    enum class State { Writing, Written, Failed };
    explicit SpoolFile(QString path) : m_path(std::move(path)) {}
    ~SpoolFile();
    SpoolFile(const SpoolFile&) = delete;
    SpoolFile& operator=(const SpoolFile&) = delete;

    const QString& path() const { return m_path; }
    State state() const { return m_state.load(); }
    void setState(State state) { m_state.store(state); }

private:
    QString m_path;
    std::atomic<State> m_state{State::Writing};
};

// Writes `image` to `path` as writeFileAtomically does; `error` says why not.
bool writeSpooledImage(const QString& path, const QImage& image, QString* error);
// Thread-safe. Null, with `error` set, for a missing, short or damaged file.
QImage readSpooledImage(const QString& path, QString* error);

class ImageSpool {
public:
    // A new directory under `root` (default: the cache location's page-images); directories
    // there that no running window holds are removed first.
    explicit ImageSpool(const QString& root = defaultRoot());
    ~ImageSpool();  // waits for the writes in flight, then removes the directory
    ImageSpool(const ImageSpool&) = delete;
    ImageSpool& operator=(const ImageSpool&) = delete;

    static QString defaultRoot();
    bool isValid() const { return m_valid; }
    QString directory() const { return m_dir.path(); }
    QString error() const { return m_error; }

    // Starts writing `image` on the spool's own thread; `finished` runs there once the file's
    // state is Written or Failed. Null when the spool is not valid, or when the disk would be
    // left with less than the reserve: the user's own saves need the room more.
    std::shared_ptr<SpoolFile> write(const QImage& image, std::function<void(const SpoolFile&, const QString& error)> finished);
    void waitForWrites() { m_writers.waitForDone(); }
    static constexpr qint64 kDefaultDiskReserve = qint64(2) << 30;
    void setDiskReserve(qint64 bytes) { m_diskReserve = bytes; }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QLockFile> m_lock;
    QThreadPool m_writers;
    quint64 m_written = 0;
    qint64 m_diskReserve = kDefaultDiskReserve;
    bool m_valid = false;
    QString m_error;
};

}  // namespace folio
