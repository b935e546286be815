#include "pagetools.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QImageWriter>
#include <QMimeData>
#include <QBuffer>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUrl>
#include <QtConcurrent>

#include "document/project.h"
#include "export/atomicfile.h"
#include "import/orientation.h"
#include "import/pageimages.h"
#include "layout/groundingparser.h"
#include "pages/pagelist.h"
#include "pages/screenportal.h"
#include "settings/settings.h"
#include "jobs/backgroundpool.h"

namespace folio {

QRect turnedRect(const QRect& rect, const QSize& imageSize, int degreesClockwise) {
    QRect r = rect;
    QSize size = imageSize;
    for (int turns = (((degreesClockwise / 90) % 4) + 4) % 4; turns > 0; --turns) {
        // A clockwise quarter turn: (x, y) goes to (height - 1 - y, x).
        r = QRect(size.height() - 1 - r.bottom(), r.left(), r.height(), r.width());
        size.transpose();
    }
    return r;
}

PageTools::PageTools(Project* project, PageImages* images, PageList* pages, Settings* settings,
                     QStatusBar* status, QObject* parent, const QDBusConnection& bus)
    : QObject(parent), m_project(project), m_images(images), m_pages(pages), m_settings(settings), m_status(status),
      m_portal(new ScreenPortal(bus, this)) {
    // Ctrl+R is Recognize page (and Ctrl+Shift+R all pages): the turns take the bracket keys.
    m_rotateClockwise = new QAction(QIcon::fromTheme("object-rotate-right"), tr("Rotate &clockwise"), this);
    m_rotateClockwise->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketRight));
    m_rotateClockwise->setToolTip(tr("Turn the page a quarter turn clockwise (Ctrl+])"));
    connect(m_rotateClockwise, &QAction::triggered, this, [this] { rotatePages(targetPages(), 90); });
    m_rotateCounterClockwise = new QAction(QIcon::fromTheme("object-rotate-left"), tr("Rotate c&ounter-clockwise"), this);
    m_rotateCounterClockwise->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketLeft));
    m_rotateCounterClockwise->setToolTip(tr("Turn the page a quarter turn counter-clockwise (Ctrl+[)"));
    connect(m_rotateCounterClockwise, &QAction::triggered, this, [this] { rotatePages(targetPages(), -90); });

    m_autoRotateNow = new QAction(tr("&Auto-rotate and deskew"), this);
    connect(m_autoRotateNow, &QAction::triggered, this, [this] { autoRotate(targetPages(), false); });
    m_autoRotateSetting = new QAction(tr("Auto-rotate and deskew &before recognition"), this);
    m_autoRotateSetting->setCheckable(true);
    m_autoRotateSetting->setChecked(m_settings->autoRotate());
    connect(m_autoRotateSetting, &QAction::toggled, m_settings, &Settings::setAutoRotate);

    m_recognizeAnyway = new QAction(tr("Recognize &anyway"), this);
    m_recognizeAnyway->setToolTip(tr("Send the selected pages to the model, also those marked blank"));
    connect(m_recognizeAnyway, &QAction::triggered, this, [this] { emit recognizeRequested(targetPages()); });
    m_recognizeBlankSetting = new QAction(tr("Recognize &blank pages too"), this);
    m_recognizeBlankSetting->setCheckable(true);
    m_recognizeBlankSetting->setChecked(m_settings->recognizeBlankPages());
    connect(m_recognizeBlankSetting, &QAction::toggled, m_settings, &Settings::setRecognizeBlankPages);

    // Only where pages have the focus: in the editor, Ctrl+V pastes text as always.
    m_pasteAsPage = new QAction(QIcon::fromTheme("edit-paste"), tr("&Paste as page"), this);
    m_pasteAsPage->setShortcut(QKeySequence::Paste);
    m_pasteAsPage->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_pasteAsPage, &QAction::triggered, this, &PageTools::pasteAsPage);

    // Offered only once a desktop portal has answered.
    m_captureScreen = new QAction(QIcon::fromTheme("camera-photo"), tr("Capture screen &region as page…"), this);
    m_captureScreen->setToolTip(tr("Choose an area of the screen in the desktop's screenshot dialog; it becomes a new page"));
    m_captureScreen->setVisible(false);
    m_captureScreen->setEnabled(false);
    connect(m_captureScreen, &QAction::triggered, this, &PageTools::captureScreen);
    connect(m_portal, &ScreenPortal::availabilityKnown, this, [this](bool available) {
        m_captureScreen->setVisible(available);
        m_captureScreen->setEnabled(available);
    });
    connect(m_portal, &ScreenPortal::captured, this, [this](const QString& file) {
        const QImage image(file);
        if (image.isNull())
            m_status->showMessage(tr("The screenshot %1 could not be read").arg(file), 15000);
        else
            addImageAsPage(image, QStringLiteral("capture"));
    });
    connect(m_portal, &ScreenPortal::failed, this, [this](const QString& message) {
        m_status->showMessage(tr("No screen capture: %1").arg(message), 15000);
    });
    m_portal->probe();

    connect(m_project, &Project::pageChanged, this, &PageTools::syncImage);
    connect(m_project, &Project::pageAdded, this, &PageTools::syncImage);
    connect(m_project, &Project::projectReset, this, [this] {
        for (const Page& page : m_project->pages()) syncImage(page.id);
    });
}

