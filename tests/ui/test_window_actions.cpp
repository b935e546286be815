// Window actions a user relies on beyond recognition: reordering pages by dragging them in the
// page list (the move its drop makes), exporting from the File menu, and copying the result to the
// clipboard.
#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QtTest>

#include "document/project.h"
#include "layout/groundingparser.h"
#include "editor/resulteditor.h"
#include "export/exportcommand.h"
#include "import/pageimages.h"
#include "pages/pagelist.h"
#include "pageview/pageview.h"
#include "settings/settings.h"
#include "../cli/handmadepdfs.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

class TestWindowActions : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;

    std::unique_ptr<MainWindow> makeWindow() {
        m_settings = std::make_unique<Settings>(
            m_dir.filePath(
                QString("settings-%1.ini").arg(QUuid::createUuid().toString(QUuid::Id128))),
            nullptr);
        auto window = std::make_unique<MainWindow>(nullptr, m_settings.get());
        window->setProperty("quietImport", true);
        window->setPasswordPrompt([](const QString&, bool) { return QString(); });
        window->setChoicePrompt([](const QString&, const QString&, const QStringList&) { return 0; });
        window->resize(1200, 800);
        window->show();
        return window;
    }

    // Imports `count` small pages of distinct colours and waits for them.
    void addPages(MainWindow* window, int count) {
        QStringList paths;
        for (int i = 0; i < count; ++i) {
            QImage image(40 + 10 * i, 30, QImage::Format_RGB32);
            image.fill(QColor::fromHsv(i * 90, 200, 200));
            paths << m_dir.filePath(QString("page-%1.png").arg(i));
            image.save(paths.last());
        }
        QSignalSpy done(window, &MainWindow::importFinished);
        window->openFiles(paths);
        QVERIFY(done.wait(10000));
        QCOMPARE(window->project()->pages().size(), count);
    }

    // Triggers the window's menu action with this text, as a click in the menu does.
    static void trigger(MainWindow* window, const QString& text) {
        for (QAction* action : window->findChildren<QAction*>())
            if (action->text() == text) {
                action->trigger();
                return;
            }
        QFAIL(qPrintable("no action " + text));
    }

    static QByteArray readFile(const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private slots:
    // View > Interface language lists the system's language, English and the translations under
    // their own names, and stores the choice for the next start.
    void interfaceLanguageMenuStoresTheChoice() {
        auto window = makeWindow();
        QStringList names;
        QAction* system = nullptr;
        for (QAction* action : window->findChildren<QAction*>())
            if (action->isCheckable() && action->actionGroup() &&
                (action->text() == "System default" || action->text() == "English" ||
                 action->text() == "Deutsch" || action->text() == "Français")) {
                names << action->text();
                if (action->text() == "System default") system = action;
            }
        QCOMPARE(names, (QStringList{"System default", "English", "Deutsch", "Français"}));
        QVERIFY(system && system->isChecked());
        trigger(window.get(), "Deutsch");
        QCOMPARE(m_settings->interfaceLanguage(), QString("de"));
        QVERIFY(window->statusBar()->currentMessage().contains("starts next"));
        trigger(window.get(), "System default");
        QCOMPARE(m_settings->interfaceLanguage(), QString());
    }

    void droppedPageMoveReordersTheProject() {
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        addPages(window.get(), 3);
        const QList<Page> before = window->project()->pages();
        PageList* list = window->pageList();
        list->setCurrentPageId(before[0].id);
        QCOMPARE(window->pageView()->pageId(), before[0].id);

        // What the list's drop does for an internal move: it moves the dragged row in its
        // model. (The offscreen platform cannot run a real QDrag, so the move is made here.)
        QVERIFY(list->model()->moveRow(QModelIndex(), 0, QModelIndex(), 3));
        QTRY_COMPARE(window->project()->pages().last().id, before[0].id);

        const QList<Page> after = window->project()->pages();
        QCOMPARE(after.size(), 3);
        QCOMPARE(after[0].id, before[1].id);
        QCOMPARE(after[1].id, before[2].id);
        QCOMPARE(after[2].id, before[0].id);
        // The list shows the new order with new numbers, and the moved page stays current in
        // both the list and the page view.
        QCOMPARE(list->item(2)->data(Qt::UserRole).toUuid(), before[0].id);
        QVERIFY(list->item(2)->text().startsWith("3"));
        QCOMPARE(list->currentPageId(), before[0].id);
        QCOMPARE(window->pageView()->pageId(), before[0].id);
        // Another page chosen in the reordered list is what the view shows.
        list->setCurrentPageId(after[0].id);
        QCOMPARE(window->pageView()->pageId(), before[1].id);
    }
    void exportWritesTheEditorsMarkdownAndAsksBeforeReplacing() {
        auto window = makeWindow();
        addPages(window.get(), 1);
        const QString markdown = "# Minutes\n\n| who | what |\n|---|---|\n| Ann | notes |";
        window->editor()->insertPlainText(markdown);
        QCOMPARE(window->project()->pages().first().editedText, markdown);

        // File > Export with the file chosen by the test: the Markdown holds the editor's text.
        const QString path = m_dir.filePath("export.md");
        QStringList asked;
        ExportPrompts prompts;
        QString suggested;
        prompts.chooseFile = [&](const QString& offered, QString* filter) {
            suggested = offered;
            *filter = QStringLiteral("Markdown (*.md)");
            return path;
        };
        prompts.confirmOverwrite = [&](const QStringList& existing) {
            asked << existing;
            return false;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QString::fromUtf8(readFile(path)).contains(markdown));
        QVERIFY(asked.isEmpty());  // a new file needs no confirmation
        // The dialog offered the page's own name, beside it, as Markdown.
        const QFileInfo source(window->project()->pages().first().source.filePath);
        QCOMPARE(suggested, source.absolutePath() + "/" + source.completeBaseName() + ".md");
        QTRY_VERIFY(window->statusBar()->currentMessage().startsWith("Exported"));

        // An existing file stays untouched when the user declines to replace it: the dialog
        // comes back on that name, and cancelling it exports nothing...
        QFile existing(path);
        QVERIFY(existing.open(QIODevice::WriteOnly | QIODevice::Truncate));
        existing.write("keep me");
        existing.close();
        window->statusBar()->clearMessage();
        QStringList offered;
        prompts.chooseFile = [&](const QString& suggestion, QString* filter) {
            offered << suggestion;
            *filter = QStringLiteral("Markdown (*.md)");
            return offered.size() == 1 ? path : QString();
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(asked, QStringList{path});
        QCOMPARE(offered.size(), 2);
        QCOMPARE(offered[1], path);
        QTest::qWait(200);  // an export, had one started, runs on the thread pool
        QCOMPARE(readFile(path), QByteArray("keep me"));
        QVERIFY(window->statusBar()->currentMessage().isEmpty());

        // ...and is replaced when the user confirms.
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown (*.md)");
            return path;
        };
        prompts.confirmOverwrite = [&](const QStringList& existingPath) {
            asked << existingPath;
            return true;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(asked.size(), 2);
        QTRY_VERIFY(QString::fromUtf8(readFile(path)).contains(markdown));

        // A name typed without an extension gets the chosen type's.
        const QString bare = m_dir.filePath("minutes-typed");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Plain text (*.txt)");
            return bare;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(bare + ".txt"));
        QVERIFY(!QFile::exists(bare));

        // A dot in the name is no extension of a type: the chosen type is written, under its
        // extension; a common spelling of a type's extension (.htm) is kept, and the file is of
        // that type whichever was chosen.
        const QString dotted = m_dir.filePath("Minutes v1.2");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Web page (*.html)");
            return dotted;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(dotted + ".html"));
        QVERIFY(readFile(dotted + ".html").startsWith("<!DOCTYPE html>"));
        QVERIFY(!QFile::exists(dotted));
        const QString htm = m_dir.filePath("minutes.htm");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown (*.md)");
            return htm;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(htm));
        QVERIFY2(readFile(htm).startsWith("<!DOCTYPE html>"), readFile(htm).left(80).constData());
    }
    // A file per page: the name chosen is only their stem, so the question lists the page
    // files that exist, and a No leaves every one of them as it was.
    void aFilePerPageExportAsksAboutThePageFilesThatExist() {
        auto window = makeWindow();
        addPages(window.get(), 3);
        for (const Page& page : window->project()->pages())
            window->project()->setRecognizedText(page.id, "Text of " + page.source.filePath);
        const QString stem = m_dir.filePath("perpage.md"), second = m_dir.filePath("perpage-002.md");
        QFile mine(second);
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("PRECIOUS USER FILE");
        mine.close();
        ExportPrompts prompts;
        int dialogs = 0;
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown, one file per page (*.md)");
            return ++dialogs == 1 ? stem : QString();
        };
        QList<QStringList> asked;
        prompts.confirmOverwrite = [&](const QStringList& existing) {
            asked << existing;
            return false;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(asked, QList<QStringList>{QStringList{second}});
        QTest::qWait(200);  // an export, had one started, runs on the thread pool
        QCOMPARE(readFile(second), QByteArray("PRECIOUS USER FILE"));
        QVERIFY(!QFile::exists(m_dir.filePath("perpage-001.md")));

        dialogs = 0;
        prompts.confirmOverwrite = [&](const QStringList& existing) {
            asked << existing;
            return true;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(asked.size(), 2);
        QTRY_VERIFY(QFile::exists(m_dir.filePath("perpage-003.md")));
        QVERIFY(readFile(second).startsWith("Text of " + m_dir.filePath("page-1.png").toUtf8()));

        // Two pages over that set of three: the third page's file stays, and the status says so.
        window->project()->removePage(window->project()->pages().last().id);
        dialogs = 0;
        window->statusBar()->clearMessage();
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(window->statusBar()->currentMessage().startsWith("Exported"));
        QVERIFY2(window->statusBar()->currentMessage().endsWith(
                     "; left as they were, from an earlier export of more pages: perpage-003.md"),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(QFile::exists(m_dir.filePath("perpage-003.md")));
    }

    // A file named like the scan the pages come from (a searchable PDF named like its PDF: the
    // dialog's name with the PDF type chosen) would replace the scan itself: refused, with a free
    // name beside it offered instead.
    void exportNeverReplacesTheProjectsScans() {
        auto window = makeWindow();
        const QString scan = m_dir.filePath("scanned-book.pdf");
        QFile pdf(scan);
        QVERIFY(pdf.open(QIODevice::WriteOnly));
        pdf.write(folio::testing::manyPagePdf(1));
        pdf.close();
        const QByteArray original = readFile(scan);
        QSignalSpy imported(window.get(), &MainWindow::importFinished);
        window->openFiles({scan});
        QVERIFY(imported.wait(10000));
        window->project()->setRecognizedText(window->project()->pages().first().id, "Text of the scan.");
        const QStringList types = exportFileTypes(*window->project());
        const QString chosenNext = m_dir.filePath("chosen-next.txt");
        ExportPrompts prompts;
        QStringList offered, refused, filters;
        prompts.chooseFile = [&](const QString& suggestion, QString* filter) {
            offered << suggestion;
            filters << *filter;
            if (offered.size() == 1) {  // the scan's own name typed, the Markdown type left as it was
                *filter = types.first();
                return scan;
            }
            *filter = QStringLiteral("Plain text (*.txt)");
            return chosenNext;
        };
        prompts.confirmOverwrite = [](const QStringList&) { return true; };  // a user clicking Yes on everything
        prompts.refuse = [&](const QString& why) { refused << why; };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused[0].contains("scanned-book.pdf"), qPrintable(refused[0]));
        QCOMPARE(offered.size(), 2);
        QCOMPARE(offered[1], m_dir.filePath("scanned-book-text.pdf"));
        QVERIFY2(filters[1].contains("(*.pdf)"), qPrintable(filters[1]));  // offered as a searchable PDF
        QTRY_VERIFY(QString::fromUtf8(readFile(chosenNext)).contains("Text of the scan."));
        QCOMPARE(readFile(scan), original);
    }

    // Exporting while pages have no text yet (never recognized, or being read) says how many
    // first; Cancel writes nothing, Export anyway writes the pages that have text.
    void exportAsksWhilePagesHaveNoText() {
        auto window = makeWindow();
        addPages(window.get(), 3);
        const QList<Page> pages = window->project()->pages();
        for (const Page& page : pages) window->project()->setBlank(page.id, false);  // as scans with ink are
        window->project()->setRecognizedText(pages[0].id, "First page read.");
        window->project()->setRecognizedText(pages[2].id, "Third page read.");
        const QString path = m_dir.filePath("gaps.md");
        ExportPrompts prompts;
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown (*.md)");
            return path;
        };
        prompts.confirmOverwrite = [](const QStringList&) { return true; };
        QStringList asked;
        bool answer = false;
        prompts.confirmIncomplete = [&](const QString& question) {
            asked << question;
            return answer;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(asked, QStringList{"1 of the 3 pages have no text yet (not recognized, or still being read): "
                                    "the export leaves them empty. Export anyway?"});
        QTest::qWait(200);
        QVERIFY(!QFile::exists(path));
        answer = true;
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(path));
        QTRY_VERIFY(QString::fromUtf8(readFile(path)).contains("Third page read."));
        // All read: nothing to ask.
        window->project()->setRecognizedText(pages[1].id, "Second page read.");
        asked.clear();
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QVERIFY(asked.isEmpty());
        QTRY_VERIFY(QString::fromUtf8(readFile(path)).contains("Second page read."));
    }

    // A page recognized with its layout: the export dialog offers the searchable PDF, whose
    // text layer keeps the whole page, and the Markdown leaves page furniture out.
    void exportsAPageWithItsLayout() {
        if (QStandardPaths::findExecutable("pdftotext").isEmpty()) QSKIP("poppler-utils is needed");
        auto window = makeWindow();
        addPages(window.get(), 1);
        const QUuid pageId = window->project()->pages().first().id;
        const QString output = "![header](50,20,950,60) Running head\n![text](50,100,950,400) The body of the page.";
        const QList<LayoutBlock> layout = parseGrounding(output);
        window->project()->setLayout(pageId, layout);
        window->project()->setRecognizedText(pageId, groundingToMarkdown(layout));
        QVERIFY(exportFileTypes(*window->project()).contains(QStringLiteral("Searchable PDF (*.pdf)")));
        ExportPrompts prompts;
        prompts.dropLabels = m_settings->layoutDropLabels();
        const QString pdf = m_dir.filePath("layout.pdf");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Searchable PDF (*.pdf)");
            return pdf;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(pdf));
        QTRY_VERIFY(window->statusBar()->currentMessage().startsWith("Exported"));
        QVERIFY(!window->statusBar()->currentMessage().contains("approximate"));
        QProcess text;
        text.start("pdftotext", {"-raw", pdf, "-"});
        QVERIFY(text.waitForFinished(20000));
        const QString layer = QString::fromUtf8(text.readAllStandardOutput()).simplified();
        QVERIFY2(layer.contains("Running head") && layer.contains("The body of the page."), qPrintable(layer));

        const QString md = m_dir.filePath("layout-typed");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown (*.md)");
            return md;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(md + ".md"));
        QCOMPARE(QString::fromUtf8(readFile(md + ".md")).trimmed(), QStringLiteral("The body of the page."));

        // Without layout, the file type says the positions are estimated.
        window->project()->setLayout(pageId, {});
        QVERIFY(exportFileTypes(*window->project()).contains(QStringLiteral("Searchable PDF, text positions approximate (*.pdf)")));
    }

    // The dialog offers the type chosen last, named as that type, and says which was chosen now;
    // the status names the document, not the figures cut for it.
    void exportOffersTheTypeChosenLast() {
        auto window = makeWindow();
        addPages(window.get(), 1);
        window->project()->setRecognizedText(window->project()->pages().first().id, QStringLiteral("Plain words."));
        ExportPrompts prompts;
        prompts.lastFormat = ExportFormat::PlainText;
        QList<ExportFormat> chosen;
        prompts.formatChosen = [&](ExportFormat format) { chosen << format; };
        QString offeredName, offeredType;
        const QString path = m_dir.filePath("remembered.txt");
        prompts.chooseFile = [&](const QString& suggested, QString* filter) {
            offeredName = suggested;
            offeredType = *filter;
            return path;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QCOMPARE(offeredType, QStringLiteral("Plain text (*.txt)"));
        QVERIFY2(offeredName.endsWith(".txt"), qPrintable(offeredName));
        QCOMPARE(chosen, QList<ExportFormat>{ExportFormat::PlainText});
        QTRY_COMPARE(window->statusBar()->currentMessage(), QStringLiteral("Exported ") + QDir::toNativeSeparators(path));
    }

    // A searchable PDF of a PDF page embeds it rendered again at print resolution (as `folio ocr`
    // does), turned as the page is shown, on the page's own paper size; the window's copy at the
    // model's size (1540 px) is what it falls back to when the PDF is gone.
    void aSearchablePdfOfAPdfPageIsAtPrintResolution() {
        for (const char* tool : {"pdfimages", "pdfinfo"})
            if (QStandardPaths::findExecutable(tool).isEmpty()) QSKIP("poppler-utils is needed");
        const QString scan = m_dir.filePath("print-scan.pdf");
        QFile file(scan);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(folio::testing::manyPagePdf(1)) > 0);  // 200 x 300 pt
        file.close();
        auto window = makeWindow();
        QSignalSpy done(window.get(), &MainWindow::importFinished);
        window->openFiles({scan});
        QVERIFY(done.wait(10000));
        const QUuid pageId = window->project()->pages().first().id;
        QCOMPARE(window->images()->size(pageId), QSize(1027, 1540));
        window->project()->setRecognizedText(pageId, QStringLiteral("Printed words."));
        window->project()->setOrientation(pageId, 90, 0, false);  // turned a quarter clockwise
        QTRY_COMPARE(window->images()->size(pageId), QSize(1540, 1027));

        auto exportTo = [&](const QString& pdf) {
            ExportPrompts prompts;
            prompts.chooseFile = [&](const QString&, QString* filter) {
                *filter = QStringLiteral("Searchable PDF, text positions approximate (*.pdf)");
                return pdf;
            };
            window->statusBar()->clearMessage();
            exportDocument(window.get(), *window->project(), *window->images(), prompts);
            QTRY_VERIFY_WITH_TIMEOUT(window->statusBar()->currentMessage().startsWith("Exported"), 20000);
        };
        auto run = [](const QString& tool, const QString& pdf) {
            QProcess process;
            process.start(tool, {tool == "pdfimages" ? "-list" : "-box", pdf});
            return process.waitForFinished(20000) ? QString::fromUtf8(process.readAllStandardOutput()) : QString();
        };
        // pdfimages -list: "page num type width height ..."; the image row is the third line.
        auto imageSize = [&](const QString& pdf) {
            const QStringList fields = run("pdfimages", pdf).split(u'\n').value(2).simplified().split(u' ');
            return QSize(fields.value(3).toInt(), fields.value(4).toInt());
        };
        // The paper is the PDF page's, turned, within a pixel's rounding.
        auto isPaperOf300By200 = [&](const QString& pdf) {
            const QRegularExpressionMatch size =
                QRegularExpression("Page size:\\s+([0-9.]+) x ([0-9.]+) pts").match(run("pdfinfo", pdf));
            return size.hasMatch() && std::abs(size.captured(1).toDouble() - 300) < 0.5 &&
                   std::abs(size.captured(2).toDouble() - 200) < 0.5;
        };
        const QString sharp = m_dir.filePath("print-sharp.pdf");
        exportTo(sharp);
        QCOMPARE(imageSize(sharp), QSize(2339, 1559));
        QVERIFY2(isPaperOf300By200(sharp), qPrintable(run("pdfinfo", sharp)));

        QVERIFY(QFile::rename(scan, scan + ".moved"));
        const QString soft = m_dir.filePath("print-soft.pdf");
        exportTo(soft);
        QCOMPARE(imageSize(soft), QSize(1540, 1027));
        QVERIFY2(isPaperOf300By200(soft), qPrintable(run("pdfinfo", soft)));
    }

    // File > Clean-ups on export: a checked clean-up shapes the exported file, not the page.
    void cleanupsOnExportApplyToTheFileOnly() {
        auto window = makeWindow();
        addPages(window.get(), 1);
        const QUuid pageId = window->project()->pages().first().id;
        const QString toc = QStringLiteral("Contents\n\nIntroduction .................. 1\n\nName: ________________");
        window->project()->setRecognizedText(pageId, toc);
        for (const char* name : {"cleanup-dot-leaders", "cleanup-form-blanks"}) {
            QAction* action = window->findChild<QAction*>(QLatin1String(name));
            QVERIFY(action);
            action->setChecked(true);
        }
        QVERIFY(m_settings->exportPostProcess().collapseDotLeaders);
        const QString md = m_dir.filePath("cleaned.md");
        ExportPrompts prompts;  // as File > Export fills them from the settings
        prompts.postProcess = m_settings->exportPostProcess();
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown (*.md)");
            return md;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(md));
        QCOMPARE(QString::fromUtf8(readFile(md)).trimmed(), QStringLiteral("Contents\n\nIntroduction … 1\n\nName: ________"));
        QCOMPARE(window->project()->page(pageId)->editedText, toc);

        // One file per page, from the same dialog.
        window->project()->setRecognizedText(window->project()->addPage(Page{}), QStringLiteral("Second page."));
        const QString perPage = m_dir.filePath("pages.md");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = exportFileTypes(*window->project()).at(1);
            return perPage;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(m_dir.filePath("pages-001.md")) && QFile::exists(m_dir.filePath("pages-002.md")));
        QVERIFY(QString::fromUtf8(readFile(m_dir.filePath("pages-001.md"))).contains(QStringLiteral("Introduction … 1")));
    }

    // File > Page markers: the checked item puts a comment naming page and source before each
    // page of a Markdown export; the file dialog offers OpenDocument text and EPUB.
    void pageMarkersAndOpenDocumentExport() {
        auto window = makeWindow();
        addPages(window.get(), 2);
        const QList<Page> pages = window->project()->pages();
        window->project()->setRecognizedText(pages[0].id, QStringLiteral("| a | b |\n|---|---|\n| 1 | 2 |"));
        window->project()->setRecognizedText(pages[1].id, QStringLiteral("Second page."));
        QAction* markers = window->findChild<QAction*>(QStringLiteral("export-page-markers"));
        QVERIFY(markers);
        markers->setChecked(true);
        QVERIFY(m_settings->exportPageMarkers());
        ExportPrompts prompts;  // as File > Export fills them from the settings
        prompts.pageMarkers = m_settings->exportPageMarkers();
        const QString md = m_dir.filePath("marked.md");
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("Markdown (*.md)");
            return md;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY(QFile::exists(md));
        const QString text = QString::fromUtf8(readFile(md));
        const QString first = QStringLiteral("<!-- folio: page 1 of %1 -->").arg(QFileInfo(pages[0].source.filePath).fileName());
        const QString second = QStringLiteral("<!-- folio: page 1 of %1 -->").arg(QFileInfo(pages[1].source.filePath).fileName());
        QVERIFY2(text.startsWith(first), qPrintable(text));
        QVERIFY2(text.indexOf(second) > text.indexOf(QStringLiteral("| 1 | 2 |")), qPrintable(text));

        const QStringList types = exportFileTypes(*window->project());
        QVERIFY(types.contains(QStringLiteral("OpenDocument text (*.odt)")));
        QVERIFY(types.contains(QStringLiteral("EPUB e-book (*.epub)")));
        if (QStandardPaths::findExecutable(QStringLiteral("pandoc")).isEmpty()) return;
        const QString odt = m_dir.filePath("document");  // no extension: the chosen type's is added
        prompts.chooseFile = [&](const QString&, QString* filter) {
            *filter = QStringLiteral("OpenDocument text (*.odt)");
            return odt;
        };
        exportDocument(window.get(), *window->project(), *window->images(), prompts);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(odt + ".odt"), 30000);
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), odt + ".odt", QStringLiteral("content.xml")});
        QVERIFY(unzip.waitForFinished(30000));
        const QByteArray content = unzip.readAllStandardOutput();
        QVERIFY2(content.contains("<table:table ") && content.contains("Second page."), content.constData());
    }

    void copyPutsMarkdownAndRichTextOnTheClipboard() {
        auto window = makeWindow();
        addPages(window.get(), 1);
        const QString markdown = "# Minutes\n\n| who | what |\n|---|---|\n| Ann | notes |";
        window->editor()->insertPlainText(markdown);
        QClipboard* clipboard = QApplication::clipboard();

        clipboard->clear();
        trigger(window.get(), "Copy as &Markdown");
        QCOMPARE(clipboard->mimeData()->text(), markdown);
        QVERIFY(!clipboard->mimeData()->hasHtml());  // Markdown source only, no formatting

        clipboard->clear();
        trigger(window.get(), "Copy as &rich text");
        const QMimeData* mime = clipboard->mimeData();
        QCOMPARE(mime->text(), markdown);  // text/plain: the Markdown itself
        QVERIFY(mime->hasHtml());
        const QString html = mime->html();
        QVERIFY2(html.contains("<h1>Minutes</h1>"), qPrintable(html));
        QVERIFY2(html.contains("<table"), qPrintable(html));
        QVERIFY2(html.contains("Ann"), qPrintable(html));
        QVERIFY(!html.contains("| who |"));  // rendered, not the pipe source

        // With a selection, only the selected text is copied.
        QTextCursor cursor = window->editor()->textCursor();
        cursor.setPosition(2);
        cursor.setPosition(9, QTextCursor::KeepAnchor);
        window->editor()->setTextCursor(cursor);
        trigger(window.get(), "Copy as &Markdown");
        QCOMPARE(clipboard->text(), QString("Minutes"));
    }
};

FOLIO_UI_TEST_MAIN(TestWindowActions)
#include "test_window_actions.moc"
