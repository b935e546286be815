"""Can the vision tower's compute-bound kernels and a decode step's memory-bound ones share the
SMs at the same time, rather than splitting them (docs/PERFORMANCE.md, session 17: an SM split
runs the two kinds of work at most 1.25x faster than one after the other)?

For each pair, the compute kernel is timed alone and while the memory kernel loops on a second
stream, and the other way round. "kept" is the alone time over the time beside the other; the sum
of the two is what running them together gives over running them one after the other (above 1.25
beats the best SM split). Each pair runs with equal stream priorities and with the memory stream
first. The kernels' launch resources (registers, shared memory, blocks a SM), read from the
profiler's trace, say which pairs can be resident on one SM at all.

    python3 tools/bench/coresidency_probe.py [--json FILE]
"""
import argparse
import json
import os
import tempfile

import torch
from torch.profiler import ProfilerActivity, profile

from sdpa_probe import time_ms

HEADS, HEAD_DIM = 16, 64  # the vision tower's attention
FAST_KEYS = 8576  # cuDNN's fast key count for a standard page (a multiple of 128)


def time_beside_ms(foreground, background, background_ms, foreground_priority, background_priority, runs=20):
    """The foreground's time a run while the background loops on its own stream for ~3x as long."""
    fg_stream = torch.cuda.Stream(priority=foreground_priority)
    bg_stream = torch.cuda.Stream(priority=background_priority)
    foreground_ms = time_ms(foreground, 5)
    background_runs = int(3 * runs * foreground_ms / background_ms) + 4
    torch.cuda.synchronize()
    with torch.cuda.stream(bg_stream):
        for _ in range(background_runs):
            background()
    with torch.cuda.stream(fg_stream):
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        for _ in range(2):
            foreground()
        start.record()
        for _ in range(runs):
            foreground()
        stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / runs


def workloads():
    dev, bf = "cuda", torch.bfloat16

    def vision_qkv(pages):
        qkv = torch.randn(pages * FAST_KEYS, 3 * HEADS * HEAD_DIM, device=dev, dtype=bf)
        return [qkv[:, i * HEADS * HEAD_DIM:(i + 1) * HEADS * HEAD_DIM].view(pages, FAST_KEYS, HEADS, HEAD_DIM).transpose(1, 2)
                for i in range(3)]

    def cudnn_attention(q, k, v):
        return torch.ops.aten._scaled_dot_product_cudnn_attention(q, k, v, None, False, 0.0, False, False, scale=0.125)[0]

    one, five = vision_qkv(1), vision_qkv(5)
    patches = torch.randn(8580, 1024, device=dev, dtype=bf)
    gate_up = torch.randn(8192, 1024, device=dev, dtype=bf)
    # Decode at batch 128: its projections' shapes (qkv 4096 x 1024, down 1024 x 3072).
    rows, rows_wide = torch.randn(128, 1024, device=dev, dtype=bf), torch.randn(128, 3072, device=dev, dtype=bf)
    qkv_proj, down_proj = torch.randn(4096, 1024, device=dev, dtype=bf), torch.randn(1024, 3072, device=dev, dtype=bf)
    # A read of 2 GiB stands for the decode attention's KV reads (19 GB a step at batch 128, fp8).
    kv_like = torch.randint(0, 100, (1 << 29,), device=dev, dtype=torch.int32)
    total = torch.empty((), device=dev, dtype=torch.int64)
    source = torch.empty(1 << 30, device=dev, dtype=torch.uint8)
    target = torch.empty_like(source)
    flop, byte = "TFLOP/s", "TB/s"  # amount / ms / 1e9

    def projections():
        for _ in range(8):
            torch.mm(rows, qkv_proj.t())
            torch.mm(rows_wide, down_proj.t())

    return {
        "vision attention, 1 page": (lambda: cudnn_attention(*one), 4 * 8580 * FAST_KEYS * HEAD_DIM * HEADS, flop),
        "vision attention, 5 pages": (lambda: cudnn_attention(*five), 5 * 4 * 8580 * FAST_KEYS * HEAD_DIM * HEADS, flop),
        "vision gate_up GEMM": (lambda: torch.mm(patches, gate_up.t()), 2 * 8580 * 1024 * 8192, flop),
        "read 2 GiB": (lambda: torch.sum(kv_like, dim=0, dtype=torch.int64, out=total), kv_like.numel() * 4, byte),
        "copy 1 GiB": (lambda: target.copy_(source), 2 * source.numel(), byte),
        "decode projections, 128 rows": (projections, 8 * 2 * (qkv_proj.numel() + down_proj.numel()), byte),
    }


PAIRS = [
    ("vision attention, 1 page", "read 2 GiB"),
    ("vision attention, 5 pages", "read 2 GiB"),
    ("vision attention, 1 page", "copy 1 GiB"),
    ("vision gate_up GEMM", "read 2 GiB"),
    ("vision attention, 1 page", "decode projections, 128 rows"),
    ("vision gate_up GEMM", "decode projections, 128 rows"),
]


def launch_resources(work):
    """Registers, shared memory and blocks a SM of each kernel the workloads launch."""
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for fn, _, _ in work.values():
            fn()
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "trace.json")
        prof.export_chrome_trace(path)
        with open(path) as f:
            events = json.load(f).get("traceEvents", [])
    kernels, seen = [], set()
    for e in events:
        if e.get("cat") != "kernel" or e["name"] in seen:
            continue
        seen.add(e["name"])
        args = e.get("args", {})
        kernels.append({"kernel": e["name"][:100], **{k: args.get(k) for k in (
            "grid", "block", "registers per thread", "shared memory", "blocks per SM", "warps per SM")}})
    return kernels


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()
    work = workloads()
    alone = {}
    for name, (fn, amount, unit) in work.items():
        ms = time_ms(fn)
        alone[name] = ms
        print(f"{name:30s} alone {ms:8.3f} ms {amount / ms / 1e9:8.1f} {unit}", flush=True)
    high, normal = torch.cuda.Stream.priority_range()[1], 0
    pairs = []
    for compute, memory in PAIRS:
        for label, memory_priority in (("equal priority", normal), ("memory first", high)):
            compute_ms = time_beside_ms(work[compute][0], work[memory][0], alone[memory], normal, memory_priority)
            memory_ms = time_beside_ms(work[memory][0], work[compute][0], alone[compute], memory_priority, normal)
            kept_compute, kept_memory = alone[compute] / compute_ms, alone[memory] / memory_ms
            pairs.append({"compute": compute, "memory": memory, "priority": label,
                          "compute_kept": kept_compute, "memory_kept": kept_memory})
            print(f"{compute} + {memory} ({label}): compute kept {kept_compute:.2f}, memory kept {kept_memory:.2f},"
                  f" sum {kept_compute + kept_memory:.2f}", flush=True)
    kernels = launch_resources(work)
    for k in kernels:
        print(json.dumps(k), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"alone_ms": alone, "pairs": pairs, "kernels": kernels}, f, indent=1)


if __name__ == "__main__":
    main()
