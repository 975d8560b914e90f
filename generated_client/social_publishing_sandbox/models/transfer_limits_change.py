from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TransferLimitsChange")


@_attrs_define
class TransferLimitsChange:
    """The acting profile's feed read time and upload size limits to set (null: the declared
    value again; absent: unchanged). The control only lowers a limit: each value lies
    between a floor (`minimum`) and the declared limit itself (`maximum`, equal to
    `x-feed-posting.maxReadSeconds` and `x-upload-url.maxBytes` of openapi.yaml); any
    other value is refused with code 101 and changes nothing.

    """

    feed_read_seconds: float | None | Unset = UNSET
    """ Seconds one feed read may take (`x-feed-posting.maxReadSeconds` of `add_feed`). """
    upload_max_bytes: int | None | Unset = UNSET
    """ Bytes one presigned upload may carry (`x-upload-url.maxBytes` of `get_media_upload_url`). """

    def to_dict(self) -> dict[str, Any]:
        feed_read_seconds: float | None | Unset
        if isinstance(self.feed_read_seconds, Unset):
            feed_read_seconds = UNSET
        else:
            feed_read_seconds = self.feed_read_seconds

        upload_max_bytes: int | None | Unset
        if isinstance(self.upload_max_bytes, Unset):
            upload_max_bytes = UNSET
        else:
            upload_max_bytes = self.upload_max_bytes

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if feed_read_seconds is not UNSET:
            field_dict["feedReadSeconds"] = feed_read_seconds
        if upload_max_bytes is not UNSET:
            field_dict["uploadMaxBytes"] = upload_max_bytes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_feed_read_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        feed_read_seconds = _parse_feed_read_seconds(d.pop("feedReadSeconds", UNSET))

        def _parse_upload_max_bytes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        upload_max_bytes = _parse_upload_max_bytes(d.pop("uploadMaxBytes", UNSET))

        transfer_limits_change = cls(
            feed_read_seconds=feed_read_seconds,
            upload_max_bytes=upload_max_bytes,
        )

        return transfer_limits_change
