"""A loopback HTTP server of feed files (RSS 2.0 and Atom documents built here), for the feed
rules and tests: the server under test reads the feeds it is given from it, so it must reach
127.0.0.1 of this machine, or the ``host`` named (the files are then served on every
interface; the contract suite names its ``--receiver-host``).

A path of `FeedFiles.spread` is served slowly, as a source that dribbles: the head and the
first piece of the body at once, the rest in pieces at even steps, the last one that many
seconds after the request (a feed read then takes at least that long). A reader that goes away
before the last piece is recorded in `FeedFiles.cut_off` (the path and when its write failed)."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from io import BufferedIOBase
from urllib.parse import urlsplit
from xml.sax.saxutils import escape


@dataclass(frozen=True)
class Article:
    id: str
    title: str
    link: str
    image: str | None = None


def rss(title: str, link: str, description: str, articles: list[Article]) -> bytes:
    """An RSS 2.0 document listing `articles` newest first (as feeds do)."""
    items = "".join(
        "<item>"
        f"<title>{escape(a.title)}</title><link>{escape(a.link)}</link>"
        f'<guid isPermaLink="false">{escape(a.id)}</guid>'
        + (f'<media:content url="{escape(a.image)}" medium="image"/>' if a.image else "")
        + "</item>"
        for a in reversed(articles)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>'
        f"<title>{escape(title)}</title><link>{escape(link)}</link>"
        f"<description>{escape(description)}</description>{items}</channel></rss>"
    ).encode()


def atom(title: str, link: str, articles: list[Article]) -> bytes:
    """An Atom document listing `articles` newest first; an article's image is its thumbnail
    in a `media:group`, as a YouTube channel's feed gives a video's."""
    entries = "".join(
        f"<entry><id>{escape(a.id)}</id><title>{escape(a.title)}</title>"
        f'<link rel="alternate" href="{escape(a.link)}"/>'
        "<updated>2026-11-20T10:00:00Z</updated>"
        + (
            f'<media:group><media:thumbnail url="{escape(a.image)}" width="480" height="360"/>'
            "</media:group>"
            if a.image
            else ""
        )
        + "</entry>"
        for a in reversed(articles)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"'
        ' xmlns:media="http://search.yahoo.com/mrss/">'
        f"<id>urn:contract:{escape(title)}</id><title>{escape(title)}</title>"
        f'<link rel="alternate" href="{escape(link)}"/>'
        f"<updated>2026-11-20T10:00:00Z</updated>{entries}</feed>"
    ).encode()


#: The time between two pieces of a slowly served body.
SPREAD_STEP_SECONDS = 0.1
#: How often the server's loop looks for a stop: `stop()` returns within it (the standard
#: library's default, 0.5 s, was most of a short test's teardown).
POLL_SECONDS = 0.05


class FeedFiles:
    """Serves `files[path]` at `base_url` (404 for other paths) and records the paths read;
    a path of `spread` is sent over that many seconds."""

    def __init__(self, host: str = "127.0.0.1") -> None:
        self.files: dict[str, bytes] = {}
        self.reads: list[str] = []
        self.spread: dict[str, float] = {}
        #: (path, time.monotonic() of the failed write) of each slow read given up by its reader.
        self.cut_off: list[tuple[str, float]] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                path = urlsplit(self.path).path
                owner.reads.append(path)
                data = owner.files.get(path)
                self.send_response(200 if data is not None else 404)
                self.send_header("Content-Type", "application/xml")
                self.send_header("Content-Length", str(len(data or b"")))
                self.end_headers()
                seconds = owner.spread.get(path, 0.0)
                if data is None or seconds <= 0:
                    self.wfile.write(data or b"")
                    return
                try:
                    _dribble(self.wfile, data, seconds)
                except OSError:  # the reader closed the connection (reset, broken pipe)
                    owner.cut_off.append((path, time.monotonic()))
                    self.close_connection = True

            def log_message(self, format: str, *args: object) -> None:
                pass

        bind = "127.0.0.1" if host == "127.0.0.1" else "0.0.0.0"
        self._httpd = ThreadingHTTPServer((bind, 0), Handler)
        shown = f"[{host}]" if ":" in host else host
        self.base_url = f"http://{shown}:{self._httpd.server_address[1]}"
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, args=(POLL_SECONDS,), daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def _dribble(out: BufferedIOBase, data: bytes, seconds: float) -> None:
    """Write `data` to `out` in pieces: the first at once, the last `seconds` from now."""
    steps = max(1, round(seconds / SPREAD_STEP_SECONDS))
    pieces = min(len(data), steps + 1)
    size = -(-len(data) // pieces)
    start = time.monotonic()
    for index in range(pieces):
        time.sleep(max(0.0, start + seconds * index / max(1, pieces - 1) - time.monotonic()))
        out.write(data[index * size : (index + 1) * size])
        out.flush()
