// Screen capture through the desktop portal. Without a portal the window offers no capture; with
// a portal of the test's own (org.freedesktop.portal.Screenshot on a private dbus-daemon) the
// action appears, the area the portal answers with becomes a page file with its pixels, and a
// cancelled or failed capture adds nothing.
#include <QAction>
#include <QDBusConnection>
#include <QDBusContext>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QProcess>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "document/project.h"
#include "import/pageimages.h"
#include "pages/pagelist.h"
#include "pages/pagetools.h"
#include "pages/screenportal.h"
#include "settings/settings.h"
#include "uitesting.h"
#include "window/mainwindow.h"

using namespace folio;

namespace {

// Before QApplication exists: the window's session bus is one that is not there.
const bool kNoSessionBus = qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/folio-test-bus");

// What xdg-desktop-portal does for Screenshot: answers the call with the request's path, then
// sends Response on it with the file it saved (or 1: cancelled, 2: failed).
class FakeScreenshotPortal : public QObject, protected QDBusContext {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.portal.Screenshot")
    Q_PROPERTY(uint version READ version)
public:
    explicit FakeScreenshotPortal(const QDBusConnection& bus) : m_bus(bus) {}
    uint version() const { return 2; }
    QString imagePath;
    uint answer = 0;
    QVariantMap lastOptions;

public slots:
    QDBusObjectPath Screenshot(const QString&, const QVariantMap& options) {
        lastOptions = options;
        const QString sender = message().service().mid(1).replace(u'.', u'_');
        const QString path = QStringLiteral("/org/freedesktop/portal/desktop/request/%1/%2")
                                 .arg(sender, options.value(QStringLiteral("handle_token")).toString());
        QTimer::singleShot(20, this, [this, path] {
            QDBusMessage response = QDBusMessage::createSignal(path, QStringLiteral("org.freedesktop.portal.Request"),
                                                               QStringLiteral("Response"));
            response << answer << QVariantMap{{QStringLiteral("uri"), QUrl::fromLocalFile(imagePath).toString()}};
            m_bus.send(response);
        });
        return QDBusObjectPath(path);
    }

private:
    QDBusConnection m_bus;
};

QAction* actionNamed(QWidget* window, const QString& text) {
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

const QString kCaptureText = QStringLiteral("Capture screen &region as page…");

}  // namespace

class TestScreenCapture : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QProcess m_daemon;
    QString m_address;

private slots:
    void initTestCase() {
        QVERIFY(kNoSessionBus);
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty()) return;  // the portal cases skip
        m_daemon.start(daemon, {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
        QVERIFY(m_daemon.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(m_daemon.canReadLine(), 10000);
        m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
    }
    void cleanupTestCase() {
        if (m_daemon.state() == QProcess::NotRunning) return;
        m_daemon.terminate();
        m_daemon.waitForFinished(5000);
    }

    void noPortalNoCapture() {
        Settings settings(m_dir.filePath("none.ini"), nullptr);
        MainWindow window(nullptr, &settings);
        window.show();
        QAction* capture = actionNamed(&window, kCaptureText);
        QVERIFY(capture);
        QTest::qWait(200);  // the probe's answer (none: there is no bus)
        QVERIFY(!capture->isVisible());
        QVERIFY(!capture->isEnabled());
        // A bus without a portal says so too.
        if (m_address.isEmpty()) QSKIP("dbus-daemon is not installed (Debian's dbus-daemon package)");
        ScreenPortal portal(QDBusConnection::connectToBus(m_address, QStringLiteral("no-portal")));
        QSignalSpy known(&portal, &ScreenPortal::availabilityKnown);
        portal.probe();
        QVERIFY(known.wait(ScreenPortal::kProbeTimeoutMs + 2000));
        QCOMPARE(known.first().first().toBool(), false);
    }

    void capturedAreaBecomesAPage() {
        if (m_address.isEmpty()) QSKIP("dbus-daemon is not installed (Debian's dbus-daemon package)");
        QDBusConnection portalBus = QDBusConnection::connectToBus(m_address, QStringLiteral("portal"));
        QVERIFY(portalBus.isConnected());
        FakeScreenshotPortal fake(portalBus);
        QImage shot(64, 40, QImage::Format_RGB32);
        shot.fill(QColor(30, 160, 90));
        shot.setPixel(5, 6, qRgb(240, 20, 20));
        fake.imagePath = m_dir.filePath("Screenshot.png");
        QVERIFY(shot.save(fake.imagePath));
        QVERIFY(portalBus.registerObject(QStringLiteral("/org/freedesktop/portal/desktop"), &fake,
                                         QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllProperties));
        QVERIFY(portalBus.registerService(QStringLiteral("org.freedesktop.portal.Desktop")));

        Project project;
        PageImages images;
        PageList pages(&project, &images);
        Settings settings(m_dir.filePath("portal.ini"), nullptr);
        QStatusBar status;
        PageTools tools(&project, &images, &pages, &settings, &status, nullptr,
                        QDBusConnection::connectToBus(m_address, QStringLiteral("client")));
        QAction* capture = tools.captureScreenAction();
        QTRY_VERIFY(capture->isVisible() && capture->isEnabled());
        QCOMPARE(capture->text(), kCaptureText);

        QSignalSpy imported(&tools, &PageTools::filesToImport);
        capture->trigger();
        QVERIFY(imported.wait(5000));
        QCOMPARE(fake.lastOptions.value("interactive").toBool(), true);  // the user picks the area
        const QStringList files = imported.first().first().toStringList();
        QCOMPARE(files.size(), 1);
        QVERIFY2(files.first() != fake.imagePath, "the page keeps a copy of its own");
        const QImage page = QImage(files.first()).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(page.size(), shot.size());
        QCOMPARE(page.pixel(5, 6), shot.pixel(5, 6));
        QCOMPARE(page.pixel(40, 30), shot.pixel(40, 30));

        // Cancelled in the portal's dialog: nothing is added, nothing is said.
        fake.answer = 1;
        QSignalSpy cancelled(tools.screenPortal(), &ScreenPortal::cancelled);
        capture->trigger();
        QVERIFY(cancelled.wait(5000));
        QCOMPARE(imported.size(), 1);
        // The portal fails: the status bar says so.
        fake.answer = 2;
        QSignalSpy failed(tools.screenPortal(), &ScreenPortal::failed);
        capture->trigger();
        QVERIFY(failed.wait(5000));
        QCOMPARE(imported.size(), 1);
        QCOMPARE(status.currentMessage(), QStringLiteral("No screen capture: the desktop portal could not take the screenshot"));
        portalBus.unregisterService(QStringLiteral("org.freedesktop.portal.Desktop"));
    }
};

FOLIO_UI_TEST_MAIN(TestScreenCapture)
#include "test_screen_capture.moc"
