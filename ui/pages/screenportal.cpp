#include "screenportal.h"

#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QRandomGenerator>
#include <QUrl>

namespace folio {

namespace {
const QString kService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kScreenshot = QStringLiteral("org.freedesktop.portal.Screenshot");
const QString kRequest = QStringLiteral("org.freedesktop.portal.Request");
}  // namespace

ScreenPortal::ScreenPortal(const QDBusConnection& bus, QObject* parent) : QObject(parent), m_bus(bus) {}

void ScreenPortal::probe() {
    if (!m_bus.isConnected()) {
        m_available = false;
        QMetaObject::invokeMethod(this, [this] { emit availabilityKnown(false); }, Qt::QueuedConnection);
        return;
    }
    // Reading the interface's version starts the portal if the bus can start it, and fails
    // where no portal implements screenshots.
    QDBusMessage get = QDBusMessage::createMethodCall(kService, kPath, QStringLiteral("org.freedesktop.DBus.Properties"),
                                                      QStringLiteral("Get"));
    get << kScreenshot << QStringLiteral("version");
    auto* watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(get, kProbeTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* call) {
        call->deleteLater();
        const QDBusPendingReply<QDBusVariant> reply = *call;
        m_available = !reply.isError() && reply.value().variant().toUInt() >= 1;
        emit availabilityKnown(m_available);
    });
}

bool ScreenPortal::listenForResponse(const QString& requestPath) {
    stopListening();
    m_requestPath = requestPath;
    return m_bus.connect(kService, requestPath, kRequest, QStringLiteral("Response"), this,
                         SLOT(onResponse(uint, QVariantMap)));
}

void ScreenPortal::stopListening() {
    if (m_requestPath.isEmpty()) return;
    m_bus.disconnect(kService, m_requestPath, kRequest, QStringLiteral("Response"), this, SLOT(onResponse(uint, QVariantMap)));
    m_requestPath.clear();
}

void ScreenPortal::capture(const QString& parentWindow) {
    if (!m_bus.isConnected()) {
        emit failed(tr("there is no session bus to reach the desktop portal"));
        return;
    }
    // The portal names the request after the caller and this token; listening before the call
    // means an answer cannot come before the listener.
    const QString token = QStringLiteral("folio%1").arg(QRandomGenerator::global()->generate());
    QString sender = m_bus.baseService().mid(1);
    sender.replace(u'.', u'_');
    listenForResponse(QStringLiteral("%1/request/%2/%3").arg(kPath, sender, token));
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kScreenshot, QStringLiteral("Screenshot"));
    call << parentWindow << QVariantMap{{QStringLiteral("handle_token"), token},
                                         {QStringLiteral("interactive"), true},
                                         {QStringLiteral("modal"), true}};
    auto* watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* pending) {
        pending->deleteLater();
        const QDBusPendingReply<QDBusObjectPath> reply = *pending;
        if (reply.isError()) {
            stopListening();
            emit failed(tr("the desktop portal refused the screenshot: %1").arg(reply.error().message()));
            return;
        }
        // Older portals answer on a path of their own choosing.
        if (reply.value().path() != m_requestPath) listenForResponse(reply.value().path());
    });
}

void ScreenPortal::onResponse(uint response, const QVariantMap& results) {
    stopListening();
    if (response == 1) {
        emit cancelled();
        return;
    }
    const QUrl uri(results.value(QStringLiteral("uri")).toString());
    if (response != 0 || !uri.isLocalFile()) {
        emit failed(response != 0 ? tr("the desktop portal could not take the screenshot")
                                  : tr("the desktop portal gave no screenshot file (%1)").arg(uri.toString()));
        return;
    }
    emit captured(uri.toLocalFile());
}

}  // namespace folio
