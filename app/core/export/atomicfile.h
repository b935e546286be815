// Writing a whole file so that a reader sees the old content or the new one, never a part:
// a temporary file beside the target, every write and the final sync checked, then a rename.
// A full disk or a failed write leaves the previous file as it was and says why.
#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>
#include <QStringList>
#include <utility>
#include <vector>
#include <ostream>
#include <streambuf>

namespace folio {

// Replaces (or creates) `path` with `data`. On failure returns false and sets *error to
// "Cannot write “PATH”: OS ERROR" (e.g. "No space left on device"). Any thread.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

// Several files that make one export (a file per page): all of them are replaced, or none.
// Each is written whole to a hidden file beside its target first; commit() then renames them
// into place. Without commit(), or after a failed add(), nothing of the set reaches a target.
class AtomicFileSet {
public:
    AtomicFileSet() = default;
    AtomicFileSet(const AtomicFileSet&) = delete;
    AtomicFileSet& operator=(const AtomicFileSet&) = delete;
    ~AtomicFileSet();

    // False with writeFileAtomically's message when the file cannot be written out.
    bool add(const QString& path, const QByteArray& data, QString* error);
    // The targets replaced, in order; on a failed rename (rare: same folder) the ones before
    // it stay replaced, and *error names the one that was not.
    QStringList commit(QString* error);

private:
    std::vector<std::pair<QString, QString>> m_pending;  // target, its written hidden copy
};

// The same for a file written piece by piece through a std::ostream (a PDF of thousands of
// pages, which must not sit in memory whole). Nothing reaches `path` before commit().
class AtomicFileStream {
public:
    explicit AtomicFileStream(const QString& path);
    AtomicFileStream(const AtomicFileStream&) = delete;
    AtomicFileStream& operator=(const AtomicFileStream&) = delete;

    std::ostream& stream() { return m_stream; }
    // Writes what is left and replaces `path`; on any failure so far, false with the same
    // message as writeFileAtomically. Without it the temporary file is removed.
    bool commit(QString* error);

private:
    // Collects writes into chunks of a few MiB for the unbuffered file, checking each.
    class Buffer : public std::streambuf {
    public:
        explicit Buffer(QSaveFile& file);
        bool failed() const { return m_failed; }

    protected:
        int_type overflow(int_type c) override;
        int sync() override;
        // PoDoFo goes back to fill in lengths: a seek writes out the chunk first.
        pos_type seekoff(off_type offset, std::ios_base::seekdir dir, std::ios_base::openmode which) override;
        pos_type seekpos(pos_type position, std::ios_base::openmode which) override;

    private:
        QSaveFile& m_file;
        QByteArray m_chunk;
        bool m_failed = false;
    };

    QString m_path;
    QSaveFile m_file;
    Buffer m_buffer;
    std::ostream m_stream;
};

}  // namespace folio
