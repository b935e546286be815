// What makes `folio ocr` resumable: each finished page is saved at once, atomically, under
// OUTDIR/.folio-ocr/<document fingerprint>/page-N.json. A rerun (after a crash, Ctrl-C, or a
// server that went away) reads these and redoes only the pages without one. One small file per
// page, not one growing state file, so saving stays cheap on a 10,000-page archive. A document
// that changed on disk has a new fingerprint, so its stale pages are never reused.
#pragma once

#include <QHash>

#include <QString>
#include <functional>
#include <optional>

#include "cli/inputdocuments.h"
#include "jobs/ocrbackend.h"

namespace folio::cli {

struct PageRecord {
    int page = 0;  // 1-based
    QString text;
    OcrOutcome outcome = OcrOutcome::Finished;  // Finished, Truncated or Looped: only those are saved
    int generatedTokens = 0;
    double seconds = 0;
    QString settings;    // recognitionSettings() of the run that made it; empty when not recorded
    QString unreadable;  // set: the page could not be read (why); the output shows a placeholder. Never saved.
    // --auto-rotate: how the page was turned before the model read it (its text's boxes are of
    // the upright page, so the page-shaped outputs turn the page image the same way).
    int rotation = 0;
    double skew = 0;
};

class ResumeStore {
public:
    explicit ResumeStore(const QString& outputDir);

    std::optional<PageRecord> load(const InputDocument& document, int page) const;
    // Writes through a temporary file and a rename: a crash or a full disk leaves the old state or
    // the new one, and a failure names the file and the system's reason.
    bool save(const InputDocument& document, const PageRecord& record, QString* error) const;

    // The output name (without extension) each source (absolute path) was given in this folder
    // by earlier runs, so that no later run writes another source's results over them.
    // A record that cannot be parsed gives none and says why in *damage (naming the file).
    QHash<QString, QString> outputNames(QString* damage = nullptr) const;
    bool saveOutputNames(const QHash<QString, QString>& names, QString* error) const;
    // Tells whether an absolute path is a file an earlier run wrote into this folder (by its
    // recorded name): a searchable PDF output is itself an input type, and a folder holding the
    // outputs is no reason to read them back as new documents. The record is read once, here.
    std::function<bool(const QString&)> earlierOutputs() const;
    // Whether an earlier run saved pages of this document here.
    bool hasPagesOf(const InputDocument& document) const;

private:
    QString pagePath(const InputDocument& document, int page) const;
    QString m_root;
};

}  // namespace folio::cli
