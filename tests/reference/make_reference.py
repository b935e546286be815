#!/usr/bin/env python3
"""Builds small random-weight LightOnOCR models with transformers and records the reference's
outputs, so the C++ engine can be compared with LightOnOcrForConditionalGeneration.

For each configuration it writes <out>/<name>/:
  model/              config.json + model.safetensors exactly as save_pretrained writes them,
                      plus tokenizer.json (Qwen vocabulary + the special tokens of MODEL.md)
  reference.safetensors, for pages i = 0, 1, ... of different sizes:
      pixel_values_<i>  float32 [1,3,H,W]  the page, already preprocessed
      features          float32 [sum image tokens, D]  all pages through ONE vision call
                        (padded batch + image_sizes: block-diagonal attention)
    and for the first `greedy_pages` pages, each run alone:
      input_ids_<i>     int64   [T]    the prompt (image tokens at the image-token positions)
      logits_<i>        float32 [S,V]  logits that chose each generated token (greedy, KV cache)
      tokens_<i>        int64   [S]    the greedy tokens (stop tokens ignored)

Exit status 77 (ctest SKIP) when this Python lacks torch/transformers.
Usage: make_reference.py --out DIR [--real-size] [--steps N]
"""
import argparse
import hashlib
import json
import os
import sys

try:
    import torch
    from safetensors.torch import save_file
except ImportError as e:  # pragma: no cover
    print(f"SKIP: reference python lacks a module: {e}", file=sys.stderr)
    sys.exit(77)
if "--real-size" in sys.argv and "--device" not in sys.argv and not torch.cuda.is_available():
    # A 1B-parameter reference on a CPU takes many minutes: that is the GPU machine's job.
    print("SKIP: --real-size needs CUDA (or pass --device cpu)", file=sys.stderr)
    sys.exit(77)
try:
    from transformers import LightOnOcrConfig, LightOnOcrForConditionalGeneration
except ImportError as e:  # pragma: no cover
    print(f"SKIP: reference python lacks a module: {e}", file=sys.stderr)
    sys.exit(77)

IMAGE_TOKEN = 151655
VOCAB = 151936
# Qwen3 added tokens (id, content, special) as MODEL.md lists them.
SPECIAL_TOKENS = [
    (151643, "<|endoftext|>", True), (151644, "<|im_start|>", True), (151645, "<|im_end|>", True),
    (151646, "<|object_ref_start|>", True), (151647, "<|object_ref_end|>", True),
    (151648, "<|box_start|>", True), (151649, "<|box_end|>", True),
    (151650, "<|quad_start|>", True), (151651, "<|quad_end|>", True),
    (151652, "<|vision_start|>", True), (151653, "<|vision_end|>", True),
    (151654, "<|vision_pad|>", True), (151655, "<|image_pad|>", True),
    (151656, "<|video_pad|>", True), (151657, "<tool_call>", False), (151658, "</tool_call>", False),
    (151659, "<|fim_prefix|>", False), (151660, "<|fim_middle|>", False),
    (151661, "<|fim_suffix|>", False), (151662, "<|fim_pad|>", False),
    (151663, "<|repo_name|>", False), (151664, "<|file_sep|>", False),
    (151665, "<tool_response>", False), (151666, "</tool_response>", False),
    (151667, "<think>", False), (151668, "</think>", False),
]
QWEN_PRETOKENIZE = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
                    r"|\s*[\r\n]+|\s+(?!\S)|\s+")


