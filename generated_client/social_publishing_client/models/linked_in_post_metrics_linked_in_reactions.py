from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LinkedInPostMetricsLinkedInReactions")


@_attrs_define
class LinkedInPostMetricsLinkedInReactions:
    """Reactions by kind (LinkedIn's reaction types)."""

    like: int
    praise: int
    empathy: int
    interest: int
    appreciation: int
    entertainment: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        like = self.like

        praise = self.praise

        empathy = self.empathy

        interest = self.interest

        appreciation = self.appreciation

        entertainment = self.entertainment

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "like": like,
                "praise": praise,
                "empathy": empathy,
                "interest": interest,
                "appreciation": appreciation,
                "entertainment": entertainment,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        like = d.pop("like")

        praise = d.pop("praise")

        empathy = d.pop("empathy")

        interest = d.pop("interest")

        appreciation = d.pop("appreciation")

        entertainment = d.pop("entertainment")

        linked_in_post_metrics_linked_in_reactions = cls(
            like=like,
            praise=praise,
            empathy=empathy,
            interest=interest,
            appreciation=appreciation,
            entertainment=entertainment,
        )

        linked_in_post_metrics_linked_in_reactions.additional_properties = d
        return linked_in_post_metrics_linked_in_reactions

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
