// The rendered image of each page, keyed by page id. The document model keeps only where a
// page came from; the pixels live here so views and jobs share one copy (QImage is
// implicitly shared). GUI thread only.
#pragma once

#include <QHash>
#include <QImage>
#include <QObject>
#include <QUuid>

namespace folio {

class PageImages : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    QImage image(const QUuid& pageId) const { return m_images.value(pageId); }
    bool contains(const QUuid& pageId) const { return m_images.contains(pageId); }
    void insert(const QUuid& pageId, const QImage& image);
    void remove(const QUuid& pageId);
    void clear() { m_images.clear(); }
    // The region of a page in page pixels, clipped to the page; null when nothing is left.
    QImage crop(const QUuid& pageId, const QRect& rect) const;

signals:
    void imageChanged(const QUuid& pageId);

private:
    QHash<QUuid, QImage> m_images;
};

}  // namespace folio
