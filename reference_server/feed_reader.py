"""Reading a feed: fetch its address through the egress policy of `fetch.py` (the same guard,
size cap and single deadline as image fetches) and parse it with feedparser (RSS 0.9x/1.0/2.0
and Atom) into what `add_feed` stores and the feed schedule posts.

feedparser only parses the bytes given here; it never fetches anything itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

import feedparser

from .fetch import FetchError, fetch_as_configured
from .settings import Settings

#: Substack serves a publication's feed under this path (FeedType of the spec).
SUBSTACK_FEED_PATH = "/feed"
#: The Accept header of feed fetches (the formats feedparser reads, feeds first).
FEED_ACCEPT = (
    "application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9,"
    " application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5"
)
_IMG = re.compile(r"""<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']""", re.IGNORECASE)


class FeedUnreadable(Exception):
    """The address could not be fetched or is not a feed (why is in the message)."""


@dataclass(frozen=True)
class FeedItem:
    id: str
    title: str
    link: str
    image: str | None


@dataclass(frozen=True)
class ParsedFeed:
    title: str
    link: str
    description: str
    image: dict[str, str] | None
    items: list[FeedItem]  # oldest first (document order reversed: feeds list newest first)


def feed_address(url: str, feed_type: str) -> str:
    """Where a feed of `feed_type` named by `url` is read from."""
    if feed_type == "substack" and not url.rstrip("/").endswith(SUBSTACK_FEED_PATH):
        return url.rstrip("/") + SUBSTACK_FEED_PATH
    return url


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _http(url: str) -> str | None:
    return url if url.startswith(("http://", "https://")) else None


def item_image(entry: Any, base: str) -> str | None:
    """The first image of an article: media:content / media:thumbnail, an image enclosure,
    else the first `<img>` of its content or summary (relative addresses resolved)."""
    candidates: list[str] = []
    for media in list(entry.get("media_content") or []) + list(entry.get("media_thumbnail") or []):
        kind = str(media.get("type") or media.get("medium") or "image")
        if kind.startswith("image") and media.get("url"):
            candidates.append(str(media["url"]))
    for link in entry.get("links") or []:
        if link.get("rel") == "enclosure" and str(link.get("type", "")).startswith("image/"):
            candidates.append(str(link.get("href", "")))
    for block in [*(entry.get("content") or []), {"value": entry.get("summary", "")}]:
        found = _IMG.search(str(block.get("value") or ""))
        if found:
            candidates.append(found.group(1))
    for candidate in candidates:
        absolute = _http(urljoin(base, candidate.strip()))
        if absolute:
            return absolute
    return None


def parse(data: bytes, address: str) -> ParsedFeed:
    """The feed in `data` (read from `address`); FeedUnreadable when it is not RSS or Atom."""
    parsed = feedparser.parse(data, response_headers={"content-location": address})
    if not parsed.get("version"):
        raise FeedUnreadable("the address does not serve an RSS or Atom feed")
    head = parsed.feed
    image = head.get("image")
    image_fields = None
    if isinstance(image, dict) and image.get("href"):
        image_fields = {"url": str(image["href"])}
        for name in ("title", "link", "height", "width"):
            if image.get(name) is not None:
                image_fields[name] = str(image[name])
    items: list[FeedItem] = []
    for entry in parsed.entries:
        link = _text(entry.get("link"))
        ident = _text(entry.get("id")) or link or _text(entry.get("title"))
        if not ident:
            continue  # nothing names the article: it cannot be told apart from the next
        items.append(
            FeedItem(ident, _text(entry.get("title")), link, item_image(entry, link or address))
        )
    items.reverse()
    return ParsedFeed(
        title=_text(head.get("title")),
        link=_text(head.get("link")),
        description=_text(head.get("subtitle")) or _text(head.get("description")),
        image=image_fields,
        items=items,
    )


async def read_feed(settings: Settings, address: str, max_bytes: int) -> ParsedFeed:
    """Fetch and parse the feed at `address` under the server's egress settings."""
    try:
        data, _ = await fetch_as_configured(
            settings, address, max_bytes=max_bytes, accept=FEED_ACCEPT
        )
    except FetchError as exc:
        raise FeedUnreadable(str(exc)) from None
    return parse(data, address)
