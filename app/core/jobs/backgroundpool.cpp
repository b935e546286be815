#include "backgroundpool.h"

#include <QThread>
#include <QThreadPool>
#include <algorithm>

namespace folio {

QThreadPool* backgroundPool() {
    // Destroyed at exit after waiting for its tasks, as the global pool is: cancelled work
    // returns at once, and a render has its time limit.
    static QThreadPool pool;
    static const bool sized = (pool.setMaxThreadCount(std::max(2, QThread::idealThreadCount())), true);
    (void)sized;
    return &pool;
}

}  // namespace folio
