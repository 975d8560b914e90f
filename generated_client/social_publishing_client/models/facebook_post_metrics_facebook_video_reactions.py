from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FacebookPostMetricsFacebookVideoReactions")


@_attrs_define
class FacebookPostMetricsFacebookVideoReactions:
    """Reactions on the video by kind."""

    like: int
    love: int
    haha: int
    wow: int
    sorry: int
    anger: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like = self.like

        love = self.love

        haha = self.haha

        wow = self.wow

        sorry = self.sorry

        anger = self.anger

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "like": like,
                "love": love,
                "haha": haha,
                "wow": wow,
                "sorry": sorry,
                "anger": anger,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        like = d.pop("like")

        love = d.pop("love")

        haha = d.pop("haha")

        wow = d.pop("wow")

        sorry = d.pop("sorry")

        anger = d.pop("anger")

        facebook_post_metrics_facebook_video_reactions = cls(
            like=like,
            love=love,
            haha=haha,
            wow=wow,
            sorry=sorry,
            anger=anger,
        )

        facebook_post_metrics_facebook_video_reactions.additional_properties = d
        return facebook_post_metrics_facebook_video_reactions

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
