from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RedditSocialMetrics")


@_attrs_define
class RedditSocialMetrics:
    """Reddit account analytics (inferred: Reddit's own account fields). Networks add fields over time; clients ignore
    names
    they do not know.

    """

    name: str
    link_karma: int
    comment_karma: int
    total_karma: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        link_karma = self.link_karma

        comment_karma = self.comment_karma

        total_karma = self.total_karma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "linkKarma": link_karma,
                "commentKarma": comment_karma,
                "totalKarma": total_karma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        link_karma = d.pop("linkKarma")

        comment_karma = d.pop("commentKarma")

        total_karma = d.pop("totalKarma")

        reddit_social_metrics = cls(
            name=name,
            link_karma=link_karma,
            comment_karma=comment_karma,
            total_karma=total_karma,
        )

        reddit_social_metrics.additional_properties = d
        return reddit_social_metrics

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
