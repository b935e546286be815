"""What the llama.cpp peer's programs print, read into numbers; and the page both benchmarks feed them.

Shared by cpu_bench.py (the CPU run) and llama_gpu_peer.py (the H200 run), so both read
llama-bench, llama-batched-bench and llama-mtmd-cli the same way.
"""
import json
import os
import re

PAGE = (1092, 1540)  # width, height: the standard page, 2145 image tokens


def make_page(work, name, size, seed):
    """The same random pixels as PPM (for Folio) and PNG (for llama-mtmd-cli); where Pillow is
    missing, only the PPM, which llama-mtmd-cli reads as well. Returns {"ppm": path[, "png": path]}."""
    import numpy as np
    width, height = size
    pixels = np.random.default_rng(seed).integers(0, 256, size=(height, width, 3), dtype=np.uint8)
    paths = {"ppm": os.path.join(work, f"{name}.ppm")}
    with open(paths["ppm"], "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (width, height) + pixels.tobytes())
    try:
        from PIL import Image
    except ImportError:
        return paths
    paths["png"] = os.path.join(work, f"{name}.png")
    Image.fromarray(pixels, "RGB").save(paths["png"], "PNG")
    return paths


def llama_bench_runs(output):
    """llama-bench -o json: its list of runs (n_depth, avg_ts, stddev_ts, build_commit, ...)."""
    return json.loads(output[output.index("["):output.rindex("]") + 1])


def batched_bench_rows(output):
    """llama-batched-bench --output-format jsonl: one dict per (pp, tg, pl), with t_pp, t_tg and t
    in seconds."""
    rows = []
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("{") and '"pl"' in line:
            rows.append(json.loads(line))
    return rows


def mtmd_pages(output):
    """llama-mtmd-cli's log: per image, in order, its vision encode and the prefill of its image
    tokens (ms), and its image token count."""
    pages = []
    for line in output.splitlines():
        encoded = (re.search(r"batch encoding done in (\d+) ms", line) or
                   re.search(r"image slice encoded in (\d+) ms", line))
        if encoded:
            pages.append({"encode_ms": float(encoded.group(1)), "prefill_ms": 0.0, "image_tokens": 0})
            continue
        batch = re.search(r"decoding image batch \d+/\d+, n_tokens_batch = (\d+)", line)
        if batch and pages:
            pages[-1]["image_tokens"] += int(batch.group(1))
        decoded = re.search(r"image decoded \(batch \d+/\d+\) in (\d+) ms", line)
        if decoded and pages:
            pages[-1]["prefill_ms"] += float(decoded.group(1))
    return pages


def mtmd_totals(output):
    """llama-mtmd-cli's closing performance lines (ms): the whole prompt's evaluation (text and
    image tokens, not the vision encode) and the generated tokens' evaluation."""
    def ms(pattern):
        return sum(float(m) for m in re.findall(pattern, output))
    return {"prompt_eval_ms": ms(r"prompt eval time =\s*([\d.]+) ms"), "eval_ms": ms(r"print:\s+eval time =\s*([\d.]+) ms")}


def get(d, *keys):
    """d[k1][k2]..., or None where a key or a level is missing (JSON summaries of partial runs)."""
    for k in keys:
        if not isinstance(d, dict) or k not in d:
            return None
        d = d[k]
    return d
