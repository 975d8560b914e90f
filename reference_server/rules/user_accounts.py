"""The user sub-resources: the account's batch export of every profile's user record
(`get_user_batch`, the file served under `/batch/users/`), the linked Pinterest account's boards
(`get_pinterest_boards`), updates of the Google Business Profile location
(`update_network_account`) and the X users looked up this month (`get_user_lookups`, recorded by
`record_x_lookup` from the operations that look X users up). The location update is read as
the generated `NetworkAccountUpdate` (`Call.body_as`), with the fields the schema tolerates
unnamed kept as the model's extras: the stored location takes the update as sent. Answers are
built as their generated models."""

from __future__ import annotations

import hashlib
import json
import secrets
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from social_publishing_models import (
    GbpLocation,
    Gmb,
    NetworkAccountUpdate,
    NetworkAccountUpdated,
    PinterestBoard,
    PinterestBoards,
    UpdateNetworkAccountParameters,
    UserBatch,
    UserLookups,
    XUserLookup,
)
from starlette.responses import Response

from spec_model import format_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service, model_data
from ..store.rows import LinkRow
from ..store.user_accounts import BatchFileRow
from .user import account_of, get_user

#: How often a new export file may be made (DOCS batch-all-users: every 3 hours).
BATCH_EVERY = timedelta(hours=3)
#: When the file can be read after it is made (DOCS example: 5 minutes).
BATCH_AVAILABLE_AFTER = timedelta(minutes=5)
#: How long the file's address works (DOCS: 7 days).
BATCH_EXPIRES_AFTER = timedelta(days=7)
#: Where the reference server serves the export files, under its base address.
BATCH_ROUTE = "/batch/users"

#: The network a `PATCH /user/{platform}` path value updates (DOCS: `gbp` is Google Business
#: Profile, linked as `gmb`).
UPDATABLE_NETWORKS = {"gbp": Network.GMB}
#: The operation whose `x-update-limits` hold Google's rolling limits on some location fields
#: (DOCS update-user: phoneNumbers, 5 per 24 h).
UPDATE_OPERATION = OperationId.UPDATE_NETWORK_ACCOUNT

#: Words the sandbox Pinterest boards are named from.
BOARD_TOPICS = ("ideas", "recipes", "travel", "products", "inspiration", "events", "team")
BOARD_PRIVACY: tuple[Literal["PUBLIC", "PROTECTED", "SECRET"], ...] = (
    "PUBLIC",
    "PROTECTED",
    "SECRET",
)


# -- batch export -------------------------------------------------------------------------------


def _batch_answer(call: Call, batch: BatchFileRow) -> UserBatch:
    made = datetime.fromtimestamp(batch.created, UTC)
    return UserBatch(
        url=f"{call.base_url}{BATCH_ROUTE}/{batch.name}",
        url_available=made + BATCH_AVAILABLE_AFTER,
        url_expires=made + BATCH_EXPIRES_AFTER,
        last_updated=made,
        next_update=made + BATCH_EVERY,
    )


async def get_user_batch(service: Service, call: Call) -> UserBatch:
    now = service.now_unix()
    with service.store.transaction():
        latest = service.store.user_accounts.latest_batch(now)
    every = int(BATCH_EVERY.total_seconds())
    if latest is not None and now < latest.created + every:
        return _batch_answer(call, latest)
    profiles = [service.primary, *service.store.profiles.user_profiles()]
    records = []
    for profile in profiles:  # each profile's record as get_user answers it
        record = await get_user(service, Call(None, profile, call.base_url, call.host))
        records.append(model_data(record))
    stamp = datetime.fromtimestamp(now, UTC).strftime("%Y-%m-%d-%H-%M")
    name = f"users-batch-{stamp}-{secrets.token_hex(8)}.json"
    text = json.dumps(records, ensure_ascii=False, separators=(",", ":"))
    batch = BatchFileRow(name, now, text)
    expired_before = now - int(BATCH_EXPIRES_AFTER.total_seconds())
    with service.store.transaction():
        service.store.user_accounts.add_batch(batch, expired_before)
    return _batch_answer(call, batch)


def batch_file(service: Service, name: str) -> Response:
    """The export file from its `urlAvailable` until its address expires (service clock):
    before then 404 with batch_file_not_ready and `Retry-After` (the seconds left), after it
    404 with route_not_found, as for an unknown address."""
    with service.store.transaction():
        batch = service.store.user_accounts.batch(name)
    now = service.now_unix()
    expires = 0 if batch is None else batch.created + int(BATCH_EXPIRES_AFTER.total_seconds())
    if batch is None or now >= expires:
        raise ApiError(
            ErrorCode.ROUTE_NOT_FOUND, "No export file exists at this address (unknown or expired)."
        )
    available = batch.created + int(BATCH_AVAILABLE_AFTER.total_seconds())
    if now < available:
        at = format_timestamp(datetime.fromtimestamp(available, UTC))
        raise ApiError(
            ErrorCode.BATCH_FILE_NOT_READY,
            f"The export file can be read from {at} (urlAvailable).",
            headers={"Retry-After": str(available - now)},
        )
    return Response(batch.body, media_type="application/json; charset=utf-8")


