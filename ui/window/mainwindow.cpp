#include "mainwindow.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QMenu>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QScreen>
#include <QSpinBox>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QTextBlock>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "document/autosave.h"
#include "document/project.h"
#include "document/projectfile.h"
#include "document/recovery.h"
#include "document/suggestedpath.h"
#include "common/droppedfiles.h"
#include "editor/findreplacebar.h"
#include "editor/resulteditor.h"
#include "export/exportcommand.h"
#include "export/htmlrenderer.h"
#include "interfacelanguagemenu.h"
#include "import/importjob.h"
#include "import/pageimages.h"
#include "jobs/jobqueue.h"
#include "jobs/languagebutton.h"
#include "layout/layoutcontroller.h"
#include "jobs/localenginebackend.h"
#include "jobs/regionblocks.h"
#include "model/modelpanel.h"
#include "pages/missingsourcesbar.h"
#include "pages/pagelist.h"
#include "pages/pagetools.h"
#include "pageview/pageview.h"
#include "preview/previewview.h"
#include "settings/settings.h"
#include "jobs/backgroundpool.h"
#include "document/removedpages.h"

namespace folio {

MainWindow::MainWindow(QWidget* parent, Settings* settings)
    : QMainWindow(parent),
      // Not the window's child: windows opened beside this one ("show both") share it.
      m_settings(settings ? settings : new Settings(qApp)),
      m_project(new Project(this)),
      m_images(new PageImages(this)),
      m_import(new ImportJob(this)),
      m_jobs(new JobQueue(m_project, m_images, this)),
      m_removedPages(new RemovedPages(m_project, m_images, this)),
      m_autosave(new Autosave(m_project, this)) {
    setAcceptDrops(true);
    qRegisterMetaType<folio::ImportedFile>();
    m_passwordPrompt = [this](const QString& filePath, bool wrongPassword) {
        bool ok = false;
        const QString name = QFileInfo(filePath).fileName();
        const QString password = QInputDialog::getText(
            this, tr("Password needed"),
            wrongPassword ? tr("The password did not open %1. Try again:").arg(name)
                          : tr("%1 is encrypted. Password:").arg(name),
            QLineEdit::Password, QString(), &ok);
        return ok ? password : QString();
    };
    m_choicePrompt = [this](const QString& title, const QString& text, const QStringList& answers) {
        return askChoice(this, title, text, answers);
    };
    m_pageNumberPrompt = [this](int current, int count) {
        bool ok = false;
        const int page = QInputDialog::getInt(this, tr("Go to page"), tr("Page (1–%1):").arg(count), current, 1, count,
                                              1, &ok);
        return ok ? page : 0;
    };
    m_savePathPrompt = [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save project"), suggestedProjectPath(),
                                                          tr("Folio projects (*.folio)"));
        if (path.isEmpty()) return path;
        return path.endsWith(QLatin1String(".folio")) ? path : path + QStringLiteral(".folio");
    };
    buildLayout();
    buildActions();

    connect(m_import, &ImportJob::fileImported, this, &MainWindow::onFileImported);
    connect(m_import, &ImportJob::finished, this, &MainWindow::onImportFinished);
    connect(m_import, &ImportJob::progress, this, [this](int done, int total, const QString& file, int pagesRead, int pageCount) {
        // A report that arrives after the import finished must not stay on screen.
        if (!m_import->isRunning()) return;
        if (file.isEmpty())
            statusBar()->showMessage(tr("Importing: %1 of %2 files").arg(done).arg(total));
        else
            statusBar()->showMessage(tr("Importing %1: page %2 of %3").arg(QFileInfo(file).fileName()).arg(pagesRead).arg(pageCount));
    });
    connect(m_project, &Project::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_project, &Project::pageChanged, this, &MainWindow::updateActions);
    connect(m_settings, &Settings::autosaveChanged, this, [this] {
        m_autosave->setInterval(std::chrono::seconds(m_settings->autosaveSeconds()));
    });
    connect(m_pageView, &PageView::filesDropped, this, &MainWindow::openFiles);
    connect(m_pageView, &PageView::regionRemoved, this, [this](int number) {
        statusBar()->showMessage(tr("Region %1 deleted; Edit › Undo in the page view brings it back.").arg(number), 8000);
    });
    connect(m_pageList, &PageList::filesDropped, this, &MainWindow::openFiles);
    connect(m_pageList, &PageList::removeRequested, this, &MainWindow::removePages);
    connect(m_editor, &ResultEditor::filesDropped, this, &MainWindow::openFiles);
    connect(m_pageList, &PageList::currentPageChanged, this, &MainWindow::showPage);
    connect(m_pageList, &QListWidget::itemSelectionChanged, this, &MainWindow::updateActions);
    connect(m_jobs, &JobQueue::streamed, m_editor, &ResultEditor::setLiveText);
    connect(m_pageList, &PageList::reordered, this, [this](const QList<QUuid>& before) {
        m_pageChanges.append(PageChange{before});
        if (m_pageChanges.size() > kPageChangesKept) m_pageChanges.removeFirst();
    });
    connect(m_missingSources, &MissingSourcesBar::relinked, this, [this](const QList<QUuid>& pages) { renderPages(pages); });
    connect(m_missingSources, &MissingSourcesBar::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    connect(m_jobs, &JobQueue::error, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    connect(m_jobs, &JobQueue::progressChanged, this, [this](int done, int total, int tokens) {
        m_progress->setVisible(total > 0);
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
        const int cancelled = m_jobs->pagesCancelled();
        QString format = tr("%1 of %n pages", nullptr, total).arg(done);
        if (const int failed = m_jobs->pagesFailed(); failed > 0) format += QStringLiteral(" · ") + tr("%n failed", nullptr, failed);
        if (cancelled > 0) format += QStringLiteral(" · ") + tr("%n cancelled", nullptr, cancelled);
        format += QStringLiteral(" · ") + tr("%n tokens", nullptr, tokens);
        const RecognitionSpeed& speed = m_jobs->speed();
        if (const double rate = speed.tokensPerSecond(); rate > 0)
            format += tr(" · %1 tokens/s").arg(rate, 0, 'f', rate < 10 ? 1 : 0);
        if (const double perPage = speed.secondsPerPage(); perPage > 0) {
            format += tr(" · about %1 per page").arg(RecognitionSpeed::durationText(perPage));
            if (const int left = total - done - cancelled; left > 0)
                format += tr(" · about %1 left").arg(RecognitionSpeed::durationText(left * perPage));
        }
        // Reading a page (vision and prefill) takes a while before its first words on the CPU.
        if (const QString reading = readingPagesText(); !reading.isEmpty()) format = reading + QStringLiteral(" · ") + format;
        m_progress->setFormat(format);
        updateActions();
    });
    connect(m_project, &Project::pageChanged, this, [this](const QUuid& pageId) {
        const Page* page = m_project->page(pageId);
        if (page && page->state != PageState::Running && page->state != PageState::Queued)
            m_editor->endLive(pageId);
        if (pageId == m_editor->pageId() && page && !m_jobs->isPageBusy(pageId))
            m_preview->setMarkdown(m_layout->previewText(pageId, page->editedText));
    });
    connect(m_jobs, &JobQueue::streamed, this, [this](const QUuid& pageId, const QString& text) {
        if (pageId == m_editor->pageId()) m_preview->setMarkdown(m_layout->previewText(pageId, text));
    });
    connect(m_jobs, &JobQueue::idle, this, [this] {
        // Remembered for this backend, to say how long the next long run will take.
        if (m_jobs->backend() && m_jobs->speed().pagesFinished() > 0)
            m_settings->setSecondsPerPage(m_jobs->backend()->describe(), m_jobs->speed().secondsPerPage());
        updateActions();
        if (m_jobs->pagesCancelled() > 0) {
            // The message gives the run's figures; the progress bar would only cut it short.
            m_progress->hide();
            statusBar()->showMessage(tr("Cancelled: %1 of %n pages read; every page keeps its text, partial "
                                        "readings are marked cancelled", nullptr, m_jobs->pagesTotal())
                                         .arg(m_jobs->pagesDone()), 15000);
            return;
        }
        // The finished run's figures stay a while to be read, then make room: they would say
        // "3 of 3 pages" through every later edit, save and export.
        QTimer::singleShot(kFinishedProgressMs, m_progress, [this] {
            if (!m_jobs->isBusy()) m_progress->hide();
        });
    });
    connect(m_pageView, &PageView::regionSelected, this,
            [this](const QUuid& pageId, const QUuid& regionId) {
                updateActions();
                const Page* page = m_project->page(pageId);
                if (!page || regionId.isNull() || m_selecting) return;
                for (const Region& region : page->regions) {
                    if (region.id != regionId) continue;
                    const TextSpan span = findRegionBlock(page->editedText, region.rawText);
                    if (span.start < 0) return;
                    m_selecting = true;
                    m_editor->selectSpan(span.start, span.length);
                    m_selecting = false;
                }
            });
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this,
            &MainWindow::syncSelectionFromEditor);
    connect(m_editor->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        const QScrollBar* bar = m_editor->verticalScrollBar();
        m_preview->scrollToFraction(bar->maximum() > 0 ? double(value) / bar->maximum() : 0.0);
    });
    connect(m_languages, &LanguageButton::languagesChanged, this,
            [this](const QStringList& languages) {
                m_project->setLanguages(languages);
                m_settings->setLanguages(languages);
                m_editor->setLanguages(languages);
            });
    connect(m_modelPanel, &ModelPanel::modelSettingsApplied, this, &MainWindow::reloadModel);
    connect(m_settings, &Settings::samplingChanged, this,
            [this] { m_jobs->setSampling(m_settings->sampling()); });
    connect(m_settings, &Settings::confidenceThresholdChanged, this, &MainWindow::applyConfidenceThreshold);
    applyConfidenceThreshold();

