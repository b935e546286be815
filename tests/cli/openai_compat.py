#!/usr/bin/env python3
"""The OpenAI compatibility table of `folio serve`, through the official `openai` client.

Starts `folio serve` with a small random-weight reference model and sends each chat-completions
parameter that changes an answer. Each one either works as in vLLM's server (checked on what comes
back) or is refused with a 400 that names it; none may be silently ignored. Prints the table.
Exit 0: every row holds; 77: skipped (no `openai` module or no reference model); 1: a row failed.

  tests/cli/openai_compat.py --folio build/app/folio --model build/reference/tiny_a/model
"""
import argparse
import base64
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "loadtest"))
from loadtest import png  # noqa: E402  (the load test's dependency-free PNG writer)

try:
    import openai
except ImportError:
    print("openai_compat: SKIP: the `openai` Python module is not installed (pip install openai; tools/setup.sh does)")
    sys.exit(77)

MAX_TOKENS = 12


def page_url(seed=3):
    image = png(56, 84, lambda x, y: ((x * 7 + seed * 31) % 256, (y * 13 + seed) % 256, (x ^ y ^ seed) % 256))
    return "data:image/png;base64," + base64.b64encode(image).decode()


def messages(text=None):
    content = [{"type": "image_url", "image_url": {"url": page_url()}}]
    if text:
        content.append({"type": "text", "text": text})
    return [{"role": "user", "content": content}]


