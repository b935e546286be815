// What the folio-render-page helper and core's PageRenderer say to each other. The helper is
// started as `folio-render-page FILE PAGE_INDEX LONGEST_SIDE MAX_PIXELS`, reads the PDF password
// (possibly empty) from stdin, and answers on stdout with one message:
//   quint32 magic, qint32 ok, QString error, qint32 poppler messages, double dpi,
//   and when ok: qint32 width, height, QImage::Format, bytes per line, QByteArray pixels.
#pragma once

#include <QtGlobal>

namespace folio::pagerender {

constexpr quint32 kMagic = 0x464f5031;  // "FOP1"
constexpr char kHelperName[] = "folio-render-page";

}  // namespace folio::pagerender