    startEmptyProject();
    m_editor->setLanguages(m_settings->languages());
    m_jobs->setSampling(m_settings->sampling());
    // Fits the screen it opens on (a 1024x700 laptop, or one at scale factor 2); the last
    // geometry, restored below, wins when there is one.
    const QRect available = screen()->availableGeometry();
    resize(std::min(1400, available.width() * 9 / 10), std::min(860, available.height() * 9 / 10));
    restoreLayout();
    m_autosave->setInterval(std::chrono::seconds(m_settings->autosaveSeconds()));
    connect(m_autosave, &Autosave::failed, this, [this](const QString& error) {
        if (m_autosaveFailing) return;  // once, until a copy is written again
        m_autosaveFailing = true;
        showWarning(tr("Crash copy"), tr("Folio cannot keep a crash copy of your changes, so a crash would lose "
                                         "them: %1\n\nSave the project (File > Save As to another place if need be).")
                                          .arg(error));
    });
    connect(m_autosave, &Autosave::saved, this, [this] { m_autosaveFailing = false; });
    // An export of a project just opened renders the pages whose turn has not come yet itself.
    m_images->setSourceRenderer([this](const QUuid& pageId) -> PageImages::Loader {
        const Page* page = m_project->page(pageId);
        return [source = page ? page->source : PageSource{}, options = renderOptions()](QString* error) {
            return compactPageImage(renderPageSource(source, options, error));
        };
    });
    updateTitle();
    reloadModel();
    updateActions();
    m_autosave->start();
}

MainWindow::~MainWindow() {
    cancelPageRenders();
    m_jobs->setBackend(nullptr);
}

void MainWindow::cancelPageRenders() {
    m_renderCancel->store(true);
    m_renderCancel = std::make_shared<std::atomic_bool>(false);  // each project's renders their own flag
}

void MainWindow::buildLayout() {
    m_pageList = new PageList(m_project, m_images, this);
    m_pageView = new PageView(m_project, m_images, this);
    m_editor = new ResultEditor(m_project, this);
    m_findBar = new FindReplaceBar(m_editor, m_project, this);
    connect(m_findBar, &FindReplaceBar::pageRequested, this, [this](const QUuid& id) { m_pageList->setCurrentPageId(id); });
    m_preview = new PreviewView(this);

    auto* editorPane = new QWidget(this);
    auto* editorLayout = new QVBoxLayout(editorPane);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    editorLayout->setSpacing(0);
    editorLayout->addWidget(m_editor);
    editorLayout->addWidget(m_findBar);

    m_resultSplitter = new QSplitter(Qt::Vertical, this);
    m_resultSplitter->addWidget(editorPane);
    m_resultSplitter->addWidget(m_preview);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_pageList);
    m_splitter->addWidget(m_pageView);
    m_splitter->addWidget(m_resultSplitter);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 3);
    m_splitter->setSizes({220, 600, 580});
    m_resultSplitter->setSizes({400, 400});

    // A banner over everything when no model is installed: it says so and offers both ways out.
    m_banner = new QWidget(this);
    m_banner->setObjectName("modelBanner");
    m_banner->setStyleSheet(
        "#modelBanner { background: #fff4ce; border-bottom: 1px solid #e0c060; }");
    auto* bannerLayout = new QHBoxLayout(m_banner);
    m_bannerText = new QLabel(m_banner);
    m_bannerText->setWordWrap(true);
    auto* choose = new QPushButton(tr("Choose model folder…"), m_banner);
    auto* download = new QPushButton(tr("Download a model"), m_banner);
    bannerLayout->addWidget(m_bannerText, 1);
    bannerLayout->addWidget(choose);
    bannerLayout->addWidget(download);

    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_banner);
    m_missingSources = new MissingSourcesBar(m_project, this);
    centralLayout->addWidget(m_missingSources);
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_modelPanel = new ModelPanel(m_settings, this);
    m_modelDock = new QDockWidget(tr("Model"), this);
    m_modelDock->setObjectName("modelDock");
    m_modelDock->setWidget(m_modelPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_modelDock);
    m_modelDock->hide();
    // The panel shows, so that what it says of the chosen folder (not a model, why) is seen.
    connect(choose, &QPushButton::clicked, this, [this] {
        m_modelDock->show();
        m_modelPanel->chooseFolder();
    });
    connect(download, &QPushButton::clicked, this, [this] {
        m_modelDock->show();
        m_modelPanel->startDownload();
    });

    m_languages = new LanguageButton(this);
    m_layout = new LayoutController(m_project, m_images, m_pageView, m_editor, m_jobs, m_settings, this);
    m_pageTools = new PageTools(m_project, m_images, m_pageList, m_settings, statusBar(), this);
    connect(m_pageTools, &PageTools::filesToImport, this, &MainWindow::openFiles);
    connect(m_pageTools, &PageTools::recognizeRequested, this, [this](const QList<QUuid>& ids) {
        if (confirmReplacingEdits(ids)) recognize(ids, true);
    });
    // Ctrl+V adds a page where pages have the focus; the editor keeps it for pasting text.
    m_pageList->addAction(m_pageTools->pasteAsPageAction());
    m_pageView->addAction(m_pageTools->pasteAsPageAction());
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("recognition-progress"));
    m_progress->setMaximumWidth(640);
    m_progress->setTextVisible(true);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    m_zoomLevel = new QLabel(this);
    m_zoomLevel->setObjectName(QStringLiteral("zoom-level"));
    statusBar()->addPermanentWidget(m_zoomLevel);
    connect(m_pageView, &PageView::zoomChanged, this, [this](double factor) {
        m_zoomLevel->setText(factor > 0 ? QLocale().toString(qRound(factor * 100)) + QLocale().percent() : QString());
    });
}

QString MainWindow::readingPagesText() const {
    QList<int> numbers;
    for (const QUuid& pageId : m_jobs->pagesBeingRead()) numbers << m_project->indexOf(pageId) + 1;
    if (numbers.isEmpty()) return {};
    std::sort(numbers.begin(), numbers.end());
    if (numbers.size() == 1) return tr("Reading page %1").arg(numbers.first());
    constexpr int kShown = 3;
    QStringList shown;
    for (int i = 0; i < std::min<int>(kShown, numbers.size()); ++i) shown << QString::number(numbers[i]);
    if (numbers.size() > kShown) shown << QStringLiteral("…");
    return tr("Reading pages %1").arg(shown.join(QStringLiteral(", ")));
}

