// The command-line verbs as `folio --help` and `folio-cli --help` list them.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace folio {

inline QString verbHelp(const QString& program) {
    return QCoreApplication::translate("main",
                                       "Verbs (no display needed):\n"
                                       "  %1 ocr FILES... -o DIR   recognize images and PDFs into Markdown, Word, "
                                       "ODT, EPUB, HTML, text or JSON\n"
                                       "  %1 watch IN OUT          recognize the files that appear in a folder, until stopped\n"
                                       "  %1 serve --model DIR     serve the engine as an OpenAI-compatible server\n"
                                       "`%1 ocr --help`, `%1 watch --help` and `%1 serve --help` list their options.")
        .arg(program);
}

}  // namespace folio
