// A decode step of batch 1 through every decoder layer in one persistent, cooperative kernel.
//
// Why: at batch 1 the layered step runs seven kernels a layer (~200 a step) and each boundary
// costs latency that no single kernel can hide; the weights (31 MB a layer) would stream in
// ~8 us, but the layer took ~32 us (docs/PERFORMANCE.md). Here the weights never wait for the
// activations: one block per SM, and in each block a producer thread streams the block's slice
// of every projection, layer after layer, into a ring of shared-memory stages with the bulk copy
// engine (cp.async.bulk, completing on mbarriers), as far ahead as the ring allows. Eight consumer
// warps follow the data dependencies through four phases a layer, separated by hand-offs through
// counters in global memory (all blocks are resident, which the cooperative launch guarantees):
//   A  the residual (every block keeps its own copy: the previous layer's sums added), RMSNorm
//      and the block's rows of the qkv projection; then an attention block waits only for the
//      blocks that computed its kv head's rows
//   B  attention: block (kv head, partition) applies QK-norm and RoPE to its query heads and
//      its key (the partition holding the new token also appends its key and value to the
//      cache), then attends over its partition of the context, split-K like
//      paged_attention.cu (16 lanes a token, an online softmax per lane group), the first
//      tokens' rows already in shared memory (copied while it waited after A); then it waits
//      for the kv head's other partitions
//   C  each partition merges its own slice of the kv head's output dimensions and multiplies
//      them by their rows of W_o^T: a partial sum of the whole output projection, added into
//      the layer's accumulator in L2 (a vector reduction); a grid barrier
//   E  the residual plus the output projection, RMSNorm, the block's features of gate/up,
//      SiLU(gate) * up, times their rows of W_down^T: a partial sum of the down projection into
//      the layer's second accumulator; a grid barrier
// then the final RMSNorm. The split-K output and down projections need no barrier between the
// attention and gate/up nor between gate/up and down: two grid barriers a layer instead of four
// (each hand-off costs about 2 us). Activations between phases go through global memory
// (read with ld.global.cg after the hand-off: L2, never a stale L1 line). The fp32 sums in L2
// take the blocks' partials in whatever order they land, so the residual can differ between
// launches by a rounding.
//
// Alternatives measured slower are listed in docs/PERFORMANCE.md (figures behind the code): LL
// words instead of barriers, a shallower ring, spread barrier counters, paused polls, L2
// evict-normal weights, a producer that limits the stages in flight.
//
// A warp takes whole rows of a stage (rows w, w + 8, ... of the block's slice), so a stage needs
// no block-wide barrier: each warp releases it to the producer by itself.
//
// Arithmetic follows the layered kernels: each projection accumulates in fp32 and rounds once to
// bf16 (the residual adds round the sum once: residual + fp32 accumulator), the normalised inputs are rounded to bf16 before
// the products, QK-norm and RoPE run in fp32 and round once, softmax in fp32 with base-2
// exponentials. Only the order of the fp32 sums differs, so results agree to bf16 rounding.
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "common.cuh"
#include "async_copy.cuh"
#include "paged_attention_common.cuh"
#include "persistent_decoder_launch.h"
#include "screened_head_common.cuh"

