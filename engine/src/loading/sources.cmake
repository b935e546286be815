# Sources of the engine's loading area (config.json, safetensors, weight validation), relative to engine/.
set(FOLIO_ENGINE_LOADING_SOURCES
  src/loading/config_vs_weights.cpp
  src/loading/mapped_file.cpp
  src/loading/mapped_tensor.cpp
  src/loading/model_config.cpp
  src/loading/read_file.cpp
  src/loading/safetensors_archive.cpp
  src/loading/safetensors_header.cpp
  src/loading/tensor_table.cpp
  src/loading/weights.cpp)
