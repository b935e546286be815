#!/usr/bin/env python3
"""A test-only OpenAI-compatible server that answers every page with a given model output.

It stands in for a LightOnOCR-3 server (vLLM) in the CLI's grounding tests, which need real
layout markers that random weights cannot produce. It prints "listening on PORT", answers
/v1/models with the model name, and /v1/chat/completions with the output file's text, and
appends each request's JSON body to the log file as one line.

    grounding_server.py MODEL_NAME OUTPUT_FILE LOG_FILE
"""
import json
import sys
from http.server import ThreadingHTTPServer

from json_http import JsonHandler

MODEL, OUTPUT, LOG = sys.argv[1], sys.argv[2], sys.argv[3]


class Handler(JsonHandler):
    model = MODEL

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
        with open(LOG, "a", encoding="utf-8") as log:
            log.write(json.dumps(body) + "\n")
        texts = [part.get("text", "") for message in body.get("messages", [])
                 if isinstance(message.get("content"), list)
                 for part in message["content"] if part.get("type") == "text"]
        # Like the real model: grounding markers only when asked for them.
        with open(OUTPUT, encoding="utf-8") as f:
            text = f.read() if "grounding" in texts else "Plain text without layout."
        self.reply(200, {"id": "test", "object": "chat.completion", "model": MODEL,
                         "choices": [{"index": 0, "finish_reason": "stop",
                                      "message": {"role": "assistant", "content": text}}],
                         "usage": {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150}})


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(f"listening on {server.server_address[1]}", flush=True)
server.serve_forever()