def tiny_configs():
    """Small models: layer/head counts, GQA ratios and sizes that are not powers of two."""
    return [
        dict(name="tiny_a", seed=1, save_dtype=torch.float32, pages=[(56, 84), (84, 56), (28, 28)], greedy_pages=3,
             vision=dict(hidden_size=48, intermediate_size=96, num_hidden_layers=2, num_attention_heads=3, head_dim=16),
             text=dict(hidden_size=48, intermediate_size=80, num_hidden_layers=2, num_attention_heads=4,
                       num_key_value_heads=2, head_dim=16)),
        # Odd patch grid (5x7 patches: the merge drops the last row and column), GQA 3:1, bf16 file.
        dict(name="tiny_b", seed=2, save_dtype=torch.bfloat16, pages=[(70, 98), (42, 70)], greedy_pages=2,
             vision=dict(hidden_size=72, intermediate_size=120, num_hidden_layers=2, num_attention_heads=3, head_dim=24),
             text=dict(hidden_size=72, intermediate_size=96, num_hidden_layers=3, num_attention_heads=6,
                       num_key_value_heads=2, head_dim=24)),
        # Tall page, one KV head, head_dim larger than hidden / heads.
        dict(name="tiny_c", seed=3, save_dtype=torch.float32, pages=[(112, 56), (56, 112)], greedy_pages=1,
             vision=dict(hidden_size=64, intermediate_size=96, num_hidden_layers=1, num_attention_heads=4, head_dim=16),
             text=dict(hidden_size=40, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2,
                       num_key_value_heads=1, head_dim=32)),
    ]


# LightOnOCR-2-1B's dimensions (MODEL.md), for machines without the shared data folder.
PUBLISHED_DIMS = {
    "text_config": dict(hidden_size=1024, intermediate_size=3072, num_hidden_layers=28, num_attention_heads=16,
                        num_key_value_heads=8, head_dim=128, max_position_embeddings=16384),
    "vision_config": dict(hidden_size=1024, intermediate_size=4096, num_hidden_layers=24, num_attention_heads=16,
                          head_dim=64),
}


def real_config(shared_data):
    path = os.path.join(shared_data, "model-config", "config.json")
    published = PUBLISHED_DIMS
    if os.path.exists(path):
        with open(path) as f:
            published = json.load(f)
    t, v = published["text_config"], published["vision_config"]
    keys_t = ["hidden_size", "intermediate_size", "num_hidden_layers", "num_attention_heads",
              "num_key_value_heads", "head_dim", "max_position_embeddings"]
    keys_v = ["hidden_size", "intermediate_size", "num_hidden_layers", "num_attention_heads", "head_dim"]
    return dict(name="real", seed=7, save_dtype=torch.bfloat16, peaked_vocabulary=True, pages=[(308, 252), (196, 280)], greedy_pages=1,
                vision={k: v[k] for k in keys_v}, text={k: t[k] for k in keys_t})


def build_config(spec):
    vision = dict(model_type="pixtral", patch_size=14, image_size=1540, num_channels=3, hidden_act="silu",
                  rope_parameters={"rope_theta": 10000.0, "rope_type": "default"}, **spec["vision"])
    text = dict(model_type="qwen3", vocab_size=VOCAB, rms_norm_eps=1e-6, hidden_act="silu",
                max_position_embeddings=spec["text"].get("max_position_embeddings", 4096),
                rope_parameters={"rope_theta": 1000000.0, "rope_type": "default"}, tie_word_embeddings=True,
                **{k: x for k, x in spec["text"].items() if k != "max_position_embeddings"})
    return LightOnOcrConfig(vision_config=vision, text_config=text, image_token_id=IMAGE_TOKEN,
                            spatial_merge_size=2, tie_word_embeddings=True)


def make_tokenizer_json(shared_data, path):
    """tokenizer.json as a model folder ships it; returns the tokenizers.Tokenizer (or None)."""
    try:
        from tokenizers import Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers
        from tokenizers import AddedToken
    except ImportError:
        return None
    vocab = os.path.join(shared_data, "qwen-tokenizer", "vocab.json")
    merges = os.path.join(shared_data, "qwen-tokenizer", "merges.txt")
    if not (os.path.exists(vocab) and os.path.exists(merges)):
        return None
    tok = Tokenizer(models.BPE.from_file(vocab, merges, unk_token=None, fuse_unk=False, byte_fallback=False))
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Split(Regex(QWEN_PRETOKENIZE), behavior="isolated", invert=False),
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
    ])
    tok.decoder = decoders.ByteLevel()
    for token_id, content, special in SPECIAL_TOKENS:
        added = AddedToken(content, special=special, normalized=False)
        if special:
            tok.add_special_tokens([added])
        else:
            tok.add_tokens([added])
        assert tok.token_to_id(content) == token_id, (content, tok.token_to_id(content))
    tok.save(path)
    return tok


