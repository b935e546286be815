// What the desktop app and the screenshot tool do before and after they make their
// QApplication: the preview's needs (shared GL contexts, Chromium's sandbox), the interface
// language, the window icon.
#pragma once

namespace folio {

class Settings;

// Before the QApplication exists.
void prepareGuiProcess();
// Right after; `settings` stays the window's.
void setUpGuiApplication(Settings& settings);

}  // namespace folio
