"""Presigned upload URLs: HMAC-SHA256-signed, expiring, single-use `PUT` addresses on this
server that store one file in a profile's media library (`get_media_upload_url` makes them).

The signing key is 32 random bytes in `<data dir>/presign.key` (mode 0600), made on first use
and shared by every worker of the data dir, so URLs survive restarts. A URL names the future
media id, the profile, the file name, the content type and the expiry (Unix seconds, by the
service clock); the signature covers all of them. Using a URL stores the media row under its
id, so a second use finds the id taken and is refused like an expired URL.

The profile is named by its refId (random, never given to another profile), not by its row
id: SQLite reuses the row id of a deleted profile, so a URL signed over a deleted profile's row id
could write into the next profile created. The canonical text starts with
SIGNATURE_VERSION; a URL made before (signed over the row id) no longer verifies and is
refused (462) like an altered one, so existing data dirs keep working unchanged.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from datetime import timedelta
from pathlib import Path
from urllib.parse import quote, urlencode

from pydantic import MISSING, ValidationError
from social_publishing_models import GetMediaUploadUrlParameters

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Service, model_data
from ..store import MediaRow
from .transfer_limits import upload_max_bytes

PRESIGNED_PREFIX = "/media/presigned/"
#: The operation whose `x-upload-url` facts a stored upload follows (access days; its size limit
#: through `transfer_limits`).
UPLOAD_URL_OPERATION = OperationId.GET_MEDIA_UPLOAD_URL
KEY_FILE = "presign.key"
#: The first line of what is signed (URLs of the row-id scheme had none).
SIGNATURE_VERSION = "v2"


@dataclass(frozen=True)
class UploadGrant:
    """What a presigned URL allows: one file into one profile's library until `expires`."""

    media_id: str
    profile_ref: str
    file_name: str
    content_type: str
    expires: int
    #: The profile's row id: found from `profile_ref` when the URL is used (not signed).
    profile_id: int = 0

    def canonical(self) -> bytes:
        fields = (
            SIGNATURE_VERSION,
            "PUT",
            self.media_id,
            self.profile_ref,
            self.file_name,
            self.content_type,
            str(self.expires),
        )
        return "\n".join(fields).encode()

    def query(self, signature: str) -> str:
        query = GrantQuery(
            file_name=self.file_name,
            content_type=self.content_type,
            profile=self.profile_ref,
            expires=self.expires,
            signature=signature,
        )
        return urlencode(model_data(query), quote_via=quote)


class GrantQuery(GetMediaUploadUrlParameters):
    """The query of a presigned URL: the parameters of `get_media_upload_url` it was made
    with (by their spec names; `contentType` the media type stored), the profile's refId, the
    expiry and the signature."""

    profile: str
    expires: int
    signature: str


def signing_key(data_dir: Path) -> bytes:
    """The data dir's key, made once (an exclusive create; a racing worker reads the winner's)."""
    path = data_dir / KEY_FILE
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        key = path.read_bytes()
        if len(key) == 32:
            return key
        raise ApiError(
            ErrorCode.UPLOAD_URL_INVALID, "The upload key is not ready; retry."
        ) from None
    key = secrets.token_bytes(32)
    with os.fdopen(fd, "wb") as handle:
        handle.write(key)
    return key


def sign(key: bytes, grant: UploadGrant) -> str:
    return hmac.new(key, grant.canonical(), hashlib.sha256).hexdigest()


def upload_url(base_url: str, key: bytes, grant: UploadGrant) -> str:
    return f"{base_url}{PRESIGNED_PREFIX}{grant.media_id}?{grant.query(sign(key, grant))}"


def _refused(detail: str) -> ApiError:
    return ApiError(ErrorCode.UPLOAD_URL_INVALID, f"The upload URL is not valid: {detail}.")


def verified_grant(service: Service, media_id: str, query: dict[str, str]) -> UploadGrant:
    """The grant of a presigned URL's path and query, with the profile's row id, or ApiError
    462 (altered, expired, used, or its profile deleted)."""
    try:
        signed = GrantQuery.model_validate(query)
    except ValidationError:
        raise _refused("parts of the signed address are missing or malformed") from None
    if signed.content_type is MISSING:
        raise _refused("parts of the signed address are missing or malformed")
    grant = UploadGrant(
        media_id=media_id,
        profile_ref=signed.profile,
        file_name=signed.file_name,
        content_type=signed.content_type,
        expires=signed.expires,
    )
    signature = signed.signature
    check_signature(service, grant, signature)
    check_expiry(service, grant)
    check_unused(service, grant)
    profile = service.store.profiles.profile_by_ref(grant.profile_ref)
    if profile is None:
        raise _refused("its profile no longer exists")
    return replace(grant, profile_id=profile.id)


def check_signature(service: Service, grant: UploadGrant, signature: str) -> None:
    wanted = sign(signing_key(service.settings.data_dir), grant)
    if not service.seams.uploads.signature_matches(wanted, signature):
        raise _refused("the signature does not match")


def check_expiry(service: Service, grant: UploadGrant) -> None:
    if service.seams.uploads.expired(service.now_unix(), grant.expires):
        raise _refused("it has expired")


def check_unused(service: Service, grant: UploadGrant) -> None:
    if service.store.media.media(grant.media_id) is not None:
        raise _refused("it was already used")


async def store_upload(
    service: Service, grant: UploadGrant, chunks: AsyncIterator[bytes], declared_length: int | None
) -> MediaRow:
    """Write the PUT body into the media library under the grant, kept `accessDays` days (122
    over the profile's upload limit in force, `transfer_limits.upload_max_bytes`, nothing
    stored): refused by a `Content-Length` over it before any of the body is read, and a body
    without one (chunked) as soon as it passes it."""
    rules = service.spec.operation(UPLOAD_URL_OPERATION).raw["x-upload-url"]
    limit = upload_max_bytes(service, grant.profile_id)
    too_large = ApiError(
        ErrorCode.FILE_TOO_LARGE, f"The file exceeds the maximum upload size of {limit} bytes."
    )
    if service.seams.uploads.declared_too_large(declared_length, limit):
        raise too_large
    handle, temp_path = service.media.temp_file()
    size = 0
    try:
        with handle:
            async for chunk in chunks:
                size += len(chunk)
                if size > limit:
                    raise too_large
                handle.write(chunk)
    except BaseException:
        temp_path.unlink(missing_ok=True)
        raise
    try:  # a link, not a rename: a concurrent use of the same URL cannot replace the file
        os.link(temp_path, service.media.path(grant.media_id))
    except FileExistsError:
        raise _refused("it was already used") from None
    finally:
        temp_path.unlink(missing_ok=True)
    now = service.now()
    retention = timedelta(days=int(rules["accessDays"]))
    row = MediaRow(
        id=grant.media_id,
        profile_id=grant.profile_id,
        file_name=grant.file_name,
        description="",
        content_type=grant.content_type,
        size=size,
        created=int(now.timestamp()),
        expires=int((now + retention).timestamp()),
    )
    if not service.store.media.add_media(row):  # the profile was deleted meanwhile
        service.media.delete(grant.media_id)
        raise ApiError(ErrorCode.UNKNOWN_PROFILE_KEY, "The profile no longer exists.")
    return row
