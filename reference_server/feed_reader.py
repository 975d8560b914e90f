"""Reading a feed: fetch its address through the egress policy of `outbound/fetch.py` (the
same guard, size cap and single deadline as image fetches) and parse it with feedparser (RSS
0.9x/1.0/2.0 and Atom) into what `add_feed` stores and the feed schedule posts.

feedparser only parses the bytes given here; it never fetches anything itself. Untrusted
bytes are held to `ReadLimits` (the spec's `x-feed-posting`):
- entity declarations never reach a parser: a feed with `<!ENTITY`, a DOCTYPE with an
  internal subset, or an encoding in which those could hide (not ASCII-compatible) is
  refused (feedparser's loose parser expands entities without limit once expat refuses);
- elements nested deeper than `max_nesting` (`maxNestingDepth`) are refused before a parser
  sees them (a linear scan; 100,000 nested elements kept feedparser busy for 18 s);
- the parse runs in a child process of its own (`isolated_parse`: its own GIL, killed at
  the deadline, a memory ceiling; another read's deadline never touches it), and fetch plus
  parse share one deadline, `ReadLimits.max_seconds` (the read time in force for the feed's
  profile); it starts once the parsing children can start (their fork server's start-up, at
  most PARSER_START_SECONDS, is the server's cost, not the feed's, as is the wait for a free
  parsing slot). A read past it is stopped: the fetch is cancelled (its connection closed),
  the parse's child killed;
- only the newest `max_items` articles are kept and every kept text is cut to `max_text`
  characters (an address longer than that is dropped);
- the `<img>` of an article is found by a linear scan (a regex with `[^>]*?` took 8.4 s on
  `<img x` repeated 4,500 times).
"""

from __future__ import annotations

import asyncio
import codecs
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

import feedparser

from .isolated_parse import IsolatedParser, ParseAborted, ParseTimedOut
from .outbound.fetch import FetchError, fetch_as_configured
from .settings import Settings

#: Substack serves a publication's feed under this path (FeedType of the spec).
SUBSTACK_FEED_PATH = "/feed"
#: The Accept header of feed fetches (the formats feedparser reads, feeds first).
FEED_ACCEPT = (
    "application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9,"
    " application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5"
)
#: An `<img>` tag longer than this is not looked into (its end is searched this far at most).
IMG_TAG_MAX_CHARS = 2048
#: How many `<img>` tags of one block are looked into for a `src`.
IMG_TAGS_MAX = 20
_SRC = re.compile(r"""\bsrc[ \t\r\n]*=[ \t\r\n]*["']([^"']+)["']""", re.IGNORECASE)
#: A markup token of the nesting scan: a comment, CDATA, a declaration or processing
#: instruction, an end tag, or a start tag (group `open`; `self` when it closes itself).
_MARKUP = re.compile(
    rb"<(?:!--.*?(?:-->|\Z)|!\[CDATA\[.*?(?:\]\]>|\Z)|[!?][^>]*>?|/[^>]*>?"
    rb"|(?P<open>[^\s/>!?][^>]*?)(?P<self>/?)(?:>|\Z))",
    re.DOTALL,
)
_XML_ENCODING = re.compile(rb"""^<\?xml[^>]{0,200}?encoding=["']([A-Za-z0-9._-]{1,40})["']""")


#: This process's parsing children (made on the first feed read).
PARSER = IsolatedParser()
#: The longest wait for the parsing children to start (before a read's deadline starts).
PARSER_START_SECONDS = 60.0


class FeedUnreadable(Exception):
    """The address could not be fetched or is not a feed (why is in the message)."""


@dataclass(frozen=True)
class ReadLimits:
    """What one read of a feed may cost (`x-feed-posting` of the spec)."""

    max_bytes: int
    max_items: int
    max_text: int
    max_seconds: float
    #: Elements may nest this deep (`maxNestingDepth`); a deeper feed is refused.
    max_nesting: int


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


