# Sources of the engine's model area, relative to engine/.
set(FOLIO_ENGINE_MODEL_SOURCES
  src/model/layers.cpp
  src/model/vision_encoder.cpp
  src/model/projector.cpp
  src/model/kv_cache.cpp
  src/model/attention.cpp
  src/model/text_decoder.cpp
  src/model/lighton_ocr_model.cpp)
