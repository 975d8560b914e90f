from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PinterestPostMetrics")


@_attrs_define
class PinterestPostMetrics:
    """Pinterest post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    impression: int
    pin_click: int
    outbound_click: int
    save: int
    total_comments: int
    total_reactions: int
    profile_visit: int
    user_follow: int
    video_start: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression = self.impression

        pin_click = self.pin_click

        outbound_click = self.outbound_click

        save = self.save

        total_comments = self.total_comments

        total_reactions = self.total_reactions

        profile_visit = self.profile_visit

        user_follow = self.user_follow

        video_start = self.video_start

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impression": impression,
                "pinClick": pin_click,
                "outboundClick": outbound_click,
                "save": save,
                "totalComments": total_comments,
                "totalReactions": total_reactions,
                "profileVisit": profile_visit,
                "userFollow": user_follow,
                "videoStart": video_start,
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

        total_comments = d.pop("totalComments")

        total_reactions = d.pop("totalReactions")

        profile_visit = d.pop("profileVisit")

        user_follow = d.pop("userFollow")

        video_start = d.pop("videoStart")

        pinterest_post_metrics = cls(
            impression=impression,
            pin_click=pin_click,
            outbound_click=outbound_click,
            save=save,
            total_comments=total_comments,
            total_reactions=total_reactions,
            profile_visit=profile_visit,
            user_follow=user_follow,
            video_start=video_start,
        )

        pinterest_post_metrics.additional_properties = d
        return pinterest_post_metrics

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
