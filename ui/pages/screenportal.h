// Screen capture through the desktop portal (org.freedesktop.portal.Screenshot on the session
// bus), the way Wayland and sandboxed desktops allow it: the portal shows its own dialog, where
// the user picks the screen area, and answers with the file it saved. Without a portal that
// answers, capture is not offered. GUI thread only.
#pragma once

#include <QDBusConnection>
#include <QObject>
#include <QVariantMap>

namespace folio {

class ScreenPortal : public QObject {
    Q_OBJECT
public:
    // `bus`: the session bus, or a test's own.
    explicit ScreenPortal(const QDBusConnection& bus, QObject* parent = nullptr);

    // Asks whether a portal with the Screenshot interface answers; availabilityKnown() follows
    // (at once, queued, when there is no bus).
    void probe();
    bool isAvailable() const { return m_available; }

    // An interactive capture (the user chooses the area in the portal's dialog); `parentWindow`
    // as the portal names windows ("x11:1a00004", or empty). captured(), cancelled() or
    // failed() follows.
    void capture(const QString& parentWindow);

    static constexpr int kProbeTimeoutMs = 3000;

signals:
    void availabilityKnown(bool available);
    void captured(const QString& localFile);
    void cancelled();
    void failed(const QString& message);

private slots:
    void onResponse(uint response, const QVariantMap& results);

private:
    bool listenForResponse(const QString& requestPath);
    void stopListening();

    QDBusConnection m_bus;
    bool m_available = false;
    QString m_requestPath;  // the capture being answered, empty when none
};

}  // namespace folio
