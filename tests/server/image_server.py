"""A tiny loopback HTTP server for watermark and media images (GET and HEAD, each request
recorded in `requests`); also works as an HTTP proxy that answers every plain-HTTP request
with a default image. `image_bytes` and `blank_png` make the images."""

from __future__ import annotations

import io
import struct
import threading
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from PIL import Image


def image_bytes(width: int, height: int, fmt: str = "PNG") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(out, format=fmt)
    return out.getvalue()


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def blank_png(width: int, height: int) -> bytes:
    """A valid 1-bit greyscale PNG of `width` x `height` black pixels, compressed row by row:
    a few KB for millions of pixels (a decompression bomb), built without holding the raw
    pixels."""
    packer = zlib.compressobj(9)
    row = b"\x00" * (1 + (width + 7) // 8)  # filter byte, then the packed bits
    pixels = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", pixels)
        + _png_chunk(b"IEND", b"")
    )


class ImageServer:
    """Serves `files[path]` (as `types[path]`, default `application/octet-stream`); unknown
    paths get `default` (or 404 when it is None)."""

    def __init__(self, default: bytes | None = None) -> None:
        self.files: dict[str, bytes] = {}
        #: The `Content-Type` header value sent for a path (default application/octet-stream).
        self.types: dict[str, str] = {}
        self.default = default
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
                data = owner.files.get(path, owner.default)
                if data is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", owner.types.get(path, "application/octet-stream"))
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
