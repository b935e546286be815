#include "folio/engine/engine.h"
#include "testing.h"

FOLIO_TEST(version_matches_project) {
    CHECK_EQ(folio::engine::version(), std::string(FOLIO_VERSION_EXPECTED));
}

FOLIO_TEST_MAIN()
