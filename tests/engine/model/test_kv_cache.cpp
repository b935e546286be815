// The paged KV pool's bookkeeping: blocks come from one pool and go back to it when a cache is
// reset, moved over or destroyed; slots address block * block_size + offset; a full pool refuses
// with an error instead of handing out a block twice.
#include <fstream>
#include <set>
#include <unistd.h>
#include <vector>

#include "folio/engine/engine.h"
#include "model/kv_cache.h"
#undef CHECK  // c10 defines one; the tests use testing.h's
#include "testing.h"

namespace {

using folio::engine::KvCache;
using folio::engine::KvPool;
using folio::engine::KvPoolShape;

std::shared_ptr<KvPool> small_pool(int64_t blocks) {
    KvPoolShape shape;
    shape.layers = 2;
    shape.kv_heads = 2;
    shape.head_dim = 8;
    shape.block_size = 4;
    shape.dtype = at::kFloat;
    return std::make_shared<KvPool>(shape, blocks, at::Device(at::kCPU));
}

}  // namespace

FOLIO_TEST(pool_size_follows_the_budget) {
    KvPoolShape shape;
    shape.layers = 28;
    shape.kv_heads = 8;
    shape.head_dim = 128;
    shape.dtype = at::kBFloat16;
    CHECK_EQ(shape.bytes_per_token(), std::uint64_t(112 * 1024));  // 28 layers x 2 x 8 heads x 128 x 2 bytes: 112 KiB per token
    CHECK_EQ(KvPool::blocks_for_bytes(shape, 112ull * 1024 * 16 * 10 + 5), int64_t(10));
    shape.dtype = at::kFloat8_e4m3fn;
    CHECK_EQ(shape.bytes_per_token(), std::uint64_t(2 * 28 * 8 * (128 + 4)));
    const auto pool = small_pool(3);
    CHECK(pool->keys(1).sizes() == at::IntArrayRef({3, 4, 2, 8}));
    CHECK_EQ(pool->bytes(), std::uint64_t(3 * 4 * 2 * 2 * 2 * 8 * 4));
    CHECK_THROWS_WITH(small_pool(0), "no room");
}

FOLIO_TEST(caches_take_distinct_blocks_and_give_them_back) {
    const auto pool = small_pool(5);
    KvCache a(pool), b(pool);
    a.reserve(5);  // 2 blocks
    b.reserve(4);  // 1 block
    CHECK_EQ(pool->free_blocks(), int64_t(2));
    std::set<int32_t> used(a.blocks().begin(), a.blocks().end());
    used.insert(b.blocks().begin(), b.blocks().end());
    CHECK_EQ(used.size(), size_t(3));
    a.advance(5);
    CHECK_EQ(a.blocks_needed(3), int64_t(0));  // 8 tokens fit in 2 blocks
    CHECK_EQ(a.blocks_needed(4), int64_t(1));
    std::vector<int64_t> slots;
    a.append_slots(2, slots);  // positions 5 and 6: block 1, offsets 1 and 2
    CHECK(slots == (std::vector<int64_t>{a.blocks()[1] * 4 + 1, a.blocks()[1] * 4 + 2}));
    {
        KvCache moved = std::move(a);
        CHECK_EQ(a.length(), int64_t(0));
        CHECK(a.blocks().empty());
        CHECK_EQ(pool->free_blocks(), int64_t(2));
    }  // moved's blocks return here
    CHECK_EQ(pool->free_blocks(), int64_t(4));
    b.reset();
    CHECK_EQ(pool->free_blocks(), int64_t(5));
}

FOLIO_TEST(a_full_pool_refuses_with_an_error) {
    const auto pool = small_pool(2);
    KvCache a(pool);
    a.reserve(8);
    KvCache b(pool);
    CHECK(!pool->can_allocate(1));
    CHECK_THROWS_WITH(b.reserve(1), "KV cache");
    CHECK(b.blocks().empty());
    CHECK_EQ(pool->free_blocks(), int64_t(0));
}

namespace {
// This process's resident memory now (/proc/self/statm, second field), in bytes.
std::uint64_t resident_bytes() {
    std::ifstream statm("/proc/self/statm");
    std::uint64_t total = 0, resident = 0;
    statm >> total >> resident;
    return resident * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
}
}  // namespace

FOLIO_TEST(a_cpu_pool_takes_memory_as_its_blocks_fill_and_starts_as_zeros) {
    KvPoolShape shape;
    shape.layers = 28;
    shape.kv_heads = 8;
    shape.head_dim = 128;
    shape.dtype = at::kBFloat16;
    const std::uint64_t before = resident_bytes();
    KvPool pool(shape, 512, at::Device(at::kCPU));  // 896 MiB of context
    CHECK_EQ(pool.bytes(), std::uint64_t(512) * 16 * 112 * 1024);
    CHECK(resident_bytes() < before + (64ull << 20));
    CHECK_EQ(pool.keys(27)[511].abs().max().item<float>(), 0.f);  // a block never written reads zeros
    pool.values(3)[7].fill_(1.5f);  // the pool is writable memory
    CHECK_EQ(pool.values(3)[7].sum().item<float>(), 1.5f * 16 * 8 * 128);
    CHECK(resident_bytes() < before + (64ull << 20));
}

FOLIO_TEST_MAIN()
