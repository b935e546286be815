// libFuzzer entry point for parse_safetensors_header; not part of the normal build. Build it
// with clang from the repository root (libtorch headers are needed, its libraries are not):
//   TORCH=build/venv/lib/python3.11/site-packages/torch/include
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -Iengine/include -Iengine/src
//     -isystem engine/third_party -isystem $TORCH engine/src/loading/fuzz_safetensors_header.cpp
//     engine/src/loading/safetensors_header.cpp -o /tmp/fuzz_safetensors_header
//   /tmp/fuzz_safetensors_header -max_len=4096 -rss_limit_mb=512 -max_total_time=60
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