def prompt_ids(tokenizer, image_tokens):
    head = "<|im_start|>system<|im_end|>\n<|im_start|>user\n"
    tail = "<|im_end|>\n<|im_start|>assistant\n"
    if tokenizer is not None:
        return tokenizer.encode(head + "<|image_pad|>" * image_tokens + tail, add_special_tokens=False).ids
    # ids of the Qwen vocabulary: "system" 8948, "\n" 198, "user" 872, "assistant" 77091
    return ([151644, 8948, 151645, 198, 151644, 872, 198] + [IMAGE_TOKEN] * image_tokens +
            [151645, 198, 151644, 77091, 198])


def randomize(model, generator, peaked_vocabulary=False):
    """Weights larger than the default init so that logits have clear winners (no near ties)
    and RMSNorm scales that are not all ones (a swapped norm weight must show).
    peaked_vocabulary: token embeddings (= the tied LM head) with log-normal row norms, so that,
    as in a trained model, the top logit stands clear of the runner-up; with plain Gaussian rows
    the top two of 151936 logits differ by about 5% and bf16 rounding flips them at random."""
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("norm.weight") or ".norm." in name or name.endswith("_norm.weight"):
                p.copy_(1.0 + 0.2 * torch.randn(p.shape, generator=generator))
            else:
                fan_in = p.shape[-1] if p.dim() > 1 else 1
                if p.dim() == 4:
                    fan_in = p.shape[1] * p.shape[2] * p.shape[3]
                std = 1.0 / fan_in ** 0.5
                if "embed_tokens" in name:
                    # Small next to the layers' outputs: with tied weights a large embedding
                    # makes every step repeat its input token.
                    std = 0.05
                p.copy_(std * torch.randn(p.shape, generator=generator))
                if "embed_tokens" in name and peaked_vocabulary:
                    p.mul_(torch.exp(1.0 * torch.randn((p.shape[0], 1), generator=generator)))


def greedy(model, input_ids, pixel_values, image_sizes, steps):
    """model.generate-equivalent greedy decoding with a KV cache; stop tokens are ignored."""
    logits_all, tokens = [], []
    with torch.no_grad():
        out = model(input_ids=input_ids, pixel_values=pixel_values, image_sizes=image_sizes, use_cache=True)
        past = out.past_key_values
        logits = out.logits[:, -1, :].float()
        for step in range(steps):
            token = int(torch.argmax(logits[0]))
            logits_all.append(logits[0].cpu())
            tokens.append(token)
            if step + 1 == steps:
                break
            out = model(input_ids=torch.tensor([[token]], device=input_ids.device), past_key_values=past,
                        use_cache=True)
            past = out.past_key_values
            logits = out.logits[:, -1, :].float()
    return torch.stack(logits_all), torch.tensor(tokens, dtype=torch.int64)


