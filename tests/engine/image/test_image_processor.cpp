// Preprocessing rules that do not need the Python reference: target sizes under both rounding
// rules, token counts, normalization of known pixels, and refusal of bad input.
#include <ATen/ATen.h>

#include "image/image_processor.h"
// c10/util/Logging.h defines a CHECK of its own; the test harness's replaces it.
#undef CHECK
#include "testing.h"

using namespace folio::engine;

namespace {

RgbImage uniform(int width, int height, std::uint8_t r, std::uint8_t g, std::uint8_t b) {
    RgbImage image{width, height, {}};
    image.pixels.reserve(std::size_t(width) * height * 3);
    for (int i = 0; i < width * height; ++i) image.pixels.insert(image.pixels.end(), {r, g, b});
    return image;
}

PreprocessOptions native_rule() {
    PreprocessOptions options;
    options.rounding = PatchRounding::To14DropOdd;
    return options;
}

}  // namespace

FOLIO_TEST(longest_edge_is_scaled_to_1540_with_floor_then_rounded_up) {
    // 4000x3000 (w x h): ratio 4000/1540; height floor(3000/ratio) = 1155.
    ResizedSize s = resized_size(4000, 3000);
    CHECK_EQ(s.width, 1540);
    CHECK_EQ(s.height, 1176);  // 1155 rounded up to 28
    s = resized_size(4000, 3000, native_rule());
    CHECK_EQ(s.height, 1162);  // 1155 rounded up to 14
    // Never upscaled: a small image only grows to the next patch unit.
    s = resized_size(27, 29);
    CHECK_EQ(s.width, 28);
    CHECK_EQ(s.height, 56);
    s = resized_size(1, 1, native_rule());
    CHECK_EQ(s.width, 14);
    CHECK_EQ(s.height, 14);
    // Multiples of 28 within the limit are kept as they are under both rules.
    for (const PreprocessOptions& o : {PreprocessOptions{}, native_rule()}) {
        s = resized_size(1540, 1120, o);
        CHECK_EQ(s.width, 1540);
        CHECK_EQ(s.height, 1120);
    }
}

FOLIO_TEST(a_strip_thinner_than_one_scaled_pixel_keeps_one_pixel) {
    // transformers floors the 1-pixel side to 0 and fails; Folio keeps 1 pixel.
    const ResizedSize s = resized_size(3000, 1);
    CHECK_EQ(s.width, 1540);
    CHECK_EQ(s.height, 28);
    const ProcessedImage p = preprocess_image(uniform(3000, 1, 0, 0, 0));
    CHECK_EQ(p.image_tokens, 55);
}

FOLIO_TEST(grid_and_token_count_follow_the_rule) {
    const RgbImage image = uniform(27, 29, 10, 20, 30);  // 29 high, 27 wide
    ProcessedImage vllm = preprocess_image(image);
    CHECK_EQ(vllm.pixel_values.size(1), 56);
    CHECK_EQ(vllm.pixel_values.size(2), 28);
    CHECK_EQ(vllm.patch_rows, 4);
    CHECK_EQ(vllm.patch_cols, 2);
    CHECK_EQ(vllm.image_tokens, 2);
    ProcessedImage native = preprocess_image(image, native_rule());
    CHECK_EQ(native.pixel_values.size(1), 42);  // 3 patch rows: the odd one is dropped later
    CHECK_EQ(native.pixel_values.size(2), 28);
    CHECK_EQ(native.patch_rows, 3);
    CHECK_EQ(native.patch_cols, 2);
    CHECK_EQ(native.image_tokens, 1);
    // The largest page: 55 x 55 merged patches.
    CHECK_EQ(preprocess_image(uniform(1540, 1540, 1, 2, 3)).image_tokens, 3025);
}

FOLIO_TEST(pixels_are_rescaled_and_clip_normalized) {
    // A uniform image stays uniform through bicubic resampling (weights sum to one).
    const ProcessedImage p = preprocess_image(uniform(50, 40, 0, 128, 255));
    CHECK(p.pixel_values.scalar_type() == at::kFloat);
    CHECK(p.pixel_values.is_contiguous());
    CHECK_EQ(p.pixel_values.dim(), 3);
    CHECK_EQ(p.pixel_values.size(0), 3);
    const double expected[3] = {(0 / 255.0 - 0.48145466) / 0.26862954,
                                (128 / 255.0 - 0.4578275) / 0.26130258,
                                (255 / 255.0 - 0.40821073) / 0.27577711};
    for (int c = 0; c < 3; ++c) {
        CHECK_NEAR(p.pixel_values[c].min().item<double>(), expected[c], 1e-5);
        CHECK_NEAR(p.pixel_values[c].max().item<double>(), expected[c], 1e-5);
    }
}

FOLIO_TEST(the_callers_buffer_is_neither_changed_nor_aliased) {
    RgbImage image = uniform(28, 28, 200, 100, 50);  // no resize needed
    const std::vector<std::uint8_t> before = image.pixels;
    ProcessedImage p = preprocess_image(image);
    CHECK(image.pixels == before);
    image.pixels.assign(image.pixels.size(), 0);
    CHECK_NEAR(p.pixel_values[0][0][0].item<double>(), (200 / 255.0 - 0.48145466) / 0.26862954, 1e-5);
}

FOLIO_TEST(zero_or_negative_sides_are_refused) {
    CHECK_THROWS_WITH(preprocess_image(RgbImage{0, 10, {}}), "0x10");
    CHECK_THROWS_WITH(preprocess_image(RgbImage{10, 0, {}}), "at least 1 pixel");
    CHECK_THROWS_WITH(preprocess_image(RgbImage{-5, 10, {}}), "at least 1 pixel");
    CHECK_THROWS_WITH(resized_size(0, 5), "at least 1 pixel");
}

FOLIO_TEST(a_pixel_buffer_of_the_wrong_size_is_refused) {
    RgbImage image = uniform(5, 4, 1, 2, 3);
    image.pixels.pop_back();
    CHECK_THROWS_WITH(preprocess_image(image), "59 bytes of pixels, expected 60");
    image.pixels.resize(61);
    CHECK_THROWS_WITH(preprocess_image(image), "expected 60");
}

FOLIO_TEST(images_over_the_pixel_limit_are_refused_before_allocating) {
    // 60000 x 60000 declared with an empty buffer: refused for its size, not for the buffer,
    // and without allocating 10 GB.
    CHECK_THROWS_WITH(preprocess_image(RgbImage{60000, 60000, {}}), "over the limit of 100000000 pixels");
    PreprocessOptions small;
    small.max_pixels = 399;
    CHECK_THROWS_WITH(preprocess_image(uniform(20, 20, 0, 0, 0), small), "400 pixels");
    small.max_pixels = 400;
    CHECK_EQ(preprocess_image(uniform(20, 20, 0, 0, 0), small).image_tokens, 1);
}

FOLIO_TEST(invalid_options_are_refused) {
    PreprocessOptions bad;
    bad.patch_size = 0;
    CHECK_THROWS_WITH(preprocess_image(uniform(2, 2, 0, 0, 0), bad), "patch_size");
    bad = {};
    bad.longest_edge = -1;
    CHECK_THROWS_WITH(resized_size(10, 10, bad), "longest_edge");
}

FOLIO_TEST_MAIN()
