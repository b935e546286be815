#include "printimage.h"

#include "orientation.h"

namespace folio {

namespace {

QImage withResolution(QImage image, double dpi) {
    if (image.isNull() || dpi <= 0) return image;
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    return image;
}

}  // namespace

PageImages::Loader printImageLoader(const Page& page, const PageImages& images, ImportOptions options) {
    PageImages::Loader shown = images.imageLoader(page.id);
    const double shownDpi = page.source.renderDpi;
    if (shownDpi <= 0) return shown;  // an image file: the window has it at its own resolution
    options.longestSide = kPrintLongestSide;
    return [source = page.source, rotation = page.rotation, skew = page.skew, options, shown = std::move(shown),
            shownDpi](QString* error) {
        RenderedPage rendered = renderPage(source, options);
        if (!rendered.image.isNull() && rendered.dpi > shownDpi)
            return withResolution(uprightCopy(compactPageImage(rendered.image), rotation, skew), rendered.dpi);
        return withResolution(shown(error), shownDpi);
    };
}

}  // namespace folio
