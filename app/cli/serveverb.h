// `folio serve`: the OpenAI-compatible server over the local engine (see serveoptions.h).
#pragma once

#include <QStringList>

namespace folio::cli {

int runServe(const QStringList& arguments);

}  // namespace folio::cli
