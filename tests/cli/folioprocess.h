// Runs the verbs' executable (FOLIO_EXECUTABLE: folio-test-cli) as a user or a script would, for the CLI
// tests: exit code, stdout (with --json its events), stderr and the time it took.
#pragma once

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <functional>

namespace folio::testing {

struct Outcome {
    int exitCode = -1;  // -2: crashed
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
    QList<QJsonObject> events() const {
        QList<QJsonObject> list;
        for (const QByteArray& line : out.split('\n'))
            if (line.startsWith('{')) list << QJsonDocument::fromJson(line).object();
        return list;
    }
};

// `prepare` may set the environment or a child-process modifier before the start.
inline Outcome runFolio(const QStringList& arguments,
                        const std::function<void(QProcess&)>& prepare = {},
                        int timeoutMs = 120000) {
    QProcess process;
    if (prepare) prepare(process);
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(FOLIO_EXECUTABLE), arguments);
    Outcome outcome;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        outcome.err = "timed out";
        return outcome;
    }
    outcome.ms = clock.elapsed();
    outcome.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    outcome.out = process.readAllStandardOutput();
    outcome.err = process.readAllStandardError();
    return outcome;
}

}  // namespace folio::testing
