#include "pageimages.h"

namespace folio {

void PageImages::insert(const QUuid& pageId, const QImage& image) {
    m_images.insert(pageId, image);
    emit imageChanged(pageId);
}

void PageImages::remove(const QUuid& pageId) {
    if (m_images.remove(pageId)) emit imageChanged(pageId);
}

QImage PageImages::crop(const QUuid& pageId, const QRect& rect) const {
    const QImage page = m_images.value(pageId);
    const QRect clipped = rect.intersected(page.rect());
    if (page.isNull() || clipped.isEmpty()) return {};
    return page.copy(clipped);
}

}  // namespace folio
