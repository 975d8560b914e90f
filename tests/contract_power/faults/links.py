"""Faults the rules of `contract_tests/test_rules_links.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlencode

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks, without_query
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    answer_rewritten,
    body_rewritten,
    declare,
    documented_success,
    each_entry,
    filter_ignored,
    on,
    refusal_accepted,
    request_rewritten,
    under,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


_is_short_link = under("GET", "/l/")


@fault("test_short_link_redirects_with_utm", "redirects to the address with the UTM parameters")
@exchange
async def short_link_utm_dropped(request: Request, call: Call) -> Response:
    """Following a short link redirects to the address without its UTM parameters."""
    response = await call(request)
    location = response.header("location")
    if _is_short_link(request) and location:
        kept = [(k, v) for k, v in parse_qsl(location.partition("?")[2].partition("#")[0], True)]
        base, _, rest = location.partition("?")
        fragment = rest.partition("#")[2]
        query = urlencode([(k, v) for k, v in kept if not k.startswith("utm_")])
        bare = base + (f"?{query}" if query else "") + (f"#{fragment}" if fragment else "")
        response = response.with_header("location", bare)
    return response


@fault("test_link_clicks_counted", "another profile's link is not found", parts=True)
def link_analytics_any_profile(parts: ServerParts) -> ServerParts:
    """get_link_analytics answers any profile's link."""

    def make(get_link_analytics: Callable[..., Any]) -> Callable[..., Any]:
        async def any_profile(service: Any, call: Any) -> Any:
            with service.store.transaction():
                row = service.store.short_links.get(call.path_params["id"])
            if row is not None:
                profiles = service.store.profiles.user_profiles()
                call.profile = next(p for p in profiles if p.id == row.profile_id)
            return await get_link_analytics(service, call)

        return any_profile

    return replace(parts, handlers=parts.handlers.replacing(OperationId.GET_LINK_ANALYTICS, make))


@fault("test_legacy_short_paths", "redirects to the address with the UTM parameters")
@body_rewritten(
    on("POST", "/shorten", "/short"),
    lambda body: {k: v for k, v in body.items() if not k.startswith("utm")},
)
def legacy_short_utm_ignored() -> None:
    """The legacy /shorten and /short drop the UTM parameters of the body."""


@fault("test_analytics_links_short", "analytics_links_short lists the links as list_link_analytic")
@answer_rewritten(
    on("GET", "/analytics/links-short"),
    each_entry(
        "analytics",
        lambda item: {**item, "totalClicks": 0, "refererCounts": {}, "browserCounts": {}},
    ),
)
def links_short_clicks_dropped() -> None:
    """analytics_links_short answers every link without its clicks."""


@fault("test_analytics_links_legacy", "analytics_links counts each link's clicks per platform")
@exchange
async def legacy_links_platforms_lumped(request: Request, call: Call) -> Response:
    """analytics_links counts every click under one platform."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/analytics/links") and isinstance(body, list):
        for item in body:
            total = sum(int(s.get("count", 0)) for s in item.get("linkEventStats") or [])
            lumped = [{"count": total, "event": "CLICK", "platform": "OTHER"}] if total else []
            item["linkEventStats"] = lumped
        response = response.with_json(body)
    return response


@fault("test_analytics_links_legacy", "analytics_links: no link is 186")
@exchange
async def legacy_links_empty_answered(request: Request, call: Call) -> Response:
    """analytics_links answers an empty list instead of code 186."""
    response = await call(request)
    missing = error_code(response) == ErrorCode.ANALYTICS_POST_NOT_FOUND
    if asks(request, "GET", "/analytics/links") and missing:
        response = response.with_json([], 200)
    return response


@fault("test_analytics_links_last_days", "analytics_links leaves out links older than lastDays")
@exchange
async def legacy_links_window_widened(request: Request, call: Call) -> Response:
    """analytics_links looks back twice `lastDays` days (at most 30)."""
    days = dict(request.query).get("lastDays", "")
    if asks(request, "GET", "/analytics/links") and days.isdigit():
        widened = [("lastDays", str(min(30, 2 * int(days))))]
        request = replace(request, query=[*without_query(request, "lastDays").query, *widened])
    return await call(request)


@fault("test_analytics_links_last_days", "analytics_links keeps a link created within lastDays")
@exchange
async def legacy_links_created_shifted(request: Request, call: Call) -> Response:
    """analytics_links answers `created._seconds` an hour after the link was created."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/analytics/links") and isinstance(body, list):
        for item in body:
            stamp = item.get("created") or {}
            item["created"] = {**stamp, "_seconds": int(stamp.get("_seconds", 0)) + 3600}
        response = response.with_json(body)
    return response