namespace folio::engine::kernels::cuda {
namespace {

using S = PersistentDecoderShape;
using bf16 = __nv_bfloat16;

constexpr int kConsumerWarps = 8;
constexpr int kConsumers = kConsumerWarps * 32;
constexpr int kThreads = kConsumers + 32;  // + the producer warp (one thread of it works)
constexpr int kStageBytes = 24576;         // a multiple of every row size: 2, 4 and 6 KiB
// Eight stages (over half a layer's slice) keep the weights ahead; fewer leave the barrier after
// gate/up waiting.
constexpr int kStages = 8;
constexpr int kGroupBytes = 512;           // a warp's 16-byte loads, one per lane
constexpr int kMaxPartitions = 16;
constexpr int kMaxRowsPerBlock = 128;  // out_local: a block's features or attention dimensions
constexpr int kQkvRows = (S::q_heads + 2 * S::kv_heads) * S::head_dim;
constexpr int kAttnWidth = S::q_heads * S::head_dim;
constexpr int kGroup = S::q_heads / S::kv_heads;
constexpr int kKvRow = S::kv_heads * S::head_dim;  // elements of one token in a layer's cache
using paged::kNoLogit;
constexpr float kLog2e = 1.4426950408889634f;

// Counters, each on its own 128-byte line (PersistentDecoderArgs::barrier). One counter for the
// grid barrier: spreading its arrivals over 16 polled in parallel is slower.
constexpr int kGridCounter = 0;
constexpr int kBlocksOutCounter = 1;
constexpr int kMergeCounters = 2;                           // + kv head: the attention partitions done
constexpr int kQkvCounters = kMergeCounters + S::kv_heads;  // + kv head: blocks done with its qkv rows
static_assert(kQkvCounters + S::kv_heads == kPersistentDecoderCounterSlots, "counter slots");

// Attention: 16 lanes hold a token's 128 elements (8 each), 16 lane groups, 8 tokens in flight.
constexpr int kLanesPerToken = S::head_dim / 8;
constexpr int kLaneGroups = kConsumers / kLanesPerToken;
constexpr int kTokensInFlight = 8;       // rows read from global memory
constexpr int kTiledTokensInFlight = 4;  // rows read from shared memory
// The first kKvTokens tokens of a block's partition (what the ring leaves of shared memory) are
// copied there while the block waits before phase B (they do not depend on the step); the rest
// are read from global memory in phase B.
constexpr int kKvTokens = 48;
constexpr int kKvTokenBytes = 2 * 2 * S::head_dim;  // a token's key and value rows of one kv head
// Block-table entries an attention partition keeps in shared memory: all of its tokens' (read once
// a step; persistent_decoder_table_fits).
constexpr int kMaxTableEntries = 512;

// The step's scalar inputs, read once a step by thread 0 of each block.
struct StepInputs {
    int64_t id, position, slot;
    int context;
};

// The first kPreloadTokens rows a lane group reads from global memory in phase B are loaded
// during the head hand-off (Consumer::load_first_round), off phase B's critical path. Two is the
// fastest count measured; all of the round's would spill the registers held across the hand-off.
constexpr bool kPreloadRound = true;
constexpr int kPreloadTokens = 2;  // of the round's kTokensInFlight

// Each projection's sums are kept in this many copies, block b adding into copy b % copies, and
// the readers add the copies in a fixed order: 132 blocks' vector reductions on the same 4 KiB
// queue at a few L2 slices otherwise; four copies measured fastest.
constexpr int kAccumulatorCopies = 4;

// The screened LM head phase (PersistentScreen): candidates a block keeps in shared memory (more:
// it computes every row of its slice, correct and slower).
constexpr int kScreenCapacity = 128;

// A lane's first round of K/V rows from global memory in phase B (Consumer::load_first_round).
struct KvRound {
    uint4 k[kPreloadTokens], v[kPreloadTokens];
};

// Workspace layout (bytes).
constexpr int64_t kWsQkv = 0;
constexpr int64_t kWsPartAcc = kWsQkv + 2 * kQkvRows;
constexpr int64_t kWsPartMl = kWsPartAcc + 4 * S::q_heads * kMaxPartitions * S::head_dim;
constexpr int64_t kWsBytes = kWsPartMl + 4 * S::q_heads * kMaxPartitions * 2;

// Shared memory layout (bytes).
struct Smem {
    static constexpr int ring = 0;
    static constexpr int kv = ring + kStages * kStageBytes;                          // bf16 [tokens][K; V][D]
    // After the attention's token loop the lane groups' states reuse the rows' memory.
    static constexpr int red_acc = kv;                                               // f32 [16][G][D]
    static constexpr int red_ml = red_acc + 4 * kLaneGroups * kGroup * S::head_dim;  // f32 [16][G][2]
    static constexpr int kv_bytes = std::max(kKvTokens * kKvTokenBytes, red_ml + 4 * kLaneGroups * kGroup * 2 - kv);
    static constexpr int xs = kv + kv_bytes;                                         // bf16 [hidden]
    static constexpr int residual = xs + 2 * S::hidden;                              // bf16 [hidden]
    static constexpr int kv_table = residual + 2 * S::hidden;                        // int [entries]
    static constexpr int inputs = kv_table + 4 * kMaxTableEntries;                  // StepInputs
    static constexpr int rope = inputs + 16 * ((int(sizeof(StepInputs)) + 15) / 16);  // f32 [2][D/2]
    static constexpr int out_local = rope + 4 * S::head_dim;                         // f32 [128]
    static constexpr int q = out_local + 4 * kMaxRowsPerBlock;                       // f32 [G][D]
    static constexpr int scratch = q + 4 * kGroup * S::head_dim;                     // f32/int [32]
    static constexpr int bars = scratch + 4 * 32;                                    // u64 [2][stages]
    static constexpr int bytes = bars + 8 * 2 * kStages;
};
static_assert(Smem::bytes <= 227 * 1024, "one block per SM must fit");
static_assert(Smem::red_ml + 4 * kLaneGroups * kGroup * 2 <= Smem::xs, "the states fit in the rows' memory");
static_assert(Smem::kv % 16 == 0 && Smem::xs % 16 == 0 && Smem::bars % 8 == 0, "aligned regions");
static_assert(kStageBytes % (2 * S::hidden) == 0, "stages hold whole rows");
static_assert(S::hidden == 4 * kConsumers, "a consumer thread owns 4 elements of the hidden vector");

// The consumer warps only (the producer never joins): named barrier 1.
__device__ __forceinline__ void consumer_sync() { asm volatile("bar.sync 1, %0;" ::"n"(kConsumers) : "memory"); }

__device__ __forceinline__ float bf_lo(uint32_t v) { return __uint_as_float(v << 16); }
__device__ __forceinline__ float bf_hi(uint32_t v) { return __uint_as_float(v & 0xffff0000u); }
__device__ __forceinline__ float round_bf16(float v) { return __bfloat162float(__float2bfloat16_rn(v)); }

__device__ __forceinline__ float dot8(uint4 w, uint4 x) {
    float s = 0.0f;
    s = fmaf(bf_lo(w.x), bf_lo(x.x), s);
    s = fmaf(bf_hi(w.x), bf_hi(x.x), s);
    s = fmaf(bf_lo(w.y), bf_lo(x.y), s);
    s = fmaf(bf_hi(w.y), bf_hi(x.y), s);
    s = fmaf(bf_lo(w.z), bf_lo(x.z), s);
    s = fmaf(bf_hi(w.z), bf_hi(x.z), s);
    s = fmaf(bf_lo(w.w), bf_lo(x.w), s);
    s = fmaf(bf_hi(w.w), bf_hi(x.w), s);
    return s;
}

// Rows [begin, begin + count) of a projection with n rows cut over the grid.
struct Slice {
    int begin, count;
};
__device__ __forceinline__ Slice slice_of(int n, int block, int blocks) {
    const int b0 = static_cast<int>(static_cast<int64_t>(n) * block / blocks);
    const int b1 = static_cast<int>(static_cast<int64_t>(n) * (block + 1) / blocks);
    return {b0, b1 - b0};
}

// An attention block (kv head, partition): blocks [0, kv_heads x partitions), the kv head
// varying fastest.
__device__ __forceinline__ bool attends(int block, int partitions) { return block < S::kv_heads * partitions; }

// The block's slices of a layer, in the order the producer streams them: its rows of qkv; the
// attention output dimensions it merges (rows of W_o^T: a partition's share of its kv head's
// query heads, none outside the attention); its features (rows of gate, of up, of W_down^T).
struct LayerSlices {
    Slice qkv, o, ff;
};
__device__ __forceinline__ LayerSlices layer_slices(int block, int blocks, int partitions) {
    Slice o{0, 0};
    if (attends(block, partitions)) {
        const int kv_head = block % S::kv_heads, part = block / S::kv_heads;
        o = slice_of(kGroup * S::head_dim, part, partitions);
        o.begin += kv_head * kGroup * S::head_dim;
    }
    return {slice_of(kQkvRows, block, blocks), o, slice_of(S::inner, block, blocks)};
}

struct Ring {
    uint8_t* stages;
    uint64_t* full;
    uint64_t* empty;
};

// Producer: `rows` rows of `row_bytes` from `first` into the ring, whole rows a stage.
__device__ __forceinline__ void stream_rows(const Ring& ring, uint32_t& counter, const void* matrix, int first,
                                            int rows, int row_bytes, uint64_t policy) {
    const int per_stage = kStageBytes / row_bytes;
    const uint8_t* base = static_cast<const uint8_t*>(matrix) + static_cast<int64_t>(first) * row_bytes;
    for (int r = 0; r < rows; r += per_stage) {
        const int n = min(per_stage, rows - r);
        const uint32_t c = counter++;
        const int s = c % kStages;
        if (c >= kStages) mbar_wait(&ring.empty[s], ((c / kStages) - 1) & 1);
        const unsigned bytes = static_cast<unsigned>(n * row_bytes);
        mbar_expect_tx(&ring.full[s], bytes);
        bulk_copy(ring.stages + s * kStageBytes, base + static_cast<int64_t>(r) * row_bytes, bytes,
                  &ring.full[s], policy);
    }
}

// The producer runs up to kStages stages (about half a layer) ahead of the consumers. It does not
// prefetch the layer's KV rows into L2: with the split-K projections that is slower wherever it
// is issued.
__device__ void producer(const PersistentDecoderArgs& a, const Ring& ring) {
    const LayerSlices sl = layer_slices(blockIdx.x, gridDim.x, a.partitions);
    const uint64_t policy = evict_first_policy();
    uint32_t counter = 0;
    constexpr int kRow = 2 * S::hidden;
    for (int l = 0; l < a.num_layers; ++l) {
        const PersistentLayer& w = a.layers[l];
        stream_rows(ring, counter, w.qkv, sl.qkv.begin, sl.qkv.count, kRow, policy);
        stream_rows(ring, counter, w.o_t, sl.o.begin, sl.o.count, kRow, policy);
        // A stage of gate rows, then one of the same features' up rows (Consumer::consume_rows<2>).
        for (int f = 0; f < sl.ff.count; f += kStageBytes / kRow) {
            const int n = min(kStageBytes / kRow, sl.ff.count - f);
            stream_rows(ring, counter, w.gate_up, sl.ff.begin + f, n, kRow, policy);
            stream_rows(ring, counter, w.gate_up, S::inner + sl.ff.begin + f, n, kRow, policy);
        }
        stream_rows(ring, counter, w.down_t, sl.ff.begin, sl.ff.count, kRow, policy);
    }
    if (a.screen.codes != nullptr) {  // the block's rows of the LM head's int8 screen
        const Slice rows = slice_of(a.screen.vocab, blockIdx.x, gridDim.x);
        stream_rows(ring, counter, a.screen.codes, rows.begin, rows.count, S::hidden, policy);
    }
}

// Nanosecond clock for the optional timeline (PersistentDecoderArgs::timeline).
__device__ __forceinline__ unsigned long long global_ns() {
    unsigned long long t;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
    return t;
}

// Everything a consumer thread needs.
struct Consumer {
    const PersistentDecoderArgs& a;
    Ring ring;
    uint8_t* smem;
    uint32_t counter = 0;   // ring stages consumed, in the producer's order
    unsigned barriers = 0;  // grid barriers passed
    unsigned handoffs = 0;  // hand-offs and checkpoints passed (the timeline's marks)
    unsigned head_blocks = 0;  // count_head_blocks()
    int tid, warp, lane;

