#include "kernels/persistent_decoder.h"

#include <ATen/ops/empty.h>
#include <ATen/ops/zeros.h>

#include <cmath>
#include <cstdio>
#include <cstring>

#include "kernels/dispatch.h"

#ifdef FOLIO_WITH_CUDA
#include "../../kernels/persistent_decoder_launch.h"
#endif

namespace folio::engine::kernels {

#ifdef FOLIO_WITH_CUDA
namespace {

using Shape = cuda::PersistentDecoderShape;

bool fits(const at::Tensor& t, std::initializer_list<int64_t> shape, const at::Device& device) {
    return t.defined() && t.device() == device && t.scalar_type() == at::kBFloat16 && t.is_contiguous() &&
           t.sizes() == at::IntArrayRef(shape) && detail::aligned(t.data_ptr(), 16);
}

// Errors of a launch the device turned down, which leave the context usable: the layered path
// can take the step instead.
bool refused_launch(cudaError_t err) {
    switch (err) {
        case cudaErrorCooperativeLaunchTooLarge:
        case cudaErrorLaunchOutOfResources:
        case cudaErrorInvalidConfiguration:
        case cudaErrorNotSupported:
        case cudaErrorNoKernelImageForDevice:
            return true;
        default:
            return false;
    }
}

// Whether a launch on `stream` goes as a programmatic dependent of the stream's previous kernel
// (the step's upload): not while the stream is captured (a refused launch would end the capture;
// a graph's first node has no previous kernel), nor when the thread's tuning turns it off.
bool programmatic_launch(cudaStream_t stream) {
    cudaStreamCaptureStatus capture = cudaStreamCaptureStatusNone;
    return cudaStreamIsCapturing(stream, &capture) == cudaSuccess && capture == cudaStreamCaptureStatusNone &&
           kernel_tuning().persistent_programmatic;
}

bool layer_fits(const DecoderLayerWeights& l, const at::Device& device) {
    constexpr int64_t h = Shape::hidden, d = Shape::head_dim, inner = Shape::inner;
    constexpr int64_t qkv = (Shape::q_heads + 2 * Shape::kv_heads) * d, attn = Shape::q_heads * d;
    return fits(l.input_norm, {h}, device) && fits(l.qkv, {qkv, h}, device) && fits(l.q_norm, {d}, device) &&
           fits(l.k_norm, {d}, device) && fits(l.o, {h, attn}, device) && fits(l.post_norm, {h}, device) &&
           fits(l.gate_up, {2 * inner, h}, device) && fits(l.down, {h, inner}, device);
}

}  // namespace
#endif

PersistentDecoder::PersistentDecoder(const std::vector<DecoderLayerWeights>& layers, const at::Tensor& embed_tokens,
                                     const at::Tensor& final_norm, double eps, double rope_theta,
                                     const Options& options)
    : screen_(options.screen) {
#ifdef FOLIO_WITH_CUDA
    if (layers.empty() || !embed_tokens.defined() || !detail::on_cuda(embed_tokens)) return;
    // Switched off at load: no transposed copies (their ~290 MB go to the KV pool).
    if (!options.enabled) return;
    const at::Device device = embed_tokens.device();
    if (embed_tokens.scalar_type() != at::kBFloat16 || !embed_tokens.is_contiguous() || embed_tokens.dim() != 2 ||
        embed_tokens.size(1) != Shape::hidden || !fits(final_norm, {Shape::hidden}, device))
        return;
    for (const DecoderLayerWeights& l : layers)
        if (!layer_fits(l, device)) return;
    const c10::cuda::CUDAGuard guard(device);
    const int blocks = cuda::persistent_decoder_blocks(device.index());
    if (blocks == 0) return;
    // The kernel multiplies a block's own input dimensions of the output and down projections by
    // their rows: transposed copies of those two weights (the layered path keeps the originals).
    std::vector<cuda::PersistentLayer> table;
    for (const DecoderLayerWeights& l : layers) {
        transposed_.push_back(l.o.t().contiguous());
        transposed_.push_back(l.down.t().contiguous());
        table.push_back({l.input_norm.data_ptr(), l.qkv.data_ptr(), l.q_norm.data_ptr(), l.k_norm.data_ptr(),
                         transposed_[transposed_.size() - 2].data_ptr(), l.post_norm.data_ptr(),
                         l.gate_up.data_ptr(), transposed_.back().data_ptr()});
    }
    const int64_t bytes = static_cast<int64_t>(table.size() * sizeof(cuda::PersistentLayer));
    at::Tensor host = at::empty({bytes}, at::TensorOptions().dtype(at::kByte));
    std::memcpy(host.data_ptr(), table.data(), static_cast<size_t>(bytes));
    layer_table_ = host.to(device);
    barrier_ = at::zeros({cuda::kPersistentDecoderCounters}, at::TensorOptions().dtype(at::kInt).device(device));
    accumulators_ = at::zeros({cuda::persistent_decoder_accumulator_floats(static_cast<int>(layers.size()))},
                              at::TensorOptions().dtype(at::kFloat).device(device));
    for (const at::Tensor& t : transposed_) bytes_ += t.nbytes();
    bytes_ += accumulators_.nbytes();
    embed_tokens_ = embed_tokens;
    final_norm_ = final_norm;
    eps_ = static_cast<float>(eps);
    theta_ = static_cast<float>(rope_theta);
    scale_ = static_cast<float>(1.0 / std::sqrt(static_cast<double>(Shape::head_dim)));
    num_layers_ = static_cast<int>(layers.size());
    blocks_ = blocks;
#else
    (void)layers;
    (void)embed_tokens;
    (void)final_norm;
    (void)eps;
    (void)rope_theta;
#endif
}

void PersistentDecoder::set_enabled(bool enabled) { enabled_ = enabled; }

bool PersistentDecoder::accepts(const at::Tensor& ids, const at::Tensor& key_cache_0,
                                const at::Tensor& value_cache_0, const at::Tensor& key_cache_1) const {
#ifdef FOLIO_WITH_CUDA
    if (!available() || !enabled_) return false;
    if (!ids.defined() || ids.numel() != 1 || ids.device() != embed_tokens_.device()) return false;
    const at::Tensor& k = key_cache_0;
    if (k.scalar_type() != at::kBFloat16 || k.device() != embed_tokens_.device() || !k.is_contiguous() ||
        k.dim() != 4 || k.size(1) != Shape::block_size || k.size(2) != Shape::kv_heads || k.size(3) != Shape::head_dim)
        return false;
    // The pool's layer-major layout: values right after keys, the next layer's keys after those.
    const int64_t stride = k.numel() * 2;  // bytes of one cache
    const auto* base = static_cast<const char*>(k.data_ptr());
    return value_cache_0.data_ptr() == base + stride &&
           (num_layers_ == 1 || (key_cache_1.defined() && key_cache_1.data_ptr() == base + 2 * stride)) &&
           detail::aligned(k.data_ptr(), 16);
#else
    (void)ids;
    (void)key_cache_0;
    (void)value_cache_0;
    (void)key_cache_1;
    return false;
#endif
}

at::Tensor PersistentDecoder::run(const at::Tensor& ids, const at::Tensor& positions, const at::Tensor& slots,
                                  const at::Tensor& block_tables, const at::Tensor& context_lens,
                                  const at::Tensor& key_cache_0, int64_t num_layers_in_pool,
                                  const at::Tensor& timeline) const {
    return launch(ids, positions, slots, block_tables, context_lens, key_cache_0, num_layers_in_pool, timeline,
                  nullptr, nullptr);
}

bool PersistentDecoder::screens(const ScreenedHead& head) const {
#ifdef FOLIO_WITH_CUDA
    const at::Tensor& w = head.weight;
    return available() && screen_ && w.defined() &&
           w.device() == embed_tokens_.device() && w.scalar_type() == at::kBFloat16 && w.is_contiguous() &&
           w.dim() == 2 && w.size(1) == Shape::hidden && detail::aligned(w.data_ptr(), 16) &&
           head.codes.device() == w.device() && head.codes.is_contiguous() && detail::aligned(head.codes.data_ptr(), 16) &&
           cuda::persistent_screen_fits(w.size(0), blocks_);
#else
    (void)head;
    return false;
#endif
}

at::Tensor PersistentDecoder::run_greedy(const at::Tensor& ids, const at::Tensor& positions, const at::Tensor& slots,
                                         const at::Tensor& block_tables, const at::Tensor& context_lens,
                                         const at::Tensor& key_cache_0, int64_t num_layers_in_pool,
                                         const ScreenedHead& head, at::Tensor* hidden) const {
    TORCH_CHECK(screens(head), "persistent decoder: this screened head does not fit the kernel's last phase");
    at::Tensor token;
    const at::Tensor state = launch(ids, positions, slots, block_tables, context_lens, key_cache_0,
                                    num_layers_in_pool, {}, &head, &token);
    if (hidden != nullptr) *hidden = state;
    return state.defined() ? token : at::Tensor();
}

at::Tensor PersistentDecoder::launch(const at::Tensor& ids, const at::Tensor& positions, const at::Tensor& slots,
                                     const at::Tensor& block_tables, const at::Tensor& context_lens,
                                     const at::Tensor& key_cache_0, int64_t num_layers_in_pool,
                                     const at::Tensor& timeline, const ScreenedHead* head, at::Tensor* token) const {
    TORCH_CHECK(available(), "persistent decoder: not available on this device or model");
    TORCH_CHECK(num_layers_in_pool >= num_layers_, "persistent decoder: the KV pool has ", num_layers_in_pool,
                " layers, the model ", num_layers_);
    TORCH_CHECK(ids.numel() == 1 && ids.scalar_type() == at::kLong, "persistent decoder: ids must be one int64");
    TORCH_CHECK(positions.numel() == 1 && positions.scalar_type() == at::kLong,
                "persistent decoder: positions must be one int64");
    TORCH_CHECK(slots.numel() == 1 && slots.scalar_type() == at::kLong, "persistent decoder: slots must be one int64");
    TORCH_CHECK(block_tables.dim() == 2 && block_tables.size(0) == 1 && block_tables.scalar_type() == at::kInt &&
                    block_tables.is_contiguous(),
                "persistent decoder: block_tables must be int32 [1, width], got ", block_tables.sizes());
    TORCH_CHECK(context_lens.numel() == 1 && context_lens.scalar_type() == at::kInt,
                "persistent decoder: context_lens must be one int32");
#ifdef FOLIO_WITH_CUDA
    const c10::cuda::CUDAGuard guard(embed_tokens_.device());
    if (!cuda::persistent_decoder_table_fits(static_cast<int>(block_tables.size(1)), blocks_)) return {};
    const auto options = embed_tokens_.options();
    at::Tensor hidden = at::empty({1, Shape::hidden}, options);
    at::Tensor workspace =
        at::empty({cuda::persistent_decoder_workspace_bytes()}, options.dtype(at::kByte));
    cuda::PersistentDecoderArgs a{};
    a.layers = static_cast<const cuda::PersistentLayer*>(layer_table_.data_ptr());
    a.num_layers = num_layers_;
    a.embed_tokens = embed_tokens_.data_ptr();
    a.final_norm = final_norm_.data_ptr();
    a.ids = ids.data_ptr<int64_t>();
    a.positions = positions.data_ptr<int64_t>();
    a.slots = slots.data_ptr<int64_t>();
    a.block_table = block_tables.data_ptr<int>();
    a.context_lens = context_lens.data_ptr<int>();
    a.max_blocks = static_cast<int>(block_tables.size(1));
    a.kv_base = key_cache_0.data_ptr();
    a.kv_layer_stride = key_cache_0.numel();
    a.capacity = key_cache_0.size(0) * key_cache_0.size(1);
    a.eps = eps_;
    a.theta = theta_;
    a.scale = scale_;
    a.hidden_out = hidden.data_ptr();
    a.workspace = workspace.data_ptr();
    a.barrier = static_cast<unsigned*>(barrier_.data_ptr());
    a.accumulators = accumulators_.data_ptr<float>();
    a.partitions = cuda::persistent_decoder_partitions(blocks_);
    if (head != nullptr) {
        const int64_t vocab = head->weight.size(0);
        a.screen.codes = head->codes.data_ptr<int8_t>();
        a.screen.scales = head->scales.data_ptr<float>();
        a.screen.bounds = head->bounds.data_ptr<float>();
        a.screen.weight = head->weight.data_ptr();
        a.screen.vocab = static_cast<int>(vocab);
        a.screen.pick = reinterpret_cast<unsigned long long*>(head->pick.data_ptr<int64_t>());
        *token = at::empty({1}, options.dtype(at::kLong));
        a.screen.token_out = token->data_ptr<int64_t>();
    }
    if (timeline.defined()) {
        TORCH_CHECK(timeline.device() == embed_tokens_.device() && timeline.scalar_type() == at::kLong &&
                        timeline.is_contiguous() && timeline.numel() == static_cast<int64_t>(blocks_) * events(),
                    "persistent decoder: timeline must be int64 [", blocks_, ", ", events(), "] on the device");
        a.timeline = static_cast<unsigned long long*>(timeline.data_ptr());
    }
    const cudaStream_t stream = detail::current_stream();
    cudaError_t err = cudaErrorNotSupported;
    if (!programmatic_refused_ && programmatic_launch(stream)) {
        err = cuda::launch_persistent_decoder(a, blocks_, /*programmatic=*/true, stream);
        if (err != cudaSuccess) {  // a driver without cooperative programmatic launches: plain ones
            (void)cudaGetLastError();
            programmatic_refused_ = true;
        }
    }
    if (err != cudaSuccess) err = cuda::launch_persistent_decoder(a, blocks_, /*programmatic=*/false, stream);
    if (refused_launch(err)) {
        (void)cudaGetLastError();  // clear it, or the layered path's launch checks would report it
        if (!refused_.exchange(true))
            std::fprintf(stderr, "folio: the persistent decoder kernel could not start (%s); using the layered kernels\n",
                         cudaGetErrorString(err));
        return {};
    }
    FOLIO_CUDA_LAUNCH(err);
    return hidden;
#else
    (void)ids;
    (void)positions;
    (void)slots;
    (void)block_tables;
    (void)context_lens;
    (void)key_cache_0;
    (void)timeline;
    (void)head;
    (void)token;
    TORCH_CHECK(false, "persistent decoder: this build has no CUDA kernels");
#endif
}

int PersistentDecoder::events() const {
#ifdef FOLIO_WITH_CUDA
    return cuda::persistent_decoder_events(num_layers_);
#else
    return 0;
#endif
}

}  // namespace folio::engine::kernels
