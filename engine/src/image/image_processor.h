// Image preprocessing for LightOnOCR: RGB8 pixels in, the normalized pixel tensor and the
// patch grid the vision encoder sees out. Mirrors transformers' Pixtral image processor
// (resize so the longest edge is at most 1540 without upscaling, bicubic with antialiasing,
// rescale 1/255, CLIP mean/std) followed by one of two patch-rounding rules. It runs the same
// ATen kernels as transformers' torchvision backend, so with the same libtorch the pixel values
// are bit-identical to transformers 5.17 (tests/engine/image/test_image_reference.cpp).
//
// Thread safety: preprocess_image is a pure function; call it from any thread.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>

#include "folio/engine/engine.h"

namespace folio::engine {

// How each resized side becomes a whole number of patches.
enum class PatchRounding {
    // vLLM and the Hub's PixtralProcessor (processor_config.json): each side is rounded UP to a
    // multiple of patch_size * merge_size (28) inside the resize. The default.
    UpTo28,
    // transformers-native LightOnOcrProcessor: each side is rounded up to a multiple of
    // patch_size (14); an odd patch row/column is then dropped by the spatial merge.
    To14DropOdd,
};

struct PreprocessOptions {
    int longest_edge = 1540;
    int patch_size = 14;
    int merge_size = 2;
    PatchRounding rounding = PatchRounding::UpTo28;
    std::uint64_t max_pixels = 100'000'000;  // input images larger than this are refused
};

struct ProcessedImage {
    at::Tensor pixel_values;  // float32 [3, H, W] normalized, CPU, contiguous
    int patch_rows = 0;       // H / patch_size
    int patch_cols = 0;       // W / patch_size
    int image_tokens = 0;     // (patch_rows / merge) * (patch_cols / merge), odd row/col dropped;
                              // 0 under To14DropOdd when a side has a single patch, as in
                              // transformers (the prompt then holds no image token)
};

// The size preprocess_image resizes a width x height image to, without touching pixels (the
// scheduler budgets image tokens with it). Follows transformers' get_resize_output_image_size:
// ratio = max(h, w) / longest_edge in double; when ratio > 1 each side becomes floor(side /
// ratio); then each side is rounded up to the patch unit of options.rounding.
// One deliberate difference: where transformers floors a side to 0 (a 1 x 2000 strip) and then
// fails, that side is kept at 1 pixel so such images still work.
// Throws folio::engine::Error for a side < 1 or invalid options.
struct ResizedSize {
    int height = 0;
    int width = 0;
};
ResizedSize resized_size(int width, int height, const PreprocessOptions& options = {});

// Throws folio::engine::Error for a zero side, a pixel buffer whose size is not
// width*height*3, or an image over options.max_pixels (checked before any big allocation).
ProcessedImage preprocess_image(const RgbImage& image, const PreprocessOptions& options = {});

}  // namespace folio::engine