    __device__ bf16* xs() const { return reinterpret_cast<bf16*>(smem + Smem::xs); }
    __device__ float* out_local() const { return reinterpret_cast<float*>(smem + Smem::out_local); }
    __device__ float* scratch() const { return reinterpret_cast<float*>(smem + Smem::scratch); }
    __device__ float* rope_cos() const { return reinterpret_cast<float*>(smem + Smem::rope); }
    __device__ float* rope_sin() const { return rope_cos() + S::head_dim / 2; }
    // The block's copy of the residual stream: thread t alone reads and writes elements
    // [4t, 4t + 4), so it needs no barrier.
    __device__ uint2* residual() const { return reinterpret_cast<uint2*>(smem + Smem::residual) + tid; }
    __device__ uint8_t* ws() const { return static_cast<uint8_t*>(a.workspace); }
    __device__ bf16* qkv() const { return reinterpret_cast<bf16*>(ws() + kWsQkv); }
    // Layer l's sums of the output projection's (which 0) or the down projection's (1) partials:
    // kAccumulatorCopies vectors of hidden floats.
    __device__ float* accumulator(int l, int which) const {
        return a.accumulators + static_cast<int64_t>(2 * l + which) * kAccumulatorCopies * S::hidden;
    }
    // Where this block adds its partials.
    __device__ float* my_copy(float* sums) const {
        return sums + (blockIdx.x % kAccumulatorCopies) * S::hidden;
    }
    __device__ float* part_acc() const { return reinterpret_cast<float*>(ws() + kWsPartAcc); }
    __device__ float* part_ml() const { return reinterpret_cast<float*>(ws() + kWsPartMl); }
    __device__ bf16* k_cache(int l) const { return static_cast<bf16*>(a.kv_base) + 2 * l * a.kv_layer_stride; }
    __device__ bf16* v_cache(int l) const { return k_cache(l) + a.kv_layer_stride; }
    __device__ StepInputs* inputs() const { return reinterpret_cast<StepInputs*>(smem + Smem::inputs); }
    __device__ const bf16* embedding() const {
        return static_cast<const bf16*>(a.embed_tokens) + inputs()->id * static_cast<int64_t>(S::hidden);
    }
    __device__ unsigned* sync_word(int slot) const { return a.barrier + slot * kPersistentDecoderCounterStride; }
    __device__ int context_length() const { return inputs()->context; }

    // A point inside a phase where the timeline splits its work (both stamps of a mark at once).
    __device__ void checkpoint() {
        ++handoffs;
        stamp(2 * handoffs - 1);
        stamp(2 * handoffs);
    }

    __device__ void stamp(int event) const {
        if (a.timeline != nullptr && tid == 0 && event < persistent_decoder_events(a.num_layers))
            a.timeline[static_cast<int64_t>(blockIdx.x) * persistent_decoder_events(a.num_layers) + event] =
                global_ns();
    }

    // Every block has written what the next phase reads (then reads it with ld.global.cg). The
    // arrival is a release reduction (no round trip), the wait an acquire poll (relaxed polls
    // with one fence after them are slower: the fence waits for the SM's outstanding requests).
    __device__ void grid_barrier() {
        ++barriers;
        ++handoffs;
        consumer_sync();
        stamp(2 * handoffs - 1);
        if (tid == 0) {
            red_release_add(sync_word(kGridCounter), 1);
            poll(sync_word(kGridCounter), barriers * gridDim.x);
        }
        consumer_sync();
        stamp(2 * handoffs);
    }

    __device__ void poll(const unsigned* word, unsigned target) const {
        const long long start = clock64();
        while (true) {
            if (ld_acquire(word) >= target) break;
            trap_after_8s(start);  // a pause between polls is no faster
        }
    }

    // Rows of the fused qkv output that belong to kv head h: its query heads', its key's and its
    // value's, as three ranges.
    struct Range {
        int begin, end;
    };
    __device__ static void head_rows(int h, Range (&r)[3]) {
        r[0] = {h * kGroup * S::head_dim, (h + 1) * kGroup * S::head_dim};
        r[1] = {kAttnWidth + h * S::head_dim, kAttnWidth + (h + 1) * S::head_dim};
        r[2] = {kAttnWidth + kKvRow + h * S::head_dim, kAttnWidth + kKvRow + (h + 1) * S::head_dim};
    }
    __device__ static bool meets(const Slice& s, const Range (&r)[3]) {
        bool any = false;
#pragma unroll
        for (int i = 0; i < 3; ++i) any |= s.begin < r[i].end && r[i].begin < s.begin + s.count;
        return any;
    }

    // Instead of a grid barrier after phase A: the block counts itself in on every kv head whose
    // qkv rows it computed, and an attention block waits for the blocks of its own head only
    // (about 17: faster than the grid barrier). Between its arrival and
    // its wait the block asks for its first K/V rows of layer l (into shared memory) and loads
    // the next round of them into `round` (registers), so that phase B starts with no K/V read
    // in flight.
    __device__ void head_handoff(int l, const Slice& rows, KvRound& round) {
        ++handoffs;
        consumer_sync();
        stamp(2 * handoffs - 1);
        if (tid < S::kv_heads) {
            Range r[3];
            head_rows(tid, r);
            if (meets(rows, r))
                red_release_add(sync_word(kQkvCounters + tid), 1);
        }
        prefetch_kv_rows(l);
        if constexpr (kPreloadRound) load_first_round(l, round);
        const AttentionPart p = attention_part();
        if (p.attends && tid == 0) poll(sync_word(kQkvCounters + p.kv_head), (l + 1) * head_blocks);
        consumer_sync();
        stamp(2 * handoffs);
    }

    // The blocks whose qkv slice meets this block's kv head's rows (thread b checks block b; the
    // grid has at most kConsumers blocks), once a step.
    __device__ unsigned count_head_blocks() const {
        Range r[3];
        head_rows(attention_part().kv_head, r);
        const unsigned meets_block =
            tid < static_cast<int>(gridDim.x) && meets(slice_of(kQkvRows, tid, gridDim.x), r) ? 1u : 0u;
        unsigned count;
        asm volatile(
            "{\n .reg .pred p;\n setp.ne.u32 p, %1, 0;\n bar.red.popc.u32 %0, 1, %2, p;\n}"
            : "=r"(count)
            : "r"(meets_block), "n"(kConsumers)
            : "memory");
        return count;
    }

    __device__ float block_sum(float v) {
        v = warp_sum(v);
        if (lane == 0) scratch()[warp] = v;
        consumer_sync();
        float total = 0.0f;
#pragma unroll
        for (int w = 0; w < kConsumerWarps; ++w) total += scratch()[w];
        consumer_sync();
        return total;
    }

    // This thread's 4 elements of the residual stream: the token's embedding (sums == nullptr)
    // or the residual plus an accumulator's sums, rounded once (as a residual add of the layered
    // path), kept in the block's copy.
    __device__ void advance_residual(const float* sums, float (&v)[4]) {
        const uint2 raw = sums == nullptr ? __ldg(reinterpret_cast<const uint2*>(embedding()) + tid) : *residual();
        v[0] = bf_lo(raw.x), v[1] = bf_hi(raw.x), v[2] = bf_lo(raw.y), v[3] = bf_hi(raw.y);
        if (sums == nullptr) {
            *residual() = raw;
            return;
        }
        float4 copy[kAccumulatorCopies];  // every load in flight at once
#pragma unroll
        for (int c = 0; c < kAccumulatorCopies; ++c)
            copy[c] = __ldcg(reinterpret_cast<const float4*>(sums + c * S::hidden) + tid);
        float added[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
        for (int c = 0; c < kAccumulatorCopies; ++c) {
            added[0] += copy[c].x;
            added[1] += copy[c].y;
            added[2] += copy[c].z;
            added[3] += copy[c].w;
        }
        Vec<bf16, 4> out;
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            out.v[i] = __float2bfloat16_rn(v[i] + added[i]);
            v[i] = __bfloat162float(out.v[i]);
        }
        *residual() = *reinterpret_cast<const uint2*>(&out);
    }

