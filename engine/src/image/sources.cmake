# Sources of the engine's image area, relative to engine/.
set(FOLIO_ENGINE_IMAGE_SOURCES src/image/image_processor.cpp src/image/ppm.cpp)
