from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ad_interest import AdInterest


T = TypeVar("T", bound="AdInterests")


@_attrs_define
class AdInterests:
    """The answer of `list_ad_interests` (inferred shape)."""

    status: Literal["success"]
    interests: list[AdInterest]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        interests = []
        for interests_item_data in self.interests:
            interests_item = interests_item_data.to_dict()
            interests.append(interests_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "interests": interests,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_interest import AdInterest

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        interests = []
        _interests = d.pop("interests")
        for interests_item_data in _interests:
            interests_item = AdInterest.from_dict(interests_item_data)

            interests.append(interests_item)

        ad_interests = cls(
            status=status,
            interests=interests,
        )

        ad_interests.additional_properties = d
        return ad_interests

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
