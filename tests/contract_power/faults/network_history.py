"""Faults the rules of `contract_tests/test_rules_network_history.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    accepted_refused,
    body_rewritten,
    filter_ignored,
    on,
    refusal_accepted,
    without,
)


def _network_history(request: Request) -> bool:
    """A GET of the history by network (`/history/<network name>`)."""
    parts = request.path.strip("/").split("/")
    return (
        request.method == "GET"
        and len(parts) == 2
        and parts[0] == "history"
        and parts[1] in SPEC.facts.platforms
    )


def _network_posts_changed(
    response: Response, change: Callable[[list[Any]], list[Any]]
) -> Response:
    body = response.json()
    if response.status == 200 and isinstance(body, dict) and isinstance(body.get("posts"), list):
        response = response.with_json({**body, "posts": change(body["posts"])})
    return response


@fault("test_network_history_lists_published_posts", "newest first")
@exchange
async def network_history_oldest_first(request: Request, call: Call) -> Response:
    """The history by network lists the network's posts oldest first."""
    response = await call(request)
    if _network_history(request):
        response = _network_posts_changed(response, lambda posts: posts[::-1])
    return response


@fault(
    "test_network_history_lists_published_posts",
    "the history by network's analytics are those get_post_analytics answers",
)
@exchange
async def network_history_analytics_dropped(request: Request, call: Call) -> Response:
    """The history by network leaves out every post's analytics, skipAnalytics or not."""
    response = await call(request)
    if _network_history(request):
        response = _network_posts_changed(
            response,
            lambda posts: [{k: v for k, v in p.items() if k != "analytics"} for p in posts],
        )
    return response


@fault("test_network_history_lists_published_posts", "skipAnalytics=true leaves out")
@filter_ignored(_network_history, "skipAnalytics")
def network_history_skip_analytics_ignored() -> None:
    """The history by network ignores skipAnalytics."""


@fault("test_network_history_pages", "next pages through every post of the network once")
@filter_ignored(_network_history, "next")
def network_history_next_ignored() -> None:
    """The history by network ignores `next`: every page is the first one."""


def _no_posts(request: Request) -> dict[str, Any]:
    """An empty history of the request's network."""
    platform = request.path.rstrip("/").rsplit("/", 1)[1]
    stamp = "2026-11-22T18:00:00Z"
    return {
        "status": "success",
        "platform": platform,
        "posts": [],
        "lastUpdated": stamp,
        "nextUpdate": stamp,
    }


@fault("test_network_history_unsupported_networks", "not in HistoryNetwork) is refused")
@refusal_accepted(ErrorCode.NETWORK_NOT_SUPPORTED, _no_posts, where=_network_history)
def network_history_unsupported_answered() -> None:
    """A network without a history by network (gmb, reddit, telegram) answers an empty list."""


@fault("test_network_history_facebook_filters", "since and until keep the Facebook posts")
@filter_ignored(_network_history, "since", "until")
def network_history_days_ignored() -> None:
    """The history by network ignores since and until."""


@fault("test_network_history_facebook_filters", "pagePublished=true leaves out visitors' posts")
@filter_ignored(_network_history, "pagePublished")
def network_history_page_published_ignored() -> None:
    """The history by network ignores pagePublished."""


@fault("test_network_history_facebook_filters", "dataType keeps the stories or the posts only")
@filter_ignored(_network_history, "dataType")
def network_history_data_type_ignored() -> None:
    """The history by network ignores dataType."""


@fault("test_network_history_filters_of_other_networks", "does not apply to is refused")
@refusal_accepted(ErrorCode.PARAMETER_NOT_FOR_NETWORK, _no_posts, where=_network_history)
def network_history_filters_anywhere() -> None:
    """The history by network ignores a filter sent for another network."""


@fault("test_network_history_x_user_lookup", "refuses a Profile-Key")
@exchange
async def network_history_lookup_with_profile_key(request: Request, call: Call) -> Response:
    """An X user lookup sent with a Profile-Key acts for the Primary Profile instead."""
    if _network_history(request) and any(k in ("userId", "userName") for k, _ in request.query):
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_network_history_x_user_lookup", "lists that user's posts")
@exchange
async def network_history_lookup_same_user(request: Request, call: Call) -> Response:
    """Every X user lookup reads the same account (the value looked up is ignored)."""
    if _network_history(request):
        query = [(k, "someone" if k == "userName" else v) for k, v in request.query]
        request = replace(request, query=query)
    return await call(request)


@fault("test_network_history_of_x_with_its_headers", "the history of X, sent with the X headers")
@accepted_refused(
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    lambda request: request.method == "GET" and request.path == "/history/twitter",
)
def network_history_x_refused_with_headers() -> None:
    """X's history by network is refused (419) even with the X own-credential headers."""


@fault("test_network_history_facebook_filters", "faceBookOptions.stories) is a story")
@body_rewritten(on("POST", "/post"), without("faceBookOptions"))
def service_story_published_as_post() -> None:
    """A post sent with `faceBookOptions.stories` is published as an ordinary post."""


@fault("test_network_history_facebook_filters", "dataType keeps Instagram's stories or posts")
@filter_ignored(lambda request: request.path == "/history/instagram", "dataType")
def instagram_data_type_ignored() -> None:
    """The history of Instagram ignores `dataType`."""
