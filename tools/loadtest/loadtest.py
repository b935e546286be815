#!/usr/bin/env python3
"""Bounded loopback load test of `folio serve` (standard library only).

Starts `folio serve` on 127.0.0.1 with a free port, sends REQUESTS chat completions from CLIENTS
concurrent clients (half streamed as SSE, half whole), of which BAD_FRACTION are bad requests of
every kind the server must refuse, then checks:
  * every good request is answered 200 with the right text,
  * every bad request is refused with its 4xx and an OpenAI-shaped error,
  * the server still answers afterwards, and its /metrics agree with what was sent,
  * server memory (RSS, sampled) does not keep growing,
and prints requests/s and latency percentiles. Exit status 0 only when every check holds.

Backends:
  --backend echo (default): the test tree's echo backend, which runs no model and answers each
      page with its size and a checksum of its pixels, so every answer can be checked exactly.
      Only tests/support's folio-test-cli has it (--folio build/tests/support/folio-test-cli).
  --model DIR: the local engine with that model; answers are checked for greedy determinism
      (the same page always gets the same text) instead. Any of folio, folio-cli.

  tools/loadtest/loadtest.py --folio build/tests/support/folio-test-cli [--requests 500 --clients 32]
"""
import argparse
import base64
import http.client
import json
import os
import random
import re
import statistics
import struct
import subprocess
import sys
import threading
import time
import zlib

API_KEY = "loadtest-key"
MAX_BODY = 1024 * 1024
MAX_PIXELS = 1_000_000


def png(width, height, pixel):
    """A PNG (RGB8) whose pixel(x, y) -> (r, g, b)."""
    rows = b"".join(b"\x00" + bytes(c for x in range(width) for c in pixel(x, y)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def fnv1a64(data):
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def page(seed):
    """A distinct small page and the text folio's echo backend answers for it."""
    width, height = 40 + seed % 17, 30 + seed % 11
    pixel = lambda x, y: ((x * 7 + seed * 31) % 256, (y * 13 + seed) % 256, (x ^ y ^ seed) % 256)
    raw = bytes(c for y in range(height) for x in range(width) for c in pixel(x, y))
    text = "# Echo page\n\nsize %dx%d checksum %016x" % (width, height, fnv1a64(raw))
    return png(width, height, pixel), text


MAX_TOKENS = 256


def chat_body(image_png, model, stream, url=None):
    url = url or "data:image/png;base64," + base64.b64encode(image_png).decode()
    body = {"model": model, "stream": stream, "max_tokens": MAX_TOKENS, "temperature": 0,
            "messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": url}}]}]}
    return json.dumps(body).encode()


def bad_requests(model, sample_png):
    """(name, body, headers, expected status) for each kind of bad request."""
    key = {"Authorization": "Bearer " + API_KEY}
    huge_png = png(1200, 1000, lambda x, y: (0, 0, 0))  # 1.2 Mpx, compresses to a few kB
    return [
        ("malformed JSON", b'{"messages": [', key, 400),
        ("bad base64", chat_body(b"", model, False, url="data:image/png;base64,@@not base64@@"), key, 400),
        ("not an image", chat_body(b"", model, False, url="data:image/png;base64," + base64.b64encode(b"plain text").decode()), key, 400),
        ("too many pixels", chat_body(huge_png, model, False), key, 400),
        ("body too large", b"{" + b" " * (MAX_BODY + 1000) + b"}", key, 413),
        ("wrong model", chat_body(sample_png, "no-such-model", False), key, 404),
        ("missing key", chat_body(sample_png, model, False), {}, 401),
        ("wrong key", chat_body(sample_png, model, False), {"Authorization": "Bearer wrong"}, 401),
    ]


def read_answer(response, stream):
    """The text, finish reason and error of a completion (whole or SSE)."""
    data = response.read()
    if not stream or response.status != 200:
        obj = json.loads(data)
        if "error" in obj:
            return None, None, obj["error"]
        choice = obj["choices"][0]
        return choice["message"]["content"], choice["finish_reason"], None
    text, finish, done = [], None, False
    for line in data.decode().split("\n"):
        if not line.startswith("data: "):
            continue
        payload = line[6:]
        if payload == "[DONE]":
            done = True
            continue
        obj = json.loads(payload)
        if "error" in obj:
            return None, None, obj["error"]
        for choice in obj.get("choices", []):
            text.append(choice.get("delta", {}).get("content") or "")
            finish = choice.get("finish_reason") or finish
    return ("".join(text) if done else None), finish, None


