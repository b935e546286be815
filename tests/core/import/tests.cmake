# Tests of core's import area (paths relative to tests/core).
folio_add_qt_test(test_orientation SOURCES import/test_orientation.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_blankpage SOURCES import/test_blankpage.cpp LIBS folio::core LABELS unit)
find_package(ZLIB REQUIRED)
folio_add_qt_test(test_import SOURCES import/test_import.cpp LIBS folio::core Qt6::Concurrent ZLIB::ZLIB LABELS unit)
add_dependencies(test_import folio-render-page)
folio_add_qt_test(test_pageimages SOURCES import/test_pageimages.cpp LIBS folio::core Qt6::Concurrent LABELS unit)
