"""The test control's `set_transfer_limits` through the typed sandbox client, against a real
reference server: `TransferLimitsChange` in (a value sets, None gives the declared value back,
UNSET keeps), `TransferLimits` out, the declared values read from the spec; and the lowered
upload size seen by a typed client's presigned upload (a URL from `media.get_upload_url`, the
PUT refused 413 with code 122 once the file is one byte over it)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from social_publishing_client import ErrorCode, SocialPublishing
from social_publishing_client.models import ProfileCreation, ProfileDeletion
from social_publishing_sandbox import SandboxControl
from social_publishing_sandbox.models import TransferLimits, TransferLimitsChange

from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY

SPEC = ServiceSpec.load()
DECLARED = TransferLimits(
    feed_read_seconds=float(
        SPEC.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxReadSeconds"]
    ),
    upload_max_bytes=int(
        SPEC.operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]["maxBytes"]
    ),
)


@pytest.fixture
def profile_key(client: SocialPublishing) -> Iterator[str]:
    created = client.profiles.create(ProfileCreation(title=f"Transfer limits {id(client)}"))
    yield created.profile_key
    client.profiles.delete(ProfileDeletion(ref_id=created.ref_id))


def test_transfer_limits_are_typed_and_lower_the_upload_size(
    server: ReferenceServer, client: SocialPublishing, profile_key: str
) -> None:
    with SandboxControl(API_KEY, base_url=server.base_url) as control:
        clock = control.clock
        assert (
            clock.set_transfer_limits(TransferLimitsChange(), profile_key=profile_key) == DECLARED
        )
        lowered = clock.set_transfer_limits(
            TransferLimitsChange(feed_read_seconds=2.5, upload_max_bytes=10),
            profile_key=profile_key,
        )
        assert lowered == TransferLimits(feed_read_seconds=2.5, upload_max_bytes=10)
        assert clock.set_transfer_limits(TransferLimitsChange()) == DECLARED  # the Primary Profile
        grant = client.media.get_upload_url(file_name="tiny.bin", profile_key=profile_key)
        headers = {"Content-Type": grant.content_type}
        refused = httpx.put(grant.upload_url, content=b"x" * 11, headers=headers, timeout=30)
        assert refused.status_code == 413 and refused.json()["code"] == ErrorCode.FILE_TOO_LARGE
        kept = clock.set_transfer_limits(
            TransferLimitsChange(upload_max_bytes=None), profile_key=profile_key
        )
        assert kept == TransferLimits(
            feed_read_seconds=2.5, upload_max_bytes=DECLARED.upload_max_bytes
        )
        stored = httpx.put(grant.upload_url, content=b"x" * 11, headers=headers, timeout=30)
        assert stored.status_code == 200, stored.text
        restored = clock.set_transfer_limits(
            TransferLimitsChange(feed_read_seconds=None), profile_key=profile_key
        )
        assert restored == DECLARED
