"""Offline fetches (`--offline-fetch`): outbound fetches of public addresses answered by a
deterministic stand-in (`media/stand_ins.py`) instead of the internet.

Which addresses: any `http`/`https` URL whose host is a host name other than `localhost` (and
`*.localhost`), or a public IP literal. No DNS query is made and no connection opened for them.
Every other target (a private, loopback or otherwise forbidden IP literal, `localhost`) is not
a public address: it goes through the egress guard as without the option (refused unless
`--allow-private-targets`).

What they answer (GET; the same URL always gives the same bytes):

* a feed (the fetch asks for a feed, or the path ends in `.rss`, `.xml`, `.atom` or contains
  `feed` or `rss`): an RSS 2.0 feed of `FEED_ITEMS` articles;
* a path ending in `.mp4`, `.mov` or `.m4v`: a one-second MP4, portrait when the URL holds
  `portrait`, else landscape;
* anything else: an image. The format follows the extension (`.png`, `.jpg`/`.jpeg`, `.webp`,
  `.gif`; JPEG otherwise), the size the URL: the query's `w`/`width` and `h`/`height`, else the
  last `WIDTHxHEIGHT` in the path (as in `photo-1200x800.jpg`), else square
  (`SQUARE_IMAGE_SIZE`) when the file name names a square kind of image (`SQUARE_WORDS`: a
  watermark, logo, icon or avatar, as DOCS set-youtube-watermark's
  `https://example.com/watermark.png`, which YouTube requires square), else
  `stand_ins.DEFAULT_IMAGE_SIZE`.

A HEAD check answers 200 for every public address, with the media type its GET would be
served with (`content_type`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from ..media import stand_ins
from .egress import forbidden, ip_literal

FEED_ITEMS = 3
VIDEO_EXTENSIONS = (".mp4", ".mov", ".m4v")
FEED_EXTENSIONS = (".rss", ".xml", ".atom")
_SIZE_IN_PATH = re.compile(r"(\d{1,5})x(\d{1,5})")
SQUARE_WORDS = ("watermark", "logo", "icon", "avatar")
SQUARE_IMAGE_SIZE = (800, 800)


@dataclass(frozen=True)
class StandIn:
    """What a stand-in fetch answers: the body and its media type."""

    body: bytes
    content_type: str


def is_public_address(url: str) -> bool:
    """True when `url` names a public address (see the module docstring); it is then served
    by the stand-in, never contacted."""
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not host:
        return False
    literal = ip_literal(host)
    if literal is not None:
        return not forbidden(literal)
    name = host.rstrip(".").lower()
    return name != "localhost" and not name.endswith(".localhost")


def _image_size(url: str) -> tuple[int, int]:
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    width = next((query[k][0] for k in ("w", "width") if k in query), None)
    height = next((query[k][0] for k in ("h", "height") if k in query), None)
    if width is not None and height is not None and width.isdigit() and height.isdigit():
        return int(width), int(height)
    found = _SIZE_IN_PATH.findall(parts.path)
    if found:
        return int(found[-1][0]), int(found[-1][1])
    if any(word in parts.path.rsplit("/", 1)[-1].lower() for word in SQUARE_WORDS):
        return SQUARE_IMAGE_SIZE
    return stand_ins.DEFAULT_IMAGE_SIZE


def _kind(url: str, wants_feed: bool) -> str:
    """`feed`, `video` or the image extension (a key of `stand_ins.IMAGE_FORMATS`)."""
    path = urlsplit(url).path.lower()
    if wants_feed or path.endswith(FEED_EXTENSIONS) or "feed" in path or "rss" in path:
        return "feed"
    if path.endswith(VIDEO_EXTENSIONS):
        return "video"
    extension = path.rsplit(".", 1)[-1] if "." in path.rsplit("/", 1)[-1] else "jpg"
    return extension if extension in stand_ins.IMAGE_FORMATS else "jpg"


def content_type(url: str, *, wants_feed: bool = False) -> str:
    """The media type the stand-in of `url` is served with (what a HEAD check sees), without
    drawing it."""
    kind = _kind(url, wants_feed)
    if kind == "feed":
        return stand_ins.FEED_TYPE
    if kind == "video":
        return stand_ins.VIDEO_TYPE
    return stand_ins.IMAGE_FORMATS[kind][1]


def answer(url: str, *, wants_feed: bool = False) -> StandIn:
    """The stand-in body of a GET of the public address `url`."""
    seed = stand_ins.digest("offline-fetch", url)
    kind = _kind(url, wants_feed)
    if kind == "feed":
        return StandIn(stand_ins.feed(seed, url, FEED_ITEMS), stand_ins.FEED_TYPE)
    if kind == "video":
        orientation: stand_ins.Orientation = (
            "portrait" if "portrait" in url.lower() else "landscape"
        )
        return StandIn(stand_ins.video(seed, orientation), stand_ins.VIDEO_TYPE)
    width, height = _image_size(url)
    body, media_type = stand_ins.image(seed, width, height, kind)
    return StandIn(body, media_type)
