"""User Profile rules: create (key returned once), list (filters), update (titles stay unique),
delete by Profile Key, title or refId (revokes the key, removes the data). The official SDK's
older paths (`*_legacy` operations) run the same rules. Bodies are read as their generated
models (`ProfileCreation`, `ProfileUpdate`, the SDK paths' `ProfileUpdateLegacy`,
`ProfileDeletion`); the settings are stored as sent and read back as `ProfileSettings`, and
answers are built as their generated models."""

from __future__ import annotations

import asyncio
import secrets
from datetime import UTC, datetime
from typing import Any

from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    FirestoreTime,
    ListProfilesParameters,
    Profile,
    ProfileCreated,
    ProfileCreation,
    ProfileDeleted,
    ProfileDeletion,
    ProfileList,
    ProfileSettings,
    ProfileUpdate,
    ProfileUpdated,
    ProfileUpdateLegacy,
)
from social_publishing_models.common import Platform

from spec_model import enum_values
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, RawJson, Service, field_name, list_answer_json
from ..store import ProfileRow, TitleTakenError

# The settings `create_profile` and `update_profile` store and `list_profiles` echoes
# (the fields of the spec's `ProfileSettings`).
SETTINGS = set(ProfileSettings.model_fields)
NETWORKS: TypeAdapter[list[Platform]] = TypeAdapter(list[Platform])


def new_profile_key() -> str:
    groups = [secrets.token_hex(4).upper() for _ in range(4)]
    return "PK-" + "-".join(groups)


def iso_millis(ms: int) -> str:
    """`YYYY-MM-DDThh:mm:ss.sssZ` of a Unix time in milliseconds."""
    whole = datetime.fromtimestamp(ms // 1000, UTC)
    return f"{whole:%Y-%m-%dT%H:%M:%S}.{ms % 1000:03d}Z"


def _now_ms(service: Service) -> int:
    return int(service.now().timestamp() * 1000)


def _settings(request: ProfileSettings) -> dict[str, Any]:
    """The settings sent (wire names, values as sent: booleans, strings, lists of strings)."""
    return request.model_dump(by_alias=True, exclude_unset=True, include=SETTINGS)


def user_profiles_kept(service: Service) -> int:
    """How many User Profiles the account keeps (against `profilesPerAccount`)."""
    return service.store.profiles.count_user_profiles()


async def create_profile(service: Service, call: Call) -> ProfileCreated:
    most = service.spec.facts.limits.raw["profilesPerAccount"]
    if service.seams.limits.reached("profilesPerAccount", user_profiles_kept(service), most):
        raise ApiError(
            ErrorCode.PROFILE_LIMIT_REACHED,
            f"The account keeps {most} User Profiles, the most it may (x-limits).",
        )
    request = call.body_as(ProfileCreation)
    key = new_profile_key()
    ref_id = secrets.token_hex(16)
    row = service.store.profiles.create_profile(
        ref_id, request.title, key, _now_ms(service), _settings(request)
    )
    if row is None:
        raise ApiError(ErrorCode.PROFILE_TITLE_TAKEN)
    return ProfileCreated(title=row.title, ref_id=row.ref_id, profile_key=key)


def _profile(row: ProfileRow, linked: list[str], suspended: bool) -> Profile:
    settings = ProfileSettings.model_validate(row.settings)  # stored as sent, by spec names
    return Profile(
        status=enum_values.ProfileStatus.SUSPENDED
        if suspended
        else enum_values.ProfileStatus.ACTIVE,
        title=row.title,
        created=FirestoreTime(
            field_seconds=row.created_ms // 1000,
            field_nanoseconds=(row.created_ms % 1000) * 1_000_000,
        ),
        created_utc=iso_millis(row.created_ms),
        ref_id=row.ref_id,
        # absent, not empty, when nothing is linked (as the docs show)
        active_social_accounts=NETWORKS.validate_python(linked) if linked else MISSING,
        suspended=True if suspended else MISSING,  # x-rate-limit.suspension
        **dict(settings),
    )


async def list_profiles(service: Service, call: Call) -> RawJson:
    """Built and serialized in a worker thread: the account may keep `profilesPerAccount`
    profiles (the store is used through its lock)."""
    return await asyncio.to_thread(_profile_list, service, call)


def _profile_list(service: Service, call: Call) -> RawJson:
    params = call.params_as(ListProfilesParameters)
    title = None if params.title is MISSING else params.title
    ref_id = None if params.ref_id is MISSING else params.ref_id
    has_active = (
        None if params.has_active_social_accounts is MISSING else params.has_active_social_accounts
    )
    included = params.includes_active_social_accounts
    includes = set(() if included is MISSING else included)
    profiles = []
    suspended = service.suspender.suspended_profiles()
    for row in service.store.profiles.user_profiles_in_parts():
        if (title is not None and row.title != title) or (
            ref_id is not None and row.ref_id != ref_id
        ):
            continue
        linked = [link.platform for link in service.store.profiles.links(row.id)]
        if has_active is not None and bool(linked) != has_active:
            continue
        if not includes <= set(linked):
            continue
        profiles.append(_profile(row, linked, row.id in suspended))
    now_ms = _now_ms(service)
    assert call.operation is not None
    refresh_ms = 1000 * int(call.operation.raw["x-refresh-seconds"])
    answer = ProfileList(
        profiles=[],
        count=len(profiles),
        last_updated=iso_millis(now_ms),
        next_update=iso_millis(now_ms + refresh_ms),
    )
    return RawJson(list_answer_json(answer, None, profiles))  # in its one list, `profiles`


def _profile_to_update(service: Service, call: Call, request: ProfileUpdate) -> ProfileRow:
    """The profile the body's `profileKey` or the Profile-Key header names: 104 for an unknown
    body key, 162 when they disagree or neither names one (the Primary Profile has no key to
    update by)."""
    key = request.profile_key
    if key is MISSING:
        if not call.profile.is_primary:
            return call.profile
        raise ApiError(
            ErrorCode.PROFILE_NOT_FOUND,
            "No User Profile is named by profileKey or the Profile-Key header.",
        )
    named = service.store.profiles.profile_by_key(key)
    if named is None:
        raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY)
    if not call.profile.is_primary and named.id != call.profile.id:
        raise ApiError(
            ErrorCode.PROFILE_NOT_FOUND,
            "The body's profileKey and the Profile-Key header name different profiles.",
        )
    return named


