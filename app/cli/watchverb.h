// `folio watch IN OUT`: recognises the files that appear in a folder until stopped (see watchrun.h).
#pragma once

#include <QStringList>

namespace folio::cli {

int runWatch(const QStringList& arguments);

}  // namespace folio::cli
