#include "pageimages.h"

#include "orientation.h"

namespace folio {

void PageImages::insert(const QUuid& pageId, const QImage& image) {
    m_sources.insert(pageId, image);
    const Orientation o = m_orientations.value(pageId);
    m_images.insert(pageId, o == Orientation{} || image.isNull() ? image : uprightCopy(image, o.rotation, o.skew));
    emit imageChanged(pageId);
}

void PageImages::setOrientation(const QUuid& pageId, int rotation, double skew) {
    const Orientation o{((rotation % 360) + 360) % 360, skew};
    if (m_orientations.value(pageId) == o) return;
    if (o == Orientation{}) m_orientations.remove(pageId);
    else m_orientations.insert(pageId, o);
    if (m_sources.contains(pageId)) insert(pageId, m_sources.value(pageId));
}

void PageImages::remove(const QUuid& pageId) {
    m_sources.remove(pageId);
    m_orientations.remove(pageId);
    if (m_images.remove(pageId)) emit imageChanged(pageId);
}

void PageImages::clear() {
    m_images.clear();
    m_sources.clear();
    m_orientations.clear();
}

QImage PageImages::crop(const QUuid& pageId, const QRect& rect) const {
    const QImage page = m_images.value(pageId);
    const QRect clipped = rect.intersected(page.rect());
    if (page.isNull() || clipped.isEmpty()) return {};
    return page.copy(clipped);
}

}  // namespace folio
