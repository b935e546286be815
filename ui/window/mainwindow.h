#pragma once

#include <QMainWindow>
#include <QUuid>
#include <functional>

class QLabel;
class QProgressBar;
class QSplitter;
class QDockWidget;

namespace folio {

class Project;
class PageImages;
class Autosave;
class ImportJob;
class JobQueue;
class Settings;
class OcrBackend;
class LocalEngineBackend;
class PageList;
class PageView;
class ResultEditor;
class FindReplaceBar;
class PreviewView;
class ModelPanel;
class LanguageButton;
struct ImportedFile;
struct ImportOptions;

// The main window: page list, page view, result editor and preview.
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
    // Adds the pages of the given files (images, PDFs, folders); failures are reported by name.
    void openFiles(const QStringList& paths);
    bool isImporting() const;
    QStringList importErrors() const { return m_importErrors; }
    // Replaces the engine backend (tests, remote servers). Not owned.
    void setBackend(OcrBackend* backend);
    // Asks for a PDF's password; tests replace the dialog. Empty answer: skip the file.
    void setPasswordPrompt(std::function<QString(const QString& filePath)> prompt);

    // Projects (.folio): pages, regions and texts; page images are rendered again from their
    // source files on the thread pool. Errors name the file.
    bool openProject(const QString& path, QString* error);
    bool saveProject(const QString& path, QString* error);
    QString projectPath() const { return m_projectPath; }

    void recognizeCurrentPage();
    void recognizeSelectedPages();
    void recognizeAllPages();
    void recognizeSelectedRegion();
    void cancelRecognition();

signals:
    void importFinished();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildLayout();
    void startNextImport();
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

    Settings* m_settings;
    Project* m_project;
    PageImages* m_images;
    ImportJob* m_import;
    JobQueue* m_jobs;
    LocalEngineBackend* m_localBackend = nullptr;
    PageList* m_pageList;
    PageView* m_pageView;
    ResultEditor* m_editor;
    FindReplaceBar* m_findBar;
    PreviewView* m_preview;
    ModelPanel* m_modelPanel;
    QDockWidget* m_modelDock;
    LanguageButton* m_languages;
    QWidget* m_banner;
    QLabel* m_bannerText;
    QProgressBar* m_progress;
    QSplitter* m_splitter;
    QSplitter* m_resultSplitter;
    QAction* m_cancel = nullptr;
    QList<QAction*> m_recognizeActions;
    struct PendingImport {
        QStringList paths;
        QByteArray password;
    };
    QList<PendingImport> m_importQueue;
    QStringList m_importErrors;
    std::function<QString(const QString&)> m_passwordPrompt;
    bool m_selecting = false;  // guards region <-> text selection feedback
    QString m_projectPath;
    Autosave* m_autosave;
};

}  // namespace folio
