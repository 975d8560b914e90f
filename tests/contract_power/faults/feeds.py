"""Faults the rules of `contract_tests/test_rules_feeds.py` must catch."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from reference_server.seams import FeedChecks, FeedRules, LimitRules
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import LimitNeverReached, asks, sent_again_late, with_seams
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    body_rewritten,
    declare,
    each_entry,
    fields_ignored,
    on,
    refusal_accepted,
    refusal_recoded,
    succeeded,
    without,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

FEED_PATH = "/feed"
POSTING = SPEC.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
MAX_FEED_BYTES = int(POSTING["maxFeedBytes"])
MAX_TEXT_LENGTH = int(POSTING["maxTextLength"])
MAX_NESTING = int(POSTING["maxNestingDepth"])
CHECK_SECONDS = int(POSTING["checkSeconds"])
MAX_ITEMS = int(POSTING["maxItemsPerRead"])
MAX_HASHTAGS = int(POSTING["maxHashtags"])


@fault("test_feed_unknown_id_refused", "of an unknown feed id")
@refusal_accepted(
    ErrorCode.FEED_NOT_FOUND,
    lambda request: {"status": "success", "id": (request.json() or {}).get("id")},
    where=lambda request: request.path == FEED_PATH and request.method in ("PUT", "DELETE"),
)
def feed_unknown_id_success() -> None:
    """update_feed and delete_feed answer success for an id of no feed."""


def _posting(parts: ServerParts, change: Callable[[Any], Any]) -> ServerParts:
    """The feed schedule's facts (`rules.feeds.Posting`) as ``change`` makes them."""
    feeds = parts.seams.feeds

    class Changed(FeedRules):
        def posting(self, declared: Any) -> Any:
            return change(feeds.posting(declared))

    return with_seams(parts, feeds=Changed(feeds.checks, feeds.run))


@fault("test_feed_new_articles_posted", "the image-only ones only with an", parts=True)
def feed_image_networks_always(parts: ServerParts) -> ServerParts:
    """The feed schedule posts every article to the image-only networks too, image or not."""
    return _posting(
        parts,
        lambda rules: replace(
            rules, networks=rules.networks + rules.image_networks, image_networks=()
        ),
    )


@fault("test_feed_new_articles_posted", "are posted, once each", parts=True)
def feed_event_sent_again_late(parts: ServerParts) -> ServerParts:
    """An article's `feed` event is queued twice, the second sent 2 s later (after any pause a
    rule could afford)."""
    return sent_again_late(parts, lambda queued: queued.get("action") == "feed")


async def _parse_here(function: Callable[..., Any], *args: Any, timeout: float) -> Any:
    """A parse run in the server process (the isolated parser's children would unpickle the
    fault's checks from this module; here they are the server's own objects)."""
    return function(*args)


class _EntitiesParsed(FeedChecks):
    def refuse_entity_declarations(self, data: bytes) -> None:
        return None


@fault(
    "test_feed_entity_declarations_refused", "a feed that declares entities is refused", parts=True
)
def feed_entities_parsed(parts: ServerParts) -> ServerParts:
    """Entity declarations of a feed reach the parser (the refusal before parsing is gone).
    Parsing runs in the server process here."""
    return with_seams(parts, feeds=FeedRules(_EntitiesParsed(), _parse_here))


@fault(
    "test_feed_limit_per_profile", "a profile keeps at most maxFeedsPerProfile feeds", parts=True
)
def feed_limit_ignored(parts: ServerParts) -> ServerParts:
    """A profile keeps as many feeds as it adds (`maxFeedsPerProfile` is not enforced)."""
    return with_seams(parts, limits=LimitNeverReached("maxFeedsPerProfile"))


def _read_limits(parts: ServerParts, **changes: int) -> ServerParts:
    """Replace the feed read limits of `x-feed-posting` (`feeds.posting`) with ``changes``."""
    return _posting(parts, lambda rules: replace(rules, read=replace(rules.read, **changes)))


@fault("test_feed_size_limit", "a feed over maxFeedBytes", parts=True)
def feed_size_limit_raised(parts: ServerParts) -> ServerParts:
    """A feed one byte over `maxFeedBytes` is still read (the limit is off by one)."""
    return _read_limits(parts, max_bytes=MAX_FEED_BYTES + 1)


@fault("test_feed_size_limit", "a feed of exactly maxFeedBytes", parts=True)
def feed_size_limit_lowered(parts: ServerParts) -> ServerParts:
    """A feed of exactly `maxFeedBytes` cannot be read (the limit is off by one)."""
    return _read_limits(parts, max_bytes=MAX_FEED_BYTES - 1)


@fault("test_feed_text_length_limit", "a feed text is cut to maxTextLength", parts=True)
def feed_text_limit_raised(parts: ServerParts) -> ServerParts:
    """Feed texts one character over `maxTextLength` are kept whole."""
    return _read_limits(parts, max_text=MAX_TEXT_LENGTH + 1)


