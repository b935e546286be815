// SIGTERM and SIGINT delivered to the event loop, for the verbs that end cleanly on them
// (`folio serve`, `folio watch`).
#pragma once

#include <QObject>
#include <functional>

namespace folio::cli {

// Calls onSignal on the event loop for each SIGTERM or SIGINT; false when it cannot be set up.
// One owner per process.
bool watchTerminationSignals(QObject* owner, std::function<void()> onSignal);

}  // namespace folio::cli
