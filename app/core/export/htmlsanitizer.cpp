#include "htmlsanitizer.h"

#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>

#include <QRegularExpression>
#include <QSet>

namespace folio {

namespace {

// What Markdown renders to, what the model writes, and md4c's math element.
const QSet<QByteArray>& allowedElements() {
    static const QSet<QByteArray> tags = {
        "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "ul", "ol", "li",
        "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col",
        "b", "i", "u", "s", "em", "strong", "del", "sup", "sub", "small", "mark", "span", "div",
        "a", "img", "figure", "figcaption", "x-equation", "dl", "dt", "dd"};
    return tags;
}

// Removed with everything inside: their content is code or controls, never page text.
const QSet<QByteArray>& droppedElements() {
    static const QSet<QByteArray> tags = {"script", "style", "iframe", "frame", "frameset", "object", "embed",
                                          "applet", "form", "input", "button", "select", "textarea", "option",
                                          "link", "meta", "base", "svg", "math", "template", "noscript",
                                          "audio", "video", "source", "track", "canvas", "portal"};
    return tags;
}

const QSet<QByteArray>& allowedAttributes() {
    static const QSet<QByteArray> names = {"colspan", "rowspan", "align", "valign", "scope", "alt", "title",
                                           "src", "href", "class", "start", "type", "display", "width", "height"};
    return names;
}

// No network: images from the export's own data: URLs and local files, links to anchors and
// web pages (opening a link is the user's choice, loading an image is not).
bool allowedUrl(const QByteArray& attribute, QByteArray url) {
    url = url.trimmed().toLower();
    if (url.startsWith("javascript:") || url.startsWith("vbscript:")) return false;
    if (attribute == "src")
        return url.startsWith("data:image/") || url.startsWith("file:") || (!url.contains(':') && !url.startsWith("//"));
    return !url.startsWith("data:");
}

// Every element name of HTML (and md4c's math element). Anything else written like a tag in
// recognized text is text: "List<T>", "<name>", "a <foo> word".
bool isHtmlElement(const QString& name) {
    static const QSet<QString> names = [] {
        QSet<QString> set;
        for (const char* n : {"a", "abbr", "acronym", "address", "applet", "area", "article", "aside", "audio", "b",
                              "base", "basefont", "bdi", "bdo", "big", "blink", "blockquote", "body", "br", "button",
                              "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist",
                              "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed",
                              "fieldset", "figcaption", "figure", "font", "footer", "form", "frame", "frameset", "h1",
                              "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe",
                              "img", "input", "ins", "kbd", "label", "legend", "li", "link", "listing", "main", "map",
                              "mark", "marquee", "math", "menu", "meta", "meter", "nav", "nobr", "noembed", "noframes",
                              "noscript", "object", "ol", "optgroup", "option", "output", "p", "param", "picture",
                              "plaintext", "portal", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script",
                              "search", "section", "select", "slot", "small", "source", "span", "strike", "strong",
                              "style", "sub", "summary", "sup", "svg", "table", "tbody", "td", "template", "textarea",
                              "tfoot", "th", "thead", "time", "title", "tr", "track", "tt", "u", "ul", "var", "video",
                              "wbr", "xmp", "x-equation"})
            set.insert(QString::fromLatin1(n));
        return set;
    }();
    return names.contains(name.toLower());
}

// md4c escapes the text it renders, so a "<" left in its output opens raw HTML from the page:
// one that opens no HTML element becomes text again.
QString escapeTagsOfNoElement(const QString& html) {
    static const QRegularExpression tag(QStringLiteral(R"(<(/?)([A-Za-z][A-Za-z0-9:_-]*))"));
    QString out;
    out.reserve(html.size());
    qsizetype pos = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (isHtmlElement(m.captured(2))) continue;
        out += QStringView(html).mid(pos, m.capturedStart() - pos);
        out += QStringLiteral("&lt;");
        pos = m.capturedStart() + 1;
    }
    out += QStringView(html).mid(pos);
    return out;
}

void clean(xmlNodePtr node);

void cleanChildren(xmlNodePtr parent) {
    for (xmlNodePtr child = parent->children; child;) {
        xmlNodePtr next = child->next;
        clean(child);
        child = next;
    }
}

void unwrap(xmlNodePtr node) {
    // Children move up to where the element was, in order.
    for (xmlNodePtr child = node->children; child;) {
        xmlNodePtr next = child->next;
        xmlUnlinkNode(child);
        xmlAddPrevSibling(node, child);
        child = next;
    }
    xmlUnlinkNode(node);
    xmlFreeNode(node);
}

void clean(xmlNodePtr node) {
    if (node->type == XML_COMMENT_NODE || node->type == XML_PI_NODE || node->type == XML_DTD_NODE) {
        xmlUnlinkNode(node);
        xmlFreeNode(node);
        return;
    }
    if (node->type != XML_ELEMENT_NODE) return;
    const QByteArray name = QByteArray(reinterpret_cast<const char*>(node->name)).toLower();
    if (droppedElements().contains(name)) {
        xmlUnlinkNode(node);
        xmlFreeNode(node);
        return;
    }
    cleanChildren(node);
    if (!allowedElements().contains(name)) {
        unwrap(node);
        return;
    }
    for (xmlAttrPtr attribute = node->properties; attribute;) {
        xmlAttrPtr next = attribute->next;
        const QByteArray attributeName = QByteArray(reinterpret_cast<const char*>(attribute->name)).toLower();
        bool keep = allowedAttributes().contains(attributeName);
        if (keep && (attributeName == "src" || attributeName == "href")) {
            xmlChar* value = xmlNodeGetContent(reinterpret_cast<xmlNodePtr>(attribute));
            keep = allowedUrl(attributeName, QByteArray(reinterpret_cast<const char*>(value)));
            xmlFree(value);
        }
        if (!keep) xmlRemoveProp(attribute);
        attribute = next;
    }
}

}  // namespace

QString sanitizeHtml(const QString& html) {
    if (html.isEmpty()) return html;
    // A wrapper keeps the fragment's top level in one known element.
    const QByteArray document =
        "<html><body><div id=\"folio-fragment\">" + escapeTagsOfNoElement(html).toUtf8() + "</div></body></html>";
    htmlDocPtr doc = htmlReadMemory(document.constData(), int(document.size()), nullptr, "UTF-8",
                                    HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_NOBLANKS);
    if (!doc) return html.toHtmlEscaped();  // unparseable: shown as text, never as markup
    QString out;
    xmlNodePtr root = xmlDocGetRootElement(doc);
    xmlNodePtr body = root ? root->children : nullptr;
    while (body && !(body->type == XML_ELEMENT_NODE && xmlStrcasecmp(body->name, BAD_CAST "body") == 0)) body = body->next;
    if (body) {
        cleanChildren(body);
        xmlBufferPtr buffer = xmlBufferCreate();
        // The wrapper div may have been split by the parser: dump whatever the body holds.
        for (xmlNodePtr child = body->children; child; child = child->next) {
            if (child->type == XML_ELEMENT_NODE && xmlStrcmp(child->name, BAD_CAST "div") == 0 &&
                xmlHasProp(child, BAD_CAST "id"))
                for (xmlNodePtr inner = child->children; inner; inner = inner->next) htmlNodeDump(buffer, doc, inner);
            else
                htmlNodeDump(buffer, doc, child);
        }
        out = QString::fromUtf8(reinterpret_cast<const char*>(xmlBufferContent(buffer)), xmlBufferLength(buffer));
        xmlBufferFree(buffer);
    }
    xmlFreeDoc(doc);
    return out;
}

}  // namespace folio
