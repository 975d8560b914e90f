from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reactions import Reactions


T = TypeVar("T", bound="FacebookPostMetrics")


@_attrs_define
class FacebookPostMetrics:
    """Facebook post metrics (FR B.4). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    like_count: int
    comments_count: int
    shares_count: int
    media_view: int
    total_video_views: int
    reactions: Reactions
    """ Facebook reactions by kind, and their `total` (FR B.4). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like_count = self.like_count

        comments_count = self.comments_count

        shares_count = self.shares_count

        media_view = self.media_view

        total_video_views = self.total_video_views

        reactions = self.reactions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "likeCount": like_count,
                "commentsCount": comments_count,
                "sharesCount": shares_count,
                "mediaView": media_view,
                "totalVideoViews": total_video_views,
                "reactions": reactions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reactions import Reactions

        d = dict(src_dict)
        like_count = d.pop("likeCount")

        comments_count = d.pop("commentsCount")

        shares_count = d.pop("sharesCount")

        media_view = d.pop("mediaView")

        total_video_views = d.pop("totalVideoViews")

        reactions = Reactions.from_dict(d.pop("reactions"))

        facebook_post_metrics = cls(
            like_count=like_count,
            comments_count=comments_count,
            shares_count=shares_count,
            media_view=media_view,
            total_video_views=total_video_views,
            reactions=reactions,
        )

        facebook_post_metrics.additional_properties = d
        return facebook_post_metrics

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
