from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ad_goal import AdGoal, check_ad_goal

T = TypeVar("T", bound="AdGoalInfo")


@_attrs_define
class AdGoalInfo:
    """An ad's goal as DOCS get-ad-history shows it (`type`, `title`, `description`).

    Example:
        {'type': 'engagement', 'title': 'Get More Engagement', 'description': 'Engagement from as many different people
            as possible.'}

    """

    type: AdGoal
    """ What the boosted post is optimised for. DOCS boost-post shows `engagement`,
    `interactions`, `awareness_views` and more (its list was cut off); `awareness_audience`
    is from a third-party client of the service (2026). Other goals are not described here.
     """
    title: str
    description: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type

        title = self.title

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = check_ad_goal(d.pop("type"))

        title = d.pop("title")

        description = d.pop("description")

        ad_goal_info = cls(
            type=type_,
            title=title,
            description=description,
        )

        ad_goal_info.additional_properties = d
        return ad_goal_info

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