@fault("test_feed_text_length_limit", "a feed text is cut to maxTextLength", parts=True)
def feed_text_limit_lowered(parts: ServerParts) -> ServerParts:
    """Feed texts of exactly `maxTextLength` characters are cut by one."""
    return _read_limits(parts, max_text=MAX_TEXT_LENGTH - 1)


class _NestingUnlimited(FeedChecks):
    def refuse_deep_nesting(self, data: bytes, most: int) -> None:
        return None


@fault("test_feed_nesting_limit", "deeper than maxNestingDepth is refused", parts=True)
def feed_nesting_unlimited(parts: ServerParts) -> ServerParts:
    """A feed nesting its elements deeper than `maxNestingDepth` is parsed (the refusal before
    parsing is gone). Parsing runs in the server process here."""
    return with_seams(parts, feeds=FeedRules(_NestingUnlimited(), _parse_here))


@fault("test_feed_nesting_limit", "exactly maxNestingDepth deep is read", parts=True)
def feed_nesting_limit_lowered(parts: ServerParts) -> ServerParts:
    """A feed nesting its elements exactly `maxNestingDepth` deep is refused (the limit is
    off by one)."""
    return _read_limits(parts, max_nesting=MAX_NESTING - 1)


def _check_interval(parts: ServerParts, seconds: int) -> ServerParts:
    """Schedule feed checks every ``seconds`` instead of `x-feed-posting.checkSeconds`."""
    return _posting(parts, lambda rules: replace(rules, check_seconds=seconds))


@fault("test_feed_check_interval", "no feed check before checkSeconds", parts=True)
def feed_checked_early(parts: ServerParts) -> ServerParts:
    """Feeds are checked one second before `checkSeconds` has passed."""
    return _check_interval(parts, CHECK_SECONDS - 1)


@fault("test_feed_check_interval", "a new article is posted at the check", parts=True)
def feed_checked_late(parts: ServerParts) -> ServerParts:
    """Feeds are checked one second after `checkSeconds` has passed."""
    return _check_interval(parts, CHECK_SECONDS + 1)


@fault("test_feed_read_and_hashtag_limits", "a read keeps the newest maxItemsPerRead", parts=True)
def feed_read_one_item_more(parts: ServerParts) -> ServerParts:
    """A read keeps one article more than `maxItemsPerRead`."""
    return _read_limits(parts, max_items=MAX_ITEMS + 1)


@fault("test_feed_read_and_hashtag_limits", "a read keeps the newest maxItemsPerRead", parts=True)
def feed_read_one_item_less(parts: ServerParts) -> ServerParts:
    """A read keeps one article less than `maxItemsPerRead`."""
    return _read_limits(parts, max_items=MAX_ITEMS - 1)


def _hashtags(parts: ServerParts, most: int) -> ServerParts:
    """Add up to ``most`` hashtags to an article's post instead of `maxHashtags`."""
    return _posting(parts, lambda rules: replace(rules, max_hashtags=most))


@fault("test_feed_read_and_hashtag_limits", "autoHashtag adds at most maxHashtags", parts=True)
def feed_hashtag_one_more(parts: ServerParts) -> ServerParts:
    """An article's post gets one hashtag more than `maxHashtags`."""
    return _hashtags(parts, MAX_HASHTAGS + 1)


@fault("test_feed_read_and_hashtag_limits", "autoHashtag adds at most maxHashtags", parts=True)
def feed_hashtag_one_less(parts: ServerParts) -> ServerParts:
    """An article's post gets one hashtag less than `maxHashtags` (a title with exactly that
    many candidate words loses one)."""
    return _hashtags(parts, MAX_HASHTAGS - 1)


# -- the read time (x-feed-posting.maxReadSeconds, lowered by set_transfer_limits) --------------
TRANSFER_LIMITS_PATH = "/_sandbox/transfer-limits"


class _DeclaredReadTime(LimitRules):
    def feed_read_seconds(self, in_force: float, declared: float) -> float:
        return declared


@fault(
    "test_feed_read_time_limit",
    "takes longer than the read time in force (x-feed-posting.maxReadSeconds",
    parts=True,
)
def feed_read_time_ignored(parts: ServerParts) -> ServerParts:
    """Feed reads are held to the declared `maxReadSeconds` whatever the control lowered it to
    (the profile's own limit is stored and answered, never applied)."""
    return with_seams(parts, limits=_DeclaredReadTime())


class _HalfTheReadTime(LimitRules):
    def feed_read_seconds(self, in_force: float, declared: float) -> float:
        return in_force / 2


@fault("test_feed_read_time_limit", "a feed read within the read time in force", parts=True)
def feed_read_time_early(parts: ServerParts) -> ServerParts:
    """A feed read is stopped at half the read time in force (the fetch given half, the other
    half kept for the parse)."""
    return with_seams(parts, limits=_HalfTheReadTime())