def _cut(value: Any, most: int) -> str:
    return value.strip()[:most] if isinstance(value, str) else ""


def _address(value: Any, most: int) -> str:
    """An address kept only whole (a cut one would point elsewhere)."""
    text = value.strip() if isinstance(value, str) else ""
    return text if len(text) <= most else ""


def _http(url: str) -> str | None:
    return url if url.startswith(("http://", "https://")) else None


def first_img_src(html: str) -> str | None:
    """The `src` of the first `<img>` in `html` that has one: a linear scan (`str.find`),
    each tag read at most IMG_TAG_MAX_CHARS far, at most IMG_TAGS_MAX tags."""
    lowered = html.lower()
    start = 0
    for _ in range(IMG_TAGS_MAX):
        start = lowered.find("<img", start)
        if start < 0:
            return None
        after = start + 4
        if after < len(lowered) and (lowered[after].isalnum() or lowered[after] in "-_:"):
            start = after  # <imgx: another tag
            continue
        end = lowered.find(">", after, after + IMG_TAG_MAX_CHARS)
        tag = html[after : end if end >= 0 else after + IMG_TAG_MAX_CHARS]
        found = _SRC.search(tag)
        if found:
            return found.group(1)
        start = after
    return None


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
        found = first_img_src(str(block.get("value") or ""))
        if found:
            candidates.append(found)
    for candidate in candidates:
        absolute = _http(urljoin(base, candidate.strip()))
        if absolute:
            return absolute
    return None


def refuse_entity_declarations(data: bytes) -> None:
    """FeedUnreadable when `data` declares entities or could hide a declaration: `<!ENTITY`
    anywhere, a DOCTYPE with an internal subset (`[`), or a declared encoding that does not
    write `<!` as ASCII does (UTF-7, EBCDIC ...). UTF-16/32 are read with their NULs dropped.
    A plain DOCTYPE (RSS 0.91's public DTD, never fetched) is left alone."""
    view = data.replace(b"\x00", b"").lower()
    declared = _XML_ENCODING.match(view.lstrip(b"\xef\xbb\xbf\xff\xfe"))
    if declared is not None:
        try:
            codec = codecs.lookup(declared.group(1).decode("ascii"))
        except LookupError:
            raise FeedUnreadable("the feed declares an unknown encoding") from None
        wide = codec.name.startswith(("utf-16", "utf-32"))
        shifting = codec.name == "utf-7"  # `+ADw-` is `<` there
        if shifting or (not wide and "<!entity".encode(codec.name, "replace") != b"<!entity"):
            raise FeedUnreadable(f"the feed's encoding {codec.name} is not read here")
    if b"<!entity" in view:
        raise FeedUnreadable("the feed declares entities (refused: entity expansion)")
    start = view.find(b"<!doctype")
    while start >= 0:  # each byte is looked at once: the next search starts past this one
        end = view.find(b">", start)
        if b"[" in view[start : end if end >= 0 else len(view)]:
            raise FeedUnreadable("the feed's DOCTYPE has an internal subset (refused)")
        if end < 0:
            return
        start = view.find(b"<!doctype", end)


def refuse_deep_nesting(data: bytes, most: int) -> None:
    """FeedUnreadable when elements of `data` nest deeper than `most`: one pass over its
    markup (comments, CDATA, declarations and processing instructions skipped; an end tag
    closes the innermost element, whatever it names, so unbalanced markup cannot hide depth
    from the count and a stray end tag never goes below the top)."""
    depth = 0
    for token in _MARKUP.finditer(data):
        if token.group("open") is not None:
            if token.group("self"):
                continue
            depth += 1
            if depth > most:
                raise FeedUnreadable(f"the feed nests elements deeper than {most} (refused)")
        elif token.group().startswith(b"</"):
            depth = max(0, depth - 1)


#: Runs ``function(*args)`` within ``timeout`` seconds (`IsolatedParser.run`'s signature).
ParseRunner = Callable[..., Awaitable[Any]]


