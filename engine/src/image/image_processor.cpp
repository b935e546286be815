// Preprocessing as transformers 5.17 does it for LightOnOCR (PixtralImageProcessor, torchvision
// backend, CPU), step by step with the same ATen operations, so results are bit-identical:
//   1. target size: get_resize_output_image_size (see resized_size below);
//   2. resize: torchvision's resize_image keeps uint8 for bicubic on CPU and calls
//      _upsample_bicubic2d_aa(align_corners=false, no explicit scales) on the uint8 tensor;
//      it returns the image untouched when the size does not change;
//   3. rescale + normalize, fused by transformers: mean and std (float32) are multiplied by
//      1/rescale_factor, then (x - mean) / std in float32 (torchvision's normalize).
#include "image/image_processor.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <string>

namespace folio::engine {
namespace {

// CLIP mean and std, as in the Hub's processor_config.json. Kept as doubles and narrowed like
// torch.tensor(list_of_floats) does; a float literal could round differently.
constexpr double kImageMean[3] = {0.48145466, 0.4578275, 0.40821073};
constexpr double kImageStd[3] = {0.26862954, 0.26130258, 0.27577711};
constexpr double kRescaleFactor = 1.0 / 255.0;

void check_options(const PreprocessOptions& options) {
    if (options.longest_edge < 1 || options.patch_size < 1 || options.merge_size < 1)
        throw Error("image preprocessing: longest_edge, patch_size and merge_size must be >= 1 (got " +
                    std::to_string(options.longest_edge) + ", " + std::to_string(options.patch_size) +
                    ", " + std::to_string(options.merge_size) + ")");
}

int round_up(int value, int unit) { return ((value - 1) / unit + 1) * unit; }

// Checks everything about the input before any allocation proportional to its size.
void check_image(const RgbImage& image, const PreprocessOptions& options) {
    const std::string size = std::to_string(image.width) + "x" + std::to_string(image.height);
    if (image.width < 1 || image.height < 1)
        throw Error("image preprocessing: the image is " + size + "; both sides must be at least 1 pixel");
    const std::uint64_t pixels = std::uint64_t(image.width) * std::uint64_t(image.height);
    if (pixels > options.max_pixels)
        throw Error("image preprocessing: the image is " + size + " (" + std::to_string(pixels) +
                    " pixels), over the limit of " + std::to_string(options.max_pixels) + " pixels");
    if (image.pixels.size() != pixels * 3)
        throw Error("image preprocessing: the " + size + " image has " +
                    std::to_string(image.pixels.size()) + " bytes of pixels, expected " +
                    std::to_string(pixels * 3) + " (RGB, 8 bits, no row padding)");
}

// [3, 1, 1] float32 tensor of value * 255, computed as transformers fuses rescale into normalize.
at::Tensor channel_constants(const double (&values)[3]) {
    const float narrowed[3] = {float(values[0]), float(values[1]), float(values[2])};
    return (at::tensor(at::ArrayRef<float>(narrowed, 3)) * (1.0 / kRescaleFactor)).view({3, 1, 1});
}

}  // namespace

ResizedSize resized_size(int width, int height, const PreprocessOptions& options) {
    check_options(options);
    if (width < 1 || height < 1)
        throw Error("image preprocessing: cannot size a " + std::to_string(width) + "x" +
                    std::to_string(height) + " image; both sides must be at least 1 pixel");
    // Double arithmetic in the same order as Python, so the floors agree bit for bit.
    const double ratio = std::max(double(height) / double(options.longest_edge),
                                  double(width) / double(options.longest_edge));
    if (ratio > 1) {
        height = std::max(1, int(std::floor(double(height) / ratio)));
        width = std::max(1, int(std::floor(double(width) / ratio)));
    }
    const int unit = options.rounding == PatchRounding::UpTo28 ? options.patch_size * options.merge_size
                                                               : options.patch_size;
    return {round_up(height, unit), round_up(width, unit)};
}

ProcessedImage preprocess_image(const RgbImage& image, const PreprocessOptions& options) {
    check_options(options);
    check_image(image, options);
    const ResizedSize target = resized_size(image.width, image.height, options);

    // [1, 3, h, w] view with channels-last strides over the caller's interleaved pixels; the
    // kernels only read it.
    at::Tensor input = at::from_blob(const_cast<std::uint8_t*>(image.pixels.data()),
                                     {1, image.height, image.width, 3}, at::kByte)
                           .permute({0, 3, 1, 2});
    at::Tensor resized = input;
    if (target.height != image.height || target.width != image.width)
        resized = at::_upsample_bicubic2d_aa(input, {target.height, target.width},
                                             /*align_corners=*/false, std::nullopt, std::nullopt);

    // [3, H, W] float32, contiguous: a fresh tensor, never aliasing the caller's buffer.
    at::Tensor values = resized[0].to(at::kFloat, /*non_blocking=*/false, /*copy=*/true,
                                      at::MemoryFormat::Contiguous);
    values.sub_(channel_constants(kImageMean)).div_(channel_constants(kImageStd));

    ProcessedImage out;
    out.pixel_values = std::move(values);
    out.patch_rows = target.height / options.patch_size;
    out.patch_cols = target.width / options.patch_size;
    out.image_tokens = (out.patch_rows / options.merge_size) * (out.patch_cols / options.merge_size);
    return out;
}

}  // namespace folio::engine
