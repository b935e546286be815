#!/usr/bin/env python3
"""The peer of folio-bench: Hugging Face transformers' LightOnOCR on the standard workload.

Standard workload (issue 5): a 1540x1092 page (2145 image tokens) followed by exactly N generated
tokens (stop tokens ignored), real dimensions, random bf16 weights, sdpa attention.
Also measures the device's ceilings (copy bandwidth, bf16 matmul rate) so every figure can be set
against them. Prints one JSON object on stdout.

    hf_peer.py --config CONFIG_JSON [--model-dir DIR] [--tokens 1000] [--batches 1,8]
"""
import argparse
import json
import time

import torch

IM_START, IM_END, IMAGE_PAD = 151644, 151645, 151655
SYSTEM, USER, ASSISTANT, NEWLINE = 8948, 872, 77091, 198
PAGE_H, PAGE_W = 1540, 1092


def prompt_ids(image_tokens):
    return ([IM_START, SYSTEM, IM_END, NEWLINE, IM_START, USER, NEWLINE] + [IMAGE_PAD] * image_tokens +
            [IM_END, NEWLINE, IM_START, ASSISTANT, NEWLINE])


def measure_ceilings():
    n = 1 << 30  # 1 GiB copies, well past the L2
    a = torch.empty(n, dtype=torch.uint8, device="cuda")
    b = torch.empty_like(a)
    for _ in range(3):
        b.copy_(a)
    torch.cuda.synchronize()
    times = []
    for _ in range(10):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); b.copy_(a); e.record(); torch.cuda.synchronize()
        times.append(s.elapsed_time(e) / 1e3)
    copy_bw = 2 * n / sorted(times)[len(times) // 2]
    del a, b
    m = 8192
    x = torch.randn(m, m, device="cuda", dtype=torch.bfloat16)
    y = torch.randn(m, m, device="cuda", dtype=torch.bfloat16)
    for _ in range(3):
        x @ y
    torch.cuda.synchronize()
    times = []
    for _ in range(10):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record(); x @ y; e.record(); torch.cuda.synchronize()
        times.append(s.elapsed_time(e) / 1e3)
    flops = 2 * m ** 3 / sorted(times)[len(times) // 2]
    return {"copy_bandwidth_GBps": copy_bw / 1e9, "bf16_matmul_TFLOPs": flops / 1e12}


def build_model(args):
    from transformers import LightOnOcrConfig, LightOnOcrForConditionalGeneration
    if args.model_dir:
        model = LightOnOcrForConditionalGeneration.from_pretrained(
            args.model_dir, dtype=torch.bfloat16, attn_implementation="sdpa")
    else:
        raw = json.load(open(args.config))
        # Export quirk (MODEL.md): layer_types may be shorter than num_hidden_layers, which
        # transformers rejects; the layer count is what counts.
        raw.get("text_config", {}).pop("layer_types", None)
        cfg = LightOnOcrConfig(**raw)
        cfg._attn_implementation = "sdpa"
        torch.manual_seed(0)
        with torch.device("cuda"):
            model = LightOnOcrForConditionalGeneration(cfg).to(torch.bfloat16)
    return model.to("cuda").eval()


def run_batch(model, batch, tokens, image_tokens):
    ids = torch.tensor([prompt_ids(image_tokens)] * batch, device="cuda")
    pixels = torch.randn(batch, 3, PAGE_H, PAGE_W, device="cuda", dtype=torch.bfloat16)
    sizes = torch.tensor([[PAGE_H, PAGE_W]] * batch, device="cuda")
    common = dict(input_ids=ids, attention_mask=torch.ones_like(ids), pixel_values=pixels,
                  image_sizes=sizes, do_sample=False, eos_token_id=None, pad_token_id=151643)
    torch.cuda.synchronize(); torch.cuda.reset_peak_memory_stats()
    t0 = time.perf_counter()
    model.generate(**common, max_new_tokens=1, min_new_tokens=1)
    torch.cuda.synchronize()
    ttft = time.perf_counter() - t0
    t0 = time.perf_counter()
    out = model.generate(**common, max_new_tokens=tokens, min_new_tokens=tokens)
    torch.cuda.synchronize()
    total = time.perf_counter() - t0
    generated = out.shape[1] - ids.shape[1]
    assert generated == tokens, (generated, tokens)
    return {
        "batch": batch, "tokens": tokens, "seconds": total,
        "pages_per_s": batch / total,
        "ms_per_step": (total - ttft) / (tokens - 1) * 1e3,
        "ttft_ms": ttft * 1e3,
        "peak_GiB": torch.cuda.max_memory_allocated() / 2 ** 30,
    }


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--config")
    p.add_argument("--model-dir")
    p.add_argument("--tokens", type=int, default=1000)
    p.add_argument("--batches", default="1,8")
    args = p.parse_args()
    result = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
    result["ceilings"] = measure_ceilings()
    model = build_model(args)
    import transformers
    result["transformers"] = transformers.__version__
    image_tokens = (PAGE_H // 28) * (PAGE_W // 28)
    with torch.inference_mode():
        run_batch(model, 1, 4, image_tokens)  # warm-up: kernels, allocator
        result["runs"] = [run_batch(model, int(b), args.tokens, image_tokens) for b in args.batches.split(",")]
    print(json.dumps(result))


if __name__ == "__main__":
    main()
