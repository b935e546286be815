// The "stop" parameter of the OpenAI API as vLLM implements it: generation ends where the text
// first contains one of the strings, which is not part of the output. While streaming, text that
// could be the start of a stop string is held back until the next delta tells.
#pragma once

#include <QString>
#include <QStringList>

namespace folio::remote {

class StopStrings {
public:
    explicit StopStrings(QStringList stops = {});

    bool isEmpty() const { return m_stops.isEmpty(); }
    // Takes the next delta; returns the text that can be sent now. Once a stop string is seen,
    // stopped() is true and everything after it is dropped.
    QString push(const QString& delta);
    // The text held back, once generation ended without a stop string.
    QString flush();
    bool stopped() const { return m_stopped; }

    // The whole text cut before its first stop string; *found tells whether there was one.
    QString cut(const QString& text, bool* found) const;

private:
    QStringList m_stops;
    QString m_pending;
    bool m_stopped = false;
};

}  // namespace folio::remote