async def update_profile(service: Service, call: Call) -> ProfileUpdated:
    sdk_path = call.operation is not None and "x-alias-of" in call.operation.raw
    request = call.body_as(ProfileUpdateLegacy if sdk_path else ProfileUpdate)
    target = _profile_to_update(service, call, request)
    try:
        row = service.store.profiles.update_profile(target.id, request.title, _settings(request))
    except TitleTakenError:
        raise ApiError(ErrorCode.PROFILE_TITLE_TAKEN) from None
    if row is None:  # deleted since the request was authenticated
        raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY)
    return ProfileUpdated(ref_id=row.ref_id, title=row.title)


def _profile_to_delete(service: Service, call: Call) -> ProfileRow:
    """The profile the body names (profileKey, title, refId: all given must agree), else the
    one the Profile-Key header names; ApiError 162 when none does. A request with a
    Profile-Key header acts for that profile: a body naming another one is refused (162),
    never followed (a key of one profile must never delete another profile by its refId)."""
    # The body is optional: none sent names nothing (every field MISSING).
    body = call.body_as(ProfileDeletion) if call.body is not None else ProfileDeletion()
    store = service.store
    named: list[tuple[str, ProfileRow | None]] = []
    if body.profile_key is not MISSING:
        by_key = ProfileDeletion(profile_key=body.profile_key)
        named.append((field_name(by_key), store.profiles.profile_by_key(body.profile_key)))
    if body.title is not MISSING:
        by_title = ProfileDeletion(title=body.title)
        named.append((field_name(by_title), store.profiles.profile_by_title(body.title)))
    if body.ref_id is not MISSING:
        by_ref = ProfileDeletion(ref_id=body.ref_id)
        named.append((field_name(by_ref), store.profiles.profile_by_ref(body.ref_id)))
    if not named:
        if call.profile.is_primary:
            raise ApiError(
                ErrorCode.PROFILE_NOT_FOUND,
                "No User Profile is named: send its Profile-Key header, or profileKey, title "
                "or refId in the body.",
            )
        return call.profile
    if not call.profile.is_primary:  # the header names the acting profile: it must agree
        named.append((service.spec.facts.headers.profile_key, call.profile))
    found: dict[int, ProfileRow] = {}
    for field, row in named:
        if row is None or row.is_primary:
            raise ApiError(
                ErrorCode.PROFILE_NOT_FOUND, f"No User Profile with this {field} exists."
            )
        found[row.id] = row
    if len(found) > 1:
        raise ApiError(
            ErrorCode.PROFILE_NOT_FOUND,
            f"No User Profile matches all of {', '.join(f for f, _ in named)}: they name "
            "different profiles.",
        )
    return next(iter(found.values()))


async def delete_profile(service: Service, call: Call) -> ProfileDeleted:
    row = _profile_to_delete(service, call)
    media_ids = service.store.profiles.delete_profile(row.id)
    for media_id in media_ids:
        service.media.delete(media_id)
    return ProfileDeleted(ref_id=row.ref_id)