# -- writes answered as done and never applied (read-back rules) ---------------------------------
create_link_ignored = write_ignored(
    OperationId.CREATE_LINK,
    caught_by=fault("test_created_link_read_back and create_link", "create_link is read back"),
)
shorten_link_ignored = write_ignored(
    OperationId.SHORTEN_LINK,
    caught_by=fault("test_created_link_read_back and shorten_link", "shorten_link is read back"),
)
short_link_ignored = write_ignored(
    OperationId.SHORT_LINK,
    caught_by=fault("test_created_link_read_back and short_link", "short_link is read back"),
)


@fault("test_short_link_redirects_with_utm", "create_link echoes each UTM field")
@answer_field_dropped(
    lambda request: request.method == "POST" and request.path == "/links",
    "utmId",
    "utmSource",
    "utmMedium",
    "utmCampaign",
    "utmTerm",
    "utmContent",
)
def link_created_without_utm() -> None:
    """create_link answers without echoing the UTM fields sent."""


_listing_links = on("GET", "/links")


def _ftp_link(request: Request) -> bool:
    body = request.json()
    return asks(request, "POST", "/links") and str((body or {}).get("url", "")).startswith("ftp:")


def _times_only(request: Request) -> Request:
    """The window bounds that are no time left out of the query."""
    kept = [(k, v) for k, v in request.query if not k.endswith("Date") or v[:1].isdigit()]
    return replace(request, query=kept)


_MADE = {"status": "success", "id": "none000", "url": "https://shop.example/"}
for _name, _test, _rule, _shape, _doc in (
    ("unknown_short_address_served", "test_unknown_link_not_found",
     "an unknown short address is not found (440)",
     refusal_accepted(ErrorCode.LINK_NOT_FOUND, _MADE, where=_is_short_link),
     "Following an unknown short address answers 200 instead of 440"),
    ("link_to_other_scheme_accepted", "test_link_request_refused and address",
     "a value that is not http(s) is refused",
     refusal_accepted(ErrorCode.INVALID_REQUEST, _MADE, where=_ftp_link),
     "create_link answers success for an address that is not http(s)"),
    ("link_window_not_a_time_ignored", "test_link_request_refused and date",
     "a value that is no time is refused", request_rewritten(_listing_links, _times_only),
     "list_link_analytics ignores a window bound that is no time instead of refusing it"),
    ("link_from_created_ignored", "test_link_created_window", "fromCreatedDate keeps",
     filter_ignored(_listing_links, "fromCreatedDate"),
     "list_link_analytics ignores `fromCreatedDate`"),
    ("link_to_created_ignored", "test_link_created_window", "toCreatedDate keeps",
     filter_ignored(_listing_links, "toCreatedDate"),
     "list_link_analytics ignores `toCreatedDate`"),
    ("links_listed_newest_first", "test_link_created_window", "lists the links oldest first",
     answer_rewritten(_listing_links, lambda b: {**b, "analytics": b.get("analytics", [])[::-1]}),
     "list_link_analytics lists the links newest first"),
):  # fmt: skip
    declare(globals(), _name, f"{_doc}.", _shape, fault(_test, _rule))


_LINK_OWNERS: set[str] = set()


@fault("test_link_created_window", "lists only the acting profile's links")
@exchange
async def links_listed_of_every_profile(request: Request, call: Call) -> Response:
    """list_link_analytics lists the links of every profile that made a request so far."""
    key = request.header("profile-key")
    if key is not None:
        _LINK_OWNERS.add(key)
    response = await call(request)
    body = response.json()
    if not (_listing_links(request) and response.status == 200 and isinstance(body, dict)):
        return response
    listed = list(body.get("analytics", []))
    for owner in sorted(_LINK_OWNERS - {key or ""}):
        theirs = await call(request.with_header("profile-key", owner))
        other = theirs.json()
        if theirs.status == 200 and isinstance(other, dict):
            listed += other.get("analytics", [])
    return response.with_json({**body, "analytics": listed})


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("short_link_referer_ignored",
     ("test_link_clicks_counted", "count each click per referring host and browser"),
     request_rewritten(_is_short_link, lambda request: request.with_header("referer", None)),
     "Clicks are recorded without their Referer (every click counted as direct)."),
    ("link_click_window_ignored",
     ("test_link_click_window", "counts only the clicks in the click window"),
     filter_ignored(on("GET", "/links"), "fromClickDate", "toClickDate"),
     "list_link_analytics ignores fromClickDate and toClickDate."),
    ("legacy_links_last_days_ignored",
     ("test_analytics_links_last_days", "analytics_links keeps a link created within lastDays"),
     filter_ignored(on("GET", "/analytics/links"), "lastDays"),
     "analytics_links ignores lastDays (always the default window)."),
    ("unknown_link_answered",
     ("test_unknown_link_not_found", "an unknown link id is refused with 440"),
     refusal_accepted(ErrorCode.LINK_NOT_FOUND, documented_success(OperationId.GET_LINK_ANALYTICS)),
     "get_link_analytics of an unknown link id answers a link's analytics (the documented "
     "example) instead of code 440."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