class Client(threading.Thread):
    def __init__(self, port, work, results, deadline, timeout):
        super().__init__(daemon=True)
        self.port, self.work, self.results, self.deadline, self.timeout = port, work, results, deadline, timeout
        self.connection = None

    def send(self, body, headers):
        for attempt in range(2):  # a server may close a kept-alive connection after an error
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
            try:
                self.connection.request("POST", "/v1/chat/completions", body, {"Content-Type": "application/json", **headers})
                return self.connection.getresponse()
            except (ConnectionError, http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = None
                if attempt == 1:
                    raise

    def run(self):
        while time.monotonic() < self.deadline:
            try:
                item = self.work.pop()
            except IndexError:
                return
            started = time.monotonic()
            record = dict(item, ok=False)
            try:
                response = self.send(item["body"], item["headers"])
                text, finish, error = read_answer(response, item["stream"])
                record["status"] = response.status
                if response.getheader("Connection", "").lower() == "close":
                    self.connection.close()
                    self.connection = None
                if item["kind"] == "good":
                    record["text"] = text
                    record["ok"] = response.status == 200 and text is not None and finish in ("stop", "length") and (
                        item["expected"] is None or text == item["expected"])
                else:
                    record["ok"] = response.status == item["expected_status"] and isinstance(error, dict) and "message" in error
            except Exception as exc:  # noqa: BLE001 - every failure is reported, none hidden
                record["error"] = repr(exc)
                if self.connection:
                    self.connection.close()
                    self.connection = None
            record["seconds"] = time.monotonic() - started
            self.results.append(record)


def rss_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def get(port, path, key=True):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers={"Authorization": "Bearer " + API_KEY} if key else {})
    response = connection.getresponse()
    return response.status, response.read().decode()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", default=os.path.join(os.path.dirname(__file__), "../../build/tests/support/folio-test-cli"))
    parser.add_argument("--model", help="model folder for the local engine (default: the echo testing backend)")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--requests", type=int, default=500)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--bad-fraction", type=float, default=0.10)
    parser.add_argument("--max-concurrent", type=int, default=16)
    parser.add_argument("--echo-delay-ms", type=int, default=2, help="echo backend: pause between words")
    parser.add_argument("--time-limit", type=float, default=300, help="seconds for the whole test")
    parser.add_argument("--max-tokens", type=int, default=256, help="max_tokens of each request")
    args = parser.parse_args()
    global MAX_TOKENS
    MAX_TOKENS = args.max_tokens
    if args.requests > 5000 or args.clients > 256:
        sys.exit("loadtest: bounded by design: at most 5000 requests and 256 clients")

    command = [args.folio, "serve", "--host", "127.0.0.1", "--port", "0", "--api-key", API_KEY,
               "--max-concurrent", str(args.max_concurrent), "--max-body", str(MAX_BODY), "--max-image-pixels", str(MAX_PIXELS)]
    if args.model:
        command += ["--model", args.model, "--device", args.device, "--served-model-name", "loadtest"]
        model = "loadtest"
    else:
        command += ["--backend", "echo", "--echo-delay-ms", str(args.echo_delay_ms)]
        model = "folio-echo"
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
        if not match:
            sys.exit("loadtest: folio serve did not start: %s %s" % (line, server.stderr.read()))
        port = int(match.group(1))
        print("loadtest: %s (pid %d) on port %d" % (" ".join(command[1:]), server.pid, port))

        pages = [page(seed) for seed in range(24)]
        bad = bad_requests(model, pages[0][0])
        random.seed(7)
        work = []
        bad_count = int(round(args.requests * args.bad_fraction))
        for i in range(args.requests):
            if i < bad_count:
                name, body, headers, status = bad[i % len(bad)]
                work.append({"kind": name, "body": body, "headers": headers, "stream": False, "expected_status": status})
            else:
                image, text = pages[i % len(pages)]
                stream = i % 2 == 0
                work.append({"kind": "good", "body": chat_body(image, model, stream), "stream": stream, "page": i % len(pages),
                             "headers": {"Authorization": "Bearer " + API_KEY}, "expected": None if args.model else text})
        random.shuffle(work)

        rss_samples = []
        sampling = threading.Event()

        def sample():
            while not sampling.is_set():
                value = rss_kib(server.pid)
                if value:
                    rss_samples.append((time.monotonic(), value))
                time.sleep(0.1)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        results = []
        started = time.monotonic()
        deadline = started + args.time_limit
        clients = [Client(port, work, results, deadline, timeout=min(120.0, args.time_limit)) for _ in range(args.clients)]
        for client in clients:
            client.start()
        for client in clients:
            client.join(max(0.0, deadline - time.monotonic()) + 5)
        elapsed = time.monotonic() - started
        sampling.set()
        sampler.join()

        failures = [r for r in results if not r["ok"]]
        good = [r for r in results if r["kind"] == "good"]
        refused = [r for r in results if r["kind"] != "good"]
        if args.model:  # greedy decoding: the same page must always get the same text
            answers = {}
            for r in good:
                if r["ok"]:
                    answers.setdefault(r["page"], set()).add(r["text"])
            for index, texts in answers.items():
                if len(texts) != 1:
                    failures.append({"kind": "good", "error": "page %d got %d different texts" % (index, len(texts))})
        missing = args.requests - len(results)
        latencies = [r["seconds"] for r in good if r["ok"]]
        health, _ = get(port, "/health", key=False)
        metrics_status, metrics = get(port, "/metrics", key=False)
        answered_ok = sum(int(v) for v in re.findall(r'endpoint="/v1/chat/completions",code="200"\} (\d+)', metrics))
        in_flight = re.search(r"\nfolio_requests_in_flight (\d+)", metrics)

        rss = [v for _, v in rss_samples]
        half = len(rss) // 2
        first_half_peak = max(rss[:half]) if half else 0
        second_half_peak = max(rss[half:]) if rss else 0
        growth_mib = (second_half_peak - first_half_peak) / 1024

        print("loadtest: %d requests (%d good, %d bad) from %d clients in %.2f s: %.1f requests/s"
              % (len(results), len(good), len(refused), args.clients, elapsed, len(results) / elapsed))
        if latencies:
            print("loadtest: good-request latency p50 %.3f s, p90 %.3f s, p99 %.3f s, max %.3f s"
                  % (percentile(latencies, 0.5), percentile(latencies, 0.9), percentile(latencies, 0.99), max(latencies)))
        print("loadtest: bad requests refused as expected: %d/%d (%s)" % (
            sum(1 for r in refused if r["ok"]), len(refused), ", ".join(sorted({r["kind"] for r in refused}))))
        print("loadtest: server RSS start %.1f MiB, peak %.1f MiB, end %.1f MiB; peak growth first->second half %.1f MiB"
              % (rss[0] / 1024 if rss else 0, max(rss) / 1024 if rss else 0, rss[-1] / 1024 if rss else 0, growth_mib))
        print("loadtest: /metrics counts %d answered completions; in flight now %s; /health %d"
              % (answered_ok, in_flight.group(1) if in_flight else "?", health))

        problems = []
        if missing:
            problems.append("%d requests got no answer within the time limit" % missing)
        if failures:
            problems.append("%d requests were answered wrongly, e.g. %s" % (
                len(failures), {k: v for k, v in failures[0].items() if k not in ("body", "headers")}))
        if health != 200 or metrics_status != 200:
            problems.append("the server stopped answering /health or /metrics")
        if answered_ok != sum(1 for r in good if r.get("status") == 200):
            problems.append("/metrics counts %d answered completions, the clients saw %d" % (
                answered_ok, sum(1 for r in good if r.get("status") == 200)))
        if growth_mib > 64:
            problems.append("server memory kept growing: +%.1f MiB between the first and second half" % growth_mib)
        if server.poll() is not None:
            problems.append("the server exited with %s" % server.returncode)
        for problem in problems:
            print("loadtest: FAIL: " + problem)
        print("loadtest: %s" % ("PASS" if not problems else "FAIL"))
        return 0 if not problems else 1
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
