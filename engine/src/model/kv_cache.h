// The decoder's KV cache: one preallocated pool of fixed-size blocks shared by every sequence
// (vLLM's paged layout), and per sequence a KvCache handle holding its block list.
//
// KvPool: per layer a key and a value cache [num_blocks, block_size, kv_heads, head_dim], all in
// one allocation made once, plus (fp8 pools) float32 scales [num_blocks, block_size, kv_heads].
// Block bookkeeping is CPU-only. Not thread-safe: the engine thread alone uses a pool.
#pragma once

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace folio::engine {

struct KvPoolShape {
    int layers = 0;
    int kv_heads = 0;
    int head_dim = 0;
    int block_size = 16;
    at::ScalarType dtype = at::kFloat;  // the model's dtype, or at::kFloat8_e4m3fn
    // Device bytes one token of context takes in every layer (keys, values, fp8 scales).
    std::uint64_t bytes_per_token() const;
};

class KvPool {
public:
    KvPool(const KvPoolShape& shape, int64_t num_blocks, at::Device device);

    // The most blocks of `shape` that fit in `bytes`.
    static int64_t blocks_for_bytes(const KvPoolShape& shape, std::uint64_t bytes);

    const KvPoolShape& shape() const { return shape_; }
    int block_size() const { return shape_.block_size; }
    int64_t num_blocks() const { return num_blocks_; }
    int64_t free_blocks() const { return static_cast<int64_t>(free_.size()); }
    std::uint64_t bytes() const;
    bool fp8() const { return scales_.defined(); }

    // Blocks for `tokens` tokens of context.
    int64_t blocks_for_tokens(int64_t tokens) const { return (tokens + block_size() - 1) / block_size(); }
    bool can_allocate(int64_t blocks) const { return blocks <= free_blocks(); }
    // Takes `count` free blocks; throws Error when fewer are free (callers ask can_allocate first).
    std::vector<int32_t> allocate(int64_t count);
    void release(const std::vector<int32_t>& blocks);

    at::Tensor keys(int layer) const { return storage_[layer][0]; }
    at::Tensor values(int layer) const { return storage_[layer][1]; }
    // fp8 pools only: [num_blocks, block_size, kv_heads] float32.
    std::optional<at::Tensor> key_scales(int layer) const;
    std::optional<at::Tensor> value_scales(int layer) const;

private:
    KvPoolShape shape_;
    int64_t num_blocks_;
    at::Tensor storage_;  // [layers, 2, num_blocks, block_size, kv_heads, head_dim]
    at::Tensor scales_;   // [layers, 2, num_blocks, block_size, kv_heads] (fp8 only)
    std::vector<int32_t> free_;
};

// One sequence's slice of a pool: its blocks in order and how many tokens they hold. Returns
// its blocks to the pool when destroyed or reset. Move-only.
class KvCache {
public:
    KvCache() = default;
    explicit KvCache(std::shared_ptr<KvPool> pool) : pool_(std::move(pool)) {}
    ~KvCache() { reset(); }
    KvCache(KvCache&& other) noexcept;
    KvCache& operator=(KvCache&& other) noexcept;
    KvCache(const KvCache&) = delete;
    KvCache& operator=(const KvCache&) = delete;

    // Tokens stored (committed by advance()).
    int64_t length() const { return length_; }
    const std::vector<int32_t>& blocks() const { return blocks_; }
    KvPool* pool() const { return pool_.get(); }

    // Blocks still needed so that `tokens` more tokens fit.
    int64_t blocks_needed(int64_t tokens) const;
    // Makes room for `tokens` more tokens; throws Error when the pool is out of blocks.
    void reserve(int64_t tokens);
    // Pool slot (block * block_size + offset) of each of the next `tokens` positions.
    void append_slots(int64_t tokens, std::vector<int64_t>& out) const;
    // Commits tokens written at the slots given by append_slots.
    void advance(int64_t tokens) { length_ += tokens; }
    // Frees every block; the cache is empty afterwards.
    void reset();
    // Device bytes its blocks hold.
    std::uint64_t bytes() const;

private:
    std::shared_ptr<KvPool> pool_;
    std::vector<int32_t> blocks_;
    int64_t length_ = 0;
};

}  // namespace folio::engine
