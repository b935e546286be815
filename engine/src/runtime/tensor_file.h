// Whole-file safetensors reading and writing for small tensors: preprocessed pixel values
// given to `folio-engine generate`, the logits it dumps, and the reference files of the tests.
// (Model checkpoints go through loading/safetensors.h, memory-mapped.)
#pragma once

#include <ATen/core/Tensor.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace folio::engine {

// Every tensor of the file, copied into CPU memory. Throws Error naming the file (and tensor)
// for a missing or malformed file or a dtype libtorch lacks.
std::map<std::string, at::Tensor> read_tensor_file(const std::string& path);

// Writes CPU or device tensors (F32, F16, BF16, I64, I32, U8) as a safetensors file.
// Throws Error naming the file on failure.
void write_tensor_file(const std::string& path, const std::vector<std::pair<std::string, at::Tensor>>& tensors);

}  // namespace folio::engine
