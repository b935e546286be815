// File > Export: asks where and in which format, then exports on the thread pool through
// core's exporters; the window stays usable and the status bar reports the outcome.
#pragma once

class QMainWindow;

namespace folio {

class Project;
class PageImages;

void exportDocument(QMainWindow* window, const Project& project, const PageImages& images);

}  // namespace folio
