"""A tiny loopback HTTP server for watermark and media images (GET and HEAD, each request
recorded in `requests`); also works as an HTTP proxy that answers every plain-HTTP request
with a default image, or a default feed when the request accepts RSS (for schemathesis'
generated URLs)."""

from __future__ import annotations

import io
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from PIL import Image


def image_bytes(width: int, height: int, fmt: str = "PNG") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(out, format=fmt)
    return out.getvalue()


class ImageServer:
    """Serves `files[path]`; unknown paths get `default` (or 404 when it is None)."""

    def __init__(self, default: bytes | None = None, feed: bytes | None = None) -> None:
        self.files: dict[str, bytes] = {}
        self.default = default
        self.feed = feed
        #: (method, path) of every request served, in order.
        self.requests: list[tuple[str, str]] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self._answer(with_body=True)

            def do_HEAD(self) -> None:
                self._answer(with_body=False)

            def _answer(self, *, with_body: bool) -> None:
                path = urlsplit(self.path).path
                owner.requests.append((self.command, path))
                default = owner.default
                if owner.feed is not None and "rss" in (self.headers.get("Accept") or ""):
                    default = owner.feed
                data = owner.files.get(path, default)
                if data is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                if with_body:
                    self.wfile.write(data)

            def do_CONNECT(self) -> None:
                self.send_response(405)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
