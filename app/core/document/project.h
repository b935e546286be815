// The document model: a project of pages, each with its source, regions, the model's raw
// output and the user's edited Markdown (the truth for export). QtCore/QtGui only.
#pragma once

#include "document/confidence.h"
#include "layout/layoutblock.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QUuid>
#include <QVariantMap>
#include <optional>

namespace folio {

enum class PageState { Idle, Queued, Running, Done, Failed, Cancelled };

// Why the page's last recognition stopped before the model ended it: its text is incomplete.
enum class RecognitionCut { None, TokenLimit, Loop };

QString pageStateName(PageState state);

// A rectangle the user drew, in page pixel coordinates (of the rendered page image).
struct Region {
    QUuid id = QUuid::createUuid();
    QRect rect;
    QString rawText;  // the model's output for this region, verbatim
    bool operator==(const Region&) const = default;
};

struct PageSource {
    QString filePath;    // absolute path of the image or PDF
    int pageIndex = 0;   // 0-based page (PDF, multi-page TIFF)
    double renderDpi = 0;  // PDFs: the DPI the page was rendered at; images: 0
};

struct Page {
    QUuid id = QUuid::createUuid();
    PageSource source;
    QList<Region> regions;
    QString rawText;     // the model's output for the whole page, verbatim
    QString editedText;  // the user's Markdown; starts as rawText
    QList<LayoutBlock> layout;  // grounding models: the blocks of rawText with their boxes
    // The page text as recognition last left it (page and region results composed); the user
    // edited the page when editedText differs from it.
    QString recognizedText;
    PageState state = PageState::Idle;
    QString error;       // why the page failed, in words
    bool partial = false;  // the text is what a cancelled recognition streamed before it stopped
    // Where the model was unsure, in editedText; follows the user's edits (document/confidence.h).
    QList<ConfidenceSpan> lowConfidence;
    // How the page is shown and recognized: the source image turned `rotation` degrees clockwise
    // (0, 90, 180, 270), then `skew` degrees to straighten it. The source file stays untouched.
    int rotation = 0;
    double skew = 0;
    bool orientationDetected = false;  // auto-rotate looked at it (its result is in rotation/skew)
    bool blank = false;  // no ink on the page: recognizing all pages leaves it out
    RecognitionCut cut = RecognitionCut::None;

    bool hasUserEdits() const { return editedText != recognizedText; }
    bool hasText() const { return !editedText.trimmed().isEmpty(); }
};

// A long file whose import was still running: its pages from `nextPage` on are not in the
// project yet. Saved with it, so that a project saved, closed or crashed mid-import can read the rest.
struct UnfinishedImport {
    QString filePath;  // absolute
    int nextPage = 0;  // 0-based: the first page not imported
    int pageCount = 0;
    bool operator==(const UnfinishedImport&) const = default;
};

// Everything a project file stores: what Project holds, as a plain value (copyable to a thread).
struct ProjectSnapshot {
    QList<Page> pages;
    QStringList languages;
    QVariantMap settings;  // per-project settings (post-processing choices, export defaults...)
    QList<UnfinishedImport> unfinishedImports;
};

// Owns the pages; every change goes through these methods so views stay in sync.
// Not thread-safe: lives on the GUI thread.
class Project : public QObject {
    Q_OBJECT
public:
    explicit Project(QObject* parent = nullptr);

    const QList<Page>& pages() const { return m_pages; }
    int indexOf(const QUuid& pageId) const;
    const Page* page(const QUuid& pageId) const;

