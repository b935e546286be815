// The rendered image of each page, keyed by page id. The document model keeps only where a
// page came from; the pixels live here so views and jobs share one copy (QImage is
// implicitly shared). A page turned by hand or by auto-rotate is shown and recognized as a
// turned copy; the image as rendered from its source stays beside it. GUI thread only.
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

    // The page as shown and recognized: the source image with the page's orientation applied.
    QImage image(const QUuid& pageId) const { return m_images.value(pageId); }
    // The page as rendered from its source, before any turn.
    QImage sourceImage(const QUuid& pageId) const { return m_sources.value(pageId); }
    bool contains(const QUuid& pageId) const { return m_images.contains(pageId); }
    // `image` is the page as rendered from its source; the orientation set for the page applies.
    void insert(const QUuid& pageId, const QImage& image);
    // Degrees clockwise (a quarter turn) and then the straightening skew; may come before insert.
    void setOrientation(const QUuid& pageId, int rotation, double skew);
    void remove(const QUuid& pageId);
    void clear();
    // The region of a page in page pixels, clipped to the page; null when nothing is left.
    QImage crop(const QUuid& pageId, const QRect& rect) const;

signals:
    void imageChanged(const QUuid& pageId);

private:
    struct Orientation {
        int rotation = 0;
        double skew = 0;
        bool operator==(const Orientation&) const = default;
    };
    QHash<QUuid, QImage> m_images;
    QHash<QUuid, QImage> m_sources;
    QHash<QUuid, Orientation> m_orientations;
};

}  // namespace folio
