"""The limits of one transfer, in force for a profile: how long one read of a feed may take
(fetch and parse; `x-feed-posting.maxReadSeconds` of `add_feed`, a longer read fails as
unreadable, 631) and how many bytes the PUT to a presigned upload URL may carry
(`x-upload-url.maxBytes` of `get_media_upload_url`, a larger file is refused with 122).

Each is the spec's declared value (read here, and only here) unless the test control's
`set_transfer_limits` (sandbox.yaml) set the profile's own; that setting lives in the data file
(`store.transfer_limits`), so every worker process of a data dir enforces it. The feed reader
and the presigned upload ask `feed_read_seconds` and `upload_max_bytes` for each transfer (the
service's `LimitRules` decide what is applied).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pydantic import MISSING
from social_publishing_models import TransferLimits as LimitsAnswer

from spec_model.operation_ids import OperationId

from ..service import Service, model_data

FEED_OPERATION = OperationId.ADD_FEED
UPLOAD_OPERATION = OperationId.GET_MEDIA_UPLOAD_URL


@dataclass(frozen=True)
class TransferLimits:
    """Both limits, as in force for one profile."""

    feed_read_seconds: float
    upload_max_bytes: int

    def answer(self) -> dict[str, Any]:
        """The control's answer (`TransferLimits` of sandbox.yaml)."""
        answer = LimitsAnswer(
            feed_read_seconds=self.feed_read_seconds, upload_max_bytes=self.upload_max_bytes
        )
        data: dict[str, Any] = model_data(answer)
        return data


def declared(service: Service) -> TransferLimits:
    """The spec's values."""
    posting = service.spec.operation(FEED_OPERATION).raw["x-feed-posting"]
    upload = service.spec.operation(UPLOAD_OPERATION).raw["x-upload-url"]
    return TransferLimits(float(posting["maxReadSeconds"]), int(upload["maxBytes"]))


def in_force(service: Service, profile_id: int) -> TransferLimits:
    """The profile's own limits where the control set them, else the declared ones."""
    own = service.store.transfer_limits.get(profile_id)
    limits = declared(service)
    if own.feed_read_seconds is not None:
        limits = replace(limits, feed_read_seconds=own.feed_read_seconds)
    if own.upload_max_bytes is not None:
        limits = replace(limits, upload_max_bytes=own.upload_max_bytes)
    return limits


def feed_read_seconds(service: Service, profile_id: int) -> float:
    """Seconds one read of a feed of the profile may take."""
    seconds = in_force(service, profile_id).feed_read_seconds
    return service.seams.limits.feed_read_seconds(seconds, declared(service).feed_read_seconds)


def upload_max_bytes(service: Service, profile_id: int) -> int:
    """Bytes one presigned upload into the profile's library may carry."""
    size = in_force(service, profile_id).upload_max_bytes
    return service.seams.limits.upload_max_bytes(size, declared(service).upload_max_bytes)


def change(
    service: Service, profile_id: int, feed_seconds: Any, upload_bytes: Any
) -> TransferLimits:
    """Apply the control's change (a value sets, None gives the declared value back, MISSING
    keeps) in one transaction; the limits now in force."""
    store = service.store
    with store.transaction():
        own = store.transfer_limits.get(profile_id)
        if feed_seconds is not MISSING:
            own = replace(
                own, feed_read_seconds=None if feed_seconds is None else float(feed_seconds)
            )
        if upload_bytes is not MISSING:
            own = replace(own, upload_max_bytes=None if upload_bytes is None else int(upload_bytes))
        store.transfer_limits.put(profile_id, own)
    return in_force(service, profile_id)