    // out[4t, 4t + 4) = bf16(v * inv_rms * weight) over the hidden vector whose 4 elements this
    // thread holds in v (as rms_norm.cu: fp32, one rounding); out in shared or global memory.
    // wr: this thread's 4 elements of the weight, loaded before v's inputs (in flight with them).
    __device__ void rms_norm(const float (&v)[4], uint2 wr, bf16* out) {
        const float ss = block_sum(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3]);
        const float inv_rms = rsqrtf(ss / static_cast<float>(S::hidden) + a.eps);
        const float w[4] = {bf_lo(wr.x), bf_hi(wr.x), bf_lo(wr.y), bf_hi(wr.y)};
#pragma unroll
        for (int i = 0; i < 4; ++i) out[4 * tid + i] = __float2bfloat16_rn(v[i] * inv_rms * w[i]);
    }
    __device__ uint2 norm_weight(const void* weight) const {
        return __ldg(reinterpret_cast<const uint2*>(weight) + tid);
    }

    // The next `rows` rows of M matrices in the ring (hidden wide; the producer streams their
    // stages in turn, a stage of each for the same rows: stream_interleaved) times xs. Warp w
    // takes the rows r with r % 8 == w, all of a stage group's at once (up to 2 rows of each
    // matrix): independent FMA chains and interleaved butterflies, so that they cost about one
    // row's latency (row after row, one matrix at a time, is much slower). emit(row, dots) gets the M fp32 dot products in every lane; a warp
    // releases each stage to the producer when its rows there are done (the empty barriers count
    // the 8 warps). xs stays in registers for the whole call.
    template <int M, typename Emit>
    __device__ void consume_rows(int rows, Emit&& emit) {
        constexpr int row_bytes = 2 * S::hidden, per_stage = kStageBytes / row_bytes;
        constexpr int groups = row_bytes / kGroupBytes;
        constexpr int per_warp = (per_stage + kConsumerWarps - 1) / kConsumerWarps;
        uint4 x[groups];
#pragma unroll
        for (int j = 0; j < groups; ++j)
            x[j] = *reinterpret_cast<const uint4*>(reinterpret_cast<const uint8_t*>(xs()) + lane * 16 + j * kGroupBytes);
        for (int first = 0; first < rows; first += per_stage) {
            const int n = min(per_stage, rows - first);
            const int r0 = (warp - first % kConsumerWarps + kConsumerWarps) % kConsumerWarps;
            int slot[M];
            float dot[per_warp][M];
#pragma unroll
            for (int m = 0; m < M; ++m) {
                const uint32_t c = counter++;
                slot[m] = c % kStages;
                mbar_wait(&ring.full[slot[m]], (c / kStages) & 1);
                const uint8_t* stage = ring.stages + slot[m] * kStageBytes + lane * 16;
#pragma unroll
                for (int i = 0; i < per_warp; ++i) {
                    const int r = r0 + i * kConsumerWarps;
                    dot[i][m] = 0.0f;
                    if (r < n) {
#pragma unroll
                        for (int j = 0; j < groups; ++j)
                            dot[i][m] +=
                                dot8(*reinterpret_cast<const uint4*>(stage + r * row_bytes + j * kGroupBytes), x[j]);
                    }
                }
            }
#pragma unroll
            for (int offset = 16; offset > 0; offset >>= 1)
#pragma unroll
                for (int i = 0; i < per_warp; ++i)
#pragma unroll
                    for (int m = 0; m < M; ++m) dot[i][m] += __shfl_xor_sync(0xffffffffu, dot[i][m], offset);
#pragma unroll
            for (int i = 0; i < per_warp; ++i)
                if (r0 + i * kConsumerWarps < n) emit(first + r0 + i * kConsumerWarps, dot[i]);
            __syncwarp();
            if (lane == 0)
#pragma unroll
                for (int m = 0; m < M; ++m) mbar_arrive(&ring.empty[slot[m]]);
        }
    }

    // The next `rows` rows of the ring (hidden wide) times coefficient(row), summed into this
    // thread's 4 columns [4t, 4t + 4) of out: a block's partial product of a transposed weight.
    // Every warp reads every row, so each releases each stage by itself.
    template <typename Coefficient>
    __device__ void accumulate_rows(int rows, Coefficient&& coefficient, float (&out)[4]) {
        constexpr int row_bytes = 2 * S::hidden, per_stage = kStageBytes / row_bytes;
        for (int first = 0; first < rows; first += per_stage) {
            const int n = min(per_stage, rows - first);
            const uint32_t c = counter++;
            const int s = c % kStages;
            mbar_wait(&ring.full[s], (c / kStages) & 1);
            const uint8_t* stage = ring.stages + s * kStageBytes + tid * 8;
#pragma unroll 4
            for (int r = 0; r < n; ++r) {
                const uint2 w = *reinterpret_cast<const uint2*>(stage + r * row_bytes);
                const float k = coefficient(first + r);
                out[0] = fmaf(k, bf_lo(w.x), out[0]);
                out[1] = fmaf(k, bf_hi(w.x), out[1]);
                out[2] = fmaf(k, bf_lo(w.y), out[2]);
                out[3] = fmaf(k, bf_hi(w.y), out[3]);
            }
            __syncwarp();
            if (lane == 0) mbar_arrive(&ring.empty[s]);
        }
    }

    // RoPE's cos and sin at the step's position, as rope.cu computes them (once a step: every
    // layer rotates at the same position).
    __device__ void rope_tables() {
        if (tid < S::head_dim / 2) {
            const float at = static_cast<float>(inputs()->position);
            const float inv_freq =
                1.0f / powf(a.theta, static_cast<float>(2 * tid) / static_cast<float>(S::head_dim));
            sincosf(at * inv_freq, &rope_sin()[tid], &rope_cos()[tid]);
        }
    }

    // Phase A: the residual (the embedding, or the previous layer's down projection added), its
    // RMSNorm, and the block's rows of qkv.
    __device__ void qkv_phase(int l, const Slice& rows) {
        const uint2 wr = norm_weight(a.layers[l].input_norm);
        float v[4];
        advance_residual(l == 0 ? nullptr : accumulator(l - 1, 1), v);
        rms_norm(v, wr, xs());
        consumer_sync();
        checkpoint();
        bf16* out = qkv() + rows.begin;
        consume_rows<1>(rows.count, [&](int r, const float (&dot)[1]) {
            if (lane == 0) out[r] = __float2bfloat16_rn(dot[0]);
        });
    }

    // QK-norm (q and k heads) and RoPE for this lane's 4 elements of one head (lane l holds
    // [4l, 4l + 4), its rotate_half partner sits in lane l ^ 16), as rope.cu; returns the
    // values rounded to bf16. wr: the lane's 4 elements of the norm's weight.
    __device__ void norm_rope(float (&x)[4], uint2 wr) {
        constexpr int E = S::head_dim / 32;
        float ss = 0.0f;
#pragma unroll
        for (int e = 0; e < E; ++e) ss += x[e] * x[e];
        const float inv_rms = rsqrtf(warp_sum(ss) / S::head_dim + a.eps);
        const float wn[4] = {bf_lo(wr.x), bf_hi(wr.x), bf_lo(wr.y), bf_hi(wr.y)};
#pragma unroll
        for (int e = 0; e < E; ++e) x[e] = x[e] * inv_rms * wn[e];
        const bool first_half = lane < 16;
#pragma unroll
        for (int e = 0; e < E; ++e) {
            const int f = (lane % 16) * E + e;
            const float c = rope_cos()[f], s = rope_sin()[f];
            const float partner = __shfl_xor_sync(0xffffffffu, x[e], 16);
            x[e] = round_bf16(first_half ? x[e] * c - partner * s : x[e] * c + partner * s);
        }
    }

