folio_add_qt_test(test_mainwindow SOURCES test_mainwindow.cpp LIBS folio::ui LABELS unit)
