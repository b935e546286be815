// libFuzzer entry point for parse_safetensors_header; not part of the normal build. Build with
// clang against the engine library, for example:
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address -Iengine/include -Iengine/src \
//     -Iengine/third_party engine/src/loading/fuzz_safetensors_header.cpp \
//     engine/src/loading/safetensors_header.cpp -o fuzz_safetensors_header
//   ./fuzz_safetensors_header -max_len=4096 -rss_limit_mb=256
// (safetensors_header.cpp needs no libtorch: only the header's ATen types are declared.)
// The ctest test_loading_fuzz runs a seeded, time-boxed variant of this on every build.
#include "loading/safetensors.h"

#include <folio/engine/engine.h>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        folio::engine::parse_safetensors_header(data, size, "fuzz.safetensors");
    } catch (const folio::engine::Error&) {
        // Rejecting bad input with Error is the expected outcome; anything else escapes and
        // libFuzzer reports it.
    }
    return 0;
}
