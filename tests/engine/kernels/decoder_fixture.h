// A decoder at the real width with random bf16 weights, a float32 twin, KV pools of random rows and
// one decode step's device inputs: shared by the persistent decoder's test and its benchmark.
#pragma once

#include <ATen/ATen.h>

#include <cmath>
#include <string>
#include <vector>

#include "kernel_testing.h"
#include "model/attention.h"
#include "model/kv_cache.h"
#include "model/text_decoder.h"

namespace folio::test::decoder {

using namespace folio::engine;
using folio::test::kernels::randn;

inline TextConfig real_width_config(int layers) {
    TextConfig c;
    c.hidden_size = 1024;
    c.intermediate_size = 3072;
    c.num_hidden_layers = layers;
    c.num_attention_heads = 16;
    c.num_key_value_heads = 8;
    c.head_dim = 128;
    c.vocab_size = 1000;
    c.max_position_embeddings = 16384;
    c.rope_theta = 1000000.0;
    c.rms_norm_eps = 1e-6;
    return c;
}

// Random weights (bf16 on the GPU), scaled like a trained model's: unit activations.
inline WeightMap random_weights(const TextConfig& c, at::Generator& gen) {
    const at::Device gpu(at::kCUDA, 0);
    const auto t = [&](std::initializer_list<int64_t> shape, double stddev, double mean = 0.0) {
        return randn(shape, at::kBFloat16, gpu, gen, stddev).add(mean);
    };
    const int64_t h = c.hidden_size, d = c.head_dim, q = c.num_attention_heads * d, kv = c.num_key_value_heads * d;
    WeightMap w;
    const std::string p = "model.language_model.";
    w[p + "embed_tokens.weight"] = t({c.vocab_size, h}, 1.0);
    w[p + "norm.weight"] = t({h}, 0.1, 1.0);
    for (int i = 0; i < c.num_hidden_layers; ++i) {
        const std::string l = p + "layers." + std::to_string(i) + ".";
        w[l + "input_layernorm.weight"] = t({h}, 0.1, 1.0);
        w[l + "post_attention_layernorm.weight"] = t({h}, 0.1, 1.0);
        w[l + "self_attn.q_proj.weight"] = t({q, h}, 1.0 / std::sqrt(double(h)));
        w[l + "self_attn.k_proj.weight"] = t({kv, h}, 1.0 / std::sqrt(double(h)));
        w[l + "self_attn.v_proj.weight"] = t({kv, h}, 1.0 / std::sqrt(double(h)));
        w[l + "self_attn.o_proj.weight"] = t({h, q}, 1.0 / std::sqrt(double(q)));
        w[l + "self_attn.q_norm.weight"] = t({d}, 0.1, 1.0);
        w[l + "self_attn.k_norm.weight"] = t({d}, 0.1, 1.0);
        w[l + "mlp.gate_proj.weight"] = t({c.intermediate_size, h}, 1.0 / std::sqrt(double(h)));
        w[l + "mlp.up_proj.weight"] = t({c.intermediate_size, h}, 1.0 / std::sqrt(double(h)));
        w[l + "mlp.down_proj.weight"] = t({h, c.intermediate_size}, 1.0 / std::sqrt(double(c.intermediate_size)));
    }
    return w;
}

inline WeightMap to_float(const WeightMap& w) {
    WeightMap out;
    for (const auto& [name, t] : w) out[name] = t.to(at::kFloat);
    return out;
}

// One decode step's device inputs for a token at position context - 1 of a sequence whose
// blocks are `blocks` (a table row `width` wide, padded with junk block ids).
struct Step {
    at::Tensor ids, positions, slots, block_tables, context_lens;
    int64_t slot = 0;
    StepContext context() const {
        StepContext s;
        s.positions = positions;
        s.slots = slots;
        s.block_tables = block_tables;
        s.context_lens = context_lens;
        return s;
    }
};

inline Step make_step(int64_t token, int64_t context, const at::Tensor& blocks, int64_t width, int64_t pool_blocks,
               at::Generator& gen) {
    const at::Device gpu(at::kCUDA, 0);
    const auto i64 = at::TensorOptions().dtype(at::kLong);
    Step s;
    at::Tensor table = at::randint(pool_blocks, {1, width}, gen, at::TensorOptions().dtype(at::kLong));
    table.narrow(1, 0, blocks.size(0)).copy_(blocks.view({1, -1}));
    const int64_t pos = context - 1;
    s.slot = table[0][pos / 16].item<int64_t>() * 16 + pos % 16;
    s.ids = at::full({1}, token, i64).to(gpu);
    s.positions = at::full({1}, pos, i64).to(gpu);
    s.slots = at::full({1}, s.slot, i64).to(gpu);
    s.block_tables = table.to(at::kInt).to(gpu);
    s.context_lens = at::full({1}, context, i64.dtype(at::kInt)).to(gpu);
    return s;
}

// Keys and values of `slot` on every layer: [layers, 2, kv_heads * head_dim].
inline at::Tensor slot_rows(const KvPool& pool, int64_t slot) {
    std::vector<at::Tensor> rows;
    for (int l = 0; l < pool.shape().layers; ++l) {
        rows.push_back(pool.keys(l).view({-1, pool.shape().kv_heads * pool.shape().head_dim})[slot].clone());
        rows.push_back(pool.values(l).view({-1, pool.shape().kv_heads * pool.shape().head_dim})[slot].clone());
    }
    return at::stack(rows).view({pool.shape().layers, 2, -1});
}

inline void poison_slot(const KvPool& pool, int64_t slot) {
    for (int l = 0; l < pool.shape().layers; ++l) {
        pool.keys(l).view({-1, pool.shape().kv_heads * pool.shape().head_dim})[slot].fill_(NAN);
        pool.values(l).view({-1, pool.shape().kv_heads * pool.shape().head_dim})[slot].fill_(NAN);
    }
}

struct Fixture {
    TextConfig config;
    WeightMap weights;
    TextDecoder decoder, decoder32;
    KvPool pool, pool32;
    Fixture(int layers, int64_t pool_blocks, at::Generator& gen, const folio::engine::EngineTuning& tuning = {})
        : config(real_width_config(layers)),
          weights(random_weights(config, gen)),
          decoder(config, weights, tuning),
          decoder32(config, to_float(weights)),
          pool(decoder.kv_shape(at::kBFloat16), pool_blocks, at::Device(at::kCUDA, 0)),
          pool32(decoder32.kv_shape(at::kFloat), pool_blocks, at::Device(at::kCUDA, 0)) {
        for (int l = 0; l < layers; ++l) {
            pool.keys(l).copy_(at::randn(pool.keys(l).sizes(), gen).to(at::kBFloat16));
            pool.values(l).copy_(at::randn(pool.values(l).sizes(), gen).to(at::kBFloat16));
            pool32.keys(l).copy_(pool.keys(l));
            pool32.values(l).copy_(pool.values(l));
        }
    }
};

}  // namespace folio::test::decoder