void PageTools::syncImage(const QUuid& pageId) {
    if (const Page* page = m_project->page(pageId)) m_images->setOrientation(pageId, page->rotation, page->skew);
}

QList<QUuid> PageTools::targetPages() const {
    QList<QUuid> ids = m_pages->selectedPageIds();
    if (ids.isEmpty() && !m_pages->currentPageId().isNull()) ids << m_pages->currentPageId();
    return ids;
}

void PageTools::rotatePages(const QList<QUuid>& pageIds, int degreesClockwise) {
    for (const QUuid& id : pageIds)
        if (const Page* page = m_project->page(id))
            turnPage(id, page->rotation + degreesClockwise, page->skew, page->orientationDetected);
}

void PageTools::turnPage(const QUuid& pageId, int rotation, double skew, bool detected) {
    const Page* page = m_project->page(pageId);
    if (!page) return;
    const int turn = rotation - page->rotation;
    const QSize shown = m_images->size(pageId);
    const QList<Region> regions = page->regions;
    if (turn % 360 != 0 && !regions.isEmpty() && shown.isEmpty()) {
        // Regions turn in the page's pixels, which are not known before its image is.
        m_status->showMessage(tr("Page %1 cannot be turned before its image is loaded: its regions would not turn "
                                 "with it. Try again in a moment, or with its scan back in place.")
                                  .arg(m_project->indexOf(pageId) + 1),
                              10000);
        return;
    }
    QList<LayoutBlock> layout = page->layout;
    const QString recognized = page->recognizedText, edited = page->editedText;
    const bool partial = page->partial;
    m_project->setOrientation(pageId, rotation, skew, detected);
    if (turn % 360 == 0) return;
    // The recognized blocks stay on what they cover (the searchable PDF puts text there); they
    // follow the quarter turns, a straightening by a degree or two leaves them where they are.
    // The figure lines in the text carry their boxes too.
    for (LayoutBlock& block : layout)
        if (block.hasBox) block.box = block.box.turned(turn);
    m_project->setLayout(pageId, layout);
    const QString recognizedTurned = withFigureBoxesTurned(recognized, turn);
    const QString editedTurned = withFigureBoxesTurned(edited, turn);
    if (recognizedTurned != recognized || editedTurned != edited)
        m_project->setTexts(pageId, recognizedTurned, editedTurned, partial);
    if (shown.isEmpty()) return;
    for (const Region& region : regions)
        m_project->setRegionRect(pageId, region.id, turnedRect(region.rect, shown, turn));
}

