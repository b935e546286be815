// The rendered page text: Markdown to HTML on a worker thread, math typeset by KaTeX (from
// Debian's libjs-katex) in a QWebEngineView. Rapid edits coalesce: while one render runs,
// only the newest text waits, and the page updates in place (no reload, scroll kept).
#pragma once

#include <QFutureWatcher>
#include <QWidget>

class QWebEngineView;

namespace folio {

class PreviewView : public QWidget {
    Q_OBJECT
public:
    explicit PreviewView(QWidget* parent = nullptr);

    void setMarkdown(const QString& markdown);
    // Scrolls so the same fraction of the document is visible as in the source (0..1).
    void scrollToFraction(double fraction);
    QString lastHtml() const { return m_lastHtml; }  // the body most recently shown

    static QString katexFolder();

signals:
    void rendered();

private:
    void startRender();
    void showHtml(const QString& body);

    QWebEngineView* m_view;
    QFutureWatcher<QString> m_render;
    QString m_wanted;  // newest text asked for
    bool m_again = false;
    bool m_pageReady = false;
    QString m_lastHtml;
    QString m_pendingBody;  // arrived before the page template finished loading
};

}  // namespace folio
