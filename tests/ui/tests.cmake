folio_add_qt_test(test_mainwindow SOURCES test_mainwindow.cpp uitesting.h ../core/jobs/scriptedbackend.h LIBS folio::ui LABELS unit)
folio_add_qt_test(test_editor SOURCES test_editor.cpp uitesting.h LIBS folio::ui LABELS unit)
folio_add_qt_test(test_settings SOURCES test_settings.cpp LIBS folio::core LABELS unit)