    // The step's partition of this block's attention (the same in every layer).
    struct AttentionPart {
        bool attends;  // a block of the attention (kv_heads x partitions of them)
        int kv_head, part, context, start;
        int n;      // tokens of the partition, the new one included
        int tiled;  // of them in shared memory: the first min(n, kKvTokens)
        int fresh;  // index of the new token when this block appends it to a valid slot, else -1
    };
    __device__ AttentionPart attention_part() const {
        AttentionPart p{};
        const int parts = a.partitions;
        p.attends = static_cast<int>(blockIdx.x) < S::kv_heads * parts;
        p.kv_head = blockIdx.x % S::kv_heads;
        p.part = blockIdx.x / S::kv_heads;
        p.context = context_length();
        const int per_part = (p.context + parts - 1) / parts;
        p.start = p.part * per_part;
        p.n = max(0, min(per_part, p.context - p.start));
        p.tiled = min(p.n, kKvTokens);
        const bool appends = p.context > 0 && (p.context - 1) / per_part == p.part;
        const int64_t slot = inputs()->slot;
        p.fresh = appends && slot >= 0 && slot < a.capacity ? p.context - 1 - p.start : -1;
        return p;
    }
    __device__ int* kv_table() const { return reinterpret_cast<int*>(smem + Smem::kv_table); }
    __device__ uint8_t* kv_rows() const { return smem + Smem::kv; }

    // Token t's cache row (layer-relative element offset of its key or value) for this lane.
    __device__ int64_t kv_offset(const AttentionPart& p, int t) const {
        const int pos = p.start + t;
        const int entry = pos / S::block_size - p.start / S::block_size;
        const int64_t slot = static_cast<int64_t>(kv_table()[entry]) * S::block_size + pos % S::block_size;
        return slot * kKvRow + p.kv_head * S::head_dim + (tid % kLanesPerToken) * 8;
    }

    // The first kTokensInFlight rows a lane group reads from global memory in phase B (tokens
    // tiled + u * 16 + group), loaded while the block waits for its qkv rows: they do not depend
    // on the step, but the new token's, which phase B appends and then reads itself.
    __device__ void load_first_round(int l, KvRound& round) const {
        const AttentionPart p = attention_part();
        if (!p.attends) return;
        const int group = tid / kLanesPerToken;
        const bf16* kc = k_cache(l);
        const bf16* vc = v_cache(l);
#pragma unroll
        for (int u = 0; u < kPreloadTokens; ++u) {
            const int t = p.tiled + u * kLaneGroups + group;
            round.k[u] = make_uint4(0, 0, 0, 0);
            round.v[u] = make_uint4(0, 0, 0, 0);
            if (t < p.n && t != p.fresh) {
                const int64_t offset = kv_offset(p, t);
                round.k[u] = __ldcg(reinterpret_cast<const uint4*>(kc + offset));
                round.v[u] = __ldcg(reinterpret_cast<const uint4*>(vc + offset));
            }
        }
    }

    // The step's inputs into shared memory, once a step: the scalars (thread 0), then the block-table
    // entries of all the partition's tokens (persistent_decoder_table_fits keeps them within
    // kMaxTableEntries).
    __device__ void stage_inputs() {
        if (tid == 0) {
            StepInputs* in = inputs();
            in->id = a.ids[0];
            in->position = a.positions[0];
            in->slot = a.slots[0];
            in->context = min(a.context_lens[0], a.max_blocks * S::block_size);
        }
        consumer_sync();
        const AttentionPart p = attention_part();
        if (!p.attends || p.n == 0) return;
        const int first = p.start / S::block_size, last = (p.start + p.n - 1) / S::block_size;
        for (int e = tid; e <= last - first && e < kMaxTableEntries; e += kConsumers)
            kv_table()[e] = a.block_table[first + e];
    }

    // Layer l's key and value rows of the partition's tiled tokens into shared memory (a warp a
    // token: lanes 0-15 its key, 16-31 its value), but the new token's, which phase B computes.
    // Issued while the block waits before phase B; phase B waits for them.
    __device__ void prefetch_kv_rows(int l) {
        const AttentionPart p = attention_part();
        if (!p.attends) return;
        const bf16* cache = (lane < 16 ? k_cache(l) : v_cache(l)) + p.kv_head * S::head_dim + (lane % 16) * 8;
        const int first = p.start / S::block_size;
        for (int t = warp; t < p.tiled; t += kConsumerWarps) {
            if (t == p.fresh) continue;
            const int pos = p.start + t;
            const int64_t slot =
                static_cast<int64_t>(kv_table()[pos / S::block_size - first]) * S::block_size + pos % S::block_size;
            cp_async_16(kv_rows() + t * kKvTokenBytes + lane * 16, cache + slot * kKvRow);
        }
    }

    // Online-softmax state of a lane group (16 lanes, 8 dimensions each) for the G query heads.
    struct SoftmaxState {
        float run_max[kGroup], run_sum[kGroup], acc[kGroup][8];
    };

    // One round of a lane group: its tokens base + group + 16 u (u < U) whose rows kr[u], vr[u]
    // hold this lane's 8 elements, those from `last` on not counted.
    template <int U>
    __device__ void attend_round(SoftmaxState& st, const float (&qv)[kGroup][8], int base, int last,
                                 const uint4 (&kr)[U], const uint4 (&vr)[U]) {
        const int group = tid / kLanesPerToken;
        float logit[kGroup][U];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            const bool valid = base + u * kLaneGroups + group < last;
#pragma unroll
            for (int g = 0; g < kGroup; ++g) {
                float d = qv[g][0] * bf_lo(kr[u].x);
                d = fmaf(qv[g][1], bf_hi(kr[u].x), d);
                d = fmaf(qv[g][2], bf_lo(kr[u].y), d);
                d = fmaf(qv[g][3], bf_hi(kr[u].y), d);
                d = fmaf(qv[g][4], bf_lo(kr[u].z), d);
                d = fmaf(qv[g][5], bf_hi(kr[u].z), d);
                d = fmaf(qv[g][6], bf_lo(kr[u].w), d);
                d = fmaf(qv[g][7], bf_hi(kr[u].w), d);
#pragma unroll
                for (int o = kLanesPerToken / 2; o > 0; o >>= 1) d += __shfl_xor_sync(0xffffffffu, d, o);
                logit[g][u] = valid ? d : -INFINITY;
            }
        }
        paged::online_softmax_step<kGroup, U, 8>(logit, st.run_max, st.run_sum, st.acc);
#pragma unroll
        for (int u = 0; u < U; ++u) {
            const float v[8] = {bf_lo(vr[u].x), bf_hi(vr[u].x), bf_lo(vr[u].y), bf_hi(vr[u].y),
                                bf_lo(vr[u].z), bf_hi(vr[u].z), bf_lo(vr[u].w), bf_hi(vr[u].w)};
#pragma unroll
            for (int g = 0; g < kGroup; ++g)
#pragma unroll
                for (int i = 0; i < 8; ++i) st.acc[g][i] = fmaf(logit[g][u], v[i], st.acc[g][i]);
        }
    }