class Table:
    def __init__(self):
        self.rows, self.failed = [], 0

    def row(self, parameter, behaviour, check):
        try:
            detail = check()
            ok = True
        except Exception as exc:  # noqa: BLE001 - every failure is a row of the table
            ok, detail = False, "%s: %s" % (type(exc).__name__, exc)
        self.failed += not ok
        self.rows.append((parameter, behaviour, "ok" if ok else "FAIL", detail or ""))


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", required=True)
    parser.add_argument("--model", required=True)
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.model, "tokenizer.json")):
        print("openai_compat: SKIP: no reference model in %s (built by the engine_reference_models test)" % args.model)
        return 77
    server = subprocess.Popen([args.folio, "serve", "--model", args.model, "--port", "0", "--served-model-name", "tiny"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
        if not match:
            print("openai_compat: folio serve did not start: %s %s" % (line, server.stderr.read()))
            return 1
        client = openai.OpenAI(base_url="http://127.0.0.1:%s/v1" % match.group(1), api_key="unused", max_retries=0, timeout=120)

        def chat(**kwargs):
            kwargs.setdefault("max_tokens", MAX_TOKENS)
            # vLLM's own sampling parameters travel in extra_body, as its documentation shows.
            extra = {name: kwargs.pop(name) for name in ("top_k", "min_p", "repetition_penalty") if name in kwargs}
            if extra:
                kwargs["extra_body"] = extra
            return client.chat.completions.create(model="tiny", messages=kwargs.pop("messages", messages()), **kwargs)

        def refused(name, **kwargs):
            def check():
                try:
                    chat(**kwargs)
                except openai.BadRequestError as error:
                    body = error.body if isinstance(error.body, dict) else {}
                    expect(error.status_code == 400, "status %s" % error.status_code)
                    expect(body.get("param") == name, "param %r, message %r" % (body.get("param"), body.get("message")))
                    return "400: " + body.get("message", "")
                raise AssertionError("accepted")
            return check

        greedy = chat(temperature=0)
        text = greedy.choices[0].message.content
        table = Table()

        def usage():
            u = greedy.usage
            expect(u.prompt_tokens > 0, "prompt_tokens %d" % u.prompt_tokens)
            expect(u.total_tokens == u.prompt_tokens + u.completion_tokens, "total_tokens")
            longer = chat(temperature=0, messages=messages("read the tables only")).usage.prompt_tokens
            expect(longer > u.prompt_tokens, "an instruction adds prompt tokens: %d vs %d" % (longer, u.prompt_tokens))
            return "prompt_tokens %d (%d with an instruction)" % (u.prompt_tokens, longer)
        table.row("usage.prompt_tokens", "counted", usage)

        def finish_reason():
            # Typed clients accept only OpenAI's values: a looped page is "length" with vLLM's stop_reason "loop".
            choice = greedy.choices[0]
            stop_reason = (choice.model_extra or {}).get("stop_reason")
            expect(choice.finish_reason in ("stop", "length"), choice.finish_reason)
            expect(stop_reason in (None, "loop"), "stop_reason %r" % stop_reason)
            expect(stop_reason != "loop" or choice.finish_reason == "length", "a loop must be 'length'")
            return "%s (stop_reason %s)" % (choice.finish_reason, stop_reason)
        table.row("finish_reason", "OpenAI's values; a loop is length + stop_reason loop", finish_reason)

        def stop():
            expect(len(text) >= 4, "the greedy text is too short to cut: %r" % text)
            needle = text[len(text) // 2:len(text) // 2 + 2]
            got = chat(temperature=0, stop=[needle, "\x00never"])
            expect(got.choices[0].message.content == text[:text.find(needle)], "%r" % got.choices[0].message.content)
            expect(got.choices[0].finish_reason == "stop", got.choices[0].finish_reason)
            streamed = "".join(chunk.choices[0].delta.content or "" for chunk in chat(temperature=0, stop=needle, stream=True)
                               if chunk.choices)
            expect(streamed == text[:text.find(needle)], "streamed %r" % streamed)
            return "cut before %r, whole and streamed" % needle
        table.row("stop", "works", stop)

        def logprobs():
            got = chat(temperature=0, logprobs=True, top_logprobs=3)
            content = got.choices[0].logprobs.content
            expect(len(content) == got.usage.completion_tokens, "%d entries for %d tokens" % (len(content), got.usage.completion_tokens))
            expect(b"".join(bytes(e.bytes) for e in content).decode("utf-8", "replace") == got.choices[0].message.content,
                   "the tokens' bytes spell the text")
            for entry in content:
                expect(len(entry.top_logprobs) == 3, "top_logprobs %d" % len(entry.top_logprobs))
                expect(abs(entry.top_logprobs[0].logprob - entry.logprob) < 1e-4, "greedy: the chosen token is the likeliest")
                expect(entry.logprob <= 0, "a log-probability")
            plain = chat(temperature=0)
            expect(plain.choices[0].logprobs is None, "no logprobs unless asked")
            chunks = [c for c in chat(temperature=0, logprobs=True, stream=True, stream_options={"include_usage": True})]
            streamed = sum(len(c.choices[0].logprobs.content) for c in chunks if c.choices and c.choices[0].logprobs)
            tokens = [c.usage.completion_tokens for c in chunks if c.usage][0]
            expect(streamed == tokens, "streamed %d entries for %d tokens" % (streamed, tokens))
            return "%d tokens, each with 3 alternatives; streamed too" % len(content)
        table.row("logprobs / top_logprobs", "works", logprobs)

        def top_k():
            one = chat(temperature=1.0, top_k=1, seed=5).choices[0].message.content
            expect(one == text, "top_k=1 samples the arg max: %r vs %r" % (one, text))
            a = chat(temperature=1.0, top_k=50, seed=5).choices[0].message.content
            expect(a == chat(temperature=1.0, top_k=50, seed=5).choices[0].message.content, "seeded: reproducible")
            return "top_k=1 equals greedy"
        table.row("top_k", "works", top_k)

        def min_p():
            one = chat(temperature=1.0, min_p=1.0, seed=9).choices[0].message.content
            expect(one == text, "min_p=1 keeps only the likeliest token: %r vs %r" % (one, text))
            return "min_p=1 equals greedy"
        table.row("min_p", "works", min_p)

        def repetition():
            got = chat(temperature=0, logprobs=True, max_tokens=24, repetition_penalty=100.0)
            tokens = [bytes(e.bytes) for e in got.choices[0].logprobs.content]
            expect(len(tokens) == len(set(tokens)), "a strong penalty repeats no token: %r" % tokens)
            again = chat(temperature=0, max_tokens=24, repetition_penalty=100.0).choices[0].message.content
            expect(again == got.choices[0].message.content, "deterministic")
            return "no token repeated in %d" % len(tokens)
        table.row("repetition_penalty", "works", repetition)

        # Greedy with a presence or frequency penalty picks the token whose logit minus the
        # penalty is largest; the reported log-probabilities are the model's (logits shifted by a
        # constant), so every step can be checked against its 20 likeliest alternatives.
        def additive(name, value):
            def check():
                got = chat(temperature=0, logprobs=True, top_logprobs=20, max_tokens=24, **{name: value})
                counts, changed = {}, 0
                for entry in got.choices[0].logprobs.content:
                    def score(token_bytes, logprob):
                        n = counts.get(token_bytes, 0)
                        return logprob - (value * n if name == "frequency_penalty" else value * (n > 0))
                    chosen = score(bytes(entry.bytes), entry.logprob)
                    best = max(score(bytes(t.bytes), t.logprob) for t in entry.top_logprobs)
                    expect(chosen >= best - 1e-3, "step picks %r (%.4f) below an alternative (%.4f)" % (entry.token, chosen, best))
                    changed += bytes(entry.top_logprobs[0].bytes) != bytes(entry.bytes)
                    counts[bytes(entry.bytes)] = counts.get(bytes(entry.bytes), 0) + 1
                return "every step the arg max after the penalty; %d steps differ from the model's arg max" % changed
            return check
        table.row("presence_penalty", "works", additive("presence_penalty", 2.0))
        table.row("frequency_penalty", "works", additive("frequency_penalty", 1.5))

        def seed():
            a = chat(temperature=1.0, seed=42).choices[0].message.content
            expect(a == chat(temperature=1.0, seed=42).choices[0].message.content, "the same seed, the same text")
            unseeded = {chat(temperature=1.0).choices[0].message.content for _ in range(3)}
            expect(len(unseeded) > 1, "without a seed each request samples anew")
            return "reproducible with a seed, fresh without"
        table.row("seed", "works", seed)

        table.row("response_format", "400 unless text", refused("response_format", response_format={"type": "json_object"}))
        def text_format():
            got = chat(temperature=0, response_format={"type": "text"}).choices[0].message.content
            expect(got == text, "the same answer as without it")
            return "the plain answer"
        table.row("response_format text", "accepted", text_format)
        table.row("logit_bias", "400", refused("logit_bias", logit_bias={"42": 10}))
        table.row("tools", "400", refused("tools", tools=[{"type": "function", "function": {"name": "f", "parameters": {}}}]))
        table.row("stream: \"yes\"", "400", refused("stream", stream="yes"))
        table.row("n", "400 unless 1", refused("n", n=2))
        table.row("top_logprobs without logprobs", "400", refused("top_logprobs", top_logprobs=2))
        table.row("max_tokens over the limit", "400", refused("max_tokens", max_tokens=10 ** 6))
        table.row("prompt over the context", "400", refused("messages", messages=messages(" word" * 5000)))

        width = max(len(r[0]) for r in table.rows)
        for parameter, behaviour, status, detail in table.rows:
            print("%-*s  %-16s %-4s %s" % (width, parameter, behaviour, status, detail))
        print("openai_compat: %d passed, %d failed" % (len(table.rows) - table.failed, table.failed))
        return 1 if table.failed else 0
    finally:
        server.terminate()
        try:
            server.wait(30)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
