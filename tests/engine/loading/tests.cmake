# Tests of the engine's loading area (paths relative to tests/engine).
folio_add_engine_test(test_loading_config SOURCES loading/test_model_config.cpp LABELS unit)
folio_add_engine_test(test_loading_safetensors SOURCES loading/test_safetensors.cpp LABELS unit)
folio_add_engine_test(test_loading_weights SOURCES loading/test_weights.cpp LABELS unit)
folio_add_engine_test(test_loading_fuzz SOURCES loading/test_safetensors_fuzz.cpp LABELS unit TIMEOUT 120)
# Fixtures come from FOLIO_PYTHON (transformers + safetensors); skips without them.
folio_add_engine_test(test_loading_reference SOURCES loading/test_loading_reference.cpp LABELS unit TIMEOUT 300)
