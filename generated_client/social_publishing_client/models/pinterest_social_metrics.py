from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PinterestSocialMetrics")


@_attrs_define
class PinterestSocialMetrics:
    """Pinterest account analytics (inferred: the post metric names of FR B.4, summed). Networks add fields over time;
    clients ignore names
    they do not know.

    """

    impression: int
    pin_click: int
    outbound_click: int
    save: int
    profile_visit: int
    user_follow: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression = self.impression

        pin_click = self.pin_click

        outbound_click = self.outbound_click

        save = self.save

        profile_visit = self.profile_visit

        user_follow = self.user_follow

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impression": impression,
                "pinClick": pin_click,
                "outboundClick": outbound_click,
                "save": save,
                "profileVisit": profile_visit,
                "userFollow": user_follow,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        impression = d.pop("impression")

        pin_click = d.pop("pinClick")

        outbound_click = d.pop("outboundClick")

        save = d.pop("save")

        profile_visit = d.pop("profileVisit")

        user_follow = d.pop("userFollow")

        pinterest_social_metrics = cls(
            impression=impression,
            pin_click=pin_click,
            outbound_click=outbound_click,
            save=save,
            profile_visit=profile_visit,
            user_follow=user_follow,
        )

        pinterest_social_metrics.additional_properties = d
        return pinterest_social_metrics

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