void MainWindow::buildActions() {
    auto* fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(QIcon::fromTheme("document-new"), tr("&New project"), QKeySequence::New,
                        this, &MainWindow::newProject);
    QAction* open =
        fileMenu->addAction(QIcon::fromTheme("document-open"), tr("&Open…"), this, [this] {
            const QStringList files = QFileDialog::getOpenFileNames(
                this, tr("Open scans or PDFs"), m_settings->lastOpenFolder(),
                tr("Documents (*.pdf *.png *.jpg *.jpeg *.tif *.tiff *.webp *.bmp);;All files "
                   "(*)"));
            if (files.isEmpty()) return;
            m_settings->setLastOpenFolder(QFileInfo(files.first()).absolutePath());
            openFiles(files);
        });
    open->setShortcut(QKeySequence::Open);
    fileMenu->addAction(tr("Open &folder…"), this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a folder of scans"),
                                                                 m_settings->lastOpenFolder());
        if (!folder.isEmpty()) openFiles({folder});
    });
    fileMenu->addAction(tr("Open &project…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open project"), m_settings->lastOpenFolder(), tr("Folio projects (*.folio)"));
        QString error;
        if (!path.isEmpty() && maybeSave() && !openProject(path, &error) && !error.isEmpty())
            QMessageBox::warning(this, tr("Open project"), error);
    });
    m_recentMenu = fileMenu->addMenu(tr("Open &recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fillRecentMenu();  // so the menu is not disabled-looking before it is first opened
    fileMenu->addAction(tr("Recover &unsaved work…"), this, &MainWindow::recoverUnsavedWork)
        ->setObjectName(QStringLiteral("recover-unsaved-work"));
    fileMenu->addAction(tr("&Save project"), QKeySequence::Save, this,
                        [this] { saveInteractively(m_projectPath.isEmpty()); });
    // Explicit keys where Qt's standard ones are empty on some desktops (no Save As outside GNOME
    // and KDE, no Preferences off macOS) or taken (KDE's Replace is Ctrl+R, Recognize page here).
    fileMenu->addAction(tr("Save project &as…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this,
                        [this] { saveInteractively(true); });
    fileMenu->addAction(tr("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E), this,
                        [this] {
                            ExportPrompts prompts;
                            if (m_settings->dropLayoutLabelsFromExports()) prompts.dropLabels = m_settings->layoutDropLabels();
                            prompts.postProcess = m_settings->exportPostProcess();
                            prompts.pageMarkers = m_settings->exportPageMarkers();
                            if (const int last = m_settings->lastExportFormat(); last >= 0)
                                prompts.lastFormat = ExportFormat(last);
                            prompts.formatChosen = [this](ExportFormat format) { m_settings->setLastExportFormat(int(format)); };
                            exportDocument(this, *m_project, *m_images, prompts, m_projectPath);
                        });
    // The clean-ups change what is exported, never the page text itself.
    QMenu* cleanups = fileMenu->addMenu(tr("Clean-ups on e&xport"));
    const PostProcessOptions enabled = m_settings->exportPostProcess();
    for (const PostProcessStep& step : postProcessSteps()) {
        QAction* action = cleanups->addAction(QCoreApplication::translate("folio::PostProcess", step.label));
        action->setCheckable(true);
        action->setChecked(enabled.*(step.option));
        action->setObjectName(QStringLiteral("cleanup-") + step.name);
        connect(action, &QAction::toggled, this,
                [this, name = step.name](bool on) { m_settings->setExportPostProcessStep(name, on); });
    }
    QAction* pageMarkers = fileMenu->addAction(tr("Page &markers in Markdown and text exports"));
    pageMarkers->setObjectName(QStringLiteral("export-page-markers"));
    pageMarkers->setToolTip(tr("Writes a comment naming the page and its source file before each page"));
    pageMarkers->setCheckable(true);
    pageMarkers->setChecked(m_settings->exportPageMarkers());
    connect(pageMarkers, &QAction::toggled, this, [this](bool on) { m_settings->setExportPageMarkers(on); });
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Close project"), QKeySequence::Close, this, &MainWindow::newProject);
    fileMenu->addAction(QIcon::fromTheme("preferences-system"), tr("Pr&eferences…"),
                        QKeySequence(Qt::CTRL | Qt::Key_Comma), this, &MainWindow::showPreferences);
    // Quit is the app's, not this window's: every window is closed, each asking about its changes.
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, this, [] {
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* window = qobject_cast<MainWindow*>(widget); window && window->isVisible() && !window->close()) return;
    });

    auto* editMenu = menuBar()->addMenu(tr("&Edit"));
    // Undo in the page list brings back the pages it removed, in the page view the regions as
    // they were; in the editor it undoes typing. Never typing unseen from the other two.
    editMenu->addAction(tr("&Undo"), QKeySequence::Undo, this, [this] {
        if (m_pageList->hasFocus()) undoPageChange();
        else if (m_pageView->hasFocus()) {
            if (!m_pageView->undoRegionChange())
                statusBar()->showMessage(tr("No region change to undo on this page; in the text, Undo takes back typing."), 8000);
        } else m_editor->undo();
    });
    editMenu->addAction(tr("&Redo"), QKeySequence::Redo, this, [this] {
        if (m_pageView->hasFocus()) {
            if (!m_pageView->redoRegionChange()) statusBar()->showMessage(tr("No region change to redo on this page."), 8000);
        } else if (!m_pageList->hasFocus()) m_editor->redo();
    });
    m_revert = editMenu->addAction(tr("Re&vert page to recognized text"), this,
                                   &MainWindow::revertToRecognizedText);
    editMenu->addSeparator();
    editMenu->addAction(tr("&Find / Replace…"), QKeySequence::Find, m_findBar,
                        &FindReplaceBar::showFind);
    editMenu->addAction(tr("R&eplace…"), QKeySequence(Qt::CTRL | Qt::Key_H), m_findBar, &FindReplaceBar::showReplace)
        ->setObjectName(QStringLiteral("replace"));
    editMenu->addAction(tr("Find ne&xt"), QKeySequence::FindNext, m_findBar, [this] { m_findBar->findNext(); })
        ->setObjectName(QStringLiteral("find-next"));
    editMenu->addAction(tr("Find previou&s"), QKeySequence::FindPrevious, m_findBar, &FindReplaceBar::findPrevious)
        ->setObjectName(QStringLiteral("find-previous"));
    // Proofreading: the model's uncertain spans, in turn; accepting one clears its mark.
    editMenu->addAction(tr("&Next low-confidence text"), QKeySequence(Qt::Key_F8), this,
                        [this] { stepLowConfidence(true); })
        ->setObjectName(QStringLiteral("next-low-confidence"));
    editMenu->addAction(tr("P&revious low-confidence text"), QKeySequence(Qt::SHIFT | Qt::Key_F8), this,
                        [this] { stepLowConfidence(false); })
        ->setObjectName(QStringLiteral("previous-low-confidence"));
    editMenu->addAction(tr("&Accept low-confidence text"), QKeySequence(Qt::CTRL | Qt::Key_Return), this, [this] {
        // On to the next mark, on a later page once this one has none left.
        if (m_editor->acceptLowConfidence() && !m_editor->textCursor().hasSelection()) stepLowConfidence(true);
    })->setObjectName(QStringLiteral("accept-low-confidence"));
    editMenu->addSeparator();
    editMenu->addAction(tr("Copy as &Markdown"), this, &MainWindow::copyAsMarkdown);
    editMenu->addAction(tr("Copy as &rich text"), this, &MainWindow::copyAsRichText);
    editMenu->addAction(m_pageTools->pasteAsPageAction());
    editMenu->addAction(m_pageTools->captureScreenAction());
    editMenu->addSeparator();
    editMenu->addAction(tr("&Delete selected pages"), this,
                        [this] { m_pageList->removeSelectedPages(); });
    m_restorePages = editMenu->addAction(tr("Restore &removed pages"), this, &MainWindow::restoreRemovedPages);
    m_restorePages->setObjectName(QStringLiteral("restore-removed-pages"));
    m_restorePages->setEnabled(false);
    connect(m_removedPages, &RemovedPages::changed, this, [this] {
        const int n = m_removedPages->lastStepSize();
        m_restorePages->setEnabled(n > 0);
        m_restorePages->setText(n == 1 ? tr("Restore the removed page") : n > 1 ? tr("Restore %1 removed pages").arg(n)
                                                                                : tr("Restore &removed pages"));
    });

    auto* viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn =
        viewMenu->addAction(QIcon::fromTheme("zoom-in"), tr("Zoom &in"), QKeySequence::ZoomIn, this,
                            [this] { m_pageView->zoomBy(1.25); });
    QAction* zoomOut =
        viewMenu->addAction(QIcon::fromTheme("zoom-out"), tr("Zoom &out"), QKeySequence::ZoomOut,
                            this, [this] { m_pageView->zoomBy(0.8); });
    QAction* fitWidth = viewMenu->addAction(QIcon::fromTheme("zoom-fit-width"), tr("Fit &width"),
                                            this, [this] { m_pageView->fitWidth(); });
    QAction* fitPage = viewMenu->addAction(QIcon::fromTheme("zoom-fit-best"), tr("Fit &page"), this,
                                           [this] { m_pageView->fitPage(); });
    QAction* actual =
        viewMenu->addAction(QIcon::fromTheme("zoom-original"), tr("&Actual size (1:1)"), this,
                            [this] { m_pageView->actualSize(); });
    viewMenu->addSeparator();
    viewMenu->addAction(m_layout->showBoxesAction());
    viewMenu->addAction(m_modelDock->toggleViewAction());
    viewMenu->addMenu(makeInterfaceLanguageMenu(m_settings, statusBar(), viewMenu));

    auto* pageMenu = menuBar()->addMenu(tr("&Page"));
    // From the editor too, without reaching for the page list: proofreading goes page by page.
    const auto step = [this](int by) {
        const int row = m_pageList->currentRow() + by;
        if (row >= 0 && row < m_pageList->count())
            m_pageList->setCurrentPageId(m_pageList->item(row)->data(Qt::UserRole).toUuid());
    };
    pageMenu->addAction(tr("&Next page"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), this, [step] { step(1); })
        ->setObjectName(QStringLiteral("next-page"));
    pageMenu->addAction(tr("P&revious page"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), this, [step] { step(-1); })
        ->setObjectName(QStringLiteral("previous-page"));
    // A long book is not scrolled through to reach page 312. Ctrl+G is Find next on this
    // platform; Ctrl+L is the GNOME document viewer's.
    pageMenu->addAction(tr("&Go to page…"), QKeySequence(Qt::CTRL | Qt::Key_L), this, [this] {
        if (m_pageList->count() == 0) return;
        const int page = m_pageNumberPrompt(std::max(1, m_pageList->currentRow() + 1), m_pageList->count());
        if (page >= 1 && page <= m_pageList->count())
            m_pageList->setCurrentPageId(m_pageList->item(page - 1)->data(Qt::UserRole).toUuid());
    })->setObjectName(QStringLiteral("go-to-page"));
    pageMenu->addSeparator();
    pageMenu->addAction(m_pageTools->rotateClockwiseAction());
    pageMenu->addAction(m_pageTools->rotateCounterClockwiseAction());
    pageMenu->addAction(m_pageTools->autoRotateNowAction());
    pageMenu->addAction(m_pageTools->autoRotateSettingAction());
    pageMenu->addSeparator();
    pageMenu->addAction(m_pageTools->recognizeAnywayAction());
    pageMenu->addAction(m_pageTools->recognizeBlankSettingAction());

    auto* ocrMenu = menuBar()->addMenu(tr("&Recognize"));
    QAction* page =
        ocrMenu->addAction(tr("Recognize &page"), this, &MainWindow::recognizeCurrentPage);
    page->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction* selected = ocrMenu->addAction(tr("Recognize &selected pages"), this,
                                           &MainWindow::recognizeSelectedPages);
    QAction* all =
        ocrMenu->addAction(tr("Recognize &all pages"), this, &MainWindow::recognizeAllPages);
    all->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QAction* region =
        ocrMenu->addAction(tr("Recognize &region"), this, &MainWindow::recognizeSelectedRegion);
    ocrMenu->addAction(m_layout->recognizeBlockAction());
    m_retryWithPenalty = ocrMenu->addAction(tr("Retry with a repetition &penalty"), this,
                                            &MainWindow::retryWithRepetitionPenalty);
    m_retryWithPenalty->setStatusTip(
        tr("Recognizes again the selected pages whose text looped or stopped at the token limit, "
           "discouraging the model from repeating itself"));
    // Also on the page list's context menu, where the marked pages are.
    m_pageList->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_pageList->addAction(m_retryWithPenalty);
    ocrMenu->addSeparator();
    m_cancel = ocrMenu->addAction(QIcon::fromTheme("process-stop"), tr("&Cancel"), this,
                                  &MainWindow::cancelRecognition);
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    m_recognizeActions = {page, selected, all, region};

    auto* helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(QIcon::fromTheme("help-about"), tr("&About Folio"), this, &MainWindow::showAbout);

    auto* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName("mainToolbar");
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(open);
    toolbar->addSeparator();
    toolbar->addAction(page);
    toolbar->addAction(all);
    toolbar->addAction(region);
    toolbar->addAction(m_cancel);
    toolbar->addWidget(m_languages);
    toolbar->addWidget(m_layout->modeBox());
    toolbar->addSeparator();
    for (QAction* a : {zoomOut, zoomIn, fitWidth, fitPage, actual}) toolbar->addAction(a);
    toolbar->addSeparator();
    toolbar->addAction(m_pageTools->rotateCounterClockwiseAction());
    toolbar->addAction(m_pageTools->rotateClockwiseAction());
}

void MainWindow::restoreLayout() {
    if (!m_settings->windowGeometry().isEmpty()) restoreGeometry(m_settings->windowGeometry());
    // A size kept from a larger screen (a monitor unplugged since) would put the status bar and
    // the toolbar's end off this one.
    const QRect available = screen()->availableGeometry();
    if (width() > available.width() || height() > available.height())
        resize(std::min(width(), available.width()), std::min(height(), available.height()));
    if (!m_settings->windowState().isEmpty()) restoreState(m_settings->windowState());
    if (!m_settings->splitterState("main").isEmpty())
        m_splitter->restoreState(m_settings->splitterState("main"));
    if (!m_settings->splitterState("result").isEmpty())
        m_resultSplitter->restoreState(m_settings->splitterState("result"));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // An export still writing would be dropped with the window: its file never written.
    for (auto* running : findChildren<QFutureWatcherBase*>(QLatin1String(kRunningExportName))) {
        if (running->isFinished()) continue;
        const int answer = m_closeAfterExports ? 0
                                               : ask(tr("Export"),
                                                     tr("The export to “%1” is still running. Quitting now stops it, "
                                                        "and the file is not written.")
                                                         .arg(running->property("file").toString()),
                                                     {tr("Quit when it is done"), tr("Quit now"), QMessageBox::tr("Cancel")});
        if (answer == 1) break;
        event->ignore();
        m_closeAfterExports = answer == 0;
        if (answer == 0) connect(running, &QFutureWatcherBase::finished, this, &QWidget::close, Qt::QueuedConnection);
        return;
    }
    m_closeAfterExports = false;
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_autosave->close();  // saved or discarded on purpose: the crash copy is obsolete
    m_settings->setWindowLayout(saveGeometry(), saveState());
    m_settings->setSplitterState("main", m_splitter->saveState());
    m_settings->setSplitterState("result", m_resultSplitter->saveState());
    m_settings->sync();
    m_jobs->cancelAll();
    cancelPageRenders();
    QMainWindow::closeEvent(event);
}

// --- importing ---------------------------------------------------------------------------

void MainWindow::openFiles(const QStringList& paths) {
    if (paths.size() == 1 && paths.first().endsWith(QLatin1String(".folio"))) {
        QString error;
        if (maybeSave() && !openProject(paths.first(), &error) && !error.isEmpty()) {
            statusBar()->showMessage(error, 15000);
            // Started on it (or it was dropped): the status bar alone is soon overwritten ("Model
            // loaded"), and the window would stand empty without a word.
            showWarning(tr("Open project"), error);
        }
        return;
    }
    if (paths.isEmpty()) return;
    if (!isImporting()) m_importErrors.clear();  // a new batch reports only its own failures
    m_importQueue << PendingImport{paths, {}};
    if (!m_import->isRunning()) startNextImport();
    updateActions();  // Cancel stops an import too
}

bool MainWindow::isImporting() const {
    return m_import->isRunning() || !m_importQueue.isEmpty();
}

void MainWindow::setPasswordPrompt(std::function<QString(const QString&, bool)> prompt) {
    m_passwordPrompt = std::move(prompt);
}

void MainWindow::setChoicePrompt(ChoicePrompt prompt) { m_choicePrompt = std::move(prompt); }

void MainWindow::setSavePathPrompt(std::function<QString()> prompt) {
    m_savePathPrompt = std::move(prompt);
}

int MainWindow::ask(const QString& title, const QString& text, const QStringList& answers) {
    return m_choicePrompt ? m_choicePrompt(title, text, answers) : -1;
}

void MainWindow::startNextImport() {
    if (m_importQueue.isEmpty()) return;
    const PendingImport next = m_importQueue.takeFirst();
    ImportOptions options;
    options.longestSide = m_settings->model().longestImageSide;
    options.password = next.password;
    options.firstPage = next.firstPage;
    m_importFirstPage = next.firstPage;
    m_import->start(next.paths, options);
}

void MainWindow::onFileImported(const ImportedFile& file) {
    if (file.needsPassword && m_passwordPrompt) {
        m_awaitingPassword << AwaitingPassword{file.filePath, file.errors, m_importFirstPage};
        return;
    }
    m_passwordTried.removeAll(file.filePath);
    m_importErrors << file.errors;
    const bool wasEmpty = m_project->pages().isEmpty();
    for (const ImportedPage& imported : file.pages) {
        Page page;
        page.source = imported.source;
        page.blank = imported.blank;
        m_images->insert(page.id, imported.image);  // before the page exists, so views find it
        m_project->addPage(page);
    }
    if (wasEmpty && !m_project->pages().isEmpty())
        m_pageList->setCurrentPageId(m_project->pages().first().id);
    // Saved with the project, so that a save, quit or crash before the end reads the rest later.
    if (!file.filePath.isEmpty())
        m_project->setImportProgress(file.filePath, file.complete ? file.pageCount : file.pagesRead, file.pageCount);
}

void MainWindow::showWarning(const QString& title, const QString& text, const QString& details) {
    if (!isVisible() || property("quietImport").toBool()) return;
    // Not modal: the user keeps working while reading it.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    if (!details.isEmpty()) box->setDetailedText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

bool MainWindow::askForPasswords() {
    while (!m_awaitingPassword.isEmpty()) {
        const AwaitingPassword file = m_awaitingPassword.takeFirst();
        const bool wrong = m_passwordTried.contains(file.path);
        const QString password = m_passwordPrompt(file.path, wrong);
        if (!password.isEmpty()) {
            if (!wrong) m_passwordTried << file.path;
            m_importQueue << PendingImport{{file.path}, password.toUtf8(), file.firstPage};
        } else {
            m_passwordTried.removeAll(file.path);
            m_importErrors << file.errors;
        }
    }
    return !m_importQueue.isEmpty();
}

void MainWindow::onImportFinished() {
    if (!m_importQueue.isEmpty() || askForPasswords()) {
        startNextImport();
        return;
    }
    const int pages = int(m_project->pages().size());
    updateActions();  // Cancel no longer stops an import
    statusBar()->showMessage(tr("%n pages", nullptr, pages), 5000);
    if (!m_importErrors.isEmpty())
        showWarning(tr("Some files could not be opened"), m_importErrors.mid(0, 12).join('\n'),
                    m_importErrors.size() > 12 ? m_importErrors.join('\n') : QString());
    emit importFinished();
}

bool MainWindow::saveProject(const QString& path, QString* error) {
    const bool openHere = !m_projectPath.isEmpty() && QFileInfo(path) == QFileInfo(m_projectPath);
    if (!openHere && Autosave::isOpenElsewhere(path)) {
        *error = tr("%1 is open in another Folio window: save under another name, or close it there first.")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    ProjectSnapshot snapshot = m_project->snapshot();
    // Where the next opening starts; turning pages is no change to the project itself.
    if (const QUuid shown = m_pageList->currentPageId(); !shown.isNull())
        snapshot.settings.insert(QString::fromLatin1(kShownPageSetting), shown.toString(QUuid::WithoutBraces));
    if (!saveProjectFile(snapshot, path, error)) return false;
    m_project->setModified(false);
    m_projectPath = path;
    rememberProjectFileStamp();
    m_autosave->setProjectPath(path);
    m_autosave->discard();
    m_settings->addRecentProject(path);
    updateTitle();
    return true;
}

bool MainWindow::saveInteractively(bool askForPath) {
    const auto askPath = [this] { return m_savePathPrompt ? m_savePathPrompt() : QString(); };
    QString path = askForPath || m_projectPath.isEmpty() ? askPath() : m_projectPath;
    if (!path.isEmpty() && path == m_projectPath && projectFileChangedOnDisk()) {
        // Another program (a sync client, an editor, Folio on another computer) wrote it since.
        switch (ask(tr("Save project"),
                    tr("“%1” was changed on disk since this window opened or saved it. Saving "
                       "here replaces those changes.").arg(QFileInfo(path).fileName()),
                    {tr("Save as…"), tr("Save anyway"), QMessageBox::tr("Cancel")})) {  // Enter keeps their file
            case 0:
                path = askPath();
                break;
            case 1:
                break;
            default:
                return false;
        }
    }
    // A full disk or a read-only folder: the work is still only here, so another place is
    // offered at once, until it is saved or the user gives up.
    while (!path.isEmpty()) {
        QString error;
        if (saveProject(path, &error)) return true;
        if (ask(tr("Save project"), error + QStringLiteral("\n\n") + tr("The changes are still in this window."),
                {tr("Save as…"), QMessageBox::tr("Cancel")}) != 0)
            return false;
        path = askPath();
    }
    return false;
}

bool MainWindow::maybeSave() {
    if (!m_project->isModified()) return true;
    // Named as the title bar names it ("book.folio", "book.folio (copy)"), in quotes as elsewhere.
    const QString shown = windowTitle().remove(QStringLiteral("[*]"));
    const QString name = m_projectPath.isEmpty() && shown == tr("Untitled") ? tr("The untitled project")
                                                                          : tr("“%1”", "a file name in quotes").arg(shown);
    switch (ask(tr("Save changes?"),
                tr("%1 has changes that are not saved. Save them before going on?").arg(name),
                {tr("Save"), tr("Discard changes"), QMessageBox::tr("Cancel")})) {
        case 0:
            return saveInteractively(false);
        case 1:
            m_autosave->discard();
            return true;
        default:
            return false;
    }
}

bool MainWindow::newProject() {
    if (!maybeSave()) return false;
    m_jobs->cancelAll();
    stopImports();
    m_autosave->discard();
    m_images->clear();
    startEmptyProject();
    m_projectPath.clear();
    m_autosave->setProjectPath({});
    updateTitle();
    return true;
}

void MainWindow::startEmptyProject() {
    // The languages last chosen, and nothing to save: a window left as it opened closes, or
    // opens a file, without asking about an "untitled project".
    ProjectSnapshot empty;
    empty.languages = m_settings->languages();
    m_project->restore(empty);
    m_languages->setLanguages(empty.languages);
}

void MainWindow::updateTitle() {
    // The platform adds " — Folio" (the application's display name) itself.
    setWindowTitle((m_projectPath.isEmpty() ? tr("Untitled") : QFileInfo(m_projectPath).fileName()) +
                   QStringLiteral("[*]"));
    setWindowModified(m_project->isModified());
}

void MainWindow::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = m_settings->recentProjects();
    QHash<QString, int> named;  // two "book.folio" from two folders say which folder
    for (const QString& path : recent) ++named[QFileInfo(path).fileName()];
    for (const QString& path : recent) {
        const QFileInfo file(path);
        const QString label = named.value(file.fileName()) > 1
                                  ? QStringLiteral("%1 — %2").arg(file.fileName(), QDir::toNativeSeparators(file.absolutePath()))
                                  : file.fileName();
        m_recentMenu->addAction(label, this, [this, path] {
            QString error;
            if (maybeSave() && !openProject(path, &error) && !error.isEmpty())
                QMessageBox::warning(this, tr("Open project"), error);
        })->setToolTip(path);
    }
    if (recent.isEmpty()) m_recentMenu->addAction(tr("No recent projects"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear list"), m_settings, &Settings::clearRecentProjects)
        ->setEnabled(!recent.isEmpty());
}

bool MainWindow::openProject(const QString& path, QString* error) {
    const QString name = QFileInfo(path).fileName();
    const bool openHere = !m_projectPath.isEmpty() && QFileInfo(path) == QFileInfo(m_projectPath);
    bool asCopy = false;
    if (!openHere && Autosave::isOpenElsewhere(path)) {
        // Two windows saving one file: the one saved last would silently drop the other's work.
        if (ask(tr("Open project"),
                tr("“%1” is open in another Folio window. If both windows changed it, the one saved "
                   "last would overwrite the other's work. Open a copy here instead?").arg(name),
                {tr("Open a copy"), QMessageBox::tr("Cancel")}) != 0)
            return false;  // `error` stays empty: nothing went wrong
        asCopy = true;
    }
    // A crash copy of this project that no window writes (a window that crashed while this one
    // lived, a project missing from the recent list): offered now, or the autosave of the opened
    // project would replace it and Close delete it.
    const QString crashCopy = asCopy || openHere ? QString() : Autosave::recoveryCopyOf(path);
    if (!crashCopy.isEmpty()) {
        const PendingRecovery pending{crashCopy, path, QFileInfo(crashCopy).lastModified()};
        switch (askAboutRecovery(pending, true)) {
            case RecoveryChoice::Restore:
                m_autosave->discard();  // the project being left was saved or discarded on purpose
                if (!restoreRecovery(pending, false, error)) return false;
                m_settings->addRecentProject(path);
                return true;
            case RecoveryChoice::ShowBoth:
                if (!restoreInNewWindow(pending, true, error)) return false;
                break;  // and the saved project here
            case RecoveryChoice::Discard:
                QFile::remove(crashCopy);
                break;
            case RecoveryChoice::Later:
                return false;  // `error` stays empty: nothing went wrong
        }
    }
    const std::optional<LoadedProject> loaded = loadProjectFile(path, error);
    if (!loaded) return false;
    m_autosave->discard();  // the project being left was saved or discarded on purpose
    showProject(loaded->snapshot, asCopy ? QString() : path);
    if (asCopy)
        setWindowTitle(tr("%1 (copy)").arg(name) + QStringLiteral("[*]"));
    else
        m_settings->addRecentProject(path);
    return true;
}

void MainWindow::stepLowConfidence(bool forward) {
    if (forward ? m_editor->selectNextLowConfidence(false) : m_editor->selectPreviousLowConfidence(false)) return;
    // Proofreading a book goes through it: the next page with marks, in the page list's order,
    // coming back round to this page's first (or last) one.
    const int count = m_pageList->count(), here = m_pageList->currentRow();
    for (int step = 1; step <= count; ++step) {
        const int row = ((here + (forward ? step : -step)) % count + count) % count;
        const QUuid id = m_pageList->item(row)->data(Qt::UserRole).toUuid();
        if (!m_editor->hasLowConfidence(id) || m_jobs->isPageBusy(id)) continue;
        m_pageList->setCurrentPageId(id);
        m_editor->moveCursor(forward ? QTextCursor::Start : QTextCursor::End);
        if (forward ? m_editor->selectNextLowConfidence(false) : m_editor->selectPreviousLowConfidence(false)) return;
    }
    statusBar()->showMessage(tr("No low-confidence text is left"), 5000);
}

QString MainWindow::suggestedProjectPath() const {
    // An existing project's own path as it is (a project named "a.b.folio" keeps its name).
    if (!m_projectPath.isEmpty()) return m_projectPath;
    return suggestedFilePath(*m_project, {}, QStringLiteral(".folio"), tr("Untitled"), m_settings->lastOpenFolder());
}

bool MainWindow::projectFileChangedOnDisk() const {
    const QFileInfo file(m_projectPath);
    // Gone (moved, deleted): saving puts it back, nothing on disk is overwritten.
    if (m_projectPath.isEmpty() || !file.exists()) return false;
    return file.lastModified() != m_projectFileStamp.first || file.size() != m_projectFileStamp.second;
}

void MainWindow::rememberProjectFileStamp() {
    const QFileInfo file(m_projectPath);
    m_projectFileStamp = {file.lastModified(), file.size()};
}

bool MainWindow::restoreRecovery(const PendingRecovery& recovery, bool asCopy, QString* error) {
    const std::optional<LoadedProject> loaded = loadProjectFile(recovery.recoveryFile, error);
    if (!loaded) return false;
    showProject(loaded->snapshot, asCopy ? QString() : recovery.projectPath);
    if (asCopy) {
        // Its own untitled copy from now on: the project's autosave path belongs to the other window.
        m_project->setModified(true);
        m_autosave->saveNow();
        QFile::remove(recovery.recoveryFile);
        setWindowTitle(tr("%1 (recovered)").arg(QFileInfo(recovery.projectPath).fileName()) +
                       QStringLiteral("[*]"));
    } else {
        m_autosave->adoptRecoveryFile(recovery.recoveryFile);
        m_project->setModified(true);  // not saved until the user saves it
    }
    return true;
}

namespace {
// Takes the files among `files` that are one of `canonicalPaths` out; their names.
QString takeFilesOut(QStringList& files, const QSet<QString>& canonicalPaths) {
    QStringList taken;
    files.removeIf([&](const QString& path) {
        const QFileInfo file(path);
        if (!file.isFile() || !canonicalPaths.contains(file.canonicalFilePath())) return false;
        taken << file.fileName();
        return true;
    });
    return taken.join(QStringLiteral(", "));
}
}  // namespace

void MainWindow::startWith(const QStringList& files) {
    QStringList toOpen = files;
    if (offerRecovery()) {
        // After a crash, the file manager's "open with" names the files the lost session had open.
        // The restored project itself (`folio book.folio` after a crash) is open already: opening it
        // again would offer to drop the restored changes.
        QSet<QString> inProject;
        if (!m_projectPath.isEmpty()) inProject.insert(QFileInfo(m_projectPath).canonicalFilePath());
        for (const Page& page : m_project->pages()) inProject.insert(QFileInfo(page.source.filePath).canonicalFilePath());
        if (const QString already = takeFilesOut(toOpen, inProject); !already.isEmpty())
            statusBar()->showMessage(tr("Not opened again, already in the restored project: %1").arg(already), 15000);
    }
    // A project whose recovery copy was put off just now is not opened: opening it would ask
    // about the same copy again (and its autosave would replace the copy).
    if (const QString waiting = takeFilesOut(toOpen, m_postponedRecoveries); !waiting.isEmpty())
        statusBar()->showMessage(
            tr("Not opened, its unsaved changes wait in a recovery copy (File › Recover unsaved work): %1").arg(waiting), 30000);
    if (!toOpen.isEmpty()) openFiles(toOpen);
}

MainWindow::RecoveryChoice MainWindow::askAboutRecovery(const PendingRecovery& copy, bool opening) {
    const QString when = QLocale().toString(copy.savedAt, QLocale::ShortFormat);
    const bool untitled = copy.projectPath.isEmpty();
    const QString name = QFileInfo(copy.projectPath).fileName();
    // Said the same whether the last session crashed or the copy was put off with "Later".
    QString text;
    if (untitled)
        text = tr("An untitled project with changes that were never saved is kept in a recovery copy (%1). "
                  "Restore it?").arg(when);
    else if (opening)
        text = tr("“%1” has changes that were not saved, kept in a recovery copy (%2; the project itself was saved "
                  "%3). Restore them?")
                   .arg(name, when, QLocale().toString(QFileInfo(copy.projectPath).lastModified(), QLocale::ShortFormat));
    else
        text = tr("“%1” has changes that were not saved, kept in a recovery copy (%2), newer than the saved "
                  "project. Restore them?")
                   .arg(name, when);
    QList<QPair<QString, RecoveryChoice>> answers{{tr("Restore"), RecoveryChoice::Restore},
                                                 {tr("Discard"), RecoveryChoice::Discard}};
    if (!untitled && QFileInfo::exists(copy.projectPath)) answers.append({tr("Show both"), RecoveryChoice::ShowBoth});
    // Not now: the copy stays, offered again at the next start, when its project is opened, or
    // by File > Recover unsaved work.
    answers.append({opening ? QMessageBox::tr("Cancel") : tr("Later"), RecoveryChoice::Later});
    QStringList labels;
    for (const auto& answer : answers) labels << answer.first;
    for (;;) {
        const int chosen = ask(tr("Recover unsaved work"), text, labels);
        const RecoveryChoice choice = chosen >= 0 && chosen < answers.size() ? answers[chosen].second : RecoveryChoice::Later;
        if (choice != RecoveryChoice::Discard) return choice;
        // One click beside Restore must not delete the only copy of the work.
        // Enter keeps the copy: the first answer is the default one.
        if (ask(tr("Discard unsaved work"),
                tr("The recovery copy is deleted, and its changes cannot be brought back. Discard them?"),
                {QMessageBox::tr("Cancel"), tr("Discard")}) == 1)
            return choice;
    }
}

bool MainWindow::restoreInNewWindow(const PendingRecovery& copy, bool asCopy, QString* error) {
    auto* window = new MainWindow(nullptr, m_settings);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setChoicePrompt(m_choicePrompt);
    window->setSavePathPrompt(m_savePathPrompt);
    window->setPasswordPrompt(m_passwordPrompt);
    if (!window->restoreRecovery(copy, asCopy, error)) {
        delete window;
        return false;
    }
    window->show();
    window->move(pos() + QPoint(40, 40));
    return true;
}

bool MainWindow::offerRecovery(bool thisWindowFree) {
    // Every copy in turn, newest first: the first one restored comes into this window (when it
    // is free), the others into windows of their own.
    bool restored = !thisWindowFree;
    bool restoredHere = false;
    for (const PendingRecovery& copy : pendingRecoveries(m_settings->recentProjects())) {
        QString error;
        bool ok = true;
        switch (askAboutRecovery(copy, false)) {
            case RecoveryChoice::Restore:
                if (!restored)
                    ok = restored = restoredHere = restoreRecovery(copy, false, &error);
                else
                    ok = restoreInNewWindow(copy, false, &error);
                break;
            case RecoveryChoice::Discard:
                QFile::remove(copy.recoveryFile);
                break;
            case RecoveryChoice::ShowBoth:
                // The recovered changes in a window beside the saved project (here, if this window
                // is still free).
                ok = restoreInNewWindow(copy, true, &error);
                if (ok && !restored) ok = restored = restoredHere = openProject(copy.projectPath, &error);
                break;
            case RecoveryChoice::Later:
                if (!copy.projectPath.isEmpty()) m_postponedRecoveries.insert(QFileInfo(copy.projectPath).canonicalFilePath());
                break;
        }
        if (!ok && !error.isEmpty()) QMessageBox::warning(this, tr("Recover unsaved work"), error);
    }
    return restoredHere;
}

void MainWindow::recoverUnsavedWork() {
    if (pendingRecoveries(m_settings->recentProjects()).isEmpty()) {
        statusBar()->showMessage(tr("There is no unsaved work to recover"), 10000);
        return;
    }
    // This window takes a restored project only while it holds none.
    offerRecovery(m_projectPath.isEmpty() && m_project->pages().isEmpty() && !m_project->isModified());
}

void MainWindow::keepAllWorkAndExit() {
    // Logout, shutdown or kill: nobody is there to answer "Save changes?". Each window's changes
    // go into its crash copy, which the next start offers back.
    for (QWidget* widget : QApplication::topLevelWidgets())
        if (auto* window = qobject_cast<MainWindow*>(widget)) window->m_autosave->saveNow();
    QCoreApplication::exit(0);
}

void MainWindow::showProject(const ProjectSnapshot& snapshot, const QString& projectPath) {
    m_pageChanges.clear();
    m_jobs->cancelAll();
    stopImports();
    m_images->clear();
    m_project->restore(snapshot);
    m_projectPath = projectPath;
    rememberProjectFileStamp();
    m_autosave->setProjectPath(projectPath);
    updateTitle();
    m_languages->setLanguages(snapshot.languages);
    // Queued before the renders below, so that it does not wait behind all of them on the pool.
    resumeUnfinishedImports();
    // Render the pages again from their sources, off the GUI thread, each as soon as it is ready.
    // Leaving the project (another one, the window closing) cancels the renders it still waits
    // for: the page being rendered stops and the queued ones return at once, so neither the next
    // project nor the end of the process waits behind them.
    cancelPageRenders();
    m_pagesWithoutImage.clear();
    QList<QUuid> all;
    for (const Page& page : m_project->pages()) all << page.id;
    renderPages(all);
    const QUuid shown = QUuid::fromString(snapshot.settings.value(QString::fromLatin1(kShownPageSetting)).toString());
    if (m_project->page(shown)) m_pageList->setCurrentPageId(shown);
}

void MainWindow::renderPages(const QList<QUuid>& pageIds, int priority) {
    const ImportOptions options = renderOptions();
    for (const QUuid& pageId : pageIds) {
        const Page* page = m_project->page(pageId);
        if (!page) continue;
        m_images->expect(pageId);  // recognition and exports wait for it, or render it themselves
        auto* watcher = new QFutureWatcher<QPair<QImage, QString>>(this);
        connect(watcher, &QFutureWatcher<QPair<QImage, QString>>::finished, this,
                [this, watcher, pageId, from = page->source.filePath, cancelled = m_renderCancel] {
                    const QPair<QImage, QString> rendered = watcher->result();
                    watcher->deleteLater();
                    const Page* page = m_project->page(pageId);
                    // Gone, left, or relinked to another file since (a render of the old place
                    // that failed late must not undo the new one); or rendered first on demand.
                    if (!page || cancelled->load() || page->source.filePath != from || m_images->contains(pageId)) return;
                    if (rendered.first.isNull()) {
                        m_images->giveUp(pageId);
                        // A recognized page keeps its state: its text is still good, only the
                        // picture is missing (the page view says why). A page saved as failed
                        // for this same reason is marked so again.
                        const bool failedForIt = page->state == PageState::Failed && page->error == rendered.second;
                        if (page->state == PageState::Idle || failedForIt) {
                            m_project->setState(pageId, PageState::Failed, rendered.second);
                            m_pagesWithoutImage.insert(pageId);
                        }
                        m_importErrors << rendered.second;
                        return;
                    }
                    if (m_pagesWithoutImage.remove(pageId) && page->state == PageState::Failed)
                        m_project->setState(pageId, PageState::Idle);  // it failed for want of its image
                    m_images->insert(pageId, rendered.first);
                });
        watcher->setFuture(QtConcurrent::task([source = page->source, options, keep = m_renderCancel] {
                               QString why;
                               if (keep->load()) return qMakePair(QImage(), why);
                               QImage image = compactPageImage(renderPageSource(source, options, &why));
                               return qMakePair(image, why);
                           })
                               .onThreadPool(*backgroundPool())
                               .withPriority(priority)
                               .spawn());
    }
}

ImportOptions MainWindow::renderOptions() const {
    ImportOptions options;
    options.longestSide = m_settings->model().longestImageSide;
    options.cancel = m_renderCancel.get();
    return options;
}

void MainWindow::stopImports() {
    // What was being imported belongs to the project being left (saved with it if it was saved).
    m_importQueue.clear();
    m_awaitingPassword.clear();
    m_import->cancel();
}

void MainWindow::resumeUnfinishedImports() {
    const QList<UnfinishedImport> unfinished = m_project->unfinishedImports();
    if (unfinished.isEmpty()) return;
    m_importErrors.clear();
    for (const UnfinishedImport& u : unfinished)
        m_importQueue << PendingImport{{u.filePath}, {}, u.nextPage};
    const UnfinishedImport& first = unfinished.first();
    statusBar()->showMessage(tr("Reading the rest of %1: pages %2 to %3 were not imported before it was closed")
                                 .arg(QFileInfo(first.filePath).fileName())
                                 .arg(first.nextPage + 1)
                                 .arg(first.pageCount),
                             10000);
    startNextImport();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedLocalFiles(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent* event) {
    if (!droppedLocalFiles(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList paths = droppedLocalFiles(event->mimeData());
    if (paths.isEmpty()) return;
    event->acceptProposedAction();
    openFiles(paths);
}

// --- pages, selection, clipboard ---------------------------------------------------------

void MainWindow::showPage(const QUuid& pageId) {
    // A page of a project just opened, still waiting its turn behind the others: rendered now.
    if (m_images->isExpected(pageId) && !m_images->contains(pageId)) renderPages({pageId}, kShownPageRenderPriority);
    m_pageView->showPage(pageId);
    m_editor->showPage(pageId);
    const Page* page = m_project->page(pageId);
    m_preview->setMarkdown(m_layout->previewText(pageId, m_jobs->isPageBusy(pageId) ? m_jobs->liveText(pageId)
                                                         : page                     ? page->editedText
                                                                                    : QString()));
    if (m_jobs->isPageBusy(pageId)) m_editor->setLiveText(pageId, m_jobs->liveText(pageId));
    updateActions();
}

void MainWindow::syncSelectionFromEditor() {
    const Page* page = m_project->page(m_editor->pageId());
    // Only the user's own moves in the editor choose a region: text streaming in, or a result
    // landing, moves the cursor too, and took the selection away from the region the user had
    // chosen (Delete then removed another one).
    if (!page || m_selecting || !m_editor->hasFocus() || m_jobs->isPageBusy(page->id)) return;
    const int position = m_editor->textCursor().position();
    for (const Region& region : page->regions) {
        const TextSpan span = findRegionBlock(page->editedText, region.rawText);
        if (span.start >= 0 && position >= span.start && position <= span.start + span.length) {
            m_selecting = true;
            m_pageView->selectRegion(region.id);
            m_selecting = false;
            return;
        }
    }
}

void MainWindow::copyAsMarkdown() {
    const QString text = m_editor->textCursor().hasSelection()
                             ? m_editor->textCursor().selection().toPlainText()
                             : m_editor->toPlainText();
    QApplication::clipboard()->setText(text);
}

void MainWindow::copyAsRichText() {
    const QString text = m_editor->textCursor().hasSelection()
                             ? m_editor->textCursor().selection().toPlainText()
                             : m_editor->toPlainText();
    auto* mime = new QMimeData;
    mime->setHtml(markdownToHtml(text));
    mime->setText(text);
    QApplication::clipboard()->setMimeData(mime);
}

// --- recognition -------------------------------------------------------------------------

void MainWindow::setBackend(OcrBackend* backend) {
    m_modelProblem.clear();  // the configured model's trouble is not this backend's
    m_jobs->setBackend(backend);
    updateModelBanner();
    updateActions();
}

void MainWindow::reloadModel() {
    const ModelSettings model = m_settings->model();
    m_layout->setModelProfile(profileForModelFolder(model.modelFolder));
    m_modelProblem.clear();
    if (const QString problem = LocalEngineBackend::modelFolderProblem(model.modelFolder); !problem.isEmpty()) {
        if (m_jobs->backend() == m_localBackend) m_jobs->setBackend(nullptr);
        // A folder chosen once and gone since (an unmounted drive, a moved folder) says so by name.
        if (!model.modelFolder.isEmpty()) {
            m_modelProblem = tr("<b>The model cannot be used:</b> %1. Choose the folder that holds it, or download it "
                                "again.")
                                 .arg(problem.toHtmlEscaped());
            m_modelPanel->setStatus(tr("The model cannot be used: %1.").arg(problem));
            m_modelPanel->setRunning(tr("not loaded"));
        }
        updateModelBanner();
        return;
    }
    if (m_jobs->backend() == m_localBackend) m_jobs->setBackend(nullptr);
    delete m_localBackend;
    m_localBackend = new LocalEngineBackend(this);
    connect(m_localBackend, &LocalEngineBackend::loaded, this, [this] {
        m_modelPanel->setStatus(tr("Ready: %1").arg(m_localBackend->describe()));
        m_modelPanel->setRunning(LocalEngineBackend::describeRunning(m_localBackend->running()));
        statusBar()->showMessage(tr("Model loaded"), 5000);
    });
    connect(m_localBackend, &LocalEngineBackend::loadFailed, this, [this](const QString& message) {
        m_modelPanel->setStatus(tr("The model could not be loaded: %1").arg(message));
        m_modelPanel->setRunning(tr("not loaded"));
        statusBar()->showMessage(tr("The model could not be loaded: %1").arg(message), 15000);
        m_modelProblem = tr("<b>The model could not be loaded:</b> %1<br>Choose another model folder, or download "
                            "the model again.")
                             .arg(message.toHtmlEscaped());
        updateModelBanner();
    });
    m_modelPanel->setStatus(tr("Loading the model from %1…").arg(model.modelFolder));
    m_modelPanel->setRunning(tr("not loaded yet"));
    m_localBackend->load(model);
    m_jobs->setBackend(m_localBackend);
    updateModelBanner();
}

void MainWindow::updateModelBanner() {
    const bool haveBackend = m_jobs->backend() != nullptr;
    m_banner->setVisible(!haveBackend || !m_modelProblem.isEmpty());
    m_bannerText->setText(
        !m_modelProblem.isEmpty()
            ? m_modelProblem
            : tr("<b>No OCR model installed.</b> Folio needs LightOnOCR-2-1B or LightOnOCR-3-1B (about 2 GB; "
                 "the 3 also finds where each block sits on the page) to read pages. Choose a folder that "
                 "holds one, or download it from Hugging Face."));
}

void MainWindow::undoPageChange() {
    // The page list's own changes, last first: a move of pages, or a removal.
    while (!m_pageChanges.isEmpty()) {
        const PageChange change = m_pageChanges.takeLast();
        if (change.orderBefore.isEmpty()) {
            if (!m_removedPages->canRestore()) continue;  // restored from the menu already
            restoreRemovedPages();
            return;
        }
        QList<QUuid> order;  // pages added or removed since keep their places as well as can be
        for (const QUuid& id : change.orderBefore)
            if (m_project->page(id)) order << id;
        const QUuid current = m_pageList->currentPageId();
        m_pageList->applyOrder(order, false);
        m_pageList->setCurrentPageId(current);
        statusBar()->showMessage(tr("The pages are back in their order before the move."), 8000);
        return;
    }
    statusBar()->showMessage(tr("Nothing to undo in the page list; in the text, Undo takes back typing."), 8000);
}

void MainWindow::removePages(const QList<QUuid>& pageIds) {
    const int removed = m_removedPages->remove(pageIds);
    if (removed > 0) m_pageChanges.append(PageChange{});
    if (removed > 0)
        statusBar()->showMessage((removed == 1 ? tr("Removed 1 page.") : tr("Removed %1 pages.").arg(removed)) + QLatin1Char(' ') +
                                     tr("Edit › Undo in the page list, or Edit › Restore removed pages, brings them back."),
                                 15000);
}

void MainWindow::restoreRemovedPages() {
    const QList<QUuid> restored = m_removedPages->restoreLast();
    if (restored.isEmpty()) return;
    m_pageList->setCurrentPageId(restored.first());
    m_pageList->selectPages(restored);  // selected again, as they were when removed
    statusBar()->showMessage(restored.size() == 1 ? tr("Restored 1 page.") : tr("Restored %1 pages.").arg(restored.size()), 8000);
}

void MainWindow::updateActions() {
    const bool havePages = !m_project->pages().isEmpty();
    for (QAction* a : m_recognizeActions) a->setEnabled(havePages);
    m_recognizeActions.last()->setEnabled(!m_pageView->selectedRegion().isNull());
    m_cancel->setEnabled(m_jobs->isBusy() || isImporting());
    const Page* current = m_project->page(m_pageList->currentPageId());
    m_revert->setEnabled(current && current->hasUserEdits() && !m_jobs->isPageBusy(current->id));
    bool anyCut = false;
    for (const QUuid& id : m_pageList->selectedPageIds())
        if (const Page* page = m_project->page(id); page && page->cut != RecognitionCut::None) anyCut = true;
    m_retryWithPenalty->setEnabled(anyCut);
}

bool MainWindow::confirmReplacingEdits(const QList<QUuid>& pageIds) {
    QStringList edited;
    for (const QUuid& id : pageIds)
        if (const Page* page = m_project->page(id); page && page->hasUserEdits() && page->hasText())
            edited << QString::number(m_project->indexOf(id) + 1);
    for (const QUuid& id : pageIds) m_editor->keepHistoryOf(id);  // so Undo can bring it back
    if (edited.isEmpty()) return true;
    const QString text =
        edited.size() == 1
            ? tr("Page %1 has edits of yours. Recognizing it again replaces its text; Edit › Undo "
                 "brings your text back.").arg(edited.first())
            : tr("Pages %1 have edits of yours. Recognizing them again replaces their text; Edit › "
                 "Undo brings your text back, page by page.").arg(edited.join(QStringLiteral(", ")));
    return ask(tr("Replace your edits?"), text, {tr("Recognize again"), QMessageBox::tr("Cancel")}) == 0;
}

void MainWindow::recognizeCurrentPage() {
    const QUuid id = m_pageList->currentPageId();
    // Asked for by name: sent even when it is blank.
    if (!id.isNull() && confirmReplacingEdits({id})) recognize({id}, true);
}

void MainWindow::retryWithRepetitionPenalty() {
    QList<QUuid> ids;
    for (const QUuid& id : m_pageList->selectedPageIds())
        if (const Page* page = m_project->page(id); page && page->cut != RecognitionCut::None) ids << id;
    if (!ids.isEmpty() && confirmReplacingEdits(ids)) m_jobs->recognizePagesWithPenalty(ids, kRetryRepetitionPenalty);
}

void MainWindow::recognizeSelectedPages() {
    const QList<QUuid> ids = m_pageList->selectedPageIds();
    if (confirmReplacingEdits(ids)) recognize(ids, true);
}

void MainWindow::recognize(const QList<QUuid>& pageIds, bool includeBlank) {
    m_pageTools->prepareForRecognition(pageIds, includeBlank, [this](const QList<QUuid>& ids) {
        QList<QUuid> present;  // a page may have been deleted while auto-rotate looked at it
        for (const QUuid& id : ids)
            if (m_project->page(id)) present << id;
        m_jobs->recognizePages(present);
    });
}

void MainWindow::recognizeAllPages() {
    QList<QUuid> all, notDone;
    int edited = 0;
    for (const Page& page : m_project->pages()) {
        all << page.id;
        const bool done = page.state == PageState::Done && !page.partial;
        if (!done) notDone << page.id;
        if (done && page.hasUserEdits() && page.hasText()) ++edited;
    }
    QList<QUuid> ids = all;
    if (notDone.size() < all.size()) {
        const QString editsNote = edited > 0 ? tr(" (%n with edits of yours, which recognizing again replaces; "
                                                  "Edit › Undo brings them back)", nullptr, edited)
                                             : QString();
        const QString text =
            notDone.isEmpty()
                ? tr("Every page is recognized already%1. Recognize all of them again?").arg(editsNote)
                : tr("Pages recognized already: %1 of %n%2. Recognize only the pages not done, or all of them "
                     "again?", nullptr, int(all.size()))
                      .arg(all.size() - notDone.size())
                      .arg(editsNote);
        QStringList answers{tr("Only pages not done (%1)").arg(notDone.size()), tr("All pages"),
                            QMessageBox::tr("Cancel")};
        if (notDone.isEmpty()) answers.removeFirst();
        const int answer = ask(tr("Recognize all pages"), text, answers);
        const int chosen = notDone.isEmpty() ? answer + 1 : answer;
        if (chosen == 0)
            ids = notDone;
        else if (chosen != 1)
            return;
        for (const QUuid& id : ids) m_editor->keepHistoryOf(id);
        // Pages with edits among those not done (typed on an unrecognized page) still ask.
        if (chosen == 0 && !confirmReplacingEdits(ids)) return;
    } else if (!confirmReplacingEdits(ids)) {
        return;
    }
    if (!confirmLongRun(ids.size())) return;
    recognize(ids);
}

bool MainWindow::confirmLongRun(int pages) {
    if (!m_jobs->backend()) return true;  // recognizing reports that no model is loaded
    const QString backend = m_jobs->backend()->describe();
    // The run going on measures best; else the last run on this backend.
    const double perPage = m_jobs->isBusy() && m_jobs->speed().pagesFinished() > 0 ? m_jobs->speed().secondsPerPage()
                                                                                  : m_settings->secondsPerPage(backend);
    const double total = perPage * pages;
    if (total <= kLongRunSeconds) return true;
    const QString text = tr("Recognizing %n pages takes about %1: about %2 per page, as measured on the last pages "
                            "recognized (%3). You can go on working meanwhile and cancel at any time.",
                            nullptr, pages)
                             .arg(RecognitionSpeed::durationText(total), RecognitionSpeed::durationText(perPage), backend);
    return ask(tr("Recognize all pages"), text, {tr("Recognize %n pages", nullptr, pages), QMessageBox::tr("Cancel")}) == 0;
}

void MainWindow::recognizeSelectedRegion() {
    const QUuid region = m_pageView->selectedRegion();
    if (region.isNull()) return;
    // The region's reading, corrected in the editor, is no longer where its text can be found:
    // the new reading would go in beside the correction, so the user chooses.
    const Page* page = m_project->page(m_pageView->pageId());
    for (const Region& r : page ? page->regions : QList<Region>{})
        if (r.id == region && !r.rawText.trimmed().isEmpty() && findRegionBlock(page->editedText, r.rawText).start < 0 &&
            ask(tr("Recognize region"),
                tr("You changed this region's text in the editor. Recognizing it again adds the new reading to "
                   "the page beside your corrected text; Edit › Undo takes it away."),
                {tr("Recognize again"), QMessageBox::tr("Cancel")}) != 0)
            return;
    m_editor->keepHistoryOf(m_pageView->pageId());
    m_jobs->recognizeRegion(m_pageView->pageId(), region);
}

void MainWindow::revertToRecognizedText() {
    const QUuid id = m_pageList->currentPageId();
    m_editor->keepHistoryOf(id);
    m_project->revertToRecognizedText(id);  // the editor records it as one undoable step
}

void MainWindow::showAbout() {
    const ModelSettings model = m_settings->model();
    const QString backend = m_jobs->backend() ? m_jobs->backend()->describe() : tr("no model loaded");
    QMessageBox::about(
        this, tr("About Folio"),
        tr("<h3>Folio %1</h3><p>Turns scans and PDFs into Markdown and Word with the "
           "LightOnOCR vision-language model, on your own GPU or CPU.</p>"
           "<p><b>Model:</b> %2<br><b>Device:</b> %3<br><b>Engine:</b> %4</p>"
           "<p>Folio is free software. It uses Qt %5 (LGPL 3), Poppler (GPL 2), md4c (MIT), "
           "KaTeX (MIT), Hunspell (MPL/LGPL/GPL), pandoc (GPL 2, run as a separate program) "
           "and libtorch (BSD). LightOnOCR-2-1B is released by LightOn under the Apache 2.0 "
           "license.</p>")
            .arg(QStringLiteral(FOLIO_VERSION),
                 model.modelFolder.isEmpty() ? tr("none chosen") : model.modelFolder.toHtmlEscaped(),
                 model.device.toHtmlEscaped(), backend.toHtmlEscaped(), QString::fromLatin1(qVersion())));
}

void MainWindow::showPreferences() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout(&dialog);
    auto* autosave = new QSpinBox(&dialog);
    autosave->setRange(5, 600);
    autosave->setSuffix(tr(" s"));
    autosave->setValue(m_settings->autosaveSeconds());
    autosave->setToolTip(tr("A recovery copy is also written 2 s after edits pause"));
    form->addRow(tr("While edits go on, autosave every"), autosave);
    auto* confidence = new QDoubleSpinBox(&dialog);
    confidence->setObjectName(QStringLiteral("confidence-threshold"));
    confidence->setRange(0, 1);
    confidence->setSingleStep(0.05);
    confidence->setDecimals(2);
    confidence->setValue(m_settings->confidenceThreshold());
    confidence->setSpecialValueText(tr("off"));
    confidence->setToolTip(tr("Text the model recognized with a probability below this is underlined in "
                              "the editor (F8 goes to the next). A lower value hides marks at once; a higher one "
                              "marks more on pages recognized from then on."));
    form->addRow(tr("Underline text recognized with a probability below"), confidence);
    auto* model = new QPushButton(tr("Model, device and memory…"), &dialog);
    connect(model, &QPushButton::clicked, &dialog, [this, &dialog] {
        m_modelDock->show();
        dialog.accept();
    });
    form->addRow(tr("Recognition"), model);
    auto* running = new QLabel(m_localBackend && m_localBackend->isLoaded()
                                   ? LocalEngineBackend::describeRunning(m_localBackend->running())
                                   : tr("no local model loaded"),
                               &dialog);
    running->setObjectName(QStringLiteral("engine-running"));
    running->setToolTip(tr("The device, weight precision, KV cache precision and CPU threads the local engine "
                           "runs with, every automatic choice resolved."));
    form->addRow(tr("The engine runs on"), running);
    form->addRow(new QLabel(tr("Interface language: View › Interface language."), &dialog));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted) {
        m_settings->setAutosaveSeconds(autosave->value());
        m_settings->setConfidenceThreshold(confidence->value());
    }
}

void MainWindow::applyConfidenceThreshold() {
    const double threshold = m_settings->confidenceThreshold();
    m_jobs->setConfidenceThreshold(threshold);
    m_editor->setConfidenceThreshold(threshold);
}

void MainWindow::cancelRecognition() {
    if (isImporting()) {
        // The pages read so far stay; the rest is not read on later either (the project would
        // otherwise resume the import when it is next opened): the user stopped it.
        stopImports();
        for (const UnfinishedImport& unfinished : QList<UnfinishedImport>(m_project->unfinishedImports()))
            m_project->setImportProgress(unfinished.filePath, unfinished.pageCount, unfinished.pageCount);
        statusBar()->showMessage(tr("Import stopped: the project keeps its %n page(s)", nullptr, int(m_project->pages().size())),
                                 10000);
        emit importFinished();
    }
    m_jobs->cancelAll();
    updateActions();
}

}  // namespace folio
