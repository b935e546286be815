#!/usr/bin/env python3
"""HF `tokenizers` side of folio-tokenizer-bench: encodes one long text on one thread.

  tokenizer_bench.py --tokenizer tokenizer.json --text text.txt --repeats N --ids out.bin --json out.json
Writes the ids (int32, little-endian) of the encoding and {"first_s", "best_s", "tokens",
"lines_best_s"}; the last is the same text encoded line by line (encode_batch, one thread), HF's
faster path, for context.
"""
import argparse
import json
import os
import struct
import time

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("RAYON_NUM_THREADS", "1")
from tokenizers import Tokenizer  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    for name in ("--tokenizer", "--text", "--ids", "--json"):
        parser.add_argument(name, required=True)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    tok = Tokenizer.from_file(args.tokenizer)
    with open(args.text, "rb") as f:
        text = f.read().decode("utf-8")
    times, ids = [], None
    for _ in range(args.repeats):
        start = time.perf_counter()
        ids = tok.encode(text, add_special_tokens=False).ids
        times.append(time.perf_counter() - start)
    lines = text.split("\n")
    line_times = []
    for _ in range(args.repeats):
        start = time.perf_counter()
        tok.encode_batch(lines, add_special_tokens=False)
        line_times.append(time.perf_counter() - start)
    with open(args.ids, "wb") as f:
        f.write(struct.pack(f"<{len(ids)}i", *ids))
    with open(args.json, "w") as f:
        json.dump({"first_s": times[0], "best_s": min(times), "tokens": len(ids),
                   "lines_best_s": min(line_times)}, f)


if __name__ == "__main__":
    main()
