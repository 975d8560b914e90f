"""User Profile rules: create (key returned once), list, delete (revokes key, removes data)."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import cast

from social_publishing_models import Platform, Profile, ProfileCreated, ProfileDeleted, ProfileList

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..service import Call, Service


def new_profile_key() -> str:
    groups = [secrets.token_hex(4).upper() for _ in range(4)]
    return "PK-" + "-".join(groups)


async def create_profile(service: Service, call: Call) -> ProfileCreated:
    title = call.body["title"]
    key = new_profile_key()
    ref_id = secrets.token_hex(16)
    row = service.store.create_profile(ref_id, title, key, service.now_unix())
    if row is None:
        raise ApiError(ErrorCode.PROFILE_TITLE_TAKEN)
    return ProfileCreated(title=row.title, ref_id=row.ref_id, profile_key=key)


async def list_profiles(service: Service, call: Call) -> ProfileList:
    return ProfileList(
        profiles=[
            Profile(
                title=row.title,
                ref_id=row.ref_id,
                created=datetime.fromtimestamp(row.created, UTC),
                active_social_accounts=[
                    cast(Platform, link.platform)  # validated by the model
                    for link in service.store.links(row.id)
                ],
            )
            for row in service.store.user_profiles()
        ]
    )


async def delete_profile(service: Service, call: Call) -> ProfileDeleted:
    ref_id = call.body["refId"]
    row = service.store.profile_by_ref(ref_id)
    if row is None or row.is_primary:
        raise ApiError(ErrorCode.PROFILE_NOT_FOUND)
    media_ids = service.store.delete_profile(row.id)
    for media_id in media_ids:
        service.media.delete(media_id)
    return ProfileDeleted(ref_id=ref_id)
