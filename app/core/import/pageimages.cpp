#include "pageimages.h"

#include <QtDebug>
#include <algorithm>
#include <utility>

#include "orientation.h"

namespace folio {

namespace {
qint64 bytesOf(const QImage& image) { return image.isNull() ? 0 : image.sizeInBytes(); }
}  // namespace

PageImages::PageImages(QObject* parent, const QString& spoolRoot)
    : QObject(parent), m_spool(spoolRoot.isEmpty() ? ImageSpool::defaultRoot() : spoolRoot) {
    if (!m_spool.isValid())
        qWarning("Page images stay in memory, none can be spooled to disk: %s", qUtf8Printable(m_spool.error()));
}

PageImages::~PageImages() {
    // Writes in flight post their notices to this object; after the wait none comes, and those
    // already posted go with the object.
    m_spool.waitForWrites();
}

QImage PageImages::image(const QUuid& pageId) const {
    const auto it = m_entries.find(pageId);
    if (it == m_entries.end()) return {};
    it->lastUse = ++m_clock;
    const Orientation o = orientation(pageId);
    if (!(o == Orientation{}) && it->turned.isNull()) {
        const QImage source = loadedSource(*it);
        if (!source.isNull()) it->turned = uprightCopy(source, o.rotation, o.skew);
    }
    const QImage result = o == Orientation{} ? loadedSource(*it) : it->turned;
    enforceBudget();
    return result;
}

QImage PageImages::sourceImage(const QUuid& pageId) const {
    const auto it = m_entries.find(pageId);
    if (it == m_entries.end()) return {};
    it->lastUse = ++m_clock;
    const QImage result = loadedSource(*it);
    enforceBudget();
    return result;
}

PageImages::Loader PageImages::imageLoader(const QUuid& pageId) const {
    const Orientation o = orientation(pageId);
    if (o == Orientation{}) return sourceLoader(pageId);
    const auto it = m_entries.constFind(pageId);
    if (it != m_entries.cend() && !it->turned.isNull()) return [turned = it->turned](QString*) { return turned; };
    return [loadSource = sourceLoader(pageId), o](QString* error) {
        const QImage source = loadSource(error);
        return source.isNull() ? source : uprightCopy(source, o.rotation, o.skew);
    };
}

PageImages::Loader PageImages::sourceLoader(const QUuid& pageId) const {
    const auto it = m_entries.constFind(pageId);
    if (it == m_entries.cend() && m_expected.contains(pageId) && m_sourceRenderer) return m_sourceRenderer(pageId);
    if (it == m_entries.cend() || (it->source.isNull() && !it->file))
        return [](QString* error) {
            *error = QObject::tr("the page image is not available");
            return QImage();
        };
    return [source = it->source, file = it->file](QString* error) {
        if (!source.isNull()) return source;
        QString why;
        QImage image = readSpooledImage(file->path(), &why);
        if (image.isNull()) *error = QObject::tr("the page image cannot be read back (%1)").arg(why);
        return image;
    };
}

void PageImages::insert(const QUuid& pageId, const QImage& image) {
    std::shared_ptr<const SpoolFile> file = image.isNull() ? nullptr : spool(image);
    if (!image.isNull() && !file && m_spool.isValid() && !std::exchange(m_spoolWarned, true))
        qWarning("Page images stay in memory: the disk of %s is nearly full", qUtf8Printable(m_spool.directory()));
    place(pageId, image, std::move(file), image.size());
}

void PageImages::place(const QUuid& pageId, const QImage& source, std::shared_ptr<const SpoolFile> file,
                       QSize sourceSize, quint64 revision) {
    Entry entry;
    entry.source = source;
    entry.file = std::move(file);
    entry.sourceSize = sourceSize;
    entry.size = sourceSize;
    entry.revision = revision ? revision : ++m_revisions;
    entry.lastUse = ++m_clock;
    if (const Orientation o = orientation(pageId); !(o == Orientation{})) {
        const QImage loaded = loadedSource(entry);
        if (!loaded.isNull()) {
            entry.turned = uprightCopy(loaded, o.rotation, o.skew);
            entry.size = entry.turned.size();
        }
    }
    m_entries.insert(pageId, entry);
    m_expected.remove(pageId);
    enforceBudget();
    emit imageChanged(pageId);
}

void PageImages::giveUp(const QUuid& pageId) {
    if (m_expected.remove(pageId)) emit imageChanged(pageId);
}

void PageImages::setOrientation(const QUuid& pageId, int rotation, double skew) {
    const Orientation o{((rotation % 360) + 360) % 360, skew};
    if (orientation(pageId) == o) return;
    if (o == Orientation{}) m_orientations.remove(pageId);
    else m_orientations.insert(pageId, o);
    const auto it = m_entries.find(pageId);
    if (it == m_entries.end()) return;
    const Entry old = *it;
    place(pageId, loadedSource(*it), old.file, old.sourceSize);
}

void PageImages::remove(const QUuid& pageId) {
    m_orientations.remove(pageId);
    m_expected.remove(pageId);
    if (m_entries.remove(pageId)) emit imageChanged(pageId);
}

PageImages::Kept PageImages::take(const QUuid& pageId) {
    Kept kept;
    if (const auto it = m_entries.constFind(pageId); it != m_entries.cend()) {
        const bool onDisk = it->file && it->file->state() == SpoolFile::State::Written;
        const Orientation o = orientation(pageId);
        kept = {onDisk ? QImage() : it->source, it->file, it->sourceSize, it->revision, o.rotation, o.skew};
    }
    remove(pageId);
    return kept;
}

void PageImages::restore(const QUuid& pageId, const Kept& kept) {
    if (kept.isNull()) return;
    const bool turnedAlike = orientation(pageId) == Orientation{kept.rotation, kept.skew};
    place(pageId, kept.image, kept.file, kept.size, turnedAlike ? kept.revision : 0);
}

void PageImages::clear() {
    m_entries.clear();
    m_expected.clear();
    m_orientations.clear();
}

QImage PageImages::crop(const QUuid& pageId, const QRect& rect) const {
    const QImage page = image(pageId);
    const QRect clipped = rect.intersected(page.rect());
    if (page.isNull() || clipped.isEmpty()) return {};
    return page.copy(clipped);
}

void PageImages::setMemoryBudget(qint64 bytes) {
    m_budget = bytes;
    enforceBudget();
}

qint64 PageImages::residentBytes() const {
    qint64 bytes = 0;
    for (const Entry& entry : std::as_const(m_entries)) bytes += bytesOf(entry.source) + bytesOf(entry.turned);
    return bytes;
}

QImage PageImages::loadedSource(Entry& entry) const {
    if (!entry.source.isNull() || !entry.file || entry.file->state() != SpoolFile::State::Written) return entry.source;
    QString error;
    ++m_diskReads;
    entry.source = readSpooledImage(entry.file->path(), &error);
    if (entry.source.isNull())
        qWarning("A page image cannot be read back from %s: %s", qUtf8Printable(entry.file->path()), qUtf8Printable(error));
    return entry.source;
}

std::shared_ptr<const SpoolFile> PageImages::spool(const QImage& image) {
    return m_spool.write(image, [this](const SpoolFile& file, const QString& error) {
        const bool written = file.state() == SpoolFile::State::Written;
        QMetaObject::invokeMethod(
            this,
            [this, written, path = file.path(), error] {
                if (written) return enforceBudget();
                // The image stays in memory: nothing is lost, but a full disk costs memory.
                if (!std::exchange(m_spoolWarned, true))
                    qWarning("Page images stay in memory, %s cannot be written: %s", qUtf8Printable(path),
                             qUtf8Printable(error));
            },
            Qt::QueuedConnection);
    });
}

void PageImages::enforceBudget() const {
    qint64 resident = residentBytes();
    if (resident <= m_budget) return;
    QList<Entry*> onDisk;
    for (Entry& entry : m_entries)
        if ((!entry.source.isNull() || !entry.turned.isNull()) && entry.file &&
            entry.file->state() == SpoolFile::State::Written)
            onDisk << &entry;
    std::sort(onDisk.begin(), onDisk.end(), [](const Entry* a, const Entry* b) { return a->lastUse < b->lastUse; });
    for (Entry* entry : onDisk) {
        if (resident <= m_budget) break;
        resident -= bytesOf(entry->source) + bytesOf(entry->turned);
        entry->source = QImage();
        entry->turned = QImage();
    }
}

}  // namespace folio
