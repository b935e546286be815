// The help of a verb's options as the user types the verb: "Usage: folio ocr [options] INPUT...".
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace folio::cli {

// QCommandLineParser names the program as it was started (a path, without the verb).
inline QString verbHelpText(const QCommandLineParser& parser, const QString& verb) {
    QString help = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const QString usage = QStringLiteral("Usage: ") + program;
    if (help.startsWith(usage))
        help.replace(0, usage.size(), QStringLiteral("Usage: ") + QFileInfo(program).fileName() + u' ' + verb);
    return help;
}

}  // namespace folio::cli
