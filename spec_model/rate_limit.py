"""`x-rate-limit`: the per-profile request window, the headers that report it, and the
suspension of a User Profile answered 429 too often (`suspension`), read and checked at load."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .loader import SpecLoadError

if TYPE_CHECKING:
    from .catalogue import Catalogue

POINTER = "#/x-rate-limit"


@dataclass(frozen=True)
class Suspension:
    """`x-rate-limit.suspension`: a User Profile answered 429 `after` times within
    `within_seconds` is refused with `error_code` (HTTP 403) for `within_seconds` after the
    answer that reached the count."""

    after: int
    within_seconds: int
    error_code: int
    sources: tuple[str, ...]


@dataclass(frozen=True)
class RateLimit:
    """`x-rate-limit`: the per-profile request window and the headers that report it."""

    window_seconds: int
    max_header: str
    count_header: str
    error_code: int
    published_max: int
    sources: tuple[str, ...]
    conflict: str | None
    reference_server_max: int
    suspension: Suspension | None = None


def read_rate_limit(raw: Mapping[str, Any], catalogue: Catalogue) -> RateLimit:
    """`x-rate-limit`, checked: the two header names differ (case-insensitively) and its
    error code is catalogued with HTTP 429."""
    headers = raw["headers"]
    if str(headers["max"]).lower() == str(headers["count"]).lower():
        raise SpecLoadError(f"{POINTER}/headers: max and count name the same header")
    entry = catalogue.get(int(raw["errorCode"]))
    if entry is not None and entry.status != 429:
        raise SpecLoadError(
            f"{POINTER}/errorCode: code {entry.code} is catalogued with HTTP "
            f"{entry.status}, not 429"
        )
    conflict = raw.get("conflict")
    suspension = raw.get("suspension")
    return RateLimit(
        window_seconds=int(raw["windowSeconds"]),
        max_header=str(headers["max"]),
        count_header=str(headers["count"]),
        error_code=int(raw["errorCode"]),
        published_max=int(raw["publishedMaxPerWindow"]),
        sources=tuple(str(s) for s in raw["sources"]),
        conflict=str(conflict) if conflict is not None else None,
        reference_server_max=int(raw["referenceServerMaxPerWindow"]),
        suspension=_suspension(suspension, catalogue) if suspension is not None else None,
    )


def _suspension(raw: Mapping[str, Any], catalogue: Catalogue) -> Suspension:
    """`x-rate-limit.suspension`, checked: a count and a window of at least one, and its error
    code catalogued with HTTP 403."""
    after, hours = int(raw["after"]), int(raw["withinHours"])
    if after < 1 or hours < 1:
        raise SpecLoadError(f"{POINTER}/suspension: after and withinHours must be 1 or more")
    entry = catalogue.get(int(raw["errorCode"]))
    if entry is not None and entry.status != 403:
        raise SpecLoadError(
            f"{POINTER}/suspension/errorCode: code {entry.code} is catalogued with HTTP "
            f"{entry.status}, not 403"
        )
    return Suspension(
        after=after,
        within_seconds=hours * 3600,
        error_code=int(raw["errorCode"]),
        sources=tuple(str(s) for s in raw["sources"]),
    )
