"""Test-control operations that reach the spec's limits quickly (sandbox.yaml): the calling
address's failed-authentication limit (`set_auth_failure_limit`, `x-auth-failure-limit`), the
acting profile's feed read time and upload size (`set_transfer_limits`, `transfer_limits.py`),
and bulk short links and User Profiles (`seed_short_links`, `seed_profiles`,
`remove_seeded_profiles`, `x-limits`). Bodies are checked against sandbox.yaml by the HTTP
layer (`http/operations.py`) before a handler runs, and read as their generated models
(`social_publishing_models.sandbox`); `rules.sandbox` lists these handlers with its own.
"""

from __future__ import annotations

import ipaddress
from typing import Any

from pydantic import MISSING
from social_publishing_models import AuthFailureLimitChange, SeedCount, TransferLimitsChange

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import ControlOperationId

from .. import transfer_limits
from ..errors import ApiError
from ..service import Call, Service
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
    return {"address": address, "max": limit}


async def set_transfer_limits(service: Service, call: Call) -> dict[str, Any]:
    change = call.body_as(TransferLimitsChange)
    limits = transfer_limits.change(
        service, call.profile.id, change.feed_read_seconds, change.upload_max_bytes
    )
    return limits.answer()


async def seed_short_links(service: Service, call: Call) -> dict[str, Any]:
    count = call.body_as(SeedCount).count
    most = int(service.spec.facts.limits.raw["shortLinksPerProfile"])
    with service.store.transaction():
        total = service.store.short_links.seed(
            call.profile.id, count, most, service.now_unix(), new_link_id
        )
    if total is None:
        raise ApiError(
            ErrorCode.SHORT_LINK_LIMIT_REACHED,
            f"{count} more short links would take the profile over {most} (x-limits).",
        )
    return {"count": count, "total": total}


async def seed_profiles(service: Service, call: Call) -> dict[str, Any]:
    count = call.body_as(SeedCount).count
    most = int(service.spec.facts.limits.raw["profilesPerAccount"])
    created_ms = int(service.now().timestamp() * 1000)
    with service.store.transaction():
        total = service.store.profiles.seed_profiles(count, most, created_ms)
    if total is None:
        raise ApiError(
            ErrorCode.PROFILE_LIMIT_REACHED,
            f"{count} more User Profiles would take the account over {most} (x-limits).",
        )
    return {"count": count, "total": total}


async def remove_seeded_profiles(service: Service, call: Call) -> dict[str, Any]:
    with service.store.transaction():
        removed, total = service.store.profiles.remove_seeded_profiles()
    return {"count": removed, "total": total}


#: The handler of each of these operations (joined into `rules.sandbox.HANDLERS`).
HANDLERS = {
    ControlOperationId.SET_AUTH_FAILURE_LIMIT: set_auth_failure_limit,
    ControlOperationId.SET_TRANSFER_LIMITS: set_transfer_limits,
    ControlOperationId.SEED_SHORT_LINKS: seed_short_links,
    ControlOperationId.SEED_PROFILES: seed_profiles,
    ControlOperationId.REMOVE_SEEDED_PROFILES: remove_seeded_profiles,
}
