#!/usr/bin/env python3
"""The CPU benchmark: Folio (folio-bench --device cpu) and llama.cpp on the same pages, one process
at a time, in one run; prints the table with the CPU floors and the ratios, and writes JSON.

  tools/bench/cpu_bench.py --model DIR [--dtypes float32,bfloat16,int8] [--tokens 1000] ...

Prerequisites (docs/PERFORMANCE.md, "CPU benchmark"): folio-bench built (build/engine/folio-bench),
llama.cpp built by tools/bench/llama_cpp/build.sh; the GGUFs are made on first use by
tools/bench/llama_cpp/convert.sh. Run it with the project's Python (numpy and Pillow make the pages).
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

from llama_cpp_output import PAGE, get, llama_bench_runs, make_page, mtmd_pages, mtmd_totals

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SMALL_PAGE = (392, 560)   # width, height: 280 image tokens
DEPTHS = (300, 2200)      # llama-bench contexts: the small page's and the standard page's


def log(message):
    print(f"cpu_bench: {message}", file=sys.stderr, flush=True)


def timed(command, timeout=None):
    """Runs command under /usr/bin/time -v; returns (exit status, output, wall seconds, peak RSS GiB).
    Exit status None: killed at the timeout."""
    log("running: " + " ".join(command))
    start = time.monotonic()
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        # Its own process group, so that a timeout stops the program under /usr/bin/time too.
        process = subprocess.Popen(["/usr/bin/time", "-v", "-o", report.name] + command, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True, errors="replace", start_new_session=True)
        try:
            output = process.communicate(timeout=timeout)[0]
            status = process.returncode
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            output, status = process.communicate()[0], None
        wall = time.monotonic() - start
        match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read())
    return status, output, wall, (int(match.group(1)) / 2**20 if match else None)


def run_folio(args, pages, work):
    out = os.path.join(work, "folio.json")
    command = [args.folio_bench, "--device", "cpu", "--model", args.model, "--dtype", args.dtypes,
               "--tokens", str(args.tokens), "--threads", str(args.threads), "--small-page", pages["small"]["ppm"],
               "--json", out]
    command += ["--small-page-only"] if args.small_page_only else ["--page", pages["page"]["ppm"]]
    log("running: " + " ".join(command))
    status = subprocess.run(command, stdout=sys.stderr).returncode  # its progress as it goes
    if not os.path.exists(out):
        raise SystemExit(f"cpu_bench: folio-bench wrote no {out} (exit status {status})")
    with open(out) as f:
        return json.load(f)["runs"]


# llama.cpp repacks q8_0 weights for its AMX kernels where the CPU has AMX; on some machines those
# crash in batched work (llama.cpp issue 20824). Then the run is repeated without repacking.
NO_REPACK = {"llama-bench": ["--repack", "0"], "llama-mtmd-cli": ["--no-repack"]}


def timed_llama(command, timeout=None, repack=True):
    """timed() for a llama.cpp program, again without repacking when it crashes; the last item
    says whether the weights were repacked."""
    if not repack:
        return timed(command + NO_REPACK[os.path.basename(command[0])], timeout) + (False,)
    status, output, wall, rss = timed(command, timeout)
    if status is None or 0 <= status < 128:  # finished, timed out, or failed without crashing
        return status, output, wall, rss, True
    log(f"{os.path.basename(command[0])} exit status {status}: again without repacking the weights")
    return timed(command + NO_REPACK[os.path.basename(command[0])], timeout) + (False,)


def run_llama_bench(args, gguf):
    command = [os.path.join(args.llama_bin, "llama-bench"), "-m", gguf, "-p", "0", "-n", "64",
               "-d", ",".join(map(str, DEPTHS)), "-t", str(args.threads), "-r", str(args.repetitions), "-o", "json"]
    status, output, wall, rss, repacked = timed_llama(command)
    if status != 0:
        return {"error": f"llama-bench exit status {status}: {output[-500:]}"}
    runs = llama_bench_runs(output)
    return {"wall_s": wall, "peak_rss_GiB": rss, "build": runs[0].get("build_commit", ""), "repacked": repacked,
            "decode_tokens_per_s": {str(r["n_depth"]): r["avg_ts"] for r in runs},
            "decode_tokens_per_s_stddev": {str(r["n_depth"]): r["stddev_ts"] for r in runs}}


def run_mtmd(args, text_gguf, mmproj, png, timeout, repack):
    """One page through llama-mtmd-cli: vision encode, prefill and a few tokens."""
    command = [os.path.join(args.llama_bin, "llama-mtmd-cli"), "-m", text_gguf, "--mmproj", mmproj, "--image", png,
               "-p", "Transcribe the page.", "-n", "8", "--temp", "0", "-t", str(args.threads), "-c", "4096",
               "--chat-template", "chatml",  # the random folder has no tokenizer_config.json to carry one
               "-lv", "4"]  # the image prefill lines and the closing timings are at this level
    status, output, wall, rss, repacked = timed_llama(command, timeout, repack)
    if status is None:
        return {"error": f"timed out after {timeout:.0f} s", "timed_out_s": timeout, "peak_rss_GiB": rss,
                "repacked": repacked}
    if status != 0:
        return {"error": f"llama-mtmd-cli exit status {status}: {output[-500:]}"}

    pages, totals = mtmd_pages(output), mtmd_totals(output)
    encode = sum(p["encode_ms"] for p in pages)
    prompt_eval, eval_ms = totals["prompt_eval_ms"], totals["eval_ms"]
    # Time to first token: the vision tower, then the prefill of the image and text tokens, which
    # ends with the first token's logits. Load: the rest of the process before that.
    ttft = (encode + prompt_eval) / 1e3
    image_tokens = sum(p["image_tokens"] for p in pages)
    return {"wall_s": wall, "peak_rss_GiB": rss, "image_tokens": image_tokens, "encode_s": encode / 1e3,
            "prefill_s": prompt_eval / 1e3,
            "ttft_s": ttft, "load_s": max(0.0, wall - ttft - eval_ms / 1e3), "repacked": repacked}


def fmt(value, digits=1):
    return "-" if value is None else f"{value:.{digits}f}"


def ratio(ours, theirs):
    return None if ours is None or theirs in (None, 0) else ours / theirs


def report(args, folio, llama):
    """The markdown tables: figures, ratios and the floors."""
    lines = []
    columns = [(r["dtype_requested"], r) for r in folio]
    llama_columns = [(q, llama.get(q, {})) for q in ("bf16", "q8_0")]
    head = ["measure"] + [f"Folio {d}" for d, _ in columns] + [f"llama.cpp {q}" for q, _ in llama_columns]
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + " --- |" * len(head))

    def row(label, ours, theirs, digits=1):
        cells = [fmt(ours(r), digits) for _, r in columns] + [fmt(theirs(l), digits) for _, l in llama_columns]
        lines.append("| " + " | ".join([label] + cells) + " |")

    def ran_as(r):
        d = r.get("description")
        if not d:
            return r.get("error", "failed")
        return f"{d['device']} {d['dtype']}, kv {d['kv_cache_dtype']}, {d['cpu_threads']} threads"
    ran = [ran_as(r) for _, r in columns]
    lines.append("| ran as | " + " | ".join(ran + [f"GGUF {q}" for q, _ in llama_columns]) + " |")
    def tokens(small, page):
        return "/".join("-" if t is None else str(t) for t in (small, page))
    lines.append("| image tokens, small / full page | " + " | ".join(
        [tokens(get(r, "small_page", "image_tokens"), get(r, "page", "image_tokens")) for _, r in columns] +
        [tokens(get(l, "small", "image_tokens"), get(l, "page", "image_tokens")) for _, l in llama_columns]) + " |")
    row("model load (s)", lambda r: r.get("load_s"), lambda l: get(l, "small", "load_s"))
    row("small page 392x560: time to first token (s)", lambda r: get(r, "small_page", "ttft_s"),
        lambda l: get(l, "small", "ttft_s"))
    row("decode tokens/s, context ~300", lambda r: get(r, "small_page", "decode_tokens_per_s_at_depth"),
        lambda l: get(l, "bench", "decode_tokens_per_s", "300"), 2)
    row("full page 1092x1540: time to first token (s)", lambda r: get(r, "page", "ttft_s"),
        lambda l: get(l, "page", "ttft_s"))
    row("decode tokens/s, context ~2200", lambda r: get(r, "page", "decode_tokens_per_s_at_depth"),
        lambda l: get(l, "bench", "decode_tokens_per_s", "2200"), 2)
    row(f"full page + {args.tokens} tokens, end to end (s)", lambda r: get(r, "page", "end_to_end_s"), lambda l: None)
    row("peak RSS (GiB)", lambda r: r.get("peak_rss_GiB"),
        lambda l: get(l, "page", "peak_rss_GiB") or get(l, "small", "peak_rss_GiB"), 2)
    notes = []
    for q, l in llama_columns:
        for part, what in (("bench", "llama-bench"), ("small", "llama-mtmd-cli, small page"),
                           ("page", "llama-mtmd-cli, full page")):
            if get(l, part, "repacked") is False:
                notes.append(f"llama.cpp {q}, {what}: crashed in its AMX kernels, ran without repacking the weights")
            if get(l, part, "error"):
                notes.append(f"llama.cpp {q}, {what}: {l[part]['error']}")
    if notes:
        lines += [""] + [f"- {n}" for n in notes]

    by_dtype = {d: r for d, r in columns}
    pairs = [("int8", "q8_0"), ("bfloat16", "bf16")]
    lines += ["", "| ratio, Folio / llama.cpp | " + " | ".join(f"{d} / {q}" for d, q in pairs) + " |",
              "| --- |" + " --- |" * len(pairs)]
    ratio_rows = [("decode tokens/s at ~2200 (higher is better)", lambda r: get(r, "page", "decode_tokens_per_s_at_depth"),
                   lambda l: get(l, "bench", "decode_tokens_per_s", "2200")),
                  ("small page time to first token (lower is better)", lambda r: get(r, "small_page", "ttft_s"),
                   lambda l: get(l, "small", "ttft_s")),
                  ("full page time to first token (lower is better)", lambda r: get(r, "page", "ttft_s"),
                   lambda l: get(l, "page", "ttft_s")),
                  ("peak RSS (lower is better)", lambda r: r.get("peak_rss_GiB"),
                   lambda l: get(l, "page", "peak_rss_GiB") or get(l, "small", "peak_rss_GiB")),
                  ("model load (lower is better)", lambda r: r.get("load_s"), lambda l: get(l, "small", "load_s"))]
    ratios = {}
    for label, ours, theirs in ratio_rows:
        cells = []
        for d, q in pairs:
            value = ratio(ours(by_dtype[d]), theirs(llama.get(q, {}))) if d in by_dtype else None
            ratios.setdefault(label, {})[f"{d}/{q}"] = value
            cells.append(fmt(value, 2))
        lines.append(f"| {label} | " + " | ".join(cells) + " |")

    floors = []

    def floor(label, measured, limit, at_most=True):
        holds = None if measured is None or limit is None else (measured <= limit if at_most else measured >= limit)
        floors.append({"floor": label, "limit": limit, "measured": measured, "holds": holds})

    for d, q in pairs:
        if d in by_dtype:
            floor(f"decode at ~2200, {d} >= llama.cpp {q} (tokens/s)",
                  get(by_dtype[d], "page", "decode_tokens_per_s_at_depth"),
                  get(llama.get(q, {}), "bench", "decode_tokens_per_s", "2200"), False)
    for d, r in columns:
        floor(f"full page time to first token, {d} (s)", get(r, "page", "ttft_s"), 90)
        floor(f"full page + 1000 tokens end to end, {d} (s)",
              get(r, "page", "end_to_end_s") if args.tokens == 1000 else None, 120)
        floor(f"model load, {d} (s)", r.get("load_s"), 5)
    for d, limit in (("int8", 3), ("bfloat16", 4)):
        if d in by_dtype:
            floor(f"peak RSS, {d} (GiB)", by_dtype[d].get("peak_rss_GiB"), limit)
    lines += ["", "| floor (issue 23) | limit | measured | holds |", "| --- | --- | --- | --- |"]
    for f in floors:
        holds = "-" if f["holds"] is None else ("yes" if f["holds"] else "NO")
        lines.append(f"| {f['floor']} | {fmt(f['limit'], 2)} | {fmt(f['measured'], 2)} | {holds} |")
    return "\n".join(lines), ratios, floors


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", help="the model folder (config.json, model.safetensors, tokenizer.json)")
    parser.add_argument("--table-from", metavar="JSON", help="print the tables of an earlier run's --json and exit")
    parser.add_argument("--dtypes", default="float32,bfloat16,int8", help="Folio's EngineOptions::dtype values, one process each")
    parser.add_argument("--tokens", type=int, default=1000, help="tokens generated on the full page (Folio)")
    parser.add_argument("--threads", type=int, default=len(os.sched_getaffinity(0)), help="threads for both programs")
    parser.add_argument("--folio-bench", default=os.path.join(ROOT, "build", "engine", "folio-bench"))
    parser.add_argument("--llama-bin", default=os.path.join(ROOT, ".bench", "llama.cpp-cpu", "bin"))
    parser.add_argument("--gguf-dir", default=os.path.join(ROOT, ".bench", "gguf"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".bench", "cpu-run"), help="where the pages and logs go")
    parser.add_argument("--repetitions", type=int, default=2, help="llama-bench -r")
    parser.add_argument("--mtmd-small", default="q8_0,bf16", help="text GGUFs llama-mtmd-cli runs the small page with")
    parser.add_argument("--mtmd-page", default="q8_0", help="text GGUFs llama-mtmd-cli runs the full page with ('' = none)")
    parser.add_argument("--mtmd-timeout", type=float, default=900, help="seconds before a llama-mtmd-cli run is stopped")
    parser.add_argument("--small-page-only", action="store_true", help="development: no full page for Folio nor llama.cpp")
    parser.add_argument("--no-llama", action="store_true", help="Folio only")
    parser.add_argument("--json", help="write the whole report here")
    args = parser.parse_args()
    if args.table_from:
        with open(args.table_from) as f:
            earlier = json.load(f)
        args.tokens = earlier["tokens"]
        print(earlier["header"] + "\n\n" + report(args, earlier["folio"], earlier["llama_cpp"])[0])
        return 0
    if not args.model:
        parser.error("--model is required")
    os.makedirs(args.work, exist_ok=True)
    started = time.monotonic()

    pages = {"small": make_page(args.work, "small-page", SMALL_PAGE, 1), "page": make_page(args.work, "page", PAGE, 2)}
    folio = run_folio(args, pages, args.work)

    llama = {}
    if not args.no_llama:
        gguf = {q: os.path.join(args.gguf_dir, f"text-{q}.gguf") for q in ("bf16", "q8_0")}
        mmproj = os.path.join(args.gguf_dir, "mmproj-bf16.gguf")
        if not all(os.path.exists(p) for p in list(gguf.values()) + [mmproj]):
            subprocess.run([os.path.join(HERE, "llama_cpp", "convert.sh"), args.model, args.gguf_dir], check=True)
        for q, path in gguf.items():
            llama[q] = {"bench": run_llama_bench(args, path)}
        # Where llama-bench crashed with repacked weights, so would the page's prefill, after its vision tower.
        def repack(q):
            return get(llama[q], "bench", "repacked") is not False
        for q in filter(None, args.mtmd_small.split(",")):
            llama[q]["small"] = run_mtmd(args, gguf[q], mmproj, pages["small"]["png"], args.mtmd_timeout, repack(q))
        if not args.small_page_only:
            for q in filter(None, args.mtmd_page.split(",")):
                llama[q]["page"] = run_mtmd(args, gguf[q], mmproj, pages["page"]["png"], args.mtmd_timeout, repack(q))

    table, ratios, floors = report(args, folio, llama)
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "?")
    header = (f"CPU benchmark: {cpu}, {args.threads} threads; Folio's full page generates {args.tokens} tokens "
              f"(stop tokens ignored); llama-bench -p 0 -n 64 -d {','.join(map(str, DEPTHS))}; "
              f"run time {time.monotonic() - started:.0f} s")
    print(header + "\n\n" + table)
    if args.json:
        document = {"header": header, "threads": args.threads, "tokens": args.tokens, "folio": folio, "llama_cpp": llama,
                    "ratios": ratios, "floors": floors, "table_markdown": table}
        directory = os.path.dirname(os.path.abspath(args.json))
        with tempfile.NamedTemporaryFile("w", dir=directory, delete=False, suffix=".partial") as f:
            json.dump(document, f, indent=2)
        os.chmod(f.name, 0o644)
        os.replace(f.name, args.json)
    return 0 if all(r.get("error") is None for r in folio) else 1


if __name__ == "__main__":
    sys.exit(main())
