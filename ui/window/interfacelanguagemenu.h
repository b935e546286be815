// View > Interface language: the system's language, English, or a language Folio is translated
// into. The choice is stored in the settings and applies when Folio starts next (Qt widgets do not
// retranslate themselves in place).
#pragma once

#include <QMenu>

class QStatusBar;

namespace folio {

class Settings;

QMenu* makeInterfaceLanguageMenu(Settings* settings, QStatusBar* status, QWidget* parent);

}  // namespace folio
