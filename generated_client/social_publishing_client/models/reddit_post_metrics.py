from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RedditPostMetrics")


@_attrs_define
class RedditPostMetrics:
    """Reddit post metrics (inferred: Reddit's own post fields). Counts since publishing; networks add fields over time,
    so clients ignore names they do not know.

    """

    score: int
    ups: int
    num_comments: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        ups = self.ups

        num_comments = self.num_comments

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "score": score,
                "ups": ups,
                "numComments": num_comments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        score = d.pop("score")

        ups = d.pop("ups")

        num_comments = d.pop("numComments")

        reddit_post_metrics = cls(
            score=score,
            ups=ups,
            num_comments=num_comments,
        )

        reddit_post_metrics.additional_properties = d
        return reddit_post_metrics

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
