"""Faults the rules of `contract_tests/test_rules_feeds.py` must catch."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    ASGIApp,
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import write_ignored

FEED_PATH = "/feed"


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


@fault("test_feed_new_articles_posted", "the image-only ones only with an")
def feed_image_networks_always(app: ASGIApp) -> ASGIApp:
    """The feed schedule posts every article to the image-only networks too, image or not."""
    from reference_server.rules import feeds

    original = feeds.posting

    def posting(service: Any) -> Any:
        rules = original(service)
        return replace(rules, networks=rules.networks + rules.image_networks, image_networks=())

    feeds.posting = posting
    return app


@fault("test_feed_entity_declarations_refused", "a feed that declares entities is refused")
def feed_entities_parsed(app: ASGIApp) -> ASGIApp:
    """Entity declarations of a feed reach the parser (the refusal before parsing is gone).
    Parsing runs in the server process here: the isolated parser's forkserver children import
    feed_reader afresh and would still refuse."""
    from reference_server import feed_reader, isolated_parse

    async def run_here(
        self: isolated_parse.IsolatedParser, function: Any, *args: Any, timeout: float
    ) -> Any:
        return function(*args)

    feed_reader.refuse_entity_declarations = lambda data: None
    isolated_parse.IsolatedParser.run = run_here  # type: ignore[method-assign]
    return app


@fault("test_feed_limit_per_profile", "a profile keeps at most maxFeedsPerProfile feeds")
def feed_limit_ignored(app: ASGIApp) -> ASGIApp:
    """A profile keeps as many feeds as it adds (`maxFeedsPerProfile` is not enforced)."""
    from reference_server.rules import feeds

    feeds._check_room = lambda *args, **kwargs: None
    return app


# -- writes answered as done and never applied (read-back rules) ---------------------------------
add_feed_ignored = write_ignored(
    "add_feed",
    caught_by=fault(
        "test_feed_added_from_what_it_serves", "add_feed answers the served feed's title"
    ),
)
update_feed_ignored = write_ignored(
    "update_feed",
    caught_by=fault(
        "test_feed_added_from_what_it_serves",
        "update_feed changes the named settings (get_feeds shows them)",
    ),
)
delete_feed_ignored = write_ignored(
    "delete_feed",
    caught_by=fault(
        "test_feed_added_from_what_it_serves",
        "delete_feed deletes an added feed (get_feeds no longer lists it)",
    ),
)
