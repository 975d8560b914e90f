"""Faults the rules of `contract_tests/test_rules_feeds.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    asks,
    returning,
)
from tests.contract_power.faults.exchange import (
    SPEC,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import write_ignored

if TYPE_CHECKING:
    from reference_server.overrides import Overrides

FEED_PATH = "/feed"
POSTING = SPEC.operation(OperationId.ADD_FEED).raw["x-feed-posting"]
MAX_FEED_BYTES = int(POSTING["maxFeedBytes"])
MAX_TEXT_LENGTH = int(POSTING["maxTextLength"])
MAX_NESTING = int(POSTING["maxNestingDepth"])
CHECK_SECONDS = int(POSTING["checkSeconds"])
MAX_ITEMS = int(POSTING["maxItemsPerRead"])
MAX_HASHTAGS = int(POSTING["maxHashtags"])


@fault("test_feed_added_from_what_it_serves", "add_feed answers the served feed's title")
@exchange
async def feed_title_not_read(request: Request, call: Call) -> Response:
    """add_feed answers without the feed's title (as if it were never read)."""
    response = await call(request)
    body = response.json()
    if asks(request, "POST", FEED_PATH) and response.status == 200 and isinstance(body, dict):
        return response.with_json({**body, "title": ""})
    return response


@fault("test_feed_unknown_id_refused", "of an unknown feed id")
@exchange
async def feed_unknown_id_success(request: Request, call: Call) -> Response:
    """update_feed and delete_feed answer success for an id of no feed."""
    response = await call(request)
    sent = request.json()
    if (
        asks(request, "PUT", FEED_PATH) or asks(request, "DELETE", FEED_PATH)
    ) and response.status == 404:
        feed_id = sent.get("id") if isinstance(sent, dict) else None
        answer = {"status": "success", "id": feed_id}
        if request.method == "PUT":
            answer.update(autoHashtag=False, useFirstImage=False)
        return response.with_json(answer, status=200)
    return response


@fault("test_feed_unreadable_refused", "an address that serves no feed")
@exchange
async def feed_unreadable_generic(request: Request, call: Call) -> Response:
    """add_feed refuses an address that serves no feed with invalid_request, not 631."""
    response = await call(request)
    body = response.json()
    if (
        asks(request, "POST", FEED_PATH)
        and isinstance(body, dict)
        and body.get("code") == int(ErrorCode.FEED_UNREADABLE)
    ):
        return response.with_json({**body, "code": int(ErrorCode.INVALID_REQUEST)})
    return response


@fault("test_feed_new_articles_posted", "the image-only ones only with an", override=True)
def feed_image_networks_always(overrides: Overrides) -> None:
    """The feed schedule posts every article to the image-only networks too, image or not."""

    def make(posting: Callable[..., Any]) -> Callable[..., Any]:
        def every_network(service: Any) -> Any:
            rules = posting(service)
            return replace(rules, networks=rules.networks + rules.image_networks, image_networks=())

        return every_network

    overrides.replace("feeds.posting", make)


@fault(
    "test_feed_entity_declarations_refused",
    "a feed that declares entities is refused",
    override=True,
)
def feed_entities_parsed(overrides: Overrides) -> None:
    """Entity declarations of a feed reach the parser (the refusal before parsing is gone).
    Parsing runs in the server process here: the isolated parser's worker processes start
    without the server's overrides and would still refuse."""

    async def run_here(parser: Any, function: Any, *args: Any, timeout: float) -> Any:
        return function(*args)

    overrides.replace("feeds.refuse_entity_declarations", returning(None))
    overrides.replace("parsing.isolated_run", lambda original: run_here)


@fault(
    "test_feed_limit_per_profile", "a profile keeps at most maxFeedsPerProfile feeds", override=True
)
def feed_limit_ignored(overrides: Overrides) -> None:
    """A profile keeps as many feeds as it adds (`maxFeedsPerProfile` is not enforced)."""
    overrides.replace("feeds.check_room", returning(None))


def _read_limits(overrides: Overrides, **changes: int) -> None:
    """Replace the feed read limits of `x-feed-posting` (`feeds.posting`) with ``changes``."""

    def make(posting: Callable[..., Any]) -> Callable[..., Any]:
        def changed(service: Any) -> Any:
            rules = posting(service)
            return replace(rules, read=replace(rules.read, **changes))

        return changed

    overrides.replace("feeds.posting", make)


@fault("test_feed_size_limit", "a feed over maxFeedBytes", override=True)
def feed_size_limit_raised(overrides: Overrides) -> None:
    """A feed one byte over `maxFeedBytes` is still read (the limit is off by one)."""
    _read_limits(overrides, max_bytes=MAX_FEED_BYTES + 1)


@fault("test_feed_size_limit", "a feed of exactly maxFeedBytes", override=True)
def feed_size_limit_lowered(overrides: Overrides) -> None:
    """A feed of exactly `maxFeedBytes` cannot be read (the limit is off by one)."""
    _read_limits(overrides, max_bytes=MAX_FEED_BYTES - 1)


@fault("test_feed_text_length_limit", "a feed text is cut to maxTextLength", override=True)
def feed_text_limit_raised(overrides: Overrides) -> None:
    """Feed texts one character over `maxTextLength` are kept whole."""
    _read_limits(overrides, max_text=MAX_TEXT_LENGTH + 1)


