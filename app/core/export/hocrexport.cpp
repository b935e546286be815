// hOCR (the XHTML microformat OCRmyPDF and hocr-tools read): pixel boxes for the page, each
// block (ocr_carea + ocr_par), line and word.
#include "exportwriters.h"
#include "pagetextlayout.h"

#include <QObject>
#include <QXmlStreamWriter>

#include <cmath>

namespace folio {

namespace {

QString bbox(const QRectF& r, QSize page) {
    // Rounded outward, then kept inside the page.
    const int x0 = std::max(0, int(std::floor(r.left())));
    const int y0 = std::max(0, int(std::floor(r.top())));
    const int x1 = std::min(page.width(), int(std::ceil(r.right())));
    const int y1 = std::min(page.height(), int(std::ceil(r.bottom())));
    return QStringLiteral("bbox %1 %2 %3 %4").arg(x0).arg(y0).arg(x1).arg(y1);
}

void element(QXmlStreamWriter& xml, const char* tag, const QString& cls, const QString& id, const QString& title) {
    xml.writeStartElement(QString::fromLatin1(tag));
    xml.writeAttribute(QStringLiteral("class"), cls);
    xml.writeAttribute(QStringLiteral("id"), id);
    xml.writeAttribute(QStringLiteral("title"), title);
}

}  // namespace

ExportResult exportHocr(const QList<ExportPage>& pages, const ExportOptions& options) {
    ExportResult result;
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE html>"));
    xml.writeStartElement(QStringLiteral("html"));
    xml.writeDefaultNamespace(QStringLiteral("http://www.w3.org/1999/xhtml"));
    if (!options.language.isEmpty()) {  // the document's language, as XHTML says it
        xml.writeAttribute(QStringLiteral("lang"), options.language);
        xml.writeAttribute(QStringLiteral("xml:lang"), options.language);
    }
    xml.writeStartElement(QStringLiteral("head"));
    xml.writeTextElement(QStringLiteral("title"), options.title);
    xml.writeEmptyElement(QStringLiteral("meta"));
    xml.writeAttribute(QStringLiteral("http-equiv"), QStringLiteral("Content-Type"));
    xml.writeAttribute(QStringLiteral("content"), QStringLiteral("text/html;charset=utf-8"));
    xml.writeEmptyElement(QStringLiteral("meta"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("ocr-system"));
    xml.writeAttribute(QStringLiteral("content"), QStringLiteral("Folio"));
    xml.writeEmptyElement(QStringLiteral("meta"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("ocr-capabilities"));
    xml.writeAttribute(QStringLiteral("content"), QStringLiteral("ocr_page ocr_carea ocr_par ocr_line ocrx_word"));
    xml.writeEndElement();  // head
    xml.writeStartElement(QStringLiteral("body"));
    int lineId = 0, wordId = 0;
    for (int p = 0; p < pages.size(); ++p) {
        const ExportPage& page = pages[p];
        const QImage image = pageImageForExport(page, &result.error);
        if (image.isNull()) return result;
        const QSize size = image.size();
        const PageTextLayout layout = textLayoutForExport(page, size, options);
        const QString pageNo = QString::number(p + 1);
        // ppageno: the page's place in its source file (0-based), as hOCR defines it.
        QString title = QStringLiteral("%1; ppageno %2")
                            .arg(bbox(QRectF(QPointF(0, 0), size), size))
                            .arg(page.sourcePage > 0 ? page.sourcePage - 1 : p);
        if (!page.imagePath.isEmpty())  // the file the boxes are of; none for a rendered or turned page
            title.prepend(QStringLiteral("image \"%1\"; ").arg(QString(page.imagePath).replace(u'"', QStringLiteral("%22"))));
        element(xml, "div", QStringLiteral("ocr_page"), QStringLiteral("page_%1").arg(pageNo), title);
        for (int b = 0; b < layout.blocks.size(); ++b) {
            const PlacedBlock& block = layout.blocks[b];
            const QString blockId = QStringLiteral("%1_%2").arg(pageNo).arg(b + 1);
            element(xml, "div", QStringLiteral("ocr_carea"), QStringLiteral("block_") + blockId, bbox(block.box, size));
            xml.writeAttribute(QStringLiteral("data-label"), block.label);
            element(xml, "p", QStringLiteral("ocr_par"), QStringLiteral("par_") + blockId, bbox(block.box, size));
            for (const PlacedLine& line : block.lines) {
                element(xml, "span", QStringLiteral("ocr_line"), QStringLiteral("line_%1").arg(++lineId),
                        bbox(line.box, size) + QStringLiteral("; x_size %1").arg(qRound(line.box.height())));
                for (const PlacedWord& word : line.words) {
                    element(xml, "span", QStringLiteral("ocrx_word"), QStringLiteral("word_%1").arg(++wordId),
                            bbox(word.box, size));
                    xml.writeCharacters(word.text);
                    xml.writeEndElement();
                    xml.writeCharacters(QStringLiteral(" "));
                }
                xml.writeEndElement();  // line
            }
            xml.writeEndElement();  // par
            xml.writeEndElement();  // carea
        }
        // An empty page still closes with </div>: an HTML parser takes <div/> for an open div and
        // puts the next page inside it.
        xml.writeCharacters(QString());
        xml.writeEndElement();  // page
    }
    xml.writeEndElement();  // body
    xml.writeEndElement();  // html
    xml.writeEndDocument();
    if (!writeOutput(options.outputPath, bytes, options.overwrite, &result.error)) return result;
    result.writtenFiles.append(options.outputPath);
    result.ok = true;
    return result;
}

}  // namespace folio
