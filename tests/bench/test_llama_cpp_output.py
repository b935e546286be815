#!/usr/bin/env python3
"""llama_cpp_output and llama_gpu_peer's table on output captured from llama.cpp 0.3.36's CPU build:
llama-bench -o json, llama-batched-bench --output-format jsonl, llama-mtmd-cli -lv 4 with the standard
page given twice. Exit status 77 (skip) without numpy or Pillow."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "tests", "data", "llama_cpp")
sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
try:
    import numpy as np
    from PIL import Image
except ImportError as e:
    print(f"SKIP: {e}", file=sys.stderr)
    sys.exit(77)
import llama_cpp_output as out  # noqa: E402


def read(name):
    with open(os.path.join(DATA, name)) as f:
        return f.read()


class LlamaCppOutput(unittest.TestCase):
    def test_llama_bench_json(self):
        runs = out.llama_bench_runs("some log line\n" + read("llama-bench.json") + "\nmore log\n")
        self.assertEqual(len(runs), 1)
        self.assertEqual(runs[0]["n_depth"], 64)
        self.assertAlmostEqual(runs[0]["avg_ts"], 129.223903)

    def test_batched_bench_rows(self):
        rows = out.batched_bench_rows("llama_model_loader: {not a row}\n" + read("batched-bench.jsonl"))
        self.assertEqual([r["pl"] for r in rows], [1, 2])
        self.assertAlmostEqual(rows[1]["t"], 0.281859)
        self.assertAlmostEqual(rows[1]["t_pp"] + rows[1]["t_tg"], rows[1]["t"], places=5)

    def test_mtmd_two_pages(self):
        log = read("mtmd-two-pages.log")
        pages = out.mtmd_pages(log)
        self.assertEqual(pages, [{"encode_ms": 2952.0, "prefill_ms": 549.0 + 188.0, "image_tokens": 2145},
                                 {"encode_ms": 2554.0, "prefill_ms": 934.0 + 203.0, "image_tokens": 2145}])
        self.assertEqual(out.mtmd_totals(log), {"prompt_eval_ms": 7945.04, "eval_ms": 1273.89})

    def test_page_ppm_and_png_hold_the_same_pixels(self):
        with tempfile.TemporaryDirectory() as work:
            paths = out.make_page(work, "page", (6, 4), 2)
            with open(paths["ppm"], "rb") as f:
                ppm = f.read()
            self.assertTrue(ppm.startswith(b"P6\n6 4\n255\n"))
            self.assertEqual(len(ppm), len(b"P6\n6 4\n255\n") + 6 * 4 * 3)
            png = np.asarray(Image.open(paths["png"]))
            self.assertEqual(png.shape, (4, 6, 3))
            self.assertEqual(png.tobytes(), ppm[len(b"P6\n6 4\n255\n"):])
            self.assertEqual(np.asarray(Image.open(paths["ppm"])).tobytes(), png.tobytes())

    def test_peer_table(self):
        summary = {"llama_cpp": {
            "decode": {"ms_per_step": 1.63, "kv": "f16/f16"},
            "batched": {"tokens": 1000, "by_sequences": {"1": {"pages_per_s": 0.5, "prefill_s": 0.1, "generate_s": 1.9,
                                                               "ms_per_step": 1.9},
                                                         "128": {"pages_per_s": 6.0, "prefill_s": 9.0, "generate_s": 12.3,
                                                                 "ms_per_step": 12.3}}},
            "mtmd": {"first_page": {"encode_ms": 900.0, "prefill_ms": 80.0, "ttft_ms": 980.0, "image_tokens": 2145},
                     "page": {"encode_ms": 468.0, "prefill_ms": 60.0, "ttft_ms": 528.0, "image_tokens": 2145}},
            "convert": {"error": "convert.sh exit status 1"}},
            "folio": {"vision_encoder_ms": 33.4, "runs": [
                {"engine": "folio", "kv": "auto", "batch": 1, "ms_per_step": 0.69, "ttft_ms": 42.9, "pages_per_s": 1.36},
                {"engine": "folio", "kv": "auto", "batch": 128, "pages_per_s": 7.74},
                {"engine": "transformers", "kv": "auto", "batch": 1, "ms_per_step": 84.0, "ttft_ms": 300.0}]}}
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(summary, f)
        try:
            table = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bench", "llama_gpu_peer.py"),
                                    "--table-from", f.name], capture_output=True, text=True, check=True).stdout
        finally:
            os.unlink(f.name)
        lines = table.splitlines()
        self.assertIn("| folio (kv auto) | 0.69 | 42.9 | 33.4 | 7.74 |", lines)
        self.assertIn("| transformers (kv auto) | 84.00 | 300.0 | - | - |", lines)
        self.assertIn("| llama.cpp bf16 (kv f16/f16) | 1.63 | 528.0 | 468.0 | 6.00 (no vision) |", lines)
        self.assertTrue(any("128 sequences 6.00 pages/s (9.0 s prefill + 12.3 s for 1000 steps" in l for l in lines))
        self.assertIn("llama.cpp convert: convert.sh exit status 1", lines)


if __name__ == "__main__":
    unittest.main()
