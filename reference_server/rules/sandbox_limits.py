"""Test-control operations that reach the spec's limits quickly (sandbox.yaml): the calling
address's failed-authentication limit (`set_auth_failure_limit`, `x-auth-failure-limit`), the
acting profile's feed read time and upload size (`set_transfer_limits`, `transfer_limits.py`),
and bulk short links and User Profiles (`seed_short_links`, `seed_profiles`,
`remove_seeded_profiles`, `x-limits`: written in a worker thread in parts of `SEED_PART`
rows, each its own transaction, a refused seed undoing its parts). Bodies are checked
against sandbox.yaml by the HTTP layer (`http/operations.py`) before a handler runs, and read
as their generated models (`social_publishing_models.sandbox`), whose answer models they
answer with; `rules.sandbox` lists these handlers with its own.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import Callable
from typing import Any

from pydantic import MISSING
from social_publishing_models import (
    AuthFailureLimitChange,
    AuthFailureLimitSetting,
    SeedCount,
    Seeded,
    TransferLimitsChange,
)

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import ControlOperationId

from ..errors import ApiError
from ..service import Call, Service, model_data
from ..store import hand_over
from . import transfer_limits
from .links import new_link_id


async def set_auth_failure_limit(service: Service, call: Call) -> dict[str, Any]:
    """The limit of the calling address, or of the one `address` names (the control is
    refused to an address that used up its failures, so another one puts it back)."""
    change = call.body_as(AuthFailureLimitChange)
    host = call.client
    if change.address is not MISSING:
        try:
            host = str(ipaddress.ip_address(change.address))
        except ValueError:
            raise ApiError(
                ErrorCode.INVALID_REQUEST, f"address {change.address!r} is not an IP address."
            ) from None
    address, limit = service.auth_throttle.set_limit(host, change.max)
    setting: dict[str, Any] = model_data(AuthFailureLimitSetting(address=address, max=limit))
    return setting


async def set_transfer_limits(service: Service, call: Call) -> dict[str, Any]:
    change = call.body_as(TransferLimitsChange)
    limits = transfer_limits.change(
        service, call.profile.id, change.feed_read_seconds, change.upload_max_bytes
    )
    return limits.answer()


def _seeded(count: int, total: int) -> dict[str, Any]:
    """The answer of a seed or a removal: `count` rows made or removed, `total` kept now."""
    answer: dict[str, Any] = model_data(Seeded(count=count, total=total))
    return answer


#: Most rows one transaction of a seed or a removal writes: the store's lock is held that
#: long (a few milliseconds), so a seed of thousands runs in a worker thread in parts,
#: requests served between.
SEED_PART = 100


def _in_parts(
    count: int, step: Callable[[int, int], int | None], undo: Callable[[], None]
) -> int | None:
    """Run `step(n, still_to_come)` (one transaction creating `n` rows, refused with None
    when `n` plus the rows still to come would pass the limit) for `count` rows in parts of
    at most `SEED_PART`; the last part's total, or None after `undo` removed the parts made
    when one was refused (other requests took the room meanwhile): nothing is created."""
    done, total = 0, None
    while True:
        n = min(SEED_PART, count - done)
        total = step(n, count - done - n)
        if total is None:
            if done:
                undo()
            return None
        done += n
        if done >= count:
            return total
        hand_over()


async def seed_short_links(service: Service, call: Call) -> dict[str, Any]:
    count = call.body_as(SeedCount).count
    most = int(service.spec.facts.limits.raw["shortLinksPerProfile"])
    profile_id, now = call.profile.id, service.now_unix()
    made: list[str] = []

    def step(n: int, later: int) -> int | None:
        with service.store.transaction():
            return service.store.short_links.seed(
                profile_id, n, most - later, now, new_link_id, made
            )

    def undo() -> None:
        with service.store.transaction():
            service.store.short_links.remove(made)

    total = await asyncio.to_thread(_in_parts, count, step, undo)
    if total is None:
        raise ApiError(
            ErrorCode.SHORT_LINK_LIMIT_REACHED,
            f"{count} more short links would take the profile over {most} (x-limits).",
        )
    return _seeded(count, total)


async def seed_profiles(service: Service, call: Call) -> dict[str, Any]:
    count = call.body_as(SeedCount).count
    most = int(service.spec.facts.limits.raw["profilesPerAccount"])
    created_ms = int(service.now().timestamp() * 1000)
    made: list[int] = []

    def step(n: int, later: int) -> int | None:
        with service.store.transaction():
            return service.store.profiles.seed_profiles(n, most - later, created_ms, made)

    def undo() -> None:
        with service.store.transaction():
            service.store.profiles.remove_profiles(made)

    total = await asyncio.to_thread(_in_parts, count, step, undo)
    if total is None:
        raise ApiError(
            ErrorCode.PROFILE_LIMIT_REACHED,
            f"{count} more User Profiles would take the account over {most} (x-limits).",
        )
    return _seeded(count, total)


async def remove_seeded_profiles(service: Service, call: Call) -> dict[str, Any]:
    return await asyncio.to_thread(_remove_seeded_profiles, service)


def _remove_seeded_profiles(service: Service) -> dict[str, Any]:
    """Delete the seeded User Profiles in parts of `SEED_PART` (in a worker thread)."""
    with service.store.transaction():
        ids = service.store.profiles.seeded_profile_ids()
    removed = 0
    for start in range(0, len(ids), SEED_PART):
        with service.store.transaction():
            removed += service.store.profiles.remove_profiles(ids[start : start + SEED_PART])
        hand_over()
    with service.store.transaction():
        total = service.store.profiles.remove_seeded_profiles()[1]  # and any seeded meanwhile
    return _seeded(removed, total)


#: The handler of each of these operations (joined into `rules.sandbox.HANDLERS`).
HANDLERS = {
    ControlOperationId.SET_AUTH_FAILURE_LIMIT: set_auth_failure_limit,
    ControlOperationId.SET_TRANSFER_LIMITS: set_transfer_limits,
    ControlOperationId.SEED_SHORT_LINKS: seed_short_links,
    ControlOperationId.SEED_PROFILES: seed_profiles,
    ControlOperationId.REMOVE_SEEDED_PROFILES: remove_seeded_profiles,
}
