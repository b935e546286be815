#include "model/kv_cache.h"

#include "kernels/cpu_attention.h"

#include <ATen/ops/empty.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/zeros.h>
#include <c10/core/Storage.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <sys/mman.h>
#include <utility>
#include <vector>

#include "folio/engine/engine.h"

namespace folio::engine {

std::uint64_t KvPoolShape::bytes_per_token() const {
    const bool fp8 = dtype == at::kFloat8_e4m3fn;
    const std::uint64_t per_head = static_cast<std::uint64_t>(head_dim) * at::elementSize(dtype) + (fp8 ? 4 : 0);
    return 2ull * layers * kv_heads * per_head;
}

int64_t KvPool::blocks_for_bytes(const KvPoolShape& shape, std::uint64_t bytes) {
    const std::uint64_t per_block = shape.bytes_per_token() * static_cast<std::uint64_t>(shape.block_size);
    return per_block == 0 ? 0 : static_cast<int64_t>(bytes / per_block);
}

namespace {
void unmap_pool(void* context) {
    auto* region = static_cast<std::pair<void*, size_t>*>(context);
    ::munmap(region->first, region->second);
    delete region;
}

// Zeros backed by anonymous pages that the kernel supplies on first touch: the pool's RSS grows
// with the blocks in use, not with its size (at::zeros would write every byte at once).
at::Tensor lazy_cpu_zeros(at::IntArrayRef shape, at::ScalarType dtype) {
    int64_t elements = 1;
    for (int64_t extent : shape) elements *= extent;
    const size_t bytes = static_cast<size_t>(elements) * at::elementSize(dtype);
    void* data = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (data == MAP_FAILED)
        throw Error("KV cache: cannot reserve " + std::to_string(bytes >> 20) + " MiB: " + std::strerror(errno));
    c10::DataPtr pointer(data, new std::pair<void*, size_t>(data, bytes), &unmap_pool, at::Device(at::kCPU));
    c10::Storage storage(c10::Storage::use_byte_size_t(), bytes, std::move(pointer), nullptr, false);
    return at::empty({0}, at::TensorOptions().dtype(dtype)).set_(std::move(storage), 0, shape);
}
}  // namespace

KvPool::KvPool(const KvPoolShape& shape, int64_t num_blocks, at::Device device)
    : shape_(shape), num_blocks_(num_blocks) {
    if (num_blocks < 1) throw Error("KV cache: the memory budget leaves no room for a single block");
    const auto options = at::TensorOptions().device(device);
    // Zeros, not garbage: nothing reads past a sequence's length, but a stray NaN must never
    // exist (padded rows of a batch read block 0).
    const std::vector<int64_t> sizes{shape.layers, 2, num_blocks, shape.block_size, shape.kv_heads, shape.head_dim};
    const at::ScalarType storage_type = shape.dtype == at::kFloat8_e4m3fn ? at::kByte : shape.dtype;
    storage_ = device.is_cpu() ? lazy_cpu_zeros(sizes, storage_type) : at::zeros(sizes, options.dtype(storage_type));
    kernels::cpu::advise_huge_pages(storage_);  // before the first touch backs it
    if (shape.dtype == at::kFloat8_e4m3fn) {
        storage_ = storage_.view(at::kFloat8_e4m3fn);
        scales_ = at::ones({shape.layers, 2, num_blocks, shape.block_size, shape.kv_heads}, options.dtype(at::kFloat));
    }
    free_.reserve(static_cast<size_t>(num_blocks));
    // Handed out lowest first (the free list is a stack).
    for (int64_t b = num_blocks - 1; b >= 0; --b) free_.push_back(static_cast<int32_t>(b));
}

std::uint64_t KvPool::bytes() const {
    return static_cast<std::uint64_t>(num_blocks_) * shape_.block_size * shape_.bytes_per_token();
}

std::vector<int32_t> KvPool::allocate(int64_t count) {
    if (!can_allocate(count))
        throw Error("KV cache: " + std::to_string(count) + " blocks asked for, " + std::to_string(free_blocks()) +
                    " free of " + std::to_string(num_blocks_));
    std::vector<int32_t> out(free_.end() - count, free_.end());
    free_.resize(free_.size() - static_cast<size_t>(count));
    return out;
}

void KvPool::release(const std::vector<int32_t>& blocks) { free_.insert(free_.end(), blocks.begin(), blocks.end()); }

std::optional<at::Tensor> KvPool::key_scales(int layer) const {
    if (!fp8()) return std::nullopt;
    return scales_[layer][0];
}

std::optional<at::Tensor> KvPool::value_scales(int layer) const {
    if (!fp8()) return std::nullopt;
    return scales_[layer][1];
}

KvCache::KvCache(KvCache&& other) noexcept
    : pool_(std::move(other.pool_)), blocks_(std::move(other.blocks_)), length_(other.length_) {
    other.blocks_.clear();
    other.length_ = 0;
}

KvCache& KvCache::operator=(KvCache&& other) noexcept {
    if (this != &other) {
        reset();
        pool_ = std::move(other.pool_);
        blocks_ = std::move(other.blocks_);
        length_ = other.length_;
        other.blocks_.clear();
        other.length_ = 0;
    }
    return *this;
}

int64_t KvCache::blocks_needed(int64_t tokens) const {
    if (!pool_) throw Error("KV cache: no pool");
    const int64_t have = static_cast<int64_t>(blocks_.size());
    return std::max<int64_t>(0, pool_->blocks_for_tokens(length_ + tokens) - have);
}

void KvCache::reserve(int64_t tokens) {
    const int64_t needed = blocks_needed(tokens);
    if (needed == 0) return;
    const std::vector<int32_t> fresh = pool_->allocate(needed);
    blocks_.insert(blocks_.end(), fresh.begin(), fresh.end());
}

void KvCache::append_slots(int64_t tokens, std::vector<int64_t>& out) const {
    const int64_t bs = pool_->block_size();
    for (int64_t p = length_; p < length_ + tokens; ++p)
        out.push_back(static_cast<int64_t>(blocks_.at(static_cast<size_t>(p / bs))) * bs + p % bs);
}

void KvCache::reset() {
    if (pool_ && !blocks_.empty()) pool_->release(blocks_);
    blocks_.clear();
    length_ = 0;
}

std::uint64_t KvCache::bytes() const {
    return pool_ ? blocks_.size() * static_cast<std::uint64_t>(pool_->block_size()) * pool_->shape().bytes_per_token()
                 : 0;
}

}  // namespace folio::engine
