from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ad_update_status import AdUpdateStatus, check_ad_update_status

T = TypeVar("T", bound="AdUpdate")


@_attrs_define
class AdUpdate:
    """Body of `update_ad` (inferred).

    Example:
        {'adId': '120218167147110411', 'status': 'paused'}

    """

    ad_id: str
    """ A Meta id (digits; DOCS get-ad-history shows `adId` so). """
    status: AdUpdateStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ad_id = self.ad_id

        status: str = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adId": ad_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ad_id = d.pop("adId")

        status = check_ad_update_status(d.pop("status"))

        ad_update = cls(
            ad_id=ad_id,
            status=status,
        )

        ad_update.additional_properties = d
        return ad_update

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
