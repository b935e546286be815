#!/usr/bin/env python3
"""llama.cpp on the GPU as Folio's second peer, on the same random real-size weights: builds it
(CUDA, sm_90) unless the build folder has it, converts the model folder to GGUF (text bf16 +
mmproj bf16), runs llama-bench, llama-batched-bench and llama-mtmd-cli, prints one markdown table
and writes a JSON summary.

  tools/bench/llama_gpu_peer.py --model DIR --build-dir /tmp/llama-cuda --json OUT.json
                                [--folio-json bench.json] [--work DIR] [--jobs 16]
  tools/bench/llama_gpu_peer.py --build-only --build-dir /tmp/llama-cuda

- llama-bench -p 0 -n 64 -d 2145 -ngl 99 -fa 1: a decode step at the standard page's depth.
- llama-batched-bench -npp 2145 -ntg 1000 -npl 1,8,32,128 -fa on -ngl 99, a KV cache of
  128 x 3145 tokens: pages/s at N sequences = N / (prefill of N x 2145 tokens + 1000 steps); no
  vision tower in it.
- llama-mtmd-cli on the standard 1540x1092 page, given twice in one process: the first page pays
  the process's CUDA warm-up, the second is the steady figure (vision encode, and its TTFT = that
  encode + the prefill of its image tokens).
--folio-json adds folio-bench's rows (Folio, transformers) from its --json to the table (also with
--table-from: a peer run and a benchmark run of different calls in one table).
Needs cmake, ninja and nvcc for the build; the source from .bench/llama.cpp-src.tar.gz (carried)
or .bench/llama-cpp-python-0.3.36.
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

from llama_cpp_output import PAGE, get, batched_bench_rows, llama_bench_runs, make_page, mtmd_pages, mtmd_totals

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TOOLS = ("llama-bench", "llama-batched-bench", "llama-mtmd-cli")


def log(message):
    print(f"llama_gpu_peer: {message}", file=sys.stderr, flush=True)


def run(command, timeout, env=None):
    """(exit status or None when killed at the timeout, stdout + stderr, wall seconds)."""
    log("running: " + " ".join(command))
    start = time.monotonic()
    # Its own process group, so that a timeout also stops what it started (the build's compilers).
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                               env=env, start_new_session=True)
    try:
        output = process.communicate(timeout=timeout)[0]
        return process.returncode, output, time.monotonic() - start
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        return None, process.communicate()[0], time.monotonic() - start


def failure(name, status, output, log_path):
    what = "timed out" if status is None else f"exit status {status}"
    return {"error": f"{name} {what} (log {log_path}): {output[-400:]}"}


def keep_log(work, name, output):
    path = os.path.join(work, name + ".log")
    with open(path, "w") as f:
        f.write(output)
    return path


def build(args):
    binaries = os.path.join(args.build_dir, "bin")
    if all(os.access(os.path.join(binaries, t), os.X_OK) for t in TOOLS) and not args.rebuild:
        log(f"reusing the build in {args.build_dir}")
        return {"reused": True, "seconds": 0.0}
    status, output, wall = run([os.path.join(HERE, "llama_cpp", "build.sh"), "--cuda", "--jobs", str(args.jobs),
                                "--build-dir", args.build_dir], args.build_timeout)
    path = keep_log(args.work, "llama_build", output)
    log(f"build: {wall:.0f} s, exit status {status}")
    if status != 0:
        return dict(failure("build.sh --cuda", status, output, path), seconds=wall)
    return {"reused": False, "seconds": wall}


def convert(args):
    wanted = ("text-bf16.gguf", "mmproj-bf16.gguf")
    env = dict(os.environ)
    shared = os.path.join(ROOT, ".device", "shared-data")
    if "FOLIO_SHARED_DATA" not in env and os.path.isdir(shared):
        env["FOLIO_SHARED_DATA"] = shared
    env.setdefault("FOLIO_PYTHON", sys.executable)
    status, output, wall = run([os.path.join(HERE, "llama_cpp", "convert.sh"), args.model, args.gguf_dir, *wanted],
                               args.convert_timeout, env)
    path = keep_log(args.work, "llama_convert", output)
    if status != 0:
        return dict(failure("convert.sh", status, output, path), seconds=wall)
    return {"seconds": wall, "text": os.path.join(args.gguf_dir, wanted[0]), "mmproj": os.path.join(args.gguf_dir, wanted[1])}


def decode_step(args, text_gguf):
    command = [os.path.join(args.build_dir, "bin", "llama-bench"), "-m", text_gguf, "-p", "0", "-n", "64",
               "-d", str(args.depth), "-ngl", "99", "-fa", "1", "-r", str(args.repetitions), "-o", "json"]
    status, output, wall = run(command, 300)
    path = keep_log(args.work, "llama_bench", output)
    if status != 0:
        return failure("llama-bench", status, output, path)
    r = llama_bench_runs(output)[0]
    return {"command": " ".join(command[1:]), "wall_s": wall, "build": r.get("build_commit", ""),
            "gpu": r.get("gpu_info", ""), "kv": f"{r.get('type_k')}/{r.get('type_v')}",
            "tokens_per_s": r["avg_ts"], "tokens_per_s_stddev": r["stddev_ts"], "ms_per_step": 1e3 / r["avg_ts"]}


def batched(args, text_gguf):
    longest = max(args.sequences)
    command = [os.path.join(args.build_dir, "bin", "llama-batched-bench"), "-m", text_gguf,
               "-c", str(longest * (args.depth + args.tokens)), "-b", "2048", "-ub", str(args.ubatch),
               "-npp", str(args.depth), "-ntg", str(args.tokens), "-npl", ",".join(map(str, args.sequences)),
               "-fa", "on", "-ngl", "99", "--output-format", "jsonl"]
    status, output, wall = run(command, args.batched_timeout)
    path = keep_log(args.work, "llama_batched_bench", output)
    rows = {r["pl"]: r for r in batched_bench_rows(output)}
    result = {"command": " ".join(command[1:]), "wall_s": wall, "tokens": args.tokens, "by_sequences": {}}
    for n, r in sorted(rows.items()):
        result["by_sequences"][str(n)] = {
            "prefill_s": r["t_pp"], "generate_s": r["t_tg"], "seconds": r["t"], "pages_per_s": n / r["t"],
            "ms_per_step": r["t_tg"] / r["tg"] * 1e3, "prefill_tokens_per_s": r["speed_pp"]}
    # llama-batched-bench skips, without a word, a sequence count whose cache does not fit.
    missing = [n for n in args.sequences if n not in rows]
    if status != 0 or missing:
        result.update(failure("llama-batched-bench", status, output, path))
        if missing:
            result["error"] += f"; no result for -npl {','.join(map(str, missing))}"
    return result


def vision(args, text_gguf, mmproj, page):
    command = [os.path.join(args.build_dir, "bin", "llama-mtmd-cli"), "-m", text_gguf, "--mmproj", mmproj,
               "--image", f"{page},{page}", "-p", "Transcribe the page.", "-n", "8", "--temp", "0",
               "-c", "8192", "-ngl", "99", "-fa", "on",
               "--chat-template", "chatml",  # the random folder has no tokenizer_config.json to carry one
               "-lv", "4"]  # the per-image encode and prefill lines and the closing timings are at this level
    status, output, wall = run(command, 300)
    path = keep_log(args.work, "llama_mtmd", output)
    if status != 0:
        return failure("llama-mtmd-cli", status, output, path)
    pages = mtmd_pages(output)
    if len(pages) != 2 or not all(p["prefill_ms"] for p in pages):
        return {"error": f"llama-mtmd-cli: expected two encoded and decoded pages in {path}, read {pages}"}
    for p in pages:
        p["ttft_ms"] = p["encode_ms"] + p["prefill_ms"]
    return {"command": " ".join(command[1:]), "wall_s": wall, "first_page": pages[0], "page": pages[1],
            **mtmd_totals(output)}


def fmt(value, digits=2):
    return "-" if value is None else f"{value:.{digits}f}"


def table(llama, folio):
    """One row per engine: decode step at batch 1, TTFT, vision encode, pages/s at 128."""
    lines = ["| engine | decode step, batch 1, depth ~2145 (ms) | TTFT, one page (ms) | vision encode, one page (ms) "
             "| 128 pages, page + 1000 tokens (pages/s) |", "| --- | --- | --- | --- | --- |"]
    for r in (folio or {}).get("runs", []):
        if r.get("batch") == 1:
            many = [m for m in folio["runs"] if m.get("engine") == r["engine"] and m.get("batch") == 128]
            encode = folio.get("vision_encoder_ms") if r["engine"].startswith("folio") else None
            lines.append(f"| {r['engine']} (kv {r.get('kv', '?')}) | {fmt(r.get('ms_per_step'))} | {fmt(r.get('ttft_ms'), 1)} "
                         f"| {fmt(encode, 1)} | {fmt(many[0]['pages_per_s']) if many else '-'} |")
    for r in (folio or {}).get("runs", []):
        if r.get("batch") == 128 and not any(o.get("engine") == r["engine"] and o.get("batch") == 1 for o in folio["runs"]):
            lines.append(f"| {r['engine']} (kv {r.get('kv', '?')}) | - | - | - | {fmt(r.get('pages_per_s'))} |")
    most = max((get(llama, "batched", "by_sequences") or {"128": None}), key=int)
    lines.append(f"| llama.cpp bf16 (kv {get(llama, 'decode', 'kv') or 'f16'}) | {fmt(get(llama, 'decode', 'ms_per_step'))} "
                 f"| {fmt(get(llama, 'mtmd', 'page', 'ttft_ms'), 1)} | {fmt(get(llama, 'mtmd', 'page', 'encode_ms'), 1)} "
                 f"| {fmt(get(llama, 'batched', 'by_sequences', most, 'pages_per_s'))} (no vision{'' if most == '128' else f', {most} pages'}) |")
    notes = ["", "llama.cpp: " + "; ".join(f"{n} sequences {fmt(v['pages_per_s'])} pages/s "
                                         f"({fmt(v['prefill_s'], 1)} s prefill + {fmt(v['generate_s'], 1)} s for {get(llama, 'batched', 'tokens')} steps, "
                                         f"{fmt(v['ms_per_step'])} ms/step)"
                                         for n, v in (get(llama, "batched", "by_sequences") or {}).items())]
    first = get(llama, "mtmd", "first_page")
    if first:
        notes.append(f"llama.cpp's first page in its process (CUDA warm-up included): encode {fmt(first['encode_ms'], 0)} ms, "
                     f"TTFT {fmt(first['ttft_ms'], 0)} ms; image tokens {first['image_tokens']}")
    for part in ("build", "convert", "decode", "batched", "mtmd"):
        if get(llama, part, "error"):
            notes.append(f"llama.cpp {part}: {llama[part]['error']}")
    return "\n".join(lines + notes)


def write_json(path, document):
    directory = os.path.dirname(os.path.abspath(path))
    with tempfile.NamedTemporaryFile("w", dir=directory, delete=False, suffix=".partial") as f:
        json.dump(document, f, indent=2)
    os.chmod(f.name, 0o644)
    os.replace(f.name, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", help="the real-size model folder (config.json, model.safetensors, tokenizer.json)")
    parser.add_argument("--build-dir", default="/tmp/llama-cuda", help="the CUDA build; reused where it has the tools")
    parser.add_argument("--gguf-dir", help="where the GGUFs go (default: WORK/gguf); existing ones are kept")
    parser.add_argument("--work", default="/tmp/llama-gpu-peer", help="logs and the page")
    parser.add_argument("--json", help="the summary (required unless --table-from)")
    parser.add_argument("--folio-json", help="folio-bench's --json of the same call: its rows join the table")
    parser.add_argument("--table-from", metavar="JSON", help="print the table of an earlier --json and exit")
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)))
    parser.add_argument("--rebuild", action="store_true", help="build even where the build folder has the tools")
    parser.add_argument("--build-only", action="store_true", help="build (a call of its own: about 5 minutes), run nothing")
    parser.add_argument("--repetitions", type=int, default=3, help="llama-bench -r")
    parser.add_argument("--ubatch", type=int, default=2048, help="llama-batched-bench -ub")
    parser.add_argument("--depth", type=int, default=2145, help="the page's image tokens: llama-bench -d, llama-batched-bench -npp")
    parser.add_argument("--tokens", type=int, default=1000, help="tokens generated per sequence: llama-batched-bench -ntg")
    parser.add_argument("--sequences", default="1,8,32,128", help="llama-batched-bench -npl (development: fewer)")
    parser.add_argument("--build-timeout", type=float, default=560)
    parser.add_argument("--convert-timeout", type=float, default=300)
    parser.add_argument("--batched-timeout", type=float, default=300)
    args = parser.parse_args()
    if args.table_from:
        with open(args.table_from) as f:
            earlier = json.load(f)
        folio = earlier.get("folio")
        if args.folio_json:
            with open(args.folio_json) as f:
                folio = json.load(f)
        print(table(earlier["llama_cpp"], folio))
        return 0
    if args.build_only:
        os.makedirs(args.work, exist_ok=True)
        return 1 if build(args).get("error") else 0
    if not args.model or not args.json:
        parser.error("--model and --json are required")
    args.sequences = [int(n) for n in args.sequences.split(",")]
    args.gguf_dir = args.gguf_dir or os.path.join(args.work, "gguf")
    os.makedirs(args.work, exist_ok=True)
    started = time.monotonic()
    llama = {"build": build(args)}
    if not get(llama, "build", "error"):
        llama["convert"] = convert(args)
    if not get(llama, "build", "error") and not get(llama, "convert", "error"):
        text, mmproj = llama["convert"]["text"], llama["convert"]["mmproj"]
        page = make_page(args.work, "page", PAGE, 2)
        llama["decode"] = decode_step(args, text)
        llama["batched"] = batched(args, text)
        llama["mtmd"] = vision(args, text, mmproj, page.get("png", page["ppm"]))
    folio = None
    if args.folio_json and os.path.exists(args.folio_json):
        with open(args.folio_json) as f:
            folio = json.load(f)
    markdown = table(llama, folio)
    print(markdown)
    write_json(args.json, {"llama_cpp": llama, "folio": folio, "run_s": time.monotonic() - started,
                           "table_markdown": markdown})
    return 1 if any(get(llama, part, "error") for part in llama) else 0


if __name__ == "__main__":
    sys.exit(main())