    // Tokens [first, last) of the partition into the lane groups' states: group g takes tokens
    // first + g, first + g + 16, ..., U at a time; load(t, key, value) fetches token t's 8
    // elements of this lane.
    template <int U, typename Load>
    __device__ void attend(SoftmaxState& st, const float (&qv)[kGroup][8], int first, int last, Load&& load) {
        const int group = tid / kLanesPerToken;
        for (int base = first; base < last; base += kLaneGroups * U) {  // uniform bound
            uint4 kr[U], vr[U];
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int t = base + u * kLaneGroups + group;
                kr[u] = make_uint4(0, 0, 0, 0);
                vr[u] = make_uint4(0, 0, 0, 0);
                if (t < last) load(t, kr[u], vr[u]);
            }
            attend_round<U>(st, qv, base, last, kr, vr);
        }
    }

    // Phase B: block (kv head, partition) of the split-K attention; the last block of a kv head
    // to finish merges the partitions of its query heads.
    __device__ void attention_phase(int l, KvRound& round) {
        const AttentionPart p = attention_part();
        if (!p.attends) {
            checkpoint();  // the same marks in every block
            return;
        }
        const int kv_head = p.kv_head, part = p.part;
        bf16* kc = k_cache(l);
        bf16* vc = v_cache(l);
        float* q_s = reinterpret_cast<float*>(smem + Smem::q);
        if (warp < kGroup + 2) {  // warps 0..G-1: query heads, G: the key, G + 1: the value
            const PersistentLayer& w = a.layers[l];
            const int offset = warp < kGroup ? (kv_head * kGroup + warp) * S::head_dim
                                             : kAttnWidth + (warp - kGroup) * kKvRow + kv_head * S::head_dim;
            const uint2 wr = __ldg(reinterpret_cast<const uint2*>(warp < kGroup ? w.q_norm : w.k_norm) + lane);
            const uint2 raw = __ldcg(reinterpret_cast<const uint2*>(qkv() + offset) + lane);
            float x[4] = {bf_lo(raw.x), bf_hi(raw.x), bf_lo(raw.y), bf_hi(raw.y)};
            if (warp <= kGroup) norm_rope(x, wr);
            if (warp < kGroup) {
#pragma unroll
                for (int e = 0; e < 4; ++e) q_s[warp * S::head_dim + 4 * lane + e] = x[e] * a.scale * kLog2e;
            } else if (p.fresh >= 0) {
                Vec<bf16, 4> out;
#pragma unroll
                for (int e = 0; e < 4; ++e) out.v[e] = __float2bfloat16_rn(x[e]);
                const int key_or_value = warp - kGroup;
                bf16* cache = key_or_value == 0 ? kc : vc;
                *reinterpret_cast<Vec<bf16, 4>*>(cache + inputs()->slot * kKvRow + kv_head * S::head_dim + 4 * lane) =
                    out;
                if (p.fresh < p.tiled)
                    *reinterpret_cast<Vec<bf16, 4>*>(kv_rows() + p.fresh * kKvTokenBytes + key_or_value * 2 * S::head_dim +
                                                     8 * lane) = out;
            }
        }
        cp_async_wait_all();  // this thread's rows of prefetch_kv_rows
        consumer_sync();      // everyone's rows, q_s, and the appended rows, which this block reads below
        checkpoint();

        const int lt = tid % kLanesPerToken, group = tid / kLanesPerToken;
        float qv[kGroup][8];
#pragma unroll
        for (int g = 0; g < kGroup; ++g)
#pragma unroll
            for (int i = 0; i < 8; ++i) qv[g][i] = q_s[g * S::head_dim + lt * 8 + i];
        SoftmaxState st;
#pragma unroll
        for (int g = 0; g < kGroup; ++g) {
            st.run_max[g] = kNoLogit;
            st.run_sum[g] = 0.0f;
#pragma unroll
            for (int i = 0; i < 8; ++i) st.acc[g][i] = 0.0f;
        }
        const auto load = [&](int t, uint4& k, uint4& v) {
            const int64_t offset = kv_offset(p, t);
            k = __ldcg(reinterpret_cast<const uint4*>(kc + offset));
            v = __ldcg(reinterpret_cast<const uint4*>(vc + offset));
        };
        // The first round from global memory was loaded during the head hand-off, but the new
        // token's row, appended above.
        constexpr int kRound = kPreloadRound ? kLaneGroups * kTokensInFlight : 0;
        if constexpr (kPreloadRound) {
            uint4 kr[kTokensInFlight], vr[kTokensInFlight];
#pragma unroll
            for (int u = 0; u < kTokensInFlight; ++u) {
                const int t = p.tiled + u * kLaneGroups + group;
                kr[u] = make_uint4(0, 0, 0, 0);
                vr[u] = make_uint4(0, 0, 0, 0);
                if (u < kPreloadTokens && t != p.fresh) {
                    kr[u] = round.k[u < kPreloadTokens ? u : 0];
                    vr[u] = round.v[u < kPreloadTokens ? u : 0];
                } else if (t < p.n) {
                    load(t, kr[u], vr[u]);
                }
            }
            if (p.tiled < p.n) attend_round<kTokensInFlight>(st, qv, p.tiled, p.n, kr, vr);
        }
        // Then the rows in shared memory (after the round: its registers are free by then).
        attend<kTiledTokensInFlight>(st, qv, 0, p.tiled, [&](int t, uint4& k, uint4& v) {
            const uint8_t* row = kv_rows() + t * kKvTokenBytes + lt * 16;
            k = *reinterpret_cast<const uint4*>(row);
            v = *reinterpret_cast<const uint4*>(row + 2 * S::head_dim);
        });
        attend<kTokensInFlight>(st, qv, p.tiled + kRound, p.n, load);
        consumer_sync();  // the rows are read: the states below reuse their memory

        // The lane groups' states through shared memory, then one thread per (head, dim).
        float* red_acc = reinterpret_cast<float*>(smem + Smem::red_acc);  // [group][G][D]
        float* red_ml = reinterpret_cast<float*>(smem + Smem::red_ml);    // [group][G][2]
#pragma unroll
        for (int g = 0; g < kGroup; ++g) {
#pragma unroll
            for (int i = 0; i < 8; ++i) red_acc[(group * kGroup + g) * S::head_dim + lt * 8 + i] = st.acc[g][i];
            if (lt == 0) {
                red_ml[(group * kGroup + g) * 2] = st.run_max[g];
                red_ml[(group * kGroup + g) * 2 + 1] = st.run_sum[g];
            }
        }
        consumer_sync();
        static_assert(kGroup * S::head_dim == kConsumers, "one output a thread");
        const int g = tid / S::head_dim, d = tid % S::head_dim;
        const int head = kv_head * kGroup + g;
        float m = kNoLogit;
        for (int j = 0; j < kLaneGroups; ++j) m = fmaxf(m, red_ml[(j * kGroup + g) * 2]);
        float sum = 0.0f, acc_d = 0.0f;
        for (int j = 0; j < kLaneGroups; ++j) {
            const float wgt = exp2f(red_ml[(j * kGroup + g) * 2] - m);
            sum = fmaf(wgt, red_ml[(j * kGroup + g) * 2 + 1], sum);
            acc_d = fmaf(wgt, red_acc[(j * kGroup + g) * S::head_dim + d], acc_d);
        }
        const int slot = head * kMaxPartitions + part;
        part_acc()[slot * S::head_dim + d] = acc_d;
        if (d == 0) {
            part_ml()[slot * 2] = m;
            part_ml()[slot * 2 + 1] = sum;
        }
    }

    // After phase B: an attention block counts its partition in on its kv head and waits for the
    // head's other partitions (the others pass through, for the timeline's numbering).
    __device__ void merge_handoff(int l) {
        ++handoffs;
        consumer_sync();  // the partition's partials are written
        stamp(2 * handoffs - 1);
        const AttentionPart p = attention_part();
        if (p.attends && tid == 0) {
            red_release_add(sync_word(kMergeCounters + p.kv_head), 1);
            poll(sync_word(kMergeCounters + p.kv_head), (l + 1) * a.partitions);
        }
        consumer_sync();
        stamp(2 * handoffs);
    }

    // Phase C: the block merges the kv head's partitions for its own output dimensions (rows of
    // W_o^T) and adds their partial product of the output projection into accumulator(l, 0).
    __device__ void o_phase(int l, const Slice& dims) {
        if (dims.count == 0) return;
        const int parts = a.partitions;
        float* merged = out_local();
        for (int i = tid; i < dims.count; i += kConsumers) {
            const int head = (dims.begin + i) / S::head_dim, d = (dims.begin + i) % S::head_dim;
            const float2* ml = reinterpret_cast<const float2*>(part_ml()) + head * kMaxPartitions;
            const float* accs = part_acc() + head * kMaxPartitions * S::head_dim + d;
            float2 state[kMaxPartitions];  // every load in flight at once: one round trip
            float value[kMaxPartitions];
#pragma unroll
            for (int p = 0; p < kMaxPartitions; ++p) {
                state[p] = p < parts ? __ldcg(ml + p) : make_float2(kNoLogit, 0.0f);
                value[p] = p < parts ? __ldcg(accs + p * S::head_dim) : 0.0f;
            }
            float m = kNoLogit;
#pragma unroll
            for (int p = 0; p < kMaxPartitions; ++p) m = fmaxf(m, state[p].x);
            float total = 0.0f, out = 0.0f;
#pragma unroll
            for (int p = 0; p < kMaxPartitions; ++p) {
                const float wgt = exp2f(state[p].x - m);
                total = fmaf(wgt, state[p].y, total);
                out = fmaf(wgt, value[p], out);
            }
            merged[i] = round_bf16(total > 0.0f ? out / total : 0.0f);  // the attention's bf16 output; empty: 0
        }
        consumer_sync();
        float o[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        accumulate_rows(dims.count, [&](int r) { return merged[r]; }, o);
        red_add_v4(my_copy(accumulator(l, 0)) + 4 * tid, o);
    }

    // Phase E: the residual plus the output projection, RMSNorm, the block's features of gate
    // and up (a feature's two rows by the same warp), act = SiLU(gate) * up in out_local, and
    // act's partial product of the down projection into accumulator(l, 1).
    __device__ void mlp_phase(int l, const Slice& features) {
        const uint2 wr = norm_weight(a.layers[l].post_norm);
        float v[4];
        advance_residual(accumulator(l, 0), v);
        rms_norm(v, wr, xs());
        // Layer l - 1's sums are read by now (its last readers passed the barrier before this
        // phase): the block clears its share for the next launch.
        if (l > 0) {
            const Slice mine = slice_of(2 * kAccumulatorCopies * S::hidden, blockIdx.x, gridDim.x);
            for (int i = tid; i < mine.count; i += kConsumers) accumulator(l - 1, 0)[mine.begin + i] = 0.0f;
        }
        consumer_sync();
        checkpoint();
        float* act = out_local();
        consume_rows<2>(features.count, [&](int r, const float (&dot)[2]) {
            const float gate = dot[0], up = dot[1];
            if (lane == 0) act[r] = round_bf16(gate / (1.0f + __expf(-gate)) * up);
        });
        consumer_sync();
        checkpoint();
        float down[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        accumulate_rows(features.count, [&](int r) { return act[r]; }, down);
        red_add_v4(my_copy(accumulator(l, 1)) + 4 * tid, down);
    }

    __device__ void clear_sums(int l) const {
        for (int i = tid; i < 2 * kAccumulatorCopies * S::hidden; i += kConsumers) accumulator(l, 0)[i] = 0.0f;
    }

    // The screened greedy LM head (PersistentScreen; screened_head.cu has the function and the
    // bound): the final RMSNorm in every block, the block's rows of the int8 screen from the ring
    // (each row's upper bound into shared memory, the block's largest lower bound), then the exact
    // logits of the block's rows whose upper bound reaches that lower bound, and the best of them
    // into the grid's pick. No grid barrier: the winner reaches its own block's largest lower
    // bound (upper >= its logit >= every logit >= every lower bound), so it is among its block's
    // candidates. Returns, in thread 0, whether this block was the last to publish.
    __device__ bool screen_phase() {
        const PersistentScreen& sc = a.screen;
        const Slice rows = slice_of(sc.vocab, blockIdx.x, gridDim.x);
        // The rows' scales (then their upper bounds) and bounds, then the candidates, where the
        // attention's rows were (persistent_screen_fits checks the room).
        float* row_upper = reinterpret_cast<float*>(smem + Smem::kv);  // a row's scale until its sum is in
        float* row_bound = row_upper + rows.count;
        int* candidates = reinterpret_cast<int*>(row_bound + rows.count);
        int* found = candidates + kScreenCapacity;
        for (int i = tid; i < rows.count; i += kConsumers) {
            row_upper[i] = __ldg(sc.scales + rows.begin + i);
            row_bound[i] = __ldg(sc.bounds + rows.begin + i);
        }
        if (tid == 0) *found = 0;
        const uint2 wr = norm_weight(a.final_norm);
        float v[4];
        advance_residual(accumulator(a.num_layers - 1, 1), v);
        rms_norm(v, wr, xs());
        consumer_sync();  // xs, the scales and bounds
        if (blockIdx.x == 0)
            reinterpret_cast<uint2*>(a.hidden_out)[tid] = reinterpret_cast<const uint2*>(xs())[tid];

        // h as the screen kernel holds it: lane l has h[512c + 16l, + 16); ||h||_1 in the same order.
        float h[2][16];
        float l1 = 0.0f;
#pragma unroll
        for (int c = 0; c < 2; ++c) {
#pragma unroll
            for (int j = 0; j < 16; ++j) h[c][j] = __bfloat162float(xs()[512 * c + 16 * lane + j]);
#pragma unroll
            for (int j = 0; j < 16; ++j) l1 += fabsf(h[c][j]);
        }
        l1 = warp_sum(l1);
        float best_lower = -INFINITY;
        constexpr int per_stage = kStageBytes / S::hidden;
        constexpr int per_warp = (per_stage + kConsumerWarps - 1) / kConsumerWarps;
        static_assert(S::hidden == 1024, "two 16-byte code loads a lane and row");
        for (int first = 0; first < rows.count; first += per_stage) {
            const int n = min(per_stage, rows.count - first);
            const uint32_t c = counter++;
            const int s = c % kStages;
            mbar_wait(&ring.full[s], (c / kStages) & 1);
            const uint8_t* stage = ring.stages + s * kStageBytes + lane * 16;
            float sum[per_warp];
#pragma unroll
            for (int i = 0; i < per_warp; ++i) {
                const int r = warp + i * kConsumerWarps;
                sum[i] = 0.0f;
                if (r < n) {
#pragma unroll
                    for (int k = 0; k < 2; ++k)
                        sum[i] = screened::dot_codes(*reinterpret_cast<const uint4*>(stage + r * S::hidden + k * 512),
                                                     h[k], sum[i]);
                }
            }
#pragma unroll
            for (int offset = 16; offset > 0; offset >>= 1)
#pragma unroll
                for (int i = 0; i < per_warp; ++i) sum[i] += __shfl_xor_sync(0xffffffffu, sum[i], offset);
#pragma unroll
            for (int i = 0; i < per_warp; ++i) {
                const int r = warp + i * kConsumerWarps;
                if (r < n && lane == 0) {
                    const float screened = row_upper[first + r] * sum[i];  // a_r
                    const float margin = l1 * row_bound[first + r];       // B_r
                    row_upper[first + r] = screened + margin;
                    best_lower = fmaxf(best_lower, screened - margin);
                }
            }
            __syncwarp();
            if (lane == 0) mbar_arrive(&ring.empty[s]);
        }
        best_lower = warp_max(best_lower);
        if (lane == 0) scratch()[warp] = best_lower;
        consumer_sync();  // the warps' lower bounds and every row's upper bound
        float threshold = scratch()[0];
        for (int w = 1; w < kConsumerWarps; ++w) threshold = fmaxf(threshold, scratch()[w]);
        for (int i = tid; i < rows.count; i += kConsumers) {
            if (row_upper[i] >= threshold) {  // NaN never passes
                const int slot = atomicAdd(found, 1);
                if (slot < kScreenCapacity) candidates[slot] = rows.begin + i;
            }
        }
        consumer_sync();
        const int count = *found;
        const bool whole_slice = count > kScreenCapacity;
        const int n = whole_slice ? rows.count : count;
        // h as the pick kernel holds it: lane l has h[256c + 8l, + 8).
        float hp[S::hidden / 256][8];
#pragma unroll
        for (int c = 0; c < S::hidden / 256; ++c)
#pragma unroll
            for (int j = 0; j < 8; ++j) hp[c][j] = __bfloat162float(xs()[256 * c + 8 * lane + j]);
        unsigned long long best = 0;
        const bf16* weight = static_cast<const bf16*>(sc.weight);
        for (int i = warp; i < n; i += kConsumerWarps) {
            const int row = whole_slice ? rows.begin + i : candidates[i];
            const bf16* w = weight + static_cast<int64_t>(row) * S::hidden;
            const float logit = screened::row_logit<bf16, S::hidden>(w, hp, lane);
            if (!isnan(logit)) best = screened::larger(best, screened::pack_pick(logit, row));
        }
        auto* warp_best = reinterpret_cast<unsigned long long*>(scratch());  // 8 words of the 32 floats' room
        consumer_sync();  // the threshold's reads of scratch are done
        if (lane == 0) warp_best[warp] = best;
        consumer_sync();
        if (tid == 0) {
            for (int w = 0; w < kConsumerWarps; ++w) best = screened::larger(best, warp_best[w]);
            return screened::publish_best(best, sc.pick, sc.token_out, gridDim.x);
        }
        return false;
    }

    __device__ void run() {
        // As a programmatic dependent (launch_persistent_decoder) the producer streams the first
        // weights while the previous kernel (the step's upload) finishes; the inputs come after this.
        FOLIO_WAIT_FOR_PREVIOUS();
        stage_inputs();
        stamp(0);
        const LayerSlices sl = layer_slices(blockIdx.x, gridDim.x, a.partitions);
        rope_tables();
        consumer_sync();  // the id, the block-table entries, RoPE's tables
        head_blocks = count_head_blocks();
        for (int l = 0; l < a.num_layers; ++l) {
            qkv_phase(l, sl.qkv);
            KvRound round;
            head_handoff(l, sl.qkv, round);
            attention_phase(l, round);
            merge_handoff(l);
            o_phase(l, sl.o);
            grid_barrier();
            mlp_phase(l, sl.ff);
            grid_barrier();
        }
        const int last = a.num_layers - 1;
        FOLIO_ALLOW_DEPENDENTS();  // the next step's upload may be scheduled (it waits for this grid)
        // The last block out leaves the counters at zero for the next launch: every block has
        // passed every barrier and merge count once it counts itself out. After the screen, the
        // last block to publish its pick is the last out; it also clears the last layer's sums,
        // which every block has read by then.
        bool* last_out = reinterpret_cast<bool*>(scratch());
        if (a.screen.codes != nullptr) {
            const bool last_pick = screen_phase();
            if (tid == 0) {
                *last_out = last_pick;
                if (last_pick) reset_counters();
            }
            consumer_sync();
            if (*last_out) clear_sums(last);
            return;
        }
        if (blockIdx.x == 0) {
            const uint2 wr = norm_weight(a.final_norm);
            float v[4];
            advance_residual(accumulator(last, 1), v);
            rms_norm(v, wr, static_cast<bf16*>(a.hidden_out));
            consumer_sync();  // every thread's sums are read
            // The last layer's two sums: every other reader passed the last barrier.
            clear_sums(last);
        }
        if (tid == 0 && atomicAdd(sync_word(kBlocksOutCounter), 1u) == gridDim.x - 1) reset_counters();
    }

    __device__ void reset_counters() const {
        for (int i = 0; i < kPersistentDecoderCounterSlots; ++i) atomicExch(sync_word(i), 0u);
    }
};

__global__ void __launch_bounds__(kThreads, 1) persistent_decoder_kernel(const __grid_constant__ PersistentDecoderArgs a) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    extern __shared__ __align__(1024) uint8_t smem[];
    Ring ring{smem + Smem::ring, reinterpret_cast<uint64_t*>(smem + Smem::bars),
              reinterpret_cast<uint64_t*>(smem + Smem::bars) + kStages};
    if (threadIdx.x == 0) {
        for (int s = 0; s < kStages; ++s) {
            mbar_init(&ring.full[s], 1);                 // the producer's arrival with its bytes
            mbar_init(&ring.empty[s], kConsumerWarps);  // every consumer warp done with the stage
        }
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (warp == kConsumerWarps) {
        if (lane == 0) producer(a, ring);
        return;
    }
    Consumer c{a, ring, smem};
    c.tid = threadIdx.x;
    c.warp = warp;
    c.lane = lane;
    c.run();
#endif
}

}  // namespace

