// What `folio ocr` wrote into its output folder, one small record per output file under
// OUTDIR/.folio-ocr/written/<file name>.json: the source it came from, the output name the source
// was given, the pages it holds, and the file's size and SHA-256. With it a rerun tells its own
// untouched output (replaced) from one changed since (a hand edit, a link planted in its place:
// kept), keeps the pages an earlier run wrote when --pages narrows, and knows each output's
// source even when outputs.json is lost.
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace folio::cli {

struct WrittenOutput {
    QString source;     // absolute path of the input
    QString name;       // the source's output name, without extension ("scan", "scan-2")
    QList<int> pages;   // the source's pages the file holds, in order
    qint64 size = 0;
    QByteArray sha256;  // hex
};

class WrittenOutputs {
public:
    explicit WrittenOutputs(const QString& outputDir);

    std::optional<WrittenOutput> find(const QString& fileName) const;
    // Records the file as it is now (just written). On failure *error names the record.
    bool record(const QString& fileName, const QString& source, const QString& name, const QList<int>& pages,
                QString* error) const;
    // Whether outputDir/fileName is no longer what a run wrote there: changed since (a hand
    // edit), or a link, which no run writes (writing would go through it to a file elsewhere).
    // False when nothing is there, and for a file no record describes.
    bool changedSinceWritten(const QString& fileName) const;
    // Where the records are (OUTDIR/.folio-ocr/written).
    QString folder() const { return m_records; }
    // Every recorded file name with its record.
    QHash<QString, WrittenOutput> all() const;

private:
    QString recordPath(const QString& fileName) const;
    QString m_folder;
    QString m_records;
};

// Whether something is at `path`: a file, a folder, or a link (even one that leads nowhere).
bool pathOccupied(const QString& path);

}  // namespace folio::cli
