from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TransferLimits")


@_attrs_define
class TransferLimits:
    """The acting profile's feed read time and upload size limits now in force."""

    feed_read_seconds: float
    """ Seconds one feed read may take (`x-feed-posting.maxReadSeconds` of `add_feed`). """
    upload_max_bytes: int
    """ Bytes one presigned upload may carry (`x-upload-url.maxBytes` of `get_media_upload_url`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        feed_read_seconds = self.feed_read_seconds

        upload_max_bytes = self.upload_max_bytes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "feedReadSeconds": feed_read_seconds,
                "uploadMaxBytes": upload_max_bytes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        feed_read_seconds = d.pop("feedReadSeconds")

        upload_max_bytes = d.pop("uploadMaxBytes")

        transfer_limits = cls(
            feed_read_seconds=feed_read_seconds,
            upload_max_bytes=upload_max_bytes,
        )

        transfer_limits.additional_properties = d
        return transfer_limits

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