class FeedChecks:
    """The refusals of a feed's bytes before any parser sees them (`seams.FeedRules.checks`;
    picklable: they run in the parse's child process)."""

    def refuse_entity_declarations(self, data: bytes) -> None:
        """FeedUnreadable when `data` declares entities (`refuse_entity_declarations`)."""
        refuse_entity_declarations(data)

    def refuse_deep_nesting(self, data: bytes, most: int) -> None:
        """FeedUnreadable when elements of `data` nest deeper than `most`
        (`refuse_deep_nesting`)."""
        refuse_deep_nesting(data, most)


def parse(
    data: bytes, address: str, limits: ReadLimits, checks: FeedChecks | None = None
) -> ParsedFeed:
    """The feed in `data` (read from `address`); FeedUnreadable when it is not RSS or Atom,
    declares entities or nests too deep (`checks`, default `FeedChecks()`). CPU-bound: the
    server runs it in a child process (`isolated_parse`)."""
    checks = checks or FeedChecks()
    checks.refuse_entity_declarations(data)
    checks.refuse_deep_nesting(data, limits.max_nesting)
    parsed = feedparser.parse(data, response_headers={"content-location": address})
    if not parsed.get("version"):
        raise FeedUnreadable("the address does not serve an RSS or Atom feed")
    most = limits.max_text
    head = parsed.feed
    image = head.get("image")
    image_fields = None
    if isinstance(image, dict) and _address(image.get("href"), most):
        image_fields = {"url": _address(image["href"], most)}
        for name in ("title", "link", "height", "width"):
            if image.get(name) is not None:
                image_fields[name] = _cut(str(image[name]), most)
    items: list[FeedItem] = []
    for entry in parsed.entries[: limits.max_items]:  # feeds list their newest first
        link = _address(entry.get("link"), most)
        ident = _cut(entry.get("id"), most) or link or _cut(entry.get("title"), most)
        if not ident:
            continue  # nothing names the article: it cannot be told apart from the next
        image_url = item_image(entry, link or address)
        if image_url is not None and len(image_url) > most:
            image_url = None
        items.append(FeedItem(ident, _cut(entry.get("title"), most), link, image_url))
    items.reverse()
    return ParsedFeed(
        title=_cut(head.get("title"), most),
        link=_address(head.get("link"), most),
        description=_cut(head.get("subtitle"), most) or _cut(head.get("description"), most),
        image=image_fields,
        items=items,
    )


async def read_feed(
    settings: Settings,
    address: str,
    limits: ReadLimits,
    checks: FeedChecks | None = None,
    run: ParseRunner | None = None,
) -> ParsedFeed:
    """Fetch and parse the feed at `address` under the server's egress settings, within
    `limits.max_seconds` in all (the parse in a child process, `isolated_parse`, off the event
    loop; `run`: another runner of the parse, `checks`: the refusals before it, both the
    service's `seams.FeedRules`)."""
    try:
        await PARSER.ready(PARSER_START_SECONDS)
    except ParseAborted as exc:
        raise FeedUnreadable(f"the feed parser did not start: {exc}") from None
    deadline = asyncio.get_running_loop().time() + limits.max_seconds
    try:
        data, _ = await asyncio.wait_for(
            fetch_as_configured(settings, address, max_bytes=limits.max_bytes, accept=FEED_ACCEPT),
            limits.max_seconds,
        )
    except FetchError as exc:
        raise FeedUnreadable(str(exc)) from None
    except TimeoutError:
        raise FeedUnreadable(f"reading it took more than {limits.max_seconds:g} s") from None
    left = max(0.1, deadline - asyncio.get_running_loop().time())
    try:
        runner = run or PARSER.run
        return await runner(parse, data, address, limits, checks, timeout=left)
    except ParseTimedOut:
        raise FeedUnreadable(f"reading it took more than {limits.max_seconds:g} s") from None
    except ParseAborted as exc:
        raise FeedUnreadable(str(exc)) from None
