#include "officelanguage.h"

#include <QRegularExpression>
#include <QSet>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <memory>

namespace folio {

namespace {

constexpr const char* kTextNs = "urn:oasis:names:tc:opendocument:xmlns:text:1.0";
constexpr const char* kStyleNs = "urn:oasis:names:tc:opendocument:xmlns:style:1.0";
constexpr const char* kOfficeNs = "urn:oasis:names:tc:opendocument:xmlns:office:1.0";
constexpr const char* kFoNs = "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0";

QString primaryLanguage(const QString& language) { return language.section(u'-', 0, 0).toLower(); }

// The region of a BCP 47 tag ("pt-BR" -> "BR"), or ODF's "none".
QString regionOf(const QString& language) {
    for (const QString& part : language.split(u'-').mid(1))
        if (part.size() == 2 && part.at(0).isLetter()) return part.toUpper();
    return QStringLiteral("none");
}

QByteArray withAttribute(QByteArray xml, const char* attribute, const QString& value) {
    const QRegularExpression existing(QStringLiteral("\\b%1=\"[^\"]*\"").arg(QRegularExpression::escape(QLatin1String(attribute))));
    return QString::fromUtf8(xml).replace(existing, QStringLiteral("%1=\"%2\"").arg(QLatin1String(attribute), value)).toUtf8();
}

bool beginsRightToLeft(const QString& text) {
    for (const QChar c : text) {
        const QChar::Direction d = c.direction();
        if (d == QChar::DirR || d == QChar::DirAL) return true;
        if (d == QChar::DirL) return false;
    }
    return false;
}

QString attributeOf(xmlNode* node, const char* name, const char* ns) {
    xmlChar* value = xmlGetNsProp(node, reinterpret_cast<const xmlChar*>(name), reinterpret_cast<const xmlChar*>(ns));
    const QString text = value ? QString::fromUtf8(reinterpret_cast<const char*>(value)) : QString();
    xmlFree(value);
    return text;
}

bool isElement(xmlNode* node, const char* name, const char* ns) {
    return node->type == XML_ELEMENT_NODE && node->ns && xmlStrcmp(node->name, reinterpret_cast<const xmlChar*>(name)) == 0 &&
           xmlStrcmp(node->ns->href, reinterpret_cast<const xmlChar*>(ns)) == 0;
}

// Gives every right-to-left paragraph under `node` the right-to-left twin of its style.
void markRightToLeft(xmlNode* node, QSet<QString>* styles, xmlNs* textNs) {
    for (xmlNode* child = node->children; child; child = child->next) {
        if (isElement(child, "p", kTextNs) || isElement(child, "h", kTextNs)) {
            xmlChar* content = xmlNodeGetContent(child);
            const bool rtl = content && beginsRightToLeft(QString::fromUtf8(reinterpret_cast<const char*>(content)));
            xmlFree(content);
            if (rtl) {
                const QString style = attributeOf(child, "style-name", kTextNs);
                const QString twin = QStringLiteral("Folio_RTL_") + (style.isEmpty() ? QStringLiteral("Standard") : style);
                xmlSetNsProp(child, textNs, reinterpret_cast<const xmlChar*>("style-name"),
                             reinterpret_cast<const xmlChar*>(twin.toUtf8().constData()));
                styles->insert(style);
            }
        }
        markRightToLeft(child, styles, textNs);
    }
}

xmlNode* findElement(xmlNode* node, const char* name, const char* ns) {
    for (; node; node = node->next) {
        if (isElement(node, name, ns)) return node;
        if (xmlNode* found = findElement(node->children, name, ns)) return found;
    }
    return nullptr;
}

}  // namespace

ScriptKind scriptKindOf(const QString& language) {
    static const QSet<QString> eastAsian{QStringLiteral("ja"), QStringLiteral("zh"), QStringLiteral("ko")};
    static const QSet<QString> complex{
        QStringLiteral("ar"), QStringLiteral("he"), QStringLiteral("fa"), QStringLiteral("ur"), QStringLiteral("yi"),
        QStringLiteral("ps"), QStringLiteral("sd"), QStringLiteral("ug"), QStringLiteral("dv"), QStringLiteral("syr"),
        QStringLiteral("ckb"), QStringLiteral("hi"), QStringLiteral("mr"), QStringLiteral("ne"), QStringLiteral("bn"),
        QStringLiteral("pa"), QStringLiteral("gu"), QStringLiteral("ta"), QStringLiteral("te"), QStringLiteral("kn"),
        QStringLiteral("ml"), QStringLiteral("si"), QStringLiteral("th"), QStringLiteral("lo"), QStringLiteral("km"),
        QStringLiteral("my")};
    const QString primary = primaryLanguage(language);
    if (eastAsian.contains(primary)) return ScriptKind::EastAsian;
    if (complex.contains(primary)) return ScriptKind::Complex;
    return ScriptKind::Western;
}

QByteArray odtStylesDeclaringLanguage(const QByteArray& stylesXml, const QString& language) {
    const ScriptKind kind = scriptKindOf(language);
    if (kind == ScriptKind::Western) return stylesXml;
    const bool asian = kind == ScriptKind::EastAsian;
    QByteArray xml = withAttribute(stylesXml, asian ? "style:language-asian" : "style:language-complex", primaryLanguage(language));
    return withAttribute(xml, asian ? "style:country-asian" : "style:country-complex", regionOf(language));
}

QByteArray docxStylesDeclaringLanguage(const QByteArray& stylesXml, const QString& language) {
    const ScriptKind kind = scriptKindOf(language);
    if (kind == ScriptKind::Western) return stylesXml;
    const char* slot = kind == ScriptKind::EastAsian ? "w:eastAsia" : "w:bidi";
    // Every w:lang names the language in its script's slot, whether or not pandoc wrote that slot.
    static const QRegularExpression lang(QStringLiteral("<w:lang\\b([^>]*?)(/?)>"));
    QString xml = QString::fromUtf8(stylesXml);
    QString out;
    qsizetype at = 0;
    for (auto it = lang.globalMatch(xml); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString attributes = m.captured(1);
        const QRegularExpression existing(QStringLiteral("\\s%1=\"[^\"]*\"").arg(QLatin1String(slot)));
        attributes.remove(existing);
        out += xml.mid(at, m.capturedStart() - at) +
               QStringLiteral("<w:lang%1 %2=\"%3\"%4>").arg(attributes, QLatin1String(slot), language, m.captured(2));
        at = m.capturedEnd();
    }
    return (out + xml.mid(at)).toUtf8();
}

QByteArray odtContentWithRightToLeftParagraphs(const QByteArray& contentXml) {
    std::unique_ptr<xmlDoc, void (*)(xmlDoc*)> doc(
        xmlReadMemory(contentXml.constData(), int(contentXml.size()), "content.xml", "UTF-8", XML_PARSE_NONET),
        xmlFreeDoc);
    if (!doc) return contentXml;
    xmlNode* root = xmlDocGetRootElement(doc.get());
    xmlNs* textNs = root ? xmlSearchNsByHref(doc.get(), root, reinterpret_cast<const xmlChar*>(kTextNs)) : nullptr;
    xmlNs* styleNs = root ? xmlSearchNsByHref(doc.get(), root, reinterpret_cast<const xmlChar*>(kStyleNs)) : nullptr;
    xmlNs* foNs = root ? xmlSearchNsByHref(doc.get(), root, reinterpret_cast<const xmlChar*>(kFoNs)) : nullptr;
    xmlNode* body = root ? findElement(root->children, "body", kOfficeNs) : nullptr;
    xmlNode* automatic = root ? findElement(root->children, "automatic-styles", kOfficeNs) : nullptr;
    if (!textNs || !styleNs || !foNs || !body || !automatic) return contentXml;
    QSet<QString> styles;
    markRightToLeft(body, &styles, textNs);
    if (styles.isEmpty()) return contentXml;
    const auto set = [styleNs](xmlNode* node, const char* name, const QString& value) {
        xmlSetNsProp(node, styleNs, reinterpret_cast<const xmlChar*>(name), reinterpret_cast<const xmlChar*>(value.toUtf8().constData()));
    };
    for (const QString& style : std::as_const(styles)) {
        const QString base = style.isEmpty() ? QStringLiteral("Standard") : style;
        // An automatic style (pandoc's P1, P2) cannot be a parent: its twin is a copy of it.
        xmlNode* own = nullptr;
        for (xmlNode* s = automatic->children; s; s = s->next)
            if (isElement(s, "style", kStyleNs) && attributeOf(s, "name", kStyleNs) == base) own = s;
        xmlNode* twin = own ? xmlCopyNode(own, 1) : xmlNewChild(automatic, styleNs, reinterpret_cast<const xmlChar*>("style"), nullptr);
        if (own) xmlAddChild(automatic, twin);
        set(twin, "name", QStringLiteral("Folio_RTL_") + base);
        if (!own) {
            set(twin, "family", QStringLiteral("paragraph"));
            set(twin, "parent-style-name", base);
        }
        xmlNode* properties = findElement(twin->children, "paragraph-properties", kStyleNs);
        if (!properties) properties = xmlNewChild(twin, styleNs, reinterpret_cast<const xmlChar*>("paragraph-properties"), nullptr);
        set(properties, "writing-mode", QStringLiteral("rl-tb"));
        // Flush right: LibreOffice takes an unset or "start" alignment as left even in rl-tb.
        xmlSetNsProp(properties, foNs, reinterpret_cast<const xmlChar*>("text-align"), reinterpret_cast<const xmlChar*>("right"));
    }
    xmlChar* buffer = nullptr;
    int size = 0;
    xmlDocDumpMemoryEnc(doc.get(), &buffer, &size, "UTF-8");
    const QByteArray out(reinterpret_cast<const char*>(buffer), size);
    xmlFree(buffer);
    return out.isEmpty() ? contentXml : out;
}

QByteArray docxRightToLeftParagraphsStyled(const QByteArray& documentXml) {
    // pandoc writes a styled paragraph's pPr as <w:pStyle .../><w:bidi />, an unstyled one's as <w:bidi /> alone.
    return QByteArray(documentXml).replace("<w:p><w:pPr><w:bidi />", "<w:p><w:pPr><w:pStyle w:val=\"BodyText\" /><w:bidi />");
}

}  // namespace folio
