// What the user does to pages as pages, before recognition: turning them by hand or by
// auto-rotate (Tesseract's orientation detection and Leptonica's skew, on a copy: the source
// stays), leaving blank pages out of recognition unless asked, and pasting an image from the
// clipboard, or a screen area captured through the desktop portal, as a new page. Keeps PageImages' turned copies in step with the project.
#pragma once

#include <QDBusConnection>
#include <QList>
#include <QObject>
#include <QUuid>
#include <functional>

class QAction;
class QImage;
class QStatusBar;

namespace folio {

class Project;
class PageImages;
class PageList;
class Settings;
class ScreenPortal;

class PageTools : public QObject {
    Q_OBJECT
public:
    PageTools(Project* project, PageImages* images, PageList* pages, Settings* settings,
              QStatusBar* status, QObject* parent, const QDBusConnection& bus = QDBusConnection::sessionBus());

    QAction* rotateClockwiseAction() const { return m_rotateClockwise; }
    QAction* rotateCounterClockwiseAction() const { return m_rotateCounterClockwise; }
    QAction* autoRotateNowAction() const { return m_autoRotateNow; }
    QAction* autoRotateSettingAction() const { return m_autoRotateSetting; }
    QAction* recognizeAnywayAction() const { return m_recognizeAnyway; }
    QAction* recognizeBlankSettingAction() const { return m_recognizeBlankSetting; }
    QAction* pasteAsPageAction() const { return m_pasteAsPage; }
    // Hidden and disabled unless a desktop portal on `bus` answers.
    QAction* captureScreenAction() const { return m_captureScreen; }
    ScreenPortal* screenPortal() const { return m_portal; }

    // Turns the pages by quarter turns (90: clockwise); their regions and layout blocks turn with them.
    void rotatePages(const QList<QUuid>& pageIds, int degreesClockwise);
    // Sets the page's orientation, turning its regions and layout blocks by the quarter turns it makes.
    void turnPage(const QUuid& pageId, int rotation, double skew, bool detected);
    // Detects each page's orientation and skew (on the thread pool) and turns it upright; `then`
    // runs on the GUI thread once every page has been looked at. `onlyUndetected`: skip pages
    // auto-rotate has looked at before.
    void autoRotate(const QList<QUuid>& pageIds, bool onlyUndetected, std::function<void()> then = {});
    // The pages to send to the model: blank ones are left out (and said so in the status bar)
    // unless `includeBlank` or the setting says otherwise.
    QList<QUuid> withoutBlankPages(const QList<QUuid>& pageIds, bool includeBlank) const;
    // Runs `recognize` with the pages to recognize, after auto-rotate where it is on.
    void prepareForRecognition(const QList<QUuid>& pageIds, bool includeBlank,
                               std::function<void(const QList<QUuid>&)> recognize);
    // The clipboard's image saved as a PNG file (under the app's data folder) and imported.
    void pasteAsPage();
    // Asks the desktop portal for a screenshot of an area the user picks; it becomes a page.
    void captureScreen();

signals:
    void filesToImport(const QStringList& paths);
    // "Recognize anyway": the window recognizes these pages, blank or not (Recognize all leaves
    // blank pages out; Recognize page and selected pages, asked for by name, send them).
    void recognizeRequested(const QList<QUuid>& pageIds);

private:
    void syncImage(const QUuid& pageId);
    QList<QUuid> targetPages() const;
    // Saves the image as a PNG file (under the app's data folder) and imports it.
    void addImageAsPage(const QImage& image, const QString& stem);

    Project* m_project;
    PageImages* m_images;
    PageList* m_pages;
    Settings* m_settings;
    QStatusBar* m_status;
    QAction* m_rotateClockwise;
    QAction* m_rotateCounterClockwise;
    QAction* m_autoRotateNow;
    QAction* m_autoRotateSetting;
    QAction* m_recognizeAnyway;
    QAction* m_recognizeBlankSetting;
    QAction* m_pasteAsPage;
    ScreenPortal* m_portal;
    QAction* m_captureScreen;
};

// A rectangle of an image `imageSize` (as shown now) after the image turns by quarter turns.
QRect turnedRect(const QRect& rect, const QSize& imageSize, int degreesClockwise);

}  // namespace folio
