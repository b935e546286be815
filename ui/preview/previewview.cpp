#include "previewview.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>
#include <QVBoxLayout>
#include <QWebEngineView>
#include <QtConcurrent>

#include "export/htmlrenderer.h"

namespace folio {

namespace {

// The live page: KaTeX loaded from the system copy (the base URL), the export's own styles and
// typesetting, and setBody() to swap in each newly rendered body. The bodies are sanitized
// already; the content security policy is the second wall: nothing from the network, ever.
QString pageTemplate() {
    return QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
                          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                          "script-src file: 'unsafe-inline'; style-src file: 'unsafe-inline'; font-src file: data:; "
                          "img-src file: data:\">\n"
                          "<link rel=\"stylesheet\" href=\"katex.min.css\">\n"
                          "<script src=\"katex.min.js\"></script>\n<style>") +
           htmlPageStyle() + QStringLiteral("</style>\n<script>") + htmlTypesetScript() +
           QStringLiteral("function setBody(html) { document.body.innerHTML = html; folioTypeset(document.body); }\n"
                          "</script></head><body></body></html>");
}

}  // namespace

QString PreviewView::katexFolder() {
    return QStringLiteral("/usr/share/javascript/katex/");
}

PreviewView::PreviewView(QWidget* parent) : QWidget(parent), m_view(new QWebEngineView(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    m_view->setAccessibleName(tr("Rendered preview"));
    connect(m_view, &QWebEngineView::loadFinished, this, [this](bool) {
        m_pageReady = true;
        if (!m_pendingBody.isNull()) showHtml(std::exchange(m_pendingBody, QString()));
    });
    // The base URL lets the page load KaTeX's script, styles and fonts from the system copy.
    m_view->setHtml(pageTemplate(), QUrl::fromLocalFile(katexFolder()));
    connect(&m_render, &QFutureWatcher<QString>::finished, this, [this] {
        showHtml(m_render.result());
        if (std::exchange(m_again, false)) startRender();
    });
}

void PreviewView::setMarkdown(const QString& markdown) {
    m_wanted = markdown;
    if (m_render.isRunning()) {
        m_again = true;  // coalesce: only the newest text is rendered next
        return;
    }
    startRender();
}

void PreviewView::startRender() {
    m_render.setFuture(
        QtConcurrent::run([markdown = m_wanted] { return markdownToHtml(markdown); }));
}

void PreviewView::showHtml(const QString& body) {
    m_lastHtml = body;
    if (!m_pageReady) {
        m_pendingBody = body;
        return;
    }
    const QString literal =
        QString::fromUtf8(QJsonDocument(QJsonArray{body}).toJson(QJsonDocument::Compact));
    m_view->page()->runJavaScript(QStringLiteral("setBody(%1[0]);").arg(literal));
    emit rendered();
}

void PreviewView::scrollToFraction(double fraction) {
    if (!m_pageReady) return;
    m_view->page()->runJavaScript(
        QStringLiteral(
            "window.scrollTo(0, %1 * (document.body.scrollHeight - window.innerHeight));")
            .arg(std::clamp(fraction, 0.0, 1.0)));
}

}  // namespace folio
