// A simple contiguous KV cache for one sequence: per layer, keys and values in one tensor
// [kv_heads, capacity, head_dim] that doubles when full. The paged pool of the GPU work
// replaces this class and attention.cpp together; the decoder sees only these two files.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <utility>
#include <vector>

namespace folio::engine {

class KvCache {
public:
    KvCache(int layers, int kv_heads, int head_dim, at::ScalarType dtype, at::Device device);

    // Tokens stored (committed by advance()).
    int64_t length() const { return length_; }
    // Writes k, v [kv_heads, T, head_dim] after the committed tokens of `layer` and returns
    // views of all keys and values of that layer, new ones included: [kv_heads, length + T, d].
    std::pair<at::Tensor, at::Tensor> append(int layer, const at::Tensor& k, const at::Tensor& v);
    // Commits T new tokens once every layer has appended them.
    void advance(int64_t tokens) { length_ += tokens; }
    // Device bytes held.
    std::uint64_t bytes() const;

private:
    void reserve(int64_t tokens);

    int kv_heads_, head_dim_;
    at::ScalarType dtype_;
    at::Device device_;
    int64_t length_ = 0;
    int64_t capacity_ = 0;
    std::vector<at::Tensor> keys_, values_;  // per layer [kv_heads, capacity, head_dim]
};

}  // namespace folio::engine
