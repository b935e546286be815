# Importers: images (QImageReader) and PDFs (Poppler-Qt6) (paths relative to app/core).
set(FOLIO_CORE_IMPORT_SOURCES
  import/importer.h import/importer.cpp import/imageimporter.cpp import/pdfimporter.cpp
  import/imagedecode.h import/imagedecode.cpp
  import/pagerenderer.h import/pagerenderer.cpp import/pagerenderprotocol.h
  import/importjob.h import/importjob.cpp
  import/pageimages.h import/pageimages.cpp import/imagespool.h import/imagespool.cpp
  import/orientation.h import/orientation.cpp
  import/blankpage.h import/blankpage.cpp
  import/printimage.h import/printimage.cpp
)

# Opening and rendering PDFs with Poppler: core renders through the folio-render-page helper,
# which runs each page in its own process with bounded time and memory. A small library of its
# own so the helper links Qt and Poppler only (not the engine).
add_library(folio_pdfpage STATIC ${CMAKE_CURRENT_LIST_DIR}/pdfpage.h ${CMAKE_CURRENT_LIST_DIR}/pdfpage.cpp
            ${CMAKE_CURRENT_LIST_DIR}/whitepaper.h ${CMAKE_CURRENT_LIST_DIR}/whitepaper.cpp)
target_link_libraries(folio_pdfpage PUBLIC Qt6::Core Qt6::Gui PRIVATE PkgConfig::POPPLER_QT6)
folio_target_defaults(folio_pdfpage)
add_executable(folio-render-page ${CMAKE_CURRENT_LIST_DIR}/pagerenderhelper.cpp)
target_link_libraries(folio-render-page PRIVATE folio_pdfpage PkgConfig::POPPLER_QT6)
folio_target_defaults(folio-render-page)
include(GNUInstallDirs)
install(TARGETS folio-render-page RUNTIME DESTINATION ${CMAKE_INSTALL_LIBEXECDIR}/folio)
cmake_language(DEFER CALL target_link_libraries folio_core PRIVATE folio_pdfpage)
cmake_language(DEFER CALL target_compile_definitions folio_core PRIVATE
               FOLIO_RENDER_PAGE_HELPER_BUILD_PATH="$<TARGET_FILE:folio-render-page>")
cmake_language(DEFER CALL add_dependencies folio_core folio-render-page)