int persistent_decoder_blocks(int device) {
    cudaDeviceProp prop{};
    if (cudaGetDeviceProperties(&prop, device) != cudaSuccess) return 0;
    if (prop.major < 9 || !prop.cooperativeLaunch) return 0;
    if (static_cast<size_t>(Smem::bytes) > prop.sharedMemPerBlockOptin) return 0;
    if (cudaFuncSetAttribute(persistent_decoder_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, Smem::bytes) !=
        cudaSuccess)
        return 0;
    int per_sm = 0;
    if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, persistent_decoder_kernel, kThreads, Smem::bytes) !=
            cudaSuccess ||
        per_sm < 1)
        return 0;
    const int blocks = prop.multiProcessorCount;
    // A block keeps its features and its merged attention dimensions in shared memory, and the
    // attention takes kv_heads blocks a partition (at least two: a partition's dimensions fit).
    const int most_rows = (S::inner + blocks - 1) / blocks;
    if (blocks < 2 * S::kv_heads || blocks > kConsumers || most_rows > kMaxRowsPerBlock) return 0;
    return blocks;
}

int persistent_decoder_partitions(int blocks) {
    const int parts = blocks / S::kv_heads;
    return parts < kMaxPartitions ? parts : kMaxPartitions;
}

int64_t persistent_decoder_workspace_bytes() { return kWsBytes; }

