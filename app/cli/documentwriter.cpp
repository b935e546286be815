#include "cli/documentwriter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSaveFile>

namespace folio::cli {

namespace {

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QByteArray toJson(const InputDocument& document, const QList<PageRecord>& pages, const QString& backend) {
    QJsonArray array;
    for (const PageRecord& page : pages)
        array.append(QJsonObject{{"page", page.page},
                                 {"text", page.text},
                                 {"truncated", page.outcome == OcrOutcome::Truncated},
                                 {"tokens", page.generatedTokens},
                                 {"seconds", page.seconds}});
    return QJsonDocument(QJsonObject{{"source", document.path}, {"backend", backend}, {"pages", array}}).toJson();
}

// Pandoc writes real Word tables and equations from the model's Markdown (with its HTML tables
// and LaTeX math); the output goes to a temporary name first, then replaces the target.
bool convertWithPandoc(const QString& markdown, const QString& format, const QString& title, const QString& outputPath,
                       QString* error) {
    const QString temporary = outputPath + QStringLiteral(".part");
    QProcess pandoc;
    pandoc.start(QStringLiteral("pandoc"), {QStringLiteral("--from=markdown+tex_math_dollars+raw_html"), QStringLiteral("--to=") + format,
                                            QStringLiteral("--standalone"), QStringLiteral("--mathml"),
                                            QStringLiteral("--metadata=title:") + title, QStringLiteral("--output=") + temporary});
    if (!pandoc.waitForStarted(10000)) {
        *error = QStringLiteral("cannot run pandoc, needed for %1 output: %2").arg(format, pandoc.errorString());
        return false;
    }
    pandoc.write(markdown.toUtf8());
    pandoc.closeWriteChannel();
    if (!pandoc.waitForFinished(300000) || pandoc.exitCode() != 0) {
        *error = QStringLiteral("pandoc failed writing %1: %2").arg(outputPath, QString::fromUtf8(pandoc.readAllStandardError()).trimmed());
        QFile::remove(temporary);
        return false;
    }
    QFile::remove(outputPath);
    if (!QFile::rename(temporary, outputPath)) {
        *error = QStringLiteral("%1: cannot replace the file").arg(outputPath);
        return false;
    }
    return true;
}

}  // namespace

QString renderMarkdown(const QList<PageRecord>& pages, bool markPages) {
    QStringList parts;
    for (const PageRecord& page : pages)
        parts << (markPages ? QStringLiteral("<!-- page %1 -->\n\n%2").arg(page.page).arg(page.text) : page.text);
    return parts.join(QStringLiteral("\n\n")) + '\n';
}

bool writeDocument(const InputDocument& document, const QList<PageRecord>& pages, OutputFormat format,
                   const QString& outputPath, const QString& backendDescription, QString* error) {
    const bool markPages = document.pdf || document.pageCount > 1;
    switch (format) {
    case OutputFormat::Markdown: return writeAtomically(outputPath, renderMarkdown(pages, markPages).toUtf8(), error);
    case OutputFormat::Text: {
        QStringList texts;
        for (const PageRecord& page : pages) texts << page.text;
        return writeAtomically(outputPath, (texts.join(QStringLiteral("\n\f")) + '\n').toUtf8(), error);
    }
    case OutputFormat::Json: return writeAtomically(outputPath, toJson(document, pages, backendDescription), error);
    case OutputFormat::Docx:
    case OutputFormat::Html:
        return convertWithPandoc(renderMarkdown(pages, false), formatExtension(format), QFileInfo(document.path).completeBaseName(),
                                 outputPath, error);
    }
    return false;
}

}  // namespace folio::cli
