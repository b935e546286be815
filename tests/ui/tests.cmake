folio_add_qt_test(test_mainwindow SOURCES test_mainwindow.cpp uitesting.h ../core/jobs/scriptedbackend.h LIBS folio::ui LABELS unit)
folio_add_qt_test(test_editor SOURCES test_editor.cpp uitesting.h LIBS folio::ui LABELS unit)
folio_add_qt_test(test_settings SOURCES test_settings.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_engine_window SOURCES test_engine_window.cpp uitesting.h LIBS folio::ui LABELS model)
target_compile_definitions(test_engine_window PRIVATE FOLIO_REFERENCE_DIR="${CMAKE_BINARY_DIR}/reference")
set_tests_properties(test_engine_window PROPERTIES FIXTURES_REQUIRED folio_reference)
folio_add_qt_test(test_window_actions SOURCES test_window_actions.cpp uitesting.h LIBS folio::ui LABELS unit)
folio_add_qt_test(test_modelpanel SOURCES test_modelpanel.cpp LIBS folio::ui LABELS unit)
folio_add_qt_test(test_layoutoverlay SOURCES test_layoutoverlay.cpp uitesting.h LIBS folio::ui LABELS unit)

# Issues of the user's work: re-recognizing, quitting, drops, reordering, recovery after a kill.
add_executable(recovery_child recovery_child.cpp)
target_link_libraries(recovery_child PRIVATE folio::ui Qt6::Test)
folio_target_defaults(recovery_child)
folio_add_qt_test(test_user_work SOURCES test_user_work.cpp uitesting.h ../core/jobs/scriptedbackend.h LIBS folio::ui LABELS unit)
target_compile_definitions(test_user_work PRIVATE FOLIO_RECOVERY_CHILD="$<TARGET_FILE:recovery_child>")
add_dependencies(test_user_work recovery_child)
# Pages before recognition: turning by hand and auto-rotate, blank pages, pasting an image as a page.
folio_add_qt_test(test_page_tools SOURCES test_page_tools.cpp uitesting.h ../core/jobs/scriptedbackend.h LIBS folio::ui LABELS unit)
# Accessible names of every control and action, and the tab order of the main panes.
folio_add_qt_test(test_accessibility SOURCES test_accessibility.cpp uitesting.h LIBS folio::ui LABELS unit)
# Open, recognize (echo backend), edit and export with key events only.
folio_add_qt_test(test_keyboard_workflow SOURCES test_keyboard_workflow.cpp uitesting.h LIBS folio::ui folio_test_echo LABELS unit)
# Screen capture through the desktop portal: against a portal of the test's own on a private dbus-daemon.
folio_add_qt_test(test_screen_capture SOURCES test_screen_capture.cpp uitesting.h LIBS folio::ui Qt6::DBus LABELS unit)
