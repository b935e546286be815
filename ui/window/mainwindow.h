#pragma once

#include <QDateTime>
#include <QMainWindow>
#include <QPair>
#include <QSet>
#include <QUuid>
#include <atomic>
#include <functional>
#include <memory>

#include "window/choiceprompt.h"

class QLabel;
class QProgressBar;
class QSplitter;
class QDockWidget;
class QMenu;

namespace folio {

class Project;
class PageImages;
class RemovedPages;
class Autosave;
class ImportJob;
class JobQueue;
class Settings;
class OcrBackend;
class LocalEngineBackend;
class PageList;
class MissingSourcesBar;
class PageView;
class ResultEditor;
class FindReplaceBar;
class PreviewView;
class ModelPanel;
class LanguageButton;
class LayoutController;
class PageTools;
struct ImportedFile;
struct ImportOptions;
struct ProjectSnapshot;
struct PendingRecovery;

// The main window: page list, page view, result editor and preview. It never drops the user's
// work: re-recognizing edited pages, New, Open, Close and Quit ask first; the title carries the
// modified marker; a crash copy is offered back at start (offerRecovery).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `settings` may be null: the app's own settings are used.
    explicit MainWindow(QWidget* parent = nullptr, Settings* settings = nullptr);
    ~MainWindow() override;

    Project* project() const { return m_project; }
    PageImages* images() const { return m_images; }
    PageList* pageList() const { return m_pageList; }
    PageView* pageView() const { return m_pageView; }
    ResultEditor* editor() const { return m_editor; }
    PreviewView* preview() const { return m_preview; }
    JobQueue* jobs() const { return m_jobs; }
    LanguageButton* languageButton() const { return m_languages; }
    PageTools* pageTools() const { return m_pageTools; }
    MissingSourcesBar* missingSources() const { return m_missingSources; }
    // Adds the pages of the given files (images, PDFs, folders); failures are reported by name.
    void openFiles(const QStringList& paths);
    bool isImporting() const;
    QStringList importErrors() const { return m_importErrors; }
    // Replaces the engine backend (tests, remote servers). Not owned.
    void setBackend(OcrBackend* backend);
    // Asks for a PDF's password (`wrongPassword`: the last one did not open it); tests replace
    // the dialog. Empty answer: skip the file.
    void setPasswordPrompt(std::function<QString(const QString& filePath, bool wrongPassword)> prompt);
    // Asks the questions of this window (replace edits, save changes, restore a crash copy).
    void setChoicePrompt(ChoicePrompt prompt);
    // Asks where to save an untitled project; empty: cancelled.
    void setSavePathPrompt(std::function<QString()> prompt);
    // Asks which page to go to (1..count, `current` offered); 0: cancelled.
    void setPageNumberPrompt(std::function<int(int current, int count)> prompt) { m_pageNumberPrompt = std::move(prompt); }
    Autosave* autosave() const { return m_autosave; }

    // Projects (.folio): pages, regions and texts; page images are rendered again from their
    // source files on the thread pool. Errors name the file. A project open in another window
    // (of any Folio process) opens only as an untitled copy, after asking (false with an empty
    // error when the user cancels), and is not saved over. A crash copy of the project is offered
    // first (restore / discard / show both / cancel).
    bool openProject(const QString& path, QString* error);
    bool saveProject(const QString& path, QString* error);
    QString projectPath() const { return m_projectPath; }
    // Where the save dialog starts: the project's file; for an untitled one beside its first
    // scan and named after it, else in the folder last opened from or the documents folder.
    QString suggestedProjectPath() const;
    // Save, discard or cancel when the project has unsaved changes; true when it may go.
    bool maybeSave();
    // File > New and Close: an empty untitled project (after maybeSave).
    bool newProject();
    // At start: offers each crash copy (restore / discard / show both / later), the first one
    // restored into this window when it is free, others into windows of their own. True when
    // this window got one.
    bool offerRecovery(bool thisWindowFree = true);
    // File > Recover unsaved work: the copies put off with "Later", offered again.
    void recoverUnsavedWork();
    // Logout, shutdown, SIGTERM: every window's unsaved changes go into its crash copy, without a
    // question, and the app ends.
    static void keepAllWorkAndExit();
    // The start of the app: the crash copy offered back (offerRecovery), then `files` opened,
    // less those already in a restored project (they would be there twice).
    void startWith(const QStringList& files);
    // Opens a crash copy as a modified document; `asCopy`: untitled, beside its saved project.
    bool restoreRecovery(const PendingRecovery& recovery, bool asCopy, QString* error);

