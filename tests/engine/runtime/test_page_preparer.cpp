// PagePreparer: pages preprocessed on its worker thread ahead of admission give exactly what
// preprocess_image gives, in any order of taking, errors come back from take() naming the image,
// and dropped pages (cancelled before admission) never stall the pages behind them.
#include <ATen/ATen.h>

#include <chrono>
#include <optional>
#include <thread>
#include <utility>

#include "image/image_processor.h"
#include "runtime/page_preparer.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"

using namespace folio::engine;

namespace {

RgbImage gradient(int width, int height, int seed) {
    RgbImage image{width, height, {}};
    image.pixels.resize(std::size_t(width) * height * 3);
    for (std::size_t i = 0; i < image.pixels.size(); ++i) image.pixels[i] = std::uint8_t((i * 7 + seed * 31) % 251);
    return image;
}

PreprocessOptions options() { return PreprocessOptions{}; }

// Waits until the worker has had time to run ahead (the look-ahead bound is what is tested).
void let_the_worker_run() { std::this_thread::sleep_for(std::chrono::milliseconds(200)); }

}  // namespace

FOLIO_TEST(prepared_pages_equal_preprocess_image_whoever_prepares_them) {
    PagePreparer preparer(options(), /*pin_memory=*/false, /*look_ahead=*/2);
    std::vector<RgbImage> images;
    std::vector<std::shared_ptr<PagePreparer::Job>> jobs;
    for (int i = 0; i < 6; ++i) {
        images.push_back(gradient(300 + 17 * i, 200 + 5 * i, i));
        jobs.push_back(preparer.submit(images.back()));
    }
    let_the_worker_run();  // pages 0 and 1 are prepared by the worker; the rest wait their turn
    CHECK_EQ(preparer.prepared_waiting(), 2);
    // Taken out of order: page 5 is prepared by take() itself, since the worker is not there yet.
    for (int i : {5, 0, 1, 2, 4, 3}) {
        CHECK(PagePreparer::size(*jobs[i]) == std::pair(images[i].width, images[i].height));
        const at::Tensor expected = preprocess_image(images[i], options()).pixel_values;
        CHECK(preparer.take(*jobs[i]).equal(expected));
    }
    CHECK_THROWS_WITH(preparer.take(*jobs[0]), "already taken");
}

FOLIO_TEST(a_broken_image_fails_in_take_with_the_preprocessing_error) {
    PagePreparer preparer(options(), false, 4);
    RgbImage broken = gradient(40, 30, 1);
    broken.pixels.resize(100);  // truncated
    const auto job = preparer.submit(broken);
    const auto good = preparer.submit(gradient(40, 30, 2));
    let_the_worker_run();
    CHECK_THROWS_WITH(preparer.take(*job), "bytes of pixels");
    CHECK(preparer.take(*good).equal(preprocess_image(gradient(40, 30, 2), options()).pixel_values));
    // Refused before the worker gets to it, too.
    CHECK_THROWS_WITH(preparer.take(*preparer.submit(RgbImage{0, 5, {}})), "at least 1 pixel");
}

FOLIO_TEST(dropped_pages_free_their_look_ahead_slot) {
    PagePreparer preparer(options(), false, /*look_ahead=*/1);
    auto first = preparer.submit(gradient(64, 64, 1));
    auto second = preparer.submit(gradient(64, 64, 2));
    auto third = preparer.submit(gradient(64, 64, 3));
    let_the_worker_run();  // the worker prepared `first` and waits for its slot
    CHECK_EQ(preparer.prepared_waiting(), 1);
    first.reset();         // cancelled before admission: never taken
    second.reset();        // dropped before the worker started it
    let_the_worker_run();  // so the worker moves on to `third`
    CHECK_EQ(preparer.prepared_waiting(), 1);
    CHECK(preparer.take(*third).equal(preprocess_image(gradient(64, 64, 3), options()).pixel_values));
    CHECK_EQ(preparer.prepared_waiting(), 0);
}

// The scheduler shuts down with pages still queued (prepared or not): the preparer stops at once
// (its worker would otherwise wait for a look-ahead slot that is never freed), and the jobs the
// queue still holds outlive it: their sizes, which the scheduler reads, stay as submitted.
FOLIO_TEST(stopping_with_pages_queued_neither_hangs_nor_crashes) {
    std::vector<std::shared_ptr<PagePreparer::Job>> jobs;
    std::optional<PagePreparer> preparer(std::in_place, options(), false, 1);
    for (int i = 0; i < 4; ++i) jobs.push_back(preparer->submit(gradient(80 + i, 60, i)));
    let_the_worker_run();
    CHECK_EQ(preparer->prepared_waiting(), 1);  // one prepared, three waiting for its slot
    const auto stopping = std::chrono::steady_clock::now();
    preparer.reset();
    const double stop_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - stopping).count();
    CHECK(stop_ms < 1000);
    for (int i = 0; i < 4; ++i) CHECK(PagePreparer::size(*jobs[static_cast<size_t>(i)]) == std::pair(80 + i, 60));
    jobs.clear();
}

FOLIO_TEST_MAIN()
