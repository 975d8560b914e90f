"""Short link rules (Max Pack): create a link (`create_link` and the legacy `shorten_link` /
`short_link`), follow it (`GET` of `x-short-link.path` on this server: a redirect to the address
with its UTM parameters, the click recorded with the service clock, referring host, browser and
platform), and read its clicks (`get_link_analytics`, `list_link_analytics`, and on the
analytics paths the legacy `analytics_links`, clicks per platform, and `analytics_links_short`).
Links are stored in SQLite (store/links.py); the path form, redirect status, browser and
platform rules are read from the spec. A new link's body is read as the generated `LinkRequest`
(`Call.body_as`), parameters as the operation's generated parameters model (`Call.params_as`),
and answers are built as the generated models."""

from __future__ import annotations

import asyncio
import ipaddress
import re
import secrets
import string
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    LegacyLinkAnalytics,
    LegacyLinkEventStat,
    LegacyLinkStats,
    LegacyTimestamp,
    LinkAnalytics,
    LinkAnalyticsList,
    LinkCreated,
    LinkRequest,
    LinkShortened,
    LinkStats,
    ShortLinkAnalyticsList,
    ShortLinkStats,
)
from social_publishing_models.parameters import (
    AnalyticsLinksParameters,
    GetLinkAnalyticsParameters,
    ListLinkAnalyticsParameters,
)
from starlette.responses import Response

from spec_model.error_codes import ErrorCode
from spec_model.operation_facts import ShortLinkFacts, required

from ..errors import ApiError
from ..service import Call, RawJson, Service, list_answer_json
from ..store.links import ClickCounts, LinkRow

ID_ALPHABET = string.ascii_letters + string.digits
ID_LENGTH = 7
LEGACY_ANSWER: TypeAdapter[LegacyLinkAnalytics] = TypeAdapter(LegacyLinkAnalytics)


def facts(service: Service) -> ShortLinkFacts:
    """`x-short-link` of `create_link`, as the spec library read it."""
    return required(service.spec.operation_facts.short_link, "x-short-link on create_link")


def short_url(service: Service, base_url: str, link_id: str) -> str:
    return base_url + "/" + "/".join((*facts(service).prefix, link_id))


def new_link_id() -> str:
    """A fresh random short-link id (`ID_LENGTH` of `ID_ALPHABET`); the caller handles a
    collision (62^7 ids: rare)."""
    return "".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH))


def _timestamp(seconds: int) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def links_kept(service: Service, profile_id: int) -> int:
    """How many short links the profile keeps (against `shortLinksPerProfile`), read in the
    open transaction."""
    return service.store.short_links.count_of_profile(profile_id)


def _create(service: Service, call: Call) -> LinkRow:
    request = call.body_as(LinkRequest)
    sent = request.model_dump(by_alias=True)  # fields not sent (MISSING) are left out
    utm = [(name, str(sent[field])) for field, name in facts(service).utm_fields if field in sent]
    now = service.now_unix()
    while True:  # 62^7 ids: a collision is rare; draw again when it happens
        row = LinkRow(new_link_id(), call.profile.id, request.url, utm, now)
        with service.store.transaction():
            most = service.spec.facts.limits.raw["shortLinksPerProfile"]
            kept = links_kept(service, call.profile.id)
            if service.seams.limits.reached("shortLinksPerProfile", kept, most):
                raise ApiError(
                    ErrorCode.SHORT_LINK_LIMIT_REACHED,
                    f"The profile keeps {most} short links, the most it may (x-limits).",
                )
            if service.store.short_links.add(row):
                return row


async def create_link(service: Service, call: Call) -> LinkCreated:
    row = _create(service, call)
    sent = dict(row.utm)
    # The UTM fields echoed as sent (the links page's answer), by their spec names.
    utm: dict[str, Any] = {f: sent[n] for f, n in facts(service).utm_fields if n in sent}
    return LinkCreated(
        id=row.id,
        short_url=short_url(service, call.base_url, row.id),
        original_url=row.url,
        created=_timestamp(row.created),
        **utm,
    )


async def shorten_link(service: Service, call: Call) -> LinkShortened:
    """The legacy `/shorten` and `/short`: `create_link` with the shorter answer."""
    row = _create(service, call)
    return LinkShortened(short_url=short_url(service, call.base_url, row.id), original_url=row.url)


def _stats(
    service: Service, base_url: str, row: LinkRow, since: int | None, until: int | None
) -> LinkStats | None:
    """The link with its clicks in the window (None when a window is given and it has none)."""
    with service.store.transaction():
        counts = service.store.short_links.clicks(row.id, since, until)
    return _stats_of(service, base_url, row, counts, since, until)


def _stats_of(
    service: Service,
    base_url: str,
    row: LinkRow,
    counts: ClickCounts,
    since: int | None,
    until: int | None,
) -> LinkStats | None:
    if (since is not None or until is not None) and counts.total == 0:
        return None
    return LinkStats(
        id=row.id,
        short_url=short_url(service, base_url, row.id),
        original_url=row.url,
        created=_timestamp(row.created),
        total_clicks=counts.total,
        referer_counts=counts.referers,
        browser_counts=counts.browsers,
    )


async def get_link_analytics(service: Service, call: Call) -> LinkAnalytics:
    with service.store.transaction():
        row = service.store.short_links.get(call.params_as(GetLinkAnalyticsParameters).id)
    if row is None or row.profile_id != call.profile.id:
        raise ApiError(ErrorCode.LINK_NOT_FOUND)
    stats = _stats(service, call.base_url, row, None, None)
    assert stats is not None  # no click window: every link has its stats
    return LinkAnalytics(analytics=stats)


