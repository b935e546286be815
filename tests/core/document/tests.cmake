# Tests of core's document area (paths relative to tests/core).
folio_add_qt_test(test_project SOURCES document/test_project.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_blocks SOURCES document/test_blocks.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_postprocess SOURCES document/test_postprocess.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_projectfile SOURCES document/test_projectfile.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_missingsources SOURCES document/test_missingsources.cpp LIBS folio::core LABELS unit)
folio_add_qt_test(test_suggestedpath SOURCES document/test_suggestedpath.cpp LIBS folio::core LABELS unit)

# The crash-recovery test kills this helper while it edits with autosave on.
add_executable(autosave_child document/autosave_child.cpp)
target_link_libraries(autosave_child PRIVATE folio::core)
folio_target_defaults(autosave_child)
folio_add_qt_test(test_autosave SOURCES document/test_autosave.cpp LIBS folio::core LABELS unit)
target_compile_definitions(test_autosave PRIVATE FOLIO_AUTOSAVE_CHILD="$<TARGET_FILE:autosave_child>")
add_dependencies(test_autosave autosave_child)
