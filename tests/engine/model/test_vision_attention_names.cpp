// EngineTuning::vision_attention's names: each documented one parses, anything else is refused
// with a message that names the value and the names it may take. No model, no device.
#include <string>

#include "folio/engine/engine.h"
#include "model/vision_encoder.h"
#include "testing.h"

using folio::engine::SdpaBackend;
using folio::engine::parse_sdpa_backend;

FOLIO_TEST(documented_names_parse) {
    CHECK(parse_sdpa_backend("auto") == SdpaBackend::automatic);
    CHECK(parse_sdpa_backend("cudnn") == SdpaBackend::cudnn);
    CHECK(parse_sdpa_backend("cudnn_whole") == SdpaBackend::cudnn_whole);
    CHECK(parse_sdpa_backend("flash") == SdpaBackend::flash);
    CHECK(parse_sdpa_backend("efficient") == SdpaBackend::efficient);
    CHECK(parse_sdpa_backend("math") == SdpaBackend::math);
}

FOLIO_TEST(other_names_are_refused_by_name) {
    CHECK_THROWS_WITH(parse_sdpa_backend("cudnn-whole"), "got 'cudnn-whole'");
    CHECK_THROWS_WITH(parse_sdpa_backend("CUDNN"), "auto, cudnn, cudnn_whole, flash, efficient or math");
    CHECK_THROWS_WITH(parse_sdpa_backend(""), "got ''");
}

FOLIO_TEST_MAIN()
