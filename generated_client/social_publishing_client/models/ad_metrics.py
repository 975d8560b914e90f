from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AdMetrics")


@_attrs_define
class AdMetrics:
    """What an ad delivered (DOCS get-ad-history: `clicks`, `impressions`, `reach`, `frequency`,
    `ctr`, `cpm`, `cpp`, `cpc`). Ratios are rounded to two decimals and 0 without a
    denominator (inferred); `ctr` is a percentage.

        Example:
            {'clicks': 3, 'impressions': 1035, 'reach': 1026, 'frequency': 1.01, 'ctr': 0.29, 'cpm': 1.53, 'cpp': 1.54,
                'cpc': 0.53}

    """

    clicks: int
    impressions: int
    reach: int
    frequency: float
    ctr: float
    cpm: float
    cpp: float
    cpc: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        clicks = self.clicks

        impressions = self.impressions

        reach = self.reach

        frequency = self.frequency

        ctr = self.ctr

        cpm = self.cpm

        cpp = self.cpp

        cpc = self.cpc

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "clicks": clicks,
                "impressions": impressions,
                "reach": reach,
                "frequency": frequency,
                "ctr": ctr,
                "cpm": cpm,
                "cpp": cpp,
                "cpc": cpc,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        clicks = d.pop("clicks")

        impressions = d.pop("impressions")

        reach = d.pop("reach")

        frequency = d.pop("frequency")

        ctr = d.pop("ctr")

        cpm = d.pop("cpm")

        cpp = d.pop("cpp")

        cpc = d.pop("cpc")

        ad_metrics = cls(
            clicks=clicks,
            impressions=impressions,
            reach=reach,
            frequency=frequency,
            ctr=ctr,
            cpm=cpm,
            cpp=cpp,
            cpc=cpc,
        )

        ad_metrics.additional_properties = d
        return ad_metrics

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
