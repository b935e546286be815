#include "remote/stopstrings.h"

#include <algorithm>

namespace folio::remote {

StopStrings::StopStrings(QStringList stops) : m_stops(std::move(stops)) { m_stops.removeAll(QString()); }

QString StopStrings::cut(const QString& text, bool* found) const {
    qsizetype first = -1;
    for (const QString& stop : m_stops) {
        const qsizetype at = text.indexOf(stop);
        if (at >= 0 && (first < 0 || at < first)) first = at;
    }
    *found = first >= 0;
    return first >= 0 ? text.left(first) : text;
}

QString StopStrings::push(const QString& delta) {
    if (m_stopped) return {};
    if (m_stops.isEmpty()) return delta;
    m_pending += delta;
    bool found = false;
    const QString before = cut(m_pending, &found);
    if (found) {
        m_stopped = true;
        m_pending.clear();
        return before;
    }
    // Hold back the longest end of the text that begins some stop string.
    qsizetype keep = 0;
    for (const QString& stop : m_stops)
        for (qsizetype k = std::min(stop.size() - 1, m_pending.size()); k > keep; --k)
            if (m_pending.endsWith(QStringView(stop).left(k))) {
                keep = k;
                break;
            }
    const QString ready = m_pending.left(m_pending.size() - keep);
    m_pending.remove(0, ready.size());
    return ready;
}

QString StopStrings::flush() { return std::exchange(m_pending, QString()); }

}  // namespace folio::remote