void PageTools::autoRotate(const QList<QUuid>& pageIds, bool onlyUndetected, std::function<void()> then) {
    struct Pending {
        int left = 0;
        int turned = 0;
        std::function<void()> then;
    };
    auto pending = std::make_shared<Pending>();
    pending->then = std::move(then);
    const auto finishOne = [this, pending] {
        if (--pending->left > 0) return;
        if (pending->turned > 1)
            m_status->showMessage(tr("Auto-rotate: %1 pages turned upright or straightened").arg(pending->turned), 8000);
        if (pending->then) pending->then();
    };
    QList<QUuid> todo;
    for (const QUuid& id : pageIds)
        if (const Page* page = m_project->page(id); page && !m_images->size(id).isEmpty() &&
                                                    !(onlyUndetected && page->orientationDetected))
            todo << id;
    pending->left = int(todo.size()) + 1;  // the extra one is released below, after the loop
    for (const QUuid& id : todo) {
        auto* watcher = new QFutureWatcher<PageOrientation>(this);
        connect(watcher, &QFutureWatcher<PageOrientation>::finished, this, [this, watcher, id, pending, finishOne] {
            const PageOrientation found = watcher->result();
            watcher->deleteLater();
            if (const Page* page = m_project->page(id)) {
                const int number = m_project->indexOf(id) + 1;
                if (!found.detected) {
                    turnPage(id, page->rotation, page->skew, true);
                    m_status->showMessage(tr("Page %1: too little text to tell how it lies; left as it is").arg(number), 8000);
                } else {
                    turnPage(id, found.rotation, found.skew, true);
                    ++pending->turned;
                    m_status->showMessage(tr("Page %1: turned %2° clockwise, straightened by %3°")
                                              .arg(number)
                                              .arg(found.rotation)
                                              .arg(found.skew, 0, 'f', 1),
                                          8000);
                }
            }
            finishOne();
        });
        watcher->setFuture(QtConcurrent::run(backgroundPool(), [load = m_images->sourceLoader(id)] {
            QString unreadable;  // a null page reads as "too little text to tell", as a blank one
            return detectOrientation(load(&unreadable));
        }));
    }
    finishOne();
}

QList<QUuid> PageTools::withoutBlankPages(const QList<QUuid>& pageIds, bool includeBlank) const {
    if (includeBlank || m_settings->recognizeBlankPages()) return pageIds;
    QList<QUuid> kept;
    QStringList skipped;
    for (const QUuid& id : pageIds) {
        const Page* page = m_project->page(id);
        if (page && page->blank) skipped << QString::number(m_project->indexOf(id) + 1);
        else kept << id;
    }
    if (!skipped.isEmpty())
        m_status->showMessage(tr("Blank, not sent to the model: page %1. Page › Recognize anyway sends it.", nullptr,
                                 int(skipped.size()))
                                  .arg(skipped.join(QStringLiteral(", "))),
                              15000);
    return kept;
}

void PageTools::prepareForRecognition(const QList<QUuid>& pageIds, bool includeBlank,
                                      std::function<void(const QList<QUuid>&)> recognize) {
    const QList<QUuid> ids = withoutBlankPages(pageIds, includeBlank);
    if (ids.isEmpty()) return;
    if (!m_settings->autoRotate()) {
        recognize(ids);
        return;
    }
    autoRotate(ids, true, [ids, recognize] { recognize(ids); });
}

void PageTools::pasteAsPage() {
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (mime && mime->hasUrls()) {  // files copied in a file manager
        QStringList paths;
        for (const QUrl& url : mime->urls())
            if (url.isLocalFile()) paths << url.toLocalFile();
        if (!paths.isEmpty()) {
            emit filesToImport(paths);
            return;
        }
    }
    const QImage image = mime && mime->hasImage() ? qvariant_cast<QImage>(mime->imageData()) : QImage();
    if (image.isNull()) {
        m_status->showMessage(tr("The clipboard holds no image to add as a page"), 8000);
        return;
    }
    addImageAsPage(image, QStringLiteral("pasted"));
}

void PageTools::captureScreen() {
    QWidget* window = QApplication::activeWindow();
    // The portal puts its dialog above the window it is told of; only X11 windows are named
    // here, elsewhere the dialog has no parent.
    const QString parent = window && QGuiApplication::platformName() == QLatin1String("xcb")
                               ? QStringLiteral("x11:%1").arg(window->winId(), 0, 16)
                               : QString();
    m_portal->capture(parent);
}

void PageTools::addImageAsPage(const QImage& image, const QString& stem) {
    // The page needs a file to come from, so that a saved project opens with it again.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/pasted");
    const QString path = folder + QStringLiteral("/%1-%2.png")
                                      .arg(stem, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    QByteArray png;
    QBuffer buffer(&png);
    QImageWriter writer(&buffer, "png");
    QString why;
    if (!buffer.open(QIODevice::WriteOnly) || !writer.write(image)) {
        why = writer.errorString();
    } else if (!QDir().mkpath(folder)) {
        why = tr("the folder “%1” cannot be made").arg(folder);
    } else {
        writeFileAtomically(path, png, &why);
    }
    if (!why.isEmpty()) {
        m_status->showMessage(tr("The pasted image could not be kept: %1").arg(why), 15000);
        return;
    }
    emit filesToImport({path});
}

}  // namespace folio
