"""Rules of RSS feeds: `add_feed` answers what the feed at the address serves (RSS and Atom;
a Substack publication is read from `<url>/feed`), `get_feeds` lists it, `update_feed` changes
its settings, `delete_feed` removes it; an unknown feed id is refused (630) and an address that
serves no feed too (631), as is a feed that declares entities or nests its elements deeper
than `maxNestingDepth` (one exactly that deep is read), and, with the control's
lowered read time, a feed whose read takes longer than it; a profile keeps at most
`maxFeedsPerProfile` feeds (633); and, with the control, each article that appears after the
feed was added is posted to the linked networks of `x-feed-posting` (the image-only ones only
with an image; a YouTube video's `media:thumbnail` is its image) at the next check of the service
clock, with a `FeedEvent` delivered to the suite's HTTPS receiver and recorded in the history;
a deleted feed is not checked again and the posts made from it stay.

The feeds are served by the suite's HTTP server (`feed_files`, on 127.0.0.1 or
`--receiver-host`); a target that refuses a feed without fetching anything from it cannot be
judged here, and the tests skip with its answer (`reach.py`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests import reach
from contract_tests.fixtures import UserProfile
from contract_tests.hook_history import hook_history, still_queued
from contract_tests.receiver import WebhookReceiver
from contract_tests.run_settings import current, current_profile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.feed_files import Article, FeedFiles, atom, rss

UNKNOWN_FEED = "NoSuchFeed0contract"
SITE = "https://bakery.contract.test/"
FIRST = Article("contract-1", "Sourdough workshop dates", SITE + "workshop")
PLAIN = Article("contract-2", "Cinnamon buns are back", SITE + "buns")
#: The feed's own image, as RSS 2.0 gives it in its channel.
FEED_IMAGE = (
    f"<image><url>{SITE}logo-32.png</url><title>Corner Bakery</title><link>{SITE}</link>"
    "<width>32</width><height>32</height></image>"
).encode()
PICTURED = Article("contract-3", "Winter rye loaf", SITE + "rye", SITE + "img/rye.jpg")


@pytest.fixture
def feed_files() -> Iterator[FeedFiles]:
    served = FeedFiles(current().receiver_host or "127.0.0.1")
    yield served
    served.stop()


def _feeds(client: ApiClient, spec: ApiSpec) -> list[Mapping[str, Any]]:
    response = client.get(spec.operation(OperationId.GET_FEEDS).path)
    body = client.expect_status(response, 200, "get_feeds answers 200")
    feeds = body.get("feeds") if isinstance(body, Mapping) else None
    return [f for f in feeds if isinstance(f, Mapping)] if isinstance(feeds, list) else []


def _add(
    client: ApiClient, spec: ApiSpec, body: dict[str, Any], served: FeedFiles
) -> Mapping[str, Any]:
    response = client.post(spec.operation(OperationId.ADD_FEED).path, json_body=body)
    reach.fetch_not_made(response, str(body["url"]), served.reads)
    added = client.expect_status(response, 200, "add_feed reads the feed at the address")
    return added if isinstance(added, Mapping) else {}


@pytest.mark.reads_back(OperationId.ADD_FEED, OperationId.UPDATE_FEED, OperationId.DELETE_FEED)
def test_feed_added_from_what_it_serves(
    user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """The answer and the listing carry the served feed's title, link and address, and the
    listing its image (`FeedImage`: RSS `<image>`, width and height as strings); settings not
    sent are false (`FeedRequest` defaults) and change with update_feed; delete_feed removes
    the feed."""
    client = user_profile.client
    feed_files.files["/news.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST]).replace(
        b"</description>", b"</description>" + FEED_IMAGE, 1
    )
    feed_files.files["/pub/feed"] = atom("Bakery Letters", SITE + "letters", [FIRST])
    cases = [
        ({"url": f"{feed_files.base_url}/news.xml"}, f"{feed_files.base_url}/news.xml", "rss"),
        (
            {"url": f"{feed_files.base_url}/pub", "type": "substack"},
            f"{feed_files.base_url}/pub/feed",
            "substack",
        ),
    ]
    added = []
    for body, address, kind in cases:
        response = client.post(spec.operation(OperationId.ADD_FEED).path, json_body=body)
        reach.fetch_not_made(response, str(body["url"]), feed_files.reads)
        answer = client.expect_status(response, 200, "add_feed reads the feed at the address")
        title = "Corner Bakery" if kind == "rss" else "Bakery Letters"
        link = SITE if kind == "rss" else SITE + "letters"
        got = (answer.get("title"), answer.get("websiteLink"), answer.get("feedURL"))
        if got != (title, link, address) or answer.get("type") != kind:
            client.fail(
                response,
                "add_feed answers the served feed's title, link and address"
                " (a Substack publication's feed is <url>/feed)",
                f"expected {(title, link, address)}, got {got}",
            )
        if (answer.get("autoHashtag"), answer.get("useFirstImage")) != (False, False):
            client.fail(response, "add_feed's settings not sent default to false (FeedRequest)")
        added.append(answer)
    listed = {f.get("id"): f for f in _feeds(client, spec)}
    rss_feed = listed.get(added[0].get("id"), {})
    if rss_feed.get("title") != "Corner Bakery" or rss_feed.get("description") != "Fresh bread":
        response = client.get(spec.operation(OperationId.GET_FEEDS).path)
        client.fail(response, "get_feeds lists every added feed with what it serves")
    image = rss_feed.get("image") or {}
    if (image.get("url"), image.get("width")) != (SITE + "logo-32.png", "32"):
        response = client.get(spec.operation(OperationId.GET_FEEDS).path)
        client.fail(response, "get_feeds lists the feed's own image (RSS <image>, FeedImage)")
    update = spec.operation(OperationId.UPDATE_FEED)
    settings = {"id": added[0]["id"], "autoHashtag": True}
    response = client.request(update.method.upper(), update.path, json_body=settings)
    answer = client.expect_status(response, 200, "update_feed changes the named settings")
    if (answer.get("autoHashtag"), answer.get("useFirstImage")) != (True, False):
        client.fail(response, "update_feed changes the named settings and keeps the others")
    if _feeds(client, spec)[0].get("autoHashtag") is not True:
        client.fail(response, "update_feed changes the named settings (get_feeds shows them)")
    delete = spec.operation(OperationId.DELETE_FEED)
    for feed in added:
        response = client.request(delete.method.upper(), delete.path, json_body={"id": feed["id"]})
        client.expect_status(response, 200, "delete_feed deletes an added feed")
    if _feeds(client, spec):
        client.fail(response, "delete_feed deletes an added feed (get_feeds no longer lists it)")
    response = client.request(delete.method.upper(), delete.path, json_body={"id": added[0]["id"]})
    client.expect_error(response, "feed_not_found", "a deleted feed is not found")


def test_feed_unknown_id_refused(api: ApiClient, spec: ApiSpec) -> None:
    """Public API only: update and delete of an id of no feed of the profile."""
    for operation_id in (OperationId.UPDATE_FEED, OperationId.DELETE_FEED):
        op = spec.operation(operation_id)
        response = api.request(op.method.upper(), op.path, json_body={"id": UNKNOWN_FEED})
        api.expect_error(response, "feed_not_found", f"{operation_id} of an unknown feed id")


def test_feed_unreadable_refused(
    user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """An address that answers 404, or serves a page that is not RSS or Atom, is refused and
    no feed is added."""
    client = user_profile.client
    feed_files.files["/page.html"] = b"<html><head><title>Shop</title></head><body/></html>"
    for path in ("/missing.xml", "/page.html"):
        url = feed_files.base_url + path
        response = client.post(spec.operation(OperationId.ADD_FEED).path, json_body={"url": url})
        if not feed_files.reads:  # refused without reading it: the refusal shows nothing
            reach.skip_fetch(response, url)
        client.expect_error(response, "feed_unreadable", "an address that serves no feed")
    if _feeds(client, spec):
        client.fail(response, "an address that serves no feed is not added")


def test_feed_entity_declarations_refused(
    user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A feed that declares entities (an entity-expansion bomb) is refused as unreadable
    (`x-feed-posting`: no XML parser sees the declaration) and no feed is added."""
    client = user_profile.client
    plain = rss("Corner Bakery", SITE, "&q;", [FIRST]).decode()
    head, rest = plain.split("?>", 1)
    declared = f'{head}?><!DOCTYPE rss [<!ENTITY q "{"Q" * 1000}">]>{rest}'
    feed_files.files["/entities.xml"] = declared.encode()
    url = feed_files.base_url + "/entities.xml"
    response = client.post(spec.operation(OperationId.ADD_FEED).path, json_body={"url": url})
    client.expect_error(response, "feed_unreadable", "a feed that declares entities is refused")
    if _feeds(client, spec):
        client.fail(response, "a feed that declares entities is not added")