# -- Pinterest boards ---------------------------------------------------------------------------


def _link(service: Service, call: Call, platform: str) -> LinkRow:
    for link in service.store.profiles.links(call.profile.id):
        if link.platform == platform:
            return link
    raise ApiError(ErrorCode.PLATFORM_NOT_LINKED, f"{platform} is not linked to the profile.")


async def get_pinterest_boards(service: Service, call: Call) -> PinterestBoards:
    link = _link(service, call, Network.PINTEREST)
    ref_id = call.profile.ref_id
    username = account_of(ref_id, link).username
    digest = hashlib.sha256(f"boards:{ref_id}:{link.display_name}".encode()).digest()
    boards = []
    for index in range(1 + digest[0] % 5):
        topic = BOARD_TOPICS[(digest[1] + index) % len(BOARD_TOPICS)]
        board_digest = hashlib.sha256(digest + bytes([index])).hexdigest()
        boards.append(
            PinterestBoard(
                id=str(int(board_digest[:15], 16)),
                name=f"{link.display_name} {topic}",
                description=f"The {topic} board of {link.display_name} on Pinterest.",
                privacy="PUBLIC" if index == 0 else BOARD_PRIVACY[digest[2 + index] % 3],
                url=f"https://www.pinterest.com/{username}/{topic}-{index + 1}",
            )
        )
    return PinterestBoards(boards=boards)


# -- network account updates --------------------------------------------------------------------


async def update_network_account(service: Service, call: Call) -> NetworkAccountUpdated:
    platform = UPDATABLE_NETWORKS[call.params_as(UpdateNetworkAccountParameters).platform]
    link = _link(service, call, platform)
    # The fields sent, by their spec names, and those the schema tolerates without naming them
    # (the model's extras, as sent; pydantic does not write them for this model's config).
    request = call.body_as(NetworkAccountUpdate, extras=True)
    body: dict[str, Any] = {**model_data(request), **(request.model_extra or {})}
    now = service.now_unix()
    limits = service.spec.operation(UPDATE_OPERATION).raw["x-update-limits"]
    with service.store.transaction():
        for field in sorted(limits.keys() & body.keys()):
            most, window = int(limits[field]["maxUpdates"]), int(limits[field]["windowSeconds"])
            since = now - window
            if (
                service.store.user_accounts.count_updates(call.profile.id, platform, field, since)
                >= most
            ):
                raise ApiError(
                    ErrorCode.NETWORK_UPDATE_LIMIT,
                    f"{field} was updated {most} times within the last {window} seconds.",
                )
        location = service.store.user_accounts.network_account(call.profile.id, platform)
        if location is None:  # the location as the network holds it before any update
            account = account_of(call.profile.ref_id, link)
            first = GbpLocation(name=f"locations/{account.id}", title=link.display_name)
            location = model_data(first)
        location.update(body)  # stored as sent, the fields the schema does not name too
        service.store.user_accounts.put_network_account(call.profile.id, platform, location)
        service.store.user_accounts.add_updates(call.profile.id, platform, sorted(body), now)
    return NetworkAccountUpdated(gmb=Gmb(data=GbpLocation.model_validate(location)))


# -- X user lookups -----------------------------------------------------------------------------


def _month(service: Service) -> str:
    return service.now().astimezone(UTC).strftime("%Y-%m")


def record_x_lookup(service: Service, looked_up: XUserLookup) -> None:
    """Note that the account looked up an X user: `looked_up` holds the one field it was looked
    up by (`userId` or `userName`), stored as its spec name and value; the store keeps the time
    of the month's first lookup of it, not `looked_up.created`."""
    sent = model_data(looked_up)
    shared = model_data(XUserLookup(created=looked_up.created))
    ((kind, value),) = [(name, v) for name, v in sent.items() if name not in shared]
    with service.store.transaction():
        service.store.user_accounts.add_lookup(_month(service), kind, value, service.now_unix())


async def get_user_lookups(service: Service, call: Call) -> UserLookups:
    with service.store.transaction():
        rows = service.store.user_accounts.lookups(_month(service))
    entries = []
    for r in rows:
        looked_up: dict[str, Any] = {r.kind: r.value}  # the kind is the field's spec name
        entries.append(XUserLookup(created=datetime.fromtimestamp(r.created, UTC), **looked_up))
    return UserLookups(x=entries)


__all__ = [
    "batch_file",
    "get_pinterest_boards",
    "get_user_batch",
    "get_user_lookups",
    "record_x_lookup",
    "update_network_account",
]