    void recognizeCurrentPage();
    void recognizeSelectedPages();
    void recognizeAllPages();
    void recognizeSelectedRegion();
    void cancelRecognition();
    void applyConfidenceThreshold();
    // F8 / Shift+F8: the next / previous low-confidence span, on later / earlier pages once the
    // shown one has none left.
    void stepLowConfidence(bool forward);
    void revertToRecognizedText();
    // The selected pages whose text looped or hit the token limit, recognized again with a
    // repetition penalty (asking first where that replaces edits, undoable).
    void retryWithRepetitionPenalty();
    static constexpr double kRetryRepetitionPenalty = 1.15;
    static constexpr double kLongRunSeconds = 5 * 60;
    static constexpr int kFinishedProgressMs = 20'000;  // a finished run's progress stays this long
    static constexpr int kShownPageRenderPriority = 1;
    static constexpr int kPageChangesKept = 50;
    static constexpr const char* kShownPageSetting = "view/page";  // the project's setting: the page shown at its save

signals:
    void importFinished();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    enum class RecoveryChoice { Restore, Discard, ShowBoth, Later };
    // A change made in the page list, for its Undo: a move (the order before it) or a removal
    // (no order: the removed pages keep themselves).
    struct PageChange {
        QList<QUuid> orderBefore;
    };
    void undoPageChange();
    // `opening`: asked as the copy's project is opened (Later is Cancel: nothing opens).
    RecoveryChoice askAboutRecovery(const PendingRecovery& copy, bool opening);
    // The copy in a window of its own, beside this one (`asCopy`: as an untitled document).
    bool restoreInNewWindow(const PendingRecovery& copy, bool asCopy, QString* error);
    // The languages last chosen, nothing to save.
    void startEmptyProject();
    void buildActions();
    void buildLayout();
    // "Reading page 3" while started pages have no text yet; empty when none.
    QString readingPagesText() const;
    void startNextImport();
    void stopImports();
    // Queues the rest of each file the project's import did not finish (saved, quit or crashed).
    void resumeUnfinishedImports();
    void onFileImported(const ImportedFile& file);
    void onImportFinished();
    void showPage(const QUuid& pageId);
    void updateModelBanner();
    void reloadModel();
    void updateActions();
    void copyAsMarkdown();
    void copyAsRichText();
    void restoreLayout();
    void syncSelectionFromEditor();
    void updateTitle();
    void showProject(const ProjectSnapshot& snapshot, const QString& projectPath);
    void cancelPageRenders();  // of the project shown, still waited for
    // Renders the pages' images again from their sources, off the GUI thread; a higher priority
    // goes before the pages queued already.
    void renderPages(const QList<QUuid>& pageIds, int priority = 0);
    ImportOptions renderOptions() const;
    void removePages(const QList<QUuid>& pageIds);
    void restoreRemovedPages();
    // Asks before saving over a project file that changed on disk since this window read or wrote it.
    bool saveInteractively(bool askForPath);
    bool projectFileChangedOnDisk() const;
    void rememberProjectFileStamp();
    void fillRecentMenu();
    void showAbout();
    void showPreferences();
    // Pages that may be recognized after asking: without edits, or the user agreed to replace.
    bool confirmReplacingEdits(const QList<QUuid>& pageIds);
    // Before a run that would take longer than kLongRunSeconds at the measured speed: says how
    // long, and asks whether to go on.
    bool confirmLongRun(int pages);
    int ask(const QString& title, const QString& text, const QStringList& answers);
    // Sends the pages to the model, after auto-rotate where it is on. Without `includeBlank`
    // (Recognize all pages) blank pages stay out unless the setting sends them too.
    void recognize(const QList<QUuid>& pageIds, bool includeBlank = false);

    Settings* m_settings;
    Project* m_project;
    PageImages* m_images;
    ImportJob* m_import;
    std::shared_ptr<std::atomic_bool> m_renderCancel = std::make_shared<std::atomic_bool>(false);
    JobQueue* m_jobs;
    LocalEngineBackend* m_localBackend = nullptr;
    PageList* m_pageList;
    PageView* m_pageView;
    ResultEditor* m_editor;
    QString m_modelProblem;  // why the configured model cannot be used (rich text), shown in the banner
    FindReplaceBar* m_findBar;
    PreviewView* m_preview;
    ModelPanel* m_modelPanel;
    QDockWidget* m_modelDock;
    LanguageButton* m_languages;
    LayoutController* m_layout = nullptr;
    PageTools* m_pageTools = nullptr;
    QWidget* m_banner;
    MissingSourcesBar* m_missingSources;
    QSet<QUuid> m_pagesWithoutImage;  // failed only because their image could not be rendered
    QLabel* m_bannerText;
    QProgressBar* m_progress;
    QLabel* m_zoomLevel;  // the page view's zoom, in the status bar
    QSplitter* m_splitter;
    QSplitter* m_resultSplitter;
    QAction* m_cancel = nullptr;
    QList<QAction*> m_recognizeActions;
    struct PendingImport {
        QStringList paths;
        QByteArray password;
        int firstPage = 0;  // the rest of a file whose import was cut short
    };
    QList<PendingImport> m_importQueue;
    int m_importFirstPage = 0;  // of the import running now: a password retry starts there too
    QStringList m_importErrors;
    std::function<QString(const QString&, bool)> m_passwordPrompt;
    QStringList m_passwordTried;  // files whose last password did not open them
    // Encrypted files met by the import running now: asked for one by one once it has finished
    // (a password dialog's own event loop would otherwise see the import end with nothing queued).
    struct AwaitingPassword {
        QString path;
        QStringList errors;  // reported if no password is given
        int firstPage = 0;
    };
    QList<AwaitingPassword> m_awaitingPassword;
    // Asks for each awaiting file's password in turn; true when any import was queued.
    bool askForPasswords();
    // A warning the user reads while going on working (none while hidden or in quiet tests).
    void showWarning(const QString& title, const QString& text, const QString& details = {});
    ChoicePrompt m_choicePrompt;
    std::function<QString()> m_savePathPrompt;
    std::function<int(int, int)> m_pageNumberPrompt;
    QSet<QString> m_postponedRecoveries;  // projects whose crash copy was answered "Later" at start
    QMenu* m_recentMenu = nullptr;
    QAction* m_revert = nullptr;
    QAction* m_restorePages = nullptr;
    RemovedPages* m_removedPages;
    QAction* m_retryWithPenalty = nullptr;
    bool m_selecting = false;  // guards region <-> text selection feedback
    bool m_autosaveFailing = false;  // said so once; a copy written again ends it
    bool m_closeAfterExports = false;
    QList<PageChange> m_pageChanges;  // the page list's Undo history, oldest first  // "Quit when it is done": closes once every export is written
    QString m_projectPath;
    QPair<QDateTime, qint64> m_projectFileStamp;  // modification time and size, as last read or written here
    Autosave* m_autosave;
};

}  // namespace folio