@fault("test_feed_read_time_limit", "with feedReadSeconds null gives x-feed-posting.maxReadSeconds")
@body_rewritten(
    on("POST", TRANSFER_LIMITS_PATH), lambda sent: {k: v for k, v in sent.items() if v is not None}
)
def transfer_limits_null_kept() -> None:
    """set_transfer_limits takes a null as "unchanged": the lowered limit stays in force."""


# -- writes answered as done and never applied (read-back rules) ---------------------------------
add_feed_ignored = write_ignored(
    OperationId.ADD_FEED,
    caught_by=fault(
        "test_feed_added_from_what_it_serves", "add_feed answers the served feed's title"
    ),
)
update_feed_ignored = write_ignored(
    OperationId.UPDATE_FEED,
    caught_by=fault(
        "test_feed_added_from_what_it_serves",
        "update_feed changes the named settings (get_feeds shows them)",
    ),
)
delete_feed_ignored = write_ignored(
    OperationId.DELETE_FEED,
    caught_by=fault(
        "test_feed_added_from_what_it_serves",
        "delete_feed deletes an added feed (get_feeds no longer lists it)",
    ),
)


for _setting in ("autoHashtag", "useFirstImage"):
    declare(
        globals(),
        f"feed_update_{_setting.lower()}_ignored",
        f"update_feed ignores `{_setting}`: later articles are posted without it.",
        fields_ignored(on("PUT", FEED_PATH), _setting),
        fault(
            "test_feed_settings_apply_to_later_articles",
            f"{_setting} set by update_feed applies to later articles",
        ),
    )


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("feed_title_not_read",
     ("test_feed_added_from_what_it_serves", "add_feed answers the served feed's title"),
     answer_rewritten(on("POST", FEED_PATH), lambda body: {**body, "title": ""}, status=succeeded),
     "add_feed answers without the feed's title (as if it were never read)."),
    ("feed_unreadable_generic", ("test_feed_unreadable_refused", "an address that serves no feed"),
     refusal_recoded(
         on("POST", FEED_PATH), (ErrorCode.FEED_UNREADABLE,), ErrorCode.INVALID_REQUEST
     ),
     "add_feed refuses an address that serves no feed with invalid_request, not 631."),
    ("feed_image_not_listed",
     ("test_feed_added_from_what_it_serves", "get_feeds lists the feed's own image"),
     answer_rewritten(
         on("GET", FEED_PATH), each_entry("feeds", without("image")), status=succeeded
     ),
     "get_feeds lists no feed's own image."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))


# -- a YouTube channel's feed: its videos' thumbnails, and its deletion --------------------------
YOUTUBE_RULE = "test_feed_youtube_thumbnail_and_deletion"


async def _parse_without_groups(
    function: Callable[..., Any], data: bytes, *args: Any, timeout: float
) -> Any:
    return function(re.sub(rb"<media:group>.*?</media:group>", b"", data, flags=re.S), *args)


@fault(YOUTUBE_RULE, "a video's media:thumbnail is its image", parts=True)
def feed_grouped_thumbnail_ignored(parts: ServerParts) -> ServerParts:
    """A thumbnail inside `media:group` (a YouTube video's) is not an article's image (parsing
    runs in the server process here)."""
    return with_seams(parts, feeds=FeedRules(parts.seams.feeds.checks, _parse_without_groups))


@fault(YOUTUBE_RULE, "a deleted feed is not checked again", parts=True)
def feed_deleted_still_checked(parts: ServerParts) -> ServerParts:
    """delete_feed takes the feed off the profile but leaves it scheduled (moved to the
    Primary Profile, whose feeds the schedule reads)."""

    def make(delete_feed: Callable[..., Any]) -> Callable[..., Any]:
        async def unlisted(service: Any, call: Any) -> Any:
            feeds, store = service.store.feeds, service.store
            with store.transaction():
                row = feeds.get(call.profile.id, str(call.body.get("id")))
            answer = await delete_feed(service, call)
            with store.transaction():
                if row is not None:
                    feeds.add(replace(row, profile_id=store.profiles.primary_profile().id))
            return answer

        return unlisted

    return replace(parts, handlers=parts.handlers.replacing(OperationId.DELETE_FEED, make))


@fault(YOUTUBE_RULE, "the posts made from a deleted feed stay")
@exchange
async def feed_posts_deleted_with_it(request: Request, call: Call) -> Response:
    """delete_feed deletes the profile's posts with the feed (those made from it included)."""
    response = await call(request)
    if asks(request, "DELETE", FEED_PATH) and response.status == 200:
        history = SPEC.operation(OperationId.GET_POST_HISTORY).path
        listed = await call(replace(request, method="GET", path=history, query=[], body=b""))
        ids = [e["id"] for e in (listed.json() or {}).get("history") or []]
        if ids:
            await call(replace(request, path="/post").with_json({"bulk": ids}))
    return response


@fault("test_feed_added_from_what_it_serves", "add_feed's settings not sent default to false")
@body_rewritten(on("POST", FEED_PATH), lambda sent: {"useFirstImage": True, **sent})
def feed_first_image_by_default() -> None:
    """add_feed takes `useFirstImage` as true when it is not sent."""
