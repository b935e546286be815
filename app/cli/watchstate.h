// What `folio watch` has finished, kept in OUT/.folio-watch.json so that a restart does not redo
// it: for each input (its path relative to IN) the size, modification time and SHA-256 it was
// recognised at, the format and settings, and the output written. Saved atomically after each file.
#pragma once

#include <QDateTime>
#include <QHash>
#include <QString>

namespace folio::cli {

struct WatchedFile {
    qint64 size = -1;
    qint64 modifiedMs = 0;  // since the epoch
    QByteArray sha256;      // hex
    QString output;         // relative to OUT
    QString settings;       // the format and recognition settings; other ones redo the file
};

class WatchState {
public:
    explicit WatchState(const QString& outputDir);

    QString path() const { return m_path; }
    // A missing file is an empty state; false with *error for one that cannot be read or parsed.
    bool load(QString* error);
    bool save(QString* error) const;

    // The record of `relativePath`, or nullptr.
    const WatchedFile* find(const QString& relativePath) const;
    void insert(const QString& relativePath, const WatchedFile& file) { m_files.insert(relativePath, file); }
    int size() const { return int(m_files.size()); }

private:
    QString m_path;
    QHash<QString, WatchedFile> m_files;
};

// The SHA-256 of a file's content (hex), or empty with *error.
QByteArray fileSha256(const QString& path, QString* error);

}  // namespace folio::cli
