// The thread pool for long or blocking work: imports, page renders (each waits on a helper
// process), exports. Qt's own painting splits large fills and scales over the global pool and
// waits for them, so work that holds every global thread for minutes froze the window (a
// 605-page project did not paint until its pages were rendered).
#pragma once

class QThreadPool;

namespace folio {

QThreadPool* backgroundPool();

}  // namespace folio
