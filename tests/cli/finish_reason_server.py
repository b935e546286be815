#!/usr/bin/env python3
"""A test-only OpenAI-compatible server whose answer, and its finish_reason, depend on the page.

It stands in for a server whose model looped on one page and ran into the token limit on
another, which the CLI must report page by page. The page is told by its image's width, read
from the PNG the request carries. It prints "listening on PORT" and answers
/v1/chat/completions (not streamed) from the answers file: {"WIDTH": {"text": ..., "finish_reason": ...}};
widths not in the file get "Plain text." and "stop". Each width seen is appended to the log file.

    finish_reason_server.py ANSWERS_FILE LOG_FILE
"""
import base64
import json
import struct
import sys
from http.server import ThreadingHTTPServer

from json_http import JsonHandler

ANSWERS, LOG = sys.argv[1], sys.argv[2]


def png_width(body):
    for message in body.get("messages", []):
        content = message.get("content")
        if not isinstance(content, list):
            continue
        for part in content:
            if part.get("type") == "image_url":
                data = base64.b64decode(part["image_url"]["url"].split(",", 1)[1])
                return struct.unpack(">I", data[16:20])[0]  # the IHDR chunk's width
    return 0


class Handler(JsonHandler):
    model = "test-model"

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}")
        width = png_width(body)
        with open(LOG, "a", encoding="utf-8") as log:
            log.write(f"{width}\n")
        with open(ANSWERS, encoding="utf-8") as f:
            answer = json.load(f).get(str(width), {"text": "Plain text.", "finish_reason": "stop"})
        self.reply(200, {"id": "test", "object": "chat.completion", "model": "test-model",
                         "choices": [{"index": 0, "finish_reason": answer["finish_reason"],
                                      "message": {"role": "assistant", "content": answer["text"]}}],
                         "usage": {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150}})


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(f"listening on {server.server_address[1]}", flush=True)
server.serve_forever()
