#include "atomicfile.h"

#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSaveFile>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "i18n/systemerror.h"

namespace folio {

namespace {
constexpr qsizetype kStreamChunk = qsizetype(4) << 20;
}  // namespace

namespace {
// The OS's reason in *why when `data` did not reach `path` whole.
bool writeWhole(const QString& path, const QByteArray& data, QString* why) {
    QSaveFile file(path);
    // Unbuffered: with Qt's write buffer a failed flush at commit time goes unnoticed and the
    // empty temporary file replaces the target; written directly, every failure reaches commit.
    bool ok = file.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    for (qint64 done = 0; ok && done < data.size();) {
        const qint64 written = file.write(data.constData() + done, data.size() - done);
        ok = written > 0;
        done += std::max<qint64>(written, 0);
    }
    if (ok && !file.commit()) ok = false;
    if (!ok) {
        *why = file.errorString();
        file.cancelWriting();
    }
    return ok;
}

QString cannotWrite(const QString& path, const QString& why) {
    return QObject::tr("Cannot write “%1”: %2").arg(path, localizedSystemError(why));
}
}  // namespace

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error) {
    QString why;
    if (writeWhole(path, data, &why)) return true;
    if (error) *error = cannotWrite(path, why);
    return false;
}

AtomicFileSet::~AtomicFileSet() {
    for (const auto& [target, written] : m_pending) QFile::remove(written);
}

bool AtomicFileSet::add(const QString& path, const QByteArray& data, QString* error) {
    const QFileInfo target(path);
    const QString written = target.path() + QStringLiteral("/.") + target.fileName() + QStringLiteral(".folio-part");
    if (QString why; !writeWhole(written, data, &why)) {
        if (error) *error = cannotWrite(path, why);
        return false;
    }
    m_pending.emplace_back(path, written);
    return true;
}

QStringList AtomicFileSet::commit(QString* error) {
    QStringList replaced;
    for (auto it = m_pending.begin(); it != m_pending.end(); ++it) {
        // rename(2) replaces the target in one step, as QSaveFile does; QFile::rename would not.
        if (std::rename(QFile::encodeName(it->second).constData(), QFile::encodeName(it->first).constData()) != 0) {
            if (error) *error = cannotWrite(it->first, QString::fromLocal8Bit(std::strerror(errno)));
            m_pending.erase(m_pending.begin(), it);  // the rest are removed as never committed
            return replaced;
        }
        replaced << it->first;
    }
    m_pending.clear();
    return replaced;
}

AtomicFileStream::Buffer::Buffer(QSaveFile& file) : m_file(file), m_chunk(kStreamChunk, Qt::Uninitialized) {
    setp(m_chunk.data(), m_chunk.data() + m_chunk.size());
}

AtomicFileStream::Buffer::int_type AtomicFileStream::Buffer::overflow(int_type c) {
    if (sync() != 0) return traits_type::eof();
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
    return c;
}

int AtomicFileStream::Buffer::sync() {
    for (const char* from = pbase(); !m_failed && from < pptr();) {
        const qint64 written = m_file.write(from, pptr() - from);
        m_failed = written <= 0;
        from += std::max<qint64>(written, 0);
    }
    setp(m_chunk.data(), m_chunk.data() + m_chunk.size());
    return m_failed ? -1 : 0;
}

AtomicFileStream::Buffer::pos_type AtomicFileStream::Buffer::seekoff(off_type offset, std::ios_base::seekdir dir,
                                                                     std::ios_base::openmode which) {
    if (offset == 0 && dir == std::ios_base::cur)  // tellp(): no need to write the chunk out
        return pos_type(off_type(m_file.pos() + (pptr() - pbase())));
    if (sync() != 0) return pos_type(off_type(-1));
    const qint64 base = dir == std::ios_base::beg ? 0 : dir == std::ios_base::cur ? m_file.pos() : m_file.size();
    return seekpos(pos_type(off_type(base + offset)), which);
}

AtomicFileStream::Buffer::pos_type AtomicFileStream::Buffer::seekpos(pos_type position, std::ios_base::openmode which) {
    if (!(which & std::ios_base::out) || sync() != 0 || !m_file.seek(qint64(off_type(position))))
        return pos_type(off_type(-1));
    return position;
}

AtomicFileStream::AtomicFileStream(const QString& path) : m_path(path), m_file(path), m_buffer(m_file), m_stream(&m_buffer) {
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) m_stream.setstate(std::ios::badbit);
}

bool AtomicFileStream::commit(QString* error) {
    m_stream.flush();
    const bool ok = m_file.isOpen() && !m_stream.bad() && !m_buffer.failed() && m_file.commit();
    if (!ok) {
        if (error) *error = cannotWrite(m_path, m_file.errorString());
        m_file.cancelWriting();
    }
    return ok;
}

}  // namespace folio