    QUuid addPage(const Page& page, int position = -1);
    void removePage(const QUuid& pageId);
    void movePage(int from, int to);
    // Low-confidence spans move with the edit and drop where it touches them.
    void setEditedText(const QUuid& pageId, const QString& text);
    void setRawText(const QUuid& pageId, const QString& text);
    void setLayout(const QUuid& pageId, const QList<LayoutBlock>& blocks);
    // A recognition result for the page text: becomes both the recognized and the edited text,
    // and clears the low-confidence spans of the text it replaces.
    void setRecognizedText(const QUuid& pageId, const QString& text, bool partial = false);
    // Both texts of a page at once (a region result lands in each): one change, one undo step.
    void setTexts(const QUuid& pageId, const QString& recognized, const QString& edited,
                  bool partial = false);
    // Drops the user's edits: the edited text goes back to the recognized text.
    void revertToRecognizedText(const QUuid& pageId);
    void setLowConfidence(const QUuid& pageId, const QList<ConfidenceSpan>& spans);
    // The user checked the span starting at `start`: it is no longer marked. The span taken
    // away, for an undo to give back.
    std::optional<ConfidenceSpan> acceptLowConfidence(const QUuid& pageId, qsizetype start);
    // Marks a span again (an accept undone), in text order; nothing when it is marked already.
    void restoreLowConfidence(const QUuid& pageId, const ConfidenceSpan& span);
    void setState(const QUuid& pageId, PageState state, const QString& error = {});
    // `rotation` is normalized to 0..270; regions are not moved (the caller maps them).
    void setOrientation(const QUuid& pageId, int rotation, double skew, bool detected);
    void setBlank(const QUuid& pageId, bool blank);
    void setCut(const QUuid& pageId, RecognitionCut cut);
    QUuid addRegion(const QUuid& pageId, const QRect& rect);
    void setRegionRect(const QUuid& pageId, const QUuid& regionId, const QRect& rect);
    void setRegionRawText(const QUuid& pageId, const QUuid& regionId, const QString& text);
    void removeRegion(const QUuid& pageId, const QUuid& regionId);
    // The page's regions as a whole (an undo puts back what they were).
    void setRegions(const QUuid& pageId, const QList<Region>& regions);

    // How far the import of a long file got: pages before `nextPage` are in; `nextPage` at or
    // past `pageCount` (the file is complete) forgets it.
    void setImportProgress(const QString& filePath, int nextPage, int pageCount);
    const QList<UnfinishedImport>& unfinishedImports() const { return m_unfinishedImports; }
    // The pages (and unfinished imports) read from `oldPath` are read from `newPath` from now on:
    // the file was moved. Returns the pages changed.
    QList<QUuid> relinkSource(const QString& oldPath, const QString& newPath);

    QStringList languages() const { return m_languages; }
    // Only a different set of languages is a change; their order is not.
    void setLanguages(const QStringList& languages);

    bool isModified() const { return m_modified; }
    void setModified(bool modified);

    // Per-project settings as the project file holds them, kept so that saving writes them back.
    QVariantMap settings() const { return m_settings; }

    // Grows with every change to saved content; autosave compares it to what it last wrote.
    quint64 revision() const { return m_revision; }

    ProjectSnapshot snapshot() const;
    // Replaces everything (opening a file or a recovery); emits projectReset and clears modified.
    void restore(const ProjectSnapshot& snapshot);
    // An empty project (File > New, Close).
    void clear() { restore({}); }

signals:
    void pageAdded(const QUuid& pageId);
    void pageRemoved(const QUuid& pageId);
    void pagesReordered();
    void pageChanged(const QUuid& pageId);  // text, state or regions
    void modifiedChanged(bool modified);
    void edited();  // any change the project file would hold (each one counts in revision())
    void projectReset();  // every page was replaced: views rebuild from pages()

private:
    Page* mutablePage(const QUuid& pageId);
    void touch(const QUuid& pageId);
    // The page's spans once its edited text becomes `after`: those `after` had before (an undo,
    // a redo), else the current ones moved through the change. A new reading (`sameReading`
    // false) starts with none: its own come with it. Either way the current ones are remembered.
    QList<ConfidenceSpan> spansForText(const Page& page, const QString& after, bool sameReading = true);

    QList<Page> m_pages;
    QStringList m_languages;
    QVariantMap m_settings;
    QList<UnfinishedImport> m_unfinishedImports;
    quint64 m_revision = 0;
    bool m_modified = false;
    QHash<QUuid, ConfidenceHistory> m_confidenceHistory;  // for this session, not saved
    mutable QHash<QUuid, int> m_rows;  // page id -> index in m_pages; emptied when the order changes
};

}  // namespace folio
