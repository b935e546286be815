// Incremental parser of a server-sent-events stream (text/event-stream): bytes in, the "data"
// payload of each complete event out. Events may arrive split across any number of reads.
#pragma once

#include <QByteArray>
#include <QList>

namespace folio::remote {

class SseParser {
public:
    // Returns the data of every event completed by these bytes, in order.
    QList<QByteArray> feed(const QByteArray& bytes);
    // Bytes held for an event not yet complete.
    qsizetype pending() const { return m_buffer.size() + m_data.size(); }

private:
    QByteArray m_buffer;  // an incomplete line
    QByteArray m_data;    // data lines of the current event
    bool m_hasData = false;
};

}  // namespace folio::remote
