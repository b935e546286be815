#include "remote/sseparser.h"

namespace folio::remote {

QList<QByteArray> SseParser::feed(const QByteArray& bytes) {
    QList<QByteArray> events;
    m_buffer += bytes;
    qsizetype start = 0;
    for (;;) {
        const qsizetype newline = m_buffer.indexOf('\n', start);
        if (newline < 0) break;
        QByteArray line = m_buffer.mid(start, newline - start);
        start = newline + 1;
        if (line.endsWith('\r')) line.chop(1);
        if (line.isEmpty()) {  // a blank line ends the event
            if (m_hasData) events << m_data;
            m_data.clear();
            m_hasData = false;
            continue;
        }
        if (line.startsWith(':')) continue;  // a comment (keep-alive)
        const qsizetype colon = line.indexOf(':');
        const QByteArray field = colon < 0 ? line : line.left(colon);
        QByteArray value = colon < 0 ? QByteArray() : line.mid(colon + 1);
        if (value.startsWith(' ')) value.remove(0, 1);
        if (field == "data") {
            if (m_hasData) m_data += '\n';
            m_data += value;
            m_hasData = true;
        }
    }
    m_buffer.remove(0, start);
    return events;
}

}  // namespace folio::remote
