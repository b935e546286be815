// SIGTERM, SIGINT and SIGHUP delivered to the event loop, for what ends cleanly on them: the
// verbs `folio serve` and `folio watch`, and the desktop app, which keeps unsaved work in its
// crash copies when a logout or shutdown ends it.
#pragma once

#include <QObject>
#include <functional>

namespace folio {

// Calls onSignal on the event loop for each SIGTERM, SIGINT or SIGHUP; false when it cannot be set up.
// One owner per process.
bool watchTerminationSignals(QObject* owner, std::function<void()> onSignal);

}  // namespace folio