bool persistent_decoder_table_fits(int max_blocks, int blocks) {
    const int partitions = persistent_decoder_partitions(blocks);
    if (max_blocks < 1 || partitions < 1) return false;
    const int64_t per_part = (int64_t{max_blocks} * S::block_size + partitions - 1) / partitions;
    return per_part / S::block_size + 2 <= kMaxTableEntries;  // a partition's tokens span at most this many
}

bool persistent_screen_fits(int64_t vocab, int blocks) {
    if (blocks < 1 || vocab < blocks || vocab > (int64_t{1} << 30)) return false;
    const int64_t rows = (vocab + blocks - 1) / blocks;  // a block's scales, bounds and candidates
    return 8 * rows + 4 * (kScreenCapacity + 1) <= Smem::kv_bytes;
}

int64_t persistent_decoder_accumulator_floats(int layers) {
    return int64_t{2} * layers * kAccumulatorCopies * S::hidden;
}

cudaError_t launch_persistent_decoder(const PersistentDecoderArgs& args, int blocks, bool programmatic,
                                      cudaStream_t stream) {
    if (blocks < 1 || args.partitions < 1 || args.partitions > kMaxPartitions ||
        args.partitions * S::kv_heads > blocks || args.num_layers < 1)
        return cudaErrorInvalidValue;
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(blocks);
    config.blockDim = dim3(kThreads);
    config.dynamicSmemBytes = Smem::bytes;
    config.stream = stream;
    cudaLaunchAttribute attribute[2];
    attribute[0].id = cudaLaunchAttributeCooperative;  // all blocks resident: the barriers rely on it
    attribute[0].val.cooperative = 1;
    attribute[1].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attribute[1].val.programmaticStreamSerializationAllowed = 1;
    config.attrs = attribute;
    config.numAttrs = programmatic ? 2 : 1;
    const cudaError_t err = cudaLaunchKernelEx(&config, persistent_decoder_kernel, args);
    return err != cudaSuccess ? err : cudaGetLastError();
}

}  // namespace folio::engine::kernels::cuda
