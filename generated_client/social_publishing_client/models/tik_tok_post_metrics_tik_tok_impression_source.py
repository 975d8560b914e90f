from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TikTokPostMetricsTikTokImpressionSource")


@_attrs_define
class TikTokPostMetricsTikTokImpressionSource:
    impression_source: str
    """ A source TikTok names (an open set; the examples are those it reports). """
    percentage: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        impression_source = self.impression_source

        percentage = self.percentage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "impressionSource": impression_source,
                "percentage": percentage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        impression_source = d.pop("impressionSource")

        percentage = d.pop("percentage")

        tik_tok_post_metrics_tik_tok_impression_source = cls(
            impression_source=impression_source,
            percentage=percentage,
        )

        tik_tok_post_metrics_tik_tok_impression_source.additional_properties = d
        return tik_tok_post_metrics_tik_tok_impression_source

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
