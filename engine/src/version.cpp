#include "folio/engine/engine.h"

namespace folio::engine {

std::string version() { return FOLIO_VERSION; }

}  // namespace folio::engine
