"""Faults the rules of `contract_tests/test_rules_analytics.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    failure_answered_ok,
    fields_ignored,
    on,
    refusal_accepted,
    refusal_recoded,
)


@fault("test_unknown_post_analytics_refused", "analytics of an unknown Post ID")
@refusal_accepted(
    ErrorCode.ANALYTICS_POST_NOT_FOUND,
    lambda request: {"status": "success", "id": str((request.json() or {}).get("id"))},
    where=on("POST", "/analytics/post"),
)
def analytics_unknown_post_empty() -> None:
    """get_post_analytics answers an unknown Post ID with an empty success."""


@fault("test_post_analytics_partial", "the others make the answer partial")
@answer_rewritten(
    on("POST", "/analytics/post"),
    lambda body: (
        {k: v for k, v in body.items() if k != "errors"} | {"status": "success"}
        if body.get("status") == "partial"
        else body
    ),
)
def analytics_partial_as_success() -> None:
    """get_post_analytics hides the networks without analytics (`success`, no errors)."""


@fault("test_post_analytics_partial", "post analytics by Social Post ID (searchPlatformId)")
@fields_ignored(on("POST", "/analytics/post"), "searchPlatformId")
def analytics_social_id_ignored() -> None:
    """get_post_analytics ignores `searchPlatformId` (always looks up a Post ID)."""


@fault("test_social_analytics_options_exclusive", "refuse daily together with period60Days")
@fields_ignored(
    lambda request: (
        isinstance(b := request.json(), dict)
        and bool(b.get("daily"))
        and asks(request, "POST", "/analytics/social")
    ),
    "period60Days",
)
def social_analytics_options_both() -> None:
    """get_social_analytics accepts `daily` with `period60Days` (drops `period60Days`)."""


@fault("test_social_analytics_options_exclusive", "an X user lookup for another network")
@refusal_recoded(
    on("POST", "/analytics/social"), (ErrorCode.USER_LOOKUP_X_ONLY,), ErrorCode.INVALID_REQUEST
)
def social_analytics_lookup_x_only_generic() -> None:
    """get_social_analytics refuses an X user lookup for another network with 101, not 438."""


@fault("test_social_analytics_lookup_refuses_profile_key", "X user lookup sent with a Profile-Key")
@fields_ignored(on("POST", "/analytics/social"), "userId", "userName")
def social_analytics_lookup_ignored() -> None:
    """get_social_analytics ignores `userId`/`userName`."""


@fault("test_social_analytics_partial", "an unlinked one makes them partial")
@answer_rewritten(
    on("POST", "/analytics/social"),
    lambda body: (
        {**body, "status": "success", "errors": []} if body.get("status") == "partial" else body
    ),
)
def social_analytics_unlinked_dropped() -> None:
    """get_social_analytics answers only the linked networks, silently (`success`)."""


@fault("test_post_analytics_answer_network_metrics", "answer the metrics the network holds")
@exchange
async def analytics_metrics_inflated(request: Request, call: Call) -> Response:
    """get_post_analytics reports every count one higher than the network holds."""
    response = await call(request)
    body = response.json()
    if asks(request, "POST", "/analytics/post") and isinstance(body, dict):
        for value in body.values():
            metrics = value.get("analytics") if isinstance(value, dict) else None
            if isinstance(metrics, dict):
                for name, count in metrics.items():
                    if isinstance(count, int):
                        metrics[name] = count + 1
        response = response.with_json(body)
    return response


@fault("test_post_analytics_partial", "where no requested network answers")
@failure_answered_ok(on("POST", "/analytics/post"))
def analytics_failure_answered_ok() -> None:
    """Post analytics that no requested network answered are sent with HTTP 200."""


@fault("test_post_analytics_partial", "a Social Post ID is looked up on the network named only")
@refusal_accepted(
    ErrorCode.ANALYTICS_POST_NOT_FOUND,
    lambda request: {"status": "success", "id": str((request.json() or {}).get("id"))},
    where=lambda r: asks(r, "POST", "/analytics/post") and "searchPlatformId" in (r.json() or {}),
)
def analytics_social_id_any_network() -> None:
    """get_post_analytics answers a Social Post ID unknown on the network named as found."""


@fault("test_post_analytics_partial", "a post not yet published has no analytics")
@failure_answered_ok(
    lambda r: asks(r, "POST", "/analytics/post") and "platforms" not in (r.json() or {})
)
def analytics_unpublished_answered_ok() -> None:
    """Post analytics of a post not yet published (no `platforms` asked) are sent as HTTP 200."""


_OWNERS: dict[str, str] = {}


@fault("test_post_analytics_partial", "another profile's Post ID is unknown")
@exchange
async def analytics_of_any_profile(request: Request, call: Call) -> Response:
    """get_post_analytics finds the posts of every profile, not only the acting profile's."""
    response = await call(request)
    owner, body, sent = request.header("profile-key"), response.json(), request.json() or {}
    if asks(request, "POST", "/post") and owner and isinstance(body, dict):
        _OWNERS.update({str(result.get("id")): owner for result in body.get("posts") or [body]})
    found = _OWNERS.get(str(sent.get("id"))) if asks(request, "POST", "/analytics/post") else None
    if found and error_code(response) == ErrorCode.ANALYTICS_POST_NOT_FOUND:
        response = await call(request.with_header("profile-key", found))
    return response


@fault("test_social_analytics_partial", "account analytics where no requested network answers")
@failure_answered_ok(on("POST", "/analytics/social"))
def social_analytics_failure_answered_ok() -> None:
    """Account analytics that no requested network answered are sent with HTTP 200."""
