# Sources of the engine's text area, relative to engine/.
set(FOLIO_ENGINE_TEXT_SOURCES
    src/text/added_tokens.cpp
    src/text/bpe.cpp
    src/text/byte_level.cpp
    src/text/nfc.cpp
    src/text/ocr_prompt.cpp
    src/text/pretokenizer.cpp
    src/text/script_ranges.cpp
    src/text/stream_decoder.cpp
    src/text/token_scripts.cpp
    src/text/tokenizer.cpp
    src/text/tokenizer_files.cpp
    src/text/unicode_tables.cpp
    src/text/utf8.cpp)
