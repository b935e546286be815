// `folio ocr INPUT... -o OUTDIR`: see ocroptions.h for the arguments, exitcodes.h for the codes.
#pragma once

#include <QStringList>

namespace folio::cli {

int runOcr(const QStringList& arguments);

}  // namespace folio::cli
