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
    from ..models.hashtag_recommendation import HashtagRecommendation


T = TypeVar("T", bound="HashtagRecommendations")


@_attrs_define
class HashtagRecommendations:
    """Answer of `recommend_hashtags` (DOCS https://docs.ayrshare.com/rest-api/endpoints/hashtags:
    `{keyword, recommendations: [{viewCount, name}]}`; `status` is own).

    """

    status: Literal["success"]
    keyword: str
    """ The keyword as sent. """
    recommendations: list[HashtagRecommendation]
    """ Most viewed first. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        keyword = self.keyword

        recommendations = []
        for recommendations_item_data in self.recommendations:
            recommendations_item = recommendations_item_data.to_dict()
            recommendations.append(recommendations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "keyword": keyword,
                "recommendations": recommendations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hashtag_recommendation import HashtagRecommendation

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        keyword = d.pop("keyword")

        recommendations = []
        _recommendations = d.pop("recommendations")
        for recommendations_item_data in _recommendations:
            recommendations_item = HashtagRecommendation.from_dict(recommendations_item_data)

            recommendations.append(recommendations_item)

        hashtag_recommendations = cls(
            status=status,
            keyword=keyword,
            recommendations=recommendations,
        )

        hashtag_recommendations.additional_properties = d
        return hashtag_recommendations

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