def build_one(spec, out_dir, shared_data, steps, device):
    model_dir = os.path.join(out_dir, spec["name"], "model")
    os.makedirs(model_dir, exist_ok=True)
    config = build_config(spec)
    torch.manual_seed(spec["seed"])
    model = LightOnOcrForConditionalGeneration(config).eval()
    gen = torch.Generator().manual_seed(spec["seed"])
    randomize(model, gen, spec.get("peaked_vocabulary", False))
    # Save in the checkpoint dtype, then load the folder back in float32 as a user would
    # (reloading, not casting in place: that would also round the RoPE frequency buffers).
    model.to(spec["save_dtype"]).save_pretrained(model_dir)
    del model
    model = LightOnOcrForConditionalGeneration.from_pretrained(model_dir, dtype=torch.float32).eval().to(device)
    tokenizer = make_tokenizer_json(shared_data, os.path.join(model_dir, "tokenizer.json"))

    sizes = spec["pages"]
    pages = [torch.randn((1, 3, h, w), generator=gen) for h, w in sizes]
    record = {f"pixel_values_{i}": page for i, page in enumerate(pages)}
    for i in range(spec["greedy_pages"]):
        h, w = sizes[i]
        image_tokens = (h // 28) * (w // 28)
        input_ids = torch.tensor([prompt_ids(tokenizer, image_tokens)], dtype=torch.int64)
        logits, tokens = greedy(model, input_ids.to(device), pages[i].to(device),
                                torch.tensor([[h, w]], device=device), steps)
        record.update({f"input_ids_{i}": input_ids[0], f"logits_{i}": logits, f"tokens_{i}": tokens})
        top2 = logits.topk(2, dim=1).values
        margin = ((top2[:, 0] - top2[:, 1]) / logits.abs().amax(1))
        print(f"  relative top-1 margin: min {margin.min().item():.3g}, median {margin.median().item():.3g}")
        print(f"{spec['name']} page {i} ({h}x{w}): {input_ids.shape[1]} prompt tokens, {image_tokens} image tokens, "
              f"first tokens {tokens[:8].tolist()}")
    # Several pages in one vision call: padded batch + image_sizes, as the processor feeds them.
    max_h, max_w = max(s[0] for s in sizes), max(s[1] for s in sizes)
    batch = torch.zeros((len(sizes), 3, max_h, max_w))
    for i, (page, (h, w)) in enumerate(zip(pages, sizes)):
        batch[i, :, :h, :w] = page[0]
    with torch.no_grad():
        features = model.model.get_image_features(pixel_values=batch.to(device),
                                                  image_sizes=torch.tensor(sizes, device=device)).pooler_output
    record["features"] = torch.cat(features, dim=0).float().cpu()
    # Inputs for `folio-engine generate`: page 0 as its own pixel_values file, and an RGB page.
    save_file({"pixel_values": pages[0].contiguous()}, os.path.join(out_dir, spec["name"], "pixel_values.safetensors"))
    rgb = torch.randint(0, 256, (45, 70, 3), generator=gen, dtype=torch.uint8)
    with open(os.path.join(out_dir, spec["name"], "page.ppm"), "wb") as f:
        f.write(b"P6\n70 45\n255\n" + rgb.numpy().tobytes())
    record = {k: v.contiguous().cpu() for k, v in record.items()}
    save_file(record, os.path.join(out_dir, spec["name"], "reference.safetensors"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--real-size", action="store_true", help="one model at the published dimensions")
    parser.add_argument("--steps", type=int, default=64)
    parser.add_argument("--shared-data", default=os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                                                "shared", "data"))
    parser.add_argument("--device", default="auto", help="auto: cuda when present (real size), else cpu")
    args = parser.parse_args()

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    specs = [real_config(args.shared_data)] if args.real_size else tiny_configs()
    device = args.device
    if device == "auto":
        device = "cuda" if args.real_size and torch.cuda.is_available() else "cpu"

    # Rebuild only when this script or its arguments changed (ctest runs it as a fixture).
    stamp_path = os.path.join(args.out, "real.stamp" if args.real_size else "tiny.stamp")
    with open(__file__, "rb") as f:
        stamp = hashlib.sha256(f.read() + repr((args.steps, args.real_size)).encode()).hexdigest()
    if os.path.exists(stamp_path) and open(stamp_path).read() == stamp:
        print("reference up to date:", args.out)
        return 0
    os.makedirs(args.out, exist_ok=True)
    torch.set_num_threads(max(1, min(2, os.cpu_count() or 1)))
    for spec in specs:
        build_one(spec, args.out, args.shared_data, args.steps, device)
    with open(stamp_path, "w") as f:
        f.write(stamp)
    return 0


if __name__ == "__main__":
    sys.exit(main())