def _nested(levels: int) -> bytes:
    """A feed whose channel description holds `levels` nested elements: its deepest element
    is `levels + 3` deep (rss > channel > description > ...)."""
    plain = rss("Corner Bakery", SITE, "NESTED", [FIRST]).decode()
    inner = "<b>" * levels + "x" + "</b>" * levels
    return plain.replace(
        "<description>NESTED</description>", f"<description>{inner}</description>"
    ).encode()


def test_feed_nesting_limit(
    user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A feed whose elements nest deeper than `x-feed-posting.maxNestingDepth` is refused as
    unreadable (631) and not added; one nested exactly that deep is read."""
    client = user_profile.client
    most = int(spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxNestingDepth"])
    feed_files.files["/deeper.xml"] = _nested(most - 2)
    feed_files.files["/deepest.xml"] = _nested(most - 3)
    path = spec.operation(OperationId.ADD_FEED).path
    url = feed_files.base_url + "/deeper.xml"
    response = client.post(path, json_body={"url": url})
    if not feed_files.reads:  # refused without reading it: the refusal shows nothing
        reach.skip_fetch(response, url)
    refused_rule = "a feed nesting its elements deeper than maxNestingDepth is refused"
    client.expect_error(response, "feed_unreadable", refused_rule)
    if _feeds(client, spec):
        client.fail(response, refused_rule + " and not added")
    response = client.post(path, json_body={"url": feed_files.base_url + "/deepest.xml"})
    client.expect_status(
        response, 200, "a feed nesting its elements exactly maxNestingDepth deep is read"
    )


def test_feed_limit_per_profile(
    user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A profile keeps at most `x-feed-posting.maxFeedsPerProfile` feeds: one more is refused
    (feed_limit_reached) until one is deleted."""
    client = user_profile.client
    most = int(spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxFeedsPerProfile"])
    feed_files.files["/news.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST])
    body = {"url": f"{feed_files.base_url}/news.xml"}
    added = [_add(client, spec, body, feed_files) for _ in range(most)]
    response = client.post(spec.operation(OperationId.ADD_FEED).path, json_body=body)
    client.expect_error(
        response, "feed_limit_reached", "a profile keeps at most maxFeedsPerProfile feeds"
    )
    if len(_feeds(client, spec)) != most:
        client.fail(response, "a profile keeps at most maxFeedsPerProfile feeds (get_feeds)")
    delete = spec.operation(OperationId.DELETE_FEED)
    client.request(delete.method.upper(), delete.path, json_body={"id": added[0]["id"]})
    _add(client, spec, body, feed_files)


def _padded(size: int) -> bytes:
    """An RSS feed of exactly `size` bytes (its description padded)."""
    bare = rss("Corner Bakery", SITE, "", [FIRST])
    return rss("Corner Bakery", SITE, "x" * (size - len(bare)), [FIRST])


def test_feed_size_limit(user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles) -> None:
    """A feed of exactly `x-feed-posting.maxFeedBytes` bytes is read; one byte more cannot be
    read (feed_unreadable)."""
    client = user_profile.client
    most = int(spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxFeedBytes"])
    feed_files.files["/max.xml"] = _padded(most)
    feed_files.files["/over.xml"] = _padded(most + 1)
    response = client.post(
        spec.operation(OperationId.ADD_FEED).path,
        json_body={"url": f"{feed_files.base_url}/max.xml"},
    )
    reach.fetch_not_made(response, "/max.xml", feed_files.reads)
    client.expect_status(response, 200, f"a feed of exactly maxFeedBytes ({most}) bytes is read")
    response = client.post(
        spec.operation(OperationId.ADD_FEED).path,
        json_body={"url": f"{feed_files.base_url}/over.xml"},
    )
    client.expect_error(
        response, "feed_unreadable", f"a feed over maxFeedBytes ({most}) bytes cannot be read"
    )


#: The read time the control lowers the limit to for the read that must succeed, and the
#: share of it that read takes (the source dribbles that long): well over half, so a server
#: stopping reads at half the limit refuses it, and well under the whole, so a loaded machine
#: still reads it in time (at 3 s, a loaded machine's fetch, child process start and parse
#: once passed the 1.2 s left).
UNDER_LIMIT_SECONDS = 8.0
UNDER_SHARE = 0.6
#: The lowered limit for the read that must fail, and how long that read's source dribbles.
OVER_LIMIT_SECONDS = 1.0
OVER_SPREAD_SECONDS = 3.0
READ_TIME_RULE = (
    "a feed read (fetch and parse) that takes longer than the read time in force "
    "(x-feed-posting.maxReadSeconds, lowered with set_transfer_limits) fails as unreadable"
)


@pytest.mark.control(ControlOperationId.SET_TRANSFER_LIMITS)
def test_feed_read_time_limit(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """`x-feed-posting.maxReadSeconds` driven on both sides with the control's lowered limit:
    a feed whose source takes 60 % of the limit to send it is read; one that takes three
    times the limit fails as unreadable (feed_unreadable); null gives the declared limit back."""
    client = user_profile.client
    declared = float(spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxReadSeconds"])
    feed_files.files["/steady.xml"] = rss("Steady Bakery", SITE, "Fresh bread", [FIRST])
    feed_files.files["/dribbling.xml"] = rss("Dribbling Bakery", SITE, "Fresh bread", [FIRST])
    feed_files.spread["/steady.xml"] = UNDER_LIMIT_SECONDS * UNDER_SHARE
    feed_files.spread["/dribbling.xml"] = OVER_SPREAD_SECONDS
    add = spec.operation(OperationId.ADD_FEED).path
    with profile_sandbox.transfer_limits(feedReadSeconds=UNDER_LIMIT_SECONDS):
        response = client.post(add, json_body={"url": f"{feed_files.base_url}/steady.xml"})
        reach.fetch_not_made(response, "/steady.xml", feed_files.reads)
        client.expect_status(
            response,
            200,
            f"a feed read within the read time in force ({UNDER_LIMIT_SECONDS:g} s, "
            "set_transfer_limits) is read",
        )
    with profile_sandbox.transfer_limits(feedReadSeconds=OVER_LIMIT_SECONDS):
        response = client.post(add, json_body={"url": f"{feed_files.base_url}/dribbling.xml"})
        reach.fetch_not_made(response, "/dribbling.xml", feed_files.reads)
        client.expect_error(response, "feed_unreadable", READ_TIME_RULE)
    restored = profile_sandbox.set_transfer_limits(feedReadSeconds=None)
    if restored.get("feedReadSeconds") != declared:
        client.fail(
            response,
            "set_transfer_limits with feedReadSeconds null gives x-feed-posting.maxReadSeconds "
            "back",
            f"declared {declared:g}; the control answered {dict(restored)!r}",
        )


def test_feed_text_length_limit(
    user_profile: UserProfile, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A feed title of exactly `x-feed-posting.maxTextLength` characters is kept whole; one
    character more is cut to `maxTextLength`."""
    client = user_profile.client
    most = int(spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxTextLength"])
    whole, longer = "W" * most, "L" * (most - 1) + "MN"
    for path, title, kept in (("/whole.xml", whole, whole), ("/long.xml", longer, longer[:most])):
        feed_files.files[path] = rss(title, SITE, "Fresh bread", [FIRST])
        response = client.post(
            spec.operation(OperationId.ADD_FEED).path,
            json_body={"url": f"{feed_files.base_url}{path}"},
        )
        reach.fetch_not_made(response, path, feed_files.reads)
        added = client.expect_status(response, 200, "add_feed reads the feed at the address")
        got = added.get("title") if isinstance(added, Mapping) else None
        if got != kept:
            client.fail(
                response,
                f"a feed text is cut to maxTextLength ({most}) characters",
                f"a title of {len(title)} characters answered as {len(str(got))}",
            )


def _posted(client: ApiClient, spec: ApiSpec, article: Article) -> bool:
    """Whether the profile's post history holds a post carrying the article's link."""
    response = client.get(spec.operation(OperationId.GET_POST_HISTORY).path)
    body = client.expect_status(response, 200, "get_post_history answers 200")
    return article.link in json.dumps(body)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK)
def test_feed_check_interval(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A new article is not posted one second before `x-feed-posting.checkSeconds` after the
    feed was added (its `created`), and is posted at it (the clock control reads the feeds a
    change makes due before it answers)."""
    client = user_profile.client
    posting = spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
    profile_sandbox.link(posting["networks"][0])
    feed_files.files["/news.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST])
    added = _add(client, spec, {"url": f"{feed_files.base_url}/news.xml"}, feed_files)
    feed_files.files["/news.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST, PLAIN])
    listed = {f.get("id"): f for f in _feeds(client, spec)}
    if added.get("id") not in listed:
        client.fail(
            client.get(spec.operation(OperationId.GET_FEEDS).path), "get_feeds lists an added feed"
        )
    created = parse_timestamp(str(listed[added.get("id")].get("created")))
    due = created + timedelta(seconds=int(posting["checkSeconds"]))
    before = profile_sandbox.now()
    try:
        profile_sandbox.set_clock(format_timestamp(due - timedelta(seconds=1)))
        response = client.get(spec.operation(OperationId.GET_FEEDS).path)
        if _posted(client, spec, PLAIN):
            client.fail(
                response, "no feed check before checkSeconds", "the article was posted earlier"
            )
        profile_sandbox.set_clock(format_timestamp(due))
        if not _posted(client, spec, PLAIN):
            client.fail(
                client.get(spec.operation(OperationId.GET_FEEDS).path),
                "a new article is posted at the check checkSeconds after the feed was added",
                f"no post carries {PLAIN.link} at {format_timestamp(due)}",
            )
    finally:
        profile_sandbox.set_clock(before)


def _event_errors(spec: ApiSpec, event: Any) -> list[str]:
    from jsonschema import Draft202012Validator, FormatChecker

    root = {"$ref": "#/components/schemas/FeedEvent", "components": spec.document["components"]}
    validator = Draft202012Validator(root, format_checker=FormatChecker())
    return [e.message for e in validator.iter_errors(event)]


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_feed_new_articles_posted(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    feed_files: FeedFiles,
    event_receiver: WebhookReceiver,
) -> None:
    """Articles present when the feed is added are not posted; each later one is posted at the
    next check (`x-feed-posting.checkSeconds` of the service clock) to the linked feed
    networks, the image-only networks only with an image, and fires a `FeedEvent`."""
    client = user_profile.client
    posting = spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
    network = posting["networks"][0]
    image_network = posting["networksNeedingImage"][0]
    for platform in (network, image_network):
        profile_sandbox.link(platform)
    url = f"{event_receiver.base_url}/feed"
    register = spec.operation(OperationId.REGISTER_WEBHOOK)
    response = client.post(register.path, json_body={"action": "feed", "url": url})
    hook = client.expect_status(response, 200, "register_webhook for the feed action")
    feed_files.files["/news.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST])
    address = f"{feed_files.base_url}/news.xml"
    added = _add(client, spec, {"url": address}, feed_files)
    feed_files.files["/news.xml"] = rss(
        "Corner Bakery", SITE, "Fresh bread", [FIRST, PLAIN, PICTURED]
    )
    moment = parse_timestamp(profile_sandbox.now()) + timedelta(seconds=posting["checkSeconds"])
    wait = current_profile().delivery_wait_seconds
    with profile_sandbox.clock_at(format_timestamp(moment)):
        got = event_receiver.wait_for(2, wait)
    rule = "each new article is posted at the next check and fires the feed webhook"
    if len(got) < 2:
        history_response = client.get(
            spec.operation(OperationId.GET_WEBHOOK_HISTORY).path, params={"action": "feed"}
        )
        client.fail(history_response, rule, f"{len(got)} feed deliveries within {wait:g} s")
    history_response, recorded = hook_history(client, spec, profile_sandbox, "feed", url, 2)
    events = [json.loads(d.body) for d in event_receiver.deliveries]
    events.sort(key=lambda e: str(e.get("itemId")))  # deliveries may arrive in any order
    items = [e.get("itemId") for e in events]
    unsent = still_queued(profile_sandbox, url)
    if items != [PLAIN.id, PICTURED.id] or unsent:
        client.fail(
            history_response,
            "only articles that appeared after the feed was added are posted, once each",
            f"feed events for {items}, {unsent} more queued",
        )
    for event in events:
        errors = _event_errors(spec, event)
        if errors:
            client.fail(history_response, "the feed delivery body matches FeedEvent", errors[0])
        named = (event.get("hookId"), event.get("url"), event.get("feedId"))
        if named != (hook.get("hookId"), url, added.get("id")):
            client.fail(
                history_response, "the feed event names the hook, url and feed", repr(event)
            )
    pictured = events[1]
    expected = {PLAIN.id: [network], PICTURED.id: sorted([network, image_network])}
    for event in events:
        if sorted(event.get("platforms") or []) != expected[event["itemId"]]:
            client.fail(
                history_response,
                "an article goes to the linked feed networks, the image-only ones only with an "
                "image (x-feed-posting)",
                f"{event['itemId']}: {event.get('platforms')}",
            )
    get_post = spec.operation(OperationId.GET_POST)
    path = get_post.path.replace("{id}", str(pictured.get("id")))
    response = client.get(path)
    post = client.expect_status(response, 200, "the post made from an article is readable")
    text = str(post.get("post") if isinstance(post, Mapping) else "")
    if PICTURED.title not in text or PICTURED.link not in text:
        client.fail(response, "the post of an article carries its title and link", text)
    if PICTURED.image not in (post.get("mediaUrls") or []):
        client.fail(response, "an image-only network's post carries the article's image")
    if len([e for e in recorded if e.get("hookId") == hook.get("hookId")]) < 2:
        client.fail(history_response, "history records the feed deliveries with their hookId")


def _posts_with(
    client: ApiClient, spec: ApiSpec, link: str
) -> tuple[httpx.Response, list[Mapping[str, Any]]]:
    """The post-history answer (its whole history) and its entries whose text carries
    ``link``."""
    response = client.get(
        spec.operation(OperationId.GET_POST_HISTORY).path, params={"lastDays": "0"}
    )
    body = client.expect_status(response, 200, "get_post_history answers 200")
    history = body.get("history") if isinstance(body, Mapping) else None
    entries = [e for e in history if isinstance(e, Mapping)] if isinstance(history, list) else []
    return response, [e for e in entries if link in str(e.get("post"))]


def _texts_with(client: ApiClient, spec: ApiSpec, link: str) -> list[str]:
    """The texts of the profile's posts that carry ``link``."""
    return [str(e.get("post")) for e in _posts_with(client, spec, link)[1]]


#: Titles with exactly `maxHashtags` (3) candidate words, and with one more (the shortest).
THREE_WORDS = Article("contract-h3", "Rye baking workshops tonight", SITE + "h3")
FOUR_WORDS = Article("contract-h4", "Sourdough pretzels weekend sale", SITE + "h4")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_feed_read_and_hashtag_limits(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A read keeps the newest `x-feed-posting.maxItemsPerRead` articles: of a feed added with
    one article more, the oldest is not seen, so the next check posts it while the last one
    kept stays seen (not posted). With `autoHashtag` a post gets at most `maxHashtags`
    hashtags, the title's words `auto_hashtags` chooses (the longest, longest first): a title
    with exactly that many candidates gets all, one with one more loses its shortest."""
    client = user_profile.client
    posting = spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
    most, tags = int(posting["maxItemsPerRead"]), int(posting["maxHashtags"])
    profile_sandbox.link(posting["networks"][0])
    old = [Article(f"contract-old-{n}", f"Old {n}", f"{SITE}old/{n}") for n in range(most + 1)]
    feed_files.files["/many.xml"] = rss("Corner Bakery", SITE, "Fresh bread", old)
    body = {"url": f"{feed_files.base_url}/many.xml", "autoHashtag": True}
    _add(client, spec, body, feed_files)
    # old[0] is the oldest: the one article past maxItemsPerRead; old[1] the oldest kept.
    later = [old[0], old[1], THREE_WORDS, FOUR_WORDS]
    feed_files.files["/many.xml"] = rss("Corner Bakery", SITE, "Fresh bread", later)
    moment = parse_timestamp(profile_sandbox.now()) + timedelta(seconds=posting["checkSeconds"])
    with profile_sandbox.clock_at(format_timestamp(moment)):
        response = client.get(spec.operation(OperationId.GET_FEEDS).path)
        dropped, kept = (
            _texts_with(client, spec, old[0].link),
            _texts_with(client, spec, old[1].link),
        )
        three, four = (_texts_with(client, spec, a.link) for a in (THREE_WORDS, FOUR_WORDS))
    if len(dropped) != 1 or kept:
        client.fail(
            response,
            f"a read keeps the newest maxItemsPerRead ({most}) articles",
            f"after a feed of {most + 1} was added, the next check posted the article past the "
            f"limit {len(dropped)} time(s) and the last one kept {len(kept)} time(s) "
            "(expected 1 and 0)",
        )
    expected = {
        THREE_WORDS.id: ("#workshops #tonight #baking", three),
        FOUR_WORDS.id: ("#sourdough #pretzels #weekend", four),
    }
    for article, (hashtags, texts) in expected.items():
        if len(texts) != 1:
            client.fail(
                response, "a new article is posted once at the next check", f"{article}: {texts}"
            )
        if not texts[0].endswith("\n\n" + hashtags):
            client.fail(
                response,
                f"autoHashtag adds at most maxHashtags ({tags}) hashtags, the title's longest "
                "candidate words, longest first",
                f"{article}: expected the text to end with {hashtags!r}, got {texts[0]!r}",
            )


#: A new article with an image and exactly `maxHashtags` candidate words in its title.
SETTLED = Article(
    "contract-s1", "Rye baking workshops tonight", SITE + "settled", SITE + "img/settled.jpg"
)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_feed_settings_apply_to_later_articles(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """Settings `update_feed` changes apply to the articles posted after it
    (components/schemas/feeds.yaml): with `autoHashtag` the post ends with the title's
    hashtags, with `useFirstImage` it carries the article's first image, on a network that
    needs none."""
    client = user_profile.client
    posting = spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
    profile_sandbox.link(posting["networks"][0])
    feed_files.files["/set.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST])
    added = _add(client, spec, {"url": f"{feed_files.base_url}/set.xml"}, feed_files)
    update = spec.operation(OperationId.UPDATE_FEED)
    settings = {"id": added.get("id"), "autoHashtag": True, "useFirstImage": True}
    response = client.request(update.method.upper(), update.path, json_body=settings)
    client.expect_status(response, 200, "update_feed changes the named settings")
    feed_files.files["/set.xml"] = rss("Corner Bakery", SITE, "Fresh bread", [FIRST, SETTLED])
    moment = parse_timestamp(profile_sandbox.now()) + timedelta(seconds=posting["checkSeconds"])
    with profile_sandbox.clock_at(format_timestamp(moment)):
        response, posts = _posts_with(client, spec, SETTLED.link)
    if len(posts) != 1:
        client.fail(response, "a new article is posted once at the next check", repr(posts))
    if not str(posts[0].get("post")).endswith("\n\n#workshops #tonight #baking"):
        client.fail(response, "autoHashtag set by update_feed applies to later articles")
    path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(posts[0].get("id")))
    response = client.get(path)
    post = client.expect_status(response, 200, "the post made from an article is readable")
    if SETTLED.image not in (post.get("mediaUrls") or []):
        client.fail(response, "useFirstImage set by update_feed applies to later articles")


CHANNEL = "https://www.youtube.com/channel/UCcontract0000000000000"
SHAPED = Article("yt:video:contract01", "How we shape baguettes", CHANNEL + "/v1")
#: A later video: YouTube gives its thumbnail (`media:thumbnail` in `media:group`).
SCORED = Article(
    "yt:video:contract02", "Scoring country loaves", CHANNEL + "/v2", SITE + "vi/v2.jpg"
)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_feed_youtube_thumbnail_and_deletion(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, feed_files: FeedFiles
) -> None:
    """A `youtube` feed (`FeedType`: a channel's Atom feed) answers the channel's title and
    link; a later video's `media:thumbnail` is its image (`x-feed-posting`), so it is posted to
    the image-only networks too. A deleted feed is not checked again and the posts made from it
    stay (`delete_feed`, spec/paths/feeds.yaml)."""
    client = user_profile.client
    posting = spec.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
    platforms = sorted([posting["networks"][0], posting["networksNeedingImage"][0]])
    for platform in platforms:
        profile_sandbox.link(platform)
    feed_files.files["/feeds/videos.xml"] = atom("Bakery Videos", CHANNEL, [SHAPED])
    address = f"{feed_files.base_url}/feeds/videos.xml?channel_id=UCcontract0000000000000"
    added = _add(client, spec, {"url": address, "type": "youtube"}, feed_files)
    if (added.get("title"), added.get("websiteLink")) != ("Bakery Videos", CHANNEL):
        client.fail(
            client.get(spec.operation(OperationId.GET_FEEDS).path),
            "add_feed answers a youtube feed's channel title and link",
            repr(added),
        )
    feed_files.files["/feeds/videos.xml"] = atom("Bakery Videos", CHANNEL, [SHAPED, SCORED])
    check = timedelta(seconds=posting["checkSeconds"])
    moment = parse_timestamp(profile_sandbox.now()) + check
    with profile_sandbox.clock_at(format_timestamp(moment)):
        response, posts = _posts_with(client, spec, SCORED.link)
        if len(posts) != 1 or sorted(posts[0].get("platforms") or []) != platforms:
            client.fail(
                response,
                "a video's media:thumbnail is its image: it goes to the image-only networks too",
                repr(posts)[:300],
            )
        delete = spec.operation(OperationId.DELETE_FEED)
        response = client.request(delete.method.upper(), delete.path, json_body={"id": added["id"]})
        client.expect_status(response, 200, "delete_feed deletes an added feed")
        feed_files.reads.clear()
        profile_sandbox.set_clock(format_timestamp(moment + check))
        if feed_files.reads:
            client.fail(response, "a deleted feed is not checked again", repr(feed_files.reads))
    get_post = spec.operation(OperationId.GET_POST)
    response = client.get(get_post.path.replace("{id}", str(posts[0].get("id"))))
    post = client.expect_status(response, 200, "the posts made from a deleted feed stay")
    if not isinstance(post, Mapping) or post.get("status") == "deleted":
        client.fail(response, "the posts made from a deleted feed stay", "it was deleted")