@fault("test_feed_text_length_limit", "a feed text is cut to maxTextLength", override=True)
def feed_text_limit_lowered(overrides: Overrides) -> None:
    """Feed texts of exactly `maxTextLength` characters are cut by one."""
    _read_limits(overrides, max_text=MAX_TEXT_LENGTH - 1)


@fault("test_feed_nesting_limit", "deeper than maxNestingDepth is refused", override=True)
def feed_nesting_unlimited(overrides: Overrides) -> None:
    """A feed nesting its elements deeper than `maxNestingDepth` is parsed (the refusal before
    parsing is gone). Parsing runs in the server process here: the isolated parser's child
    processes start without the server's overrides and would still refuse."""

    async def run_here(parser: Any, function: Any, *args: Any, timeout: float) -> Any:
        return function(*args)

    overrides.replace("feeds.refuse_deep_nesting", returning(None))
    overrides.replace("parsing.isolated_run", lambda original: run_here)


@fault("test_feed_nesting_limit", "exactly maxNestingDepth deep is read", override=True)
def feed_nesting_limit_lowered(overrides: Overrides) -> None:
    """A feed nesting its elements exactly `maxNestingDepth` deep is refused (the limit is
    off by one)."""
    _read_limits(overrides, max_nesting=MAX_NESTING - 1)


def _check_interval(overrides: Overrides, seconds: int) -> None:
    """Schedule feed checks every ``seconds`` instead of `x-feed-posting.checkSeconds`."""

    def make(posting: Callable[..., Any]) -> Callable[..., Any]:
        def changed(service: Any) -> Any:
            return replace(posting(service), check_seconds=seconds)

        return changed

    overrides.replace("feeds.posting", make)


@fault("test_feed_check_interval", "no feed check before checkSeconds", override=True)
def feed_checked_early(overrides: Overrides) -> None:
    """Feeds are checked one second before `checkSeconds` has passed."""
    _check_interval(overrides, CHECK_SECONDS - 1)


@fault("test_feed_check_interval", "a new article is posted at the check", override=True)
def feed_checked_late(overrides: Overrides) -> None:
    """Feeds are checked one second after `checkSeconds` has passed."""
    _check_interval(overrides, CHECK_SECONDS + 1)


@fault(
    "test_feed_read_and_hashtag_limits", "a read keeps the newest maxItemsPerRead", override=True
)
def feed_read_one_item_more(overrides: Overrides) -> None:
    """A read keeps one article more than `maxItemsPerRead`."""
    _read_limits(overrides, max_items=MAX_ITEMS + 1)


@fault(
    "test_feed_read_and_hashtag_limits", "a read keeps the newest maxItemsPerRead", override=True
)
def feed_read_one_item_less(overrides: Overrides) -> None:
    """A read keeps one article less than `maxItemsPerRead`."""
    _read_limits(overrides, max_items=MAX_ITEMS - 1)


def _hashtags(overrides: Overrides, most: int) -> None:
    """Add up to ``most`` hashtags to an article's post instead of `maxHashtags`."""

    def make(posting: Callable[..., Any]) -> Callable[..., Any]:
        def changed(service: Any) -> Any:
            return replace(posting(service), max_hashtags=most)

        return changed

    overrides.replace("feeds.posting", make)


@fault("test_feed_read_and_hashtag_limits", "autoHashtag adds at most maxHashtags", override=True)
def feed_hashtag_one_more(overrides: Overrides) -> None:
    """An article's post gets one hashtag more than `maxHashtags`."""
    _hashtags(overrides, MAX_HASHTAGS + 1)


@fault("test_feed_read_and_hashtag_limits", "autoHashtag adds at most maxHashtags", override=True)
def feed_hashtag_one_less(overrides: Overrides) -> None:
    """An article's post gets one hashtag less than `maxHashtags` (a title with exactly that
    many candidate words loses one)."""
    _hashtags(overrides, MAX_HASHTAGS - 1)


# -- the read time (x-feed-posting.maxReadSeconds, lowered by set_transfer_limits) --------------
MAX_READ_SECONDS = float(POSTING["maxReadSeconds"])
TRANSFER_LIMITS_PATH = "/_sandbox/transfer-limits"


@fault(
    "test_feed_read_time_limit",
    "takes longer than the read time in force (x-feed-posting.maxReadSeconds",
    override=True,
)
def feed_read_time_ignored(overrides: Overrides) -> None:
    """Feed reads are held to the declared `maxReadSeconds` whatever the control lowered it to
    (the profile's own limit is stored and answered, never applied)."""
    overrides.replace("limits.feed_read_seconds", returning(MAX_READ_SECONDS))


@fault("test_feed_read_time_limit", "a feed read within the read time in force", override=True)
def feed_read_time_early(overrides: Overrides) -> None:
    """A feed read is stopped at half the read time in force (the fetch given half, the other
    half kept for the parse)."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        return lambda service, profile_id: original(service, profile_id) / 2

    overrides.replace("limits.feed_read_seconds", make)


@fault("test_feed_read_time_limit", "with feedReadSeconds null gives x-feed-posting.maxReadSeconds")
@exchange
async def transfer_limits_null_kept(request: Request, call: Call) -> Response:
    """set_transfer_limits takes a null as "unchanged": the lowered limit stays in force."""
    sent = request.json()
    if asks(request, "POST", TRANSFER_LIMITS_PATH) and isinstance(sent, dict):
        request = request.with_json({k: v for k, v in sent.items() if v is not None})
    return await call(request)


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
