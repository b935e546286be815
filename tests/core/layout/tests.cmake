# Tests of core's layout area and the exports that use it (paths relative to tests/core).
folio_add_qt_test(test_groundingparser SOURCES layout/test_groundingparser.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_layoutexport SOURCES layout/test_layoutexport.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_modelprofile SOURCES layout/test_modelprofile.cpp LIBS folio::core LABELS unit)
