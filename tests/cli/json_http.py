"""What the CLI tests' test-only OpenAI-compatible servers share: JSON replies, /v1/models."""
import json
from http.server import BaseHTTPRequestHandler


class JsonHandler(BaseHTTPRequestHandler):
    model = "test-model"  # the name /v1/models answers with

    def log_message(self, *args):
        pass

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path.rstrip("/") == "/v1/models":
            return self.reply(200, {"object": "list", "data": [{"id": self.model, "object": "model"}]})
        self.reply(404, {"error": {"message": "not found"}})
