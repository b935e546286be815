// The rendered image of each page, keyed by page id. The document model keeps only where a
// page came from; the pixels live here so views and jobs share one copy (QImage is
// implicitly shared). A document of thousands of pages does not fit in memory: every image also
// goes to a spool file (ImageSpool), and only the most recently used images stay in memory,
// within a budget; the others are read back when asked for. A page turned by hand or by
// auto-rotate is shown and recognized as a turned copy; the image as rendered from its source is
// what is kept. GUI thread only; imageLoader() gives other threads a page's image.
#pragma once

#include <QHash>
#include <QImage>
#include <QObject>
#include <QSet>
#include <QUuid>
#include <functional>
#include <memory>

#include "imagespool.h"

namespace folio {

class PageImages : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kDefaultMemoryBudget = qint64(256) << 20;

    // A removed page's image, kept (on disk once spooled) so that undo can bring it back.
    struct Kept {
        QImage image;  // null once the spool file holds it
        std::shared_ptr<const SpoolFile> file;
        QSize size;
        quint64 revision = 0;  // kept by restore() where the page comes back turned the same way
        int rotation = 0;
        double skew = 0;
        bool isNull() const { return image.isNull() && !file; }
    };

    // `spoolRoot`: where the spool directory goes (tests); empty: the cache location.
    explicit PageImages(QObject* parent = nullptr, const QString& spoolRoot = {});
    ~PageImages() override;

    // The page as shown and recognized: the source image with the page's orientation applied.
    QImage image(const QUuid& pageId) const;
    // The page as rendered from its source, before any turn.
    QImage sourceImage(const QUuid& pageId) const;
    bool contains(const QUuid& pageId) const { return m_entries.contains(pageId); }
    // The size of image(), without reading it from disk.
    QSize size(const QUuid& pageId) const { return m_entries.value(pageId).size; }
    // Changes whenever image() would give another image (and only then: a page removed and
    // brought back keeps it); 0 for a page without one.
    quint64 revision(const QUuid& pageId) const { return m_entries.value(pageId).revision; }
    // Give image() and sourceImage() as they are now, on any thread, for as long as the loader
    // lives (an export, a detection); a null image, saying why, where there is none to give.
    using Loader = std::function<QImage(QString* error)>;
    Loader imageLoader(const QUuid& pageId) const;
    Loader sourceLoader(const QUuid& pageId) const;

    // `image` is the page as rendered from its source; the orientation set for the page applies.
    void insert(const QUuid& pageId, const QImage& image);
    // Degrees clockwise (a quarter turn) and then the straightening skew; may come before insert.
    void setOrientation(const QUuid& pageId, int rotation, double skew);
    void remove(const QUuid& pageId);
    // Removes the page and gives its image for restore().
    Kept take(const QUuid& pageId);
    // Puts a kept image back, under a page id that may be new; as insert().
    void restore(const QUuid& pageId, const Kept& kept);
    void clear();
    // The region of a page in page pixels, clipped to the page; null when nothing is left.
    QImage crop(const QUuid& pageId, const QRect& rect) const;

    // Pages whose image is being rendered (a project just opened): recognition waits for them
    // instead of failing, and the loaders render them from their source meanwhile.
    using SourceRenderer = std::function<Loader(const QUuid& pageId)>;
    void expect(const QUuid& pageId) { m_expected.insert(pageId); }
    // The render failed: nothing is coming (imageChanged tells the waiting).
    void giveUp(const QUuid& pageId);
    bool isExpected(const QUuid& pageId) const { return m_expected.contains(pageId); }
    // Gives the loader of an expected page that has no image yet.
    void setSourceRenderer(SourceRenderer renderer) { m_sourceRenderer = std::move(renderer); }

    // Images beyond this many bytes in memory are dropped, least recently used first, once on disk.
    void setMemoryBudget(qint64 bytes);
    qint64 residentBytes() const;
    quint64 diskReads() const { return m_diskReads; }  // images read back from spool files so far
    QString spoolDirectory() const { return m_spool.directory(); }
    // Free space the spool leaves on its disk (ImageSpool::kDefaultDiskReserve); past it, images stay in memory.
    void setSpoolDiskReserve(qint64 bytes) { m_spool.setDiskReserve(bytes); }

signals:
    void imageChanged(const QUuid& pageId);

private:
    struct Orientation {
        int rotation = 0;
        double skew = 0;
        bool operator==(const Orientation&) const = default;
    };
    struct Entry {
        QImage source;  // null while only on disk
        QImage turned;  // image() of a turned page, while in memory
        std::shared_ptr<const SpoolFile> file;
        QSize sourceSize;
        QSize size;  // of image()
        quint64 revision = 0;
        quint64 lastUse = 0;
    };
    // `revision` 0: a new one.
    void place(const QUuid& pageId, const QImage& source, std::shared_ptr<const SpoolFile> file, QSize sourceSize,
               quint64 revision = 0);
    QImage loadedSource(Entry& entry) const;
    Orientation orientation(const QUuid& pageId) const { return m_orientations.value(pageId); }
    std::shared_ptr<const SpoolFile> spool(const QImage& image);
    void enforceBudget() const;

    ImageSpool m_spool;
    mutable QHash<QUuid, Entry> m_entries;
    QSet<QUuid> m_expected;
    SourceRenderer m_sourceRenderer;
    QHash<QUuid, Orientation> m_orientations;
    mutable quint64 m_clock = 0;
    mutable quint64 m_diskReads = 0;
    quint64 m_revisions = 0;
    qint64 m_budget = kDefaultMemoryBudget;
    bool m_spoolWarned = false;
};

}  // namespace folio