def _seconds(value: datetime | MISSING) -> int | None:
    return None if value is MISSING else int(value.timestamp())


async def list_link_analytics(service: Service, call: Call) -> RawJson:
    """Built and serialized in a worker thread: a profile may keep `shortLinksPerProfile`
    links (the store is used through its lock)."""
    return await asyncio.to_thread(_link_analytics_list, service, call)


def _link_analytics_list(service: Service, call: Call) -> RawJson:
    """Read without a write transaction (no write lock held over thousands of rows)."""
    links = service.store.short_links
    query = call.params_as(ListLinkAnalyticsParameters)
    created_from, created_to = _seconds(query.from_created_date), _seconds(query.to_created_date)
    rows = links.profile_links(call.profile.id, created_from, created_to)
    since, until = _seconds(query.from_click_date), _seconds(query.to_click_date)
    counts = links.click_counts([row.id for row in rows], since, until)
    found = [_stats_of(service, call.base_url, row, counts[row.id], since, until) for row in rows]
    analytics = [s for s in found if s is not None]
    return RawJson(list_answer_json(LinkAnalyticsList(analytics=[]), None, analytics))


async def analytics_links(service: Service, call: Call) -> RawJson:
    """The legacy GET /analytics/links: links created in the last `lastDays` days (service
    clock), each with its clicks per platform; none is refused with 186."""
    days = call.params_as(AnalyticsLinksParameters).last_days
    assert days is not None  # a query parameter is never null; its default when not sent
    now = service.now_unix()
    with service.store.transaction():
        rows = service.store.short_links.of_profile(call.profile.id, now - days * 86400, now)
        platforms = [service.store.short_links.platform_counts(row.id) for row in rows]
    if not rows:
        raise ApiError(
            ErrorCode.ANALYTICS_POST_NOT_FOUND,
            f"No short link was created in the last {days} day{'s' if days > 1 else ''}.",
        )
    answer = [
        LegacyLinkStats(
            link_event_stats=[
                LegacyLinkEventStat(count=count, platform=platform)
                for platform, count in counts.items()
            ],
            link=row.url,
            short_link=short_url(service, call.base_url, row.id),
            created=LegacyTimestamp(field_seconds=row.created, field_nanoseconds=0),
        )
        for row, counts in zip(rows, platforms, strict=True)
    ]
    return RawJson(LEGACY_ANSWER.dump_json(answer, by_alias=True))


async def analytics_links_short(service: Service, call: Call) -> ShortLinkAnalyticsList:
    """GET /analytics/links-short: every link of the profile with its clicks (no `id`)."""
    with service.store.transaction():
        rows = service.store.short_links.of_profile(call.profile.id, None, None)
    analytics = []
    for row in rows:
        stats = _stats(service, call.base_url, row, None, None)
        assert stats is not None  # no click window: every link has its stats
        analytics.append(
            ShortLinkStats(
                short_url=stats.short_url,
                original_url=stats.original_url,
                created=stats.created,
                total_clicks=stats.total_clicks,
                referer_counts=stats.referer_counts,
                browser_counts=stats.browser_counts,
            )
        )
    return ShortLinkAnalyticsList(analytics=analytics)


# -- following a short link -----------------------------------------------------------------------


def browser_of(service: Service, user_agent: str) -> str:
    rules = facts(service)
    return next(
        (name for marker, name in rules.browsers if marker in user_agent), rules.other_browser
    )


def platform_of(service: Service, user_agent: str) -> str:
    rules = facts(service)
    return next(
        (name for marker, name in rules.platforms if marker in user_agent), rules.other_platform
    )


#: A DNS name as a click may record it (RFC 1123 labels; at most 253 characters in all).
_HOST_NAME = re.compile(
    r"(?=.{1,253}\Z)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?\Z"
)


def referer_of(service: Service, referer: str | None) -> str:
    """The Referer's host, lowercased, when it is an IP address or a DNS name; otherwise (none,
    unreadable, or anything longer or stranger) the spec's `directReferer`."""
    try:
        host = urlsplit(referer).hostname if referer else None
    except ValueError:
        host = None
    if host and (_HOST_NAME.match(host) or _is_ip_address(host)):
        return host
    return facts(service).direct_referer


def _is_ip_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def destination(row: LinkRow) -> str:
    """The address with the link's UTM parameters appended to its query."""
    if not row.utm:
        return row.url
    parts = urlsplit(row.url)
    query = "&".join(q for q in (parts.query, urlencode(row.utm)) if q)
    return urlunsplit(parts._replace(query=query))


def follow(service: Service, link_id: str, headers: Mapping[str, str]) -> Response:
    """Record the click (service clock, referring host, browser) and redirect."""
    with service.store.transaction():
        row = service.store.short_links.get(link_id)
        if row is None:
            raise ApiError(ErrorCode.LINK_NOT_FOUND)
        service.store.short_links.add_click(
            row.id,
            service.now_unix(),
            referer_of(service, headers.get("referer")),
            browser_of(service, headers.get("user-agent", "")),
            platform_of(service, headers.get("user-agent", "")),
        )
    return Response(
        status_code=facts(service).redirect_status,
        headers={"Location": destination(row), "Cache-Control": "no-store"},
    )
