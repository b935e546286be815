#include "model/kv_cache.h"

#include <ATen/core/Tensor.h>
#include <ATen/ops/zeros.h>

#include <algorithm>

namespace folio::engine {

KvCache::KvCache(int layers, int kv_heads, int head_dim, at::ScalarType dtype, at::Device device)
    : kv_heads_(kv_heads), head_dim_(head_dim), dtype_(dtype), device_(device), keys_(layers), values_(layers) {}

void KvCache::reserve(int64_t tokens) {
    if (tokens <= capacity_) return;
    const int64_t capacity = std::max<int64_t>(tokens, std::max<int64_t>(64, capacity_ * 2));
    const auto options = at::TensorOptions().dtype(dtype_).device(device_);
    for (size_t layer = 0; layer < keys_.size(); ++layer) {
        // Zeros, not garbage: nothing reads past length, but a stray NaN must never exist.
        at::Tensor k = at::zeros({kv_heads_, capacity, head_dim_}, options);
        at::Tensor v = at::zeros({kv_heads_, capacity, head_dim_}, options);
        if (length_ > 0) {
            k.narrow(1, 0, length_).copy_(keys_[layer].narrow(1, 0, length_));
            v.narrow(1, 0, length_).copy_(values_[layer].narrow(1, 0, length_));
        }
        keys_[layer] = std::move(k);
        values_[layer] = std::move(v);
    }
    capacity_ = capacity;
}

std::pair<at::Tensor, at::Tensor> KvCache::append(int layer, const at::Tensor& k, const at::Tensor& v) {
    const int64_t added = k.size(1);
    reserve(length_ + added);
    keys_[layer].narrow(1, length_, added).copy_(k);
    values_[layer].narrow(1, length_, added).copy_(v);
    return {keys_[layer].narrow(1, 0, length_ + added), values_[layer].narrow(1, 0, length_ + added)};
}

std::uint64_t KvCache::bytes() const {
    return 2ull * keys_.size() * static_cast<std::uint64_t>(capacity_) * kv_heads_ * head_dim_ *
           at::elementSize(dtype_);
}

}  // namespace folio::engine
