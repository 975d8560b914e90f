from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AdHistoryMetrics")


@_attrs_define
class AdHistoryMetrics:
    """The range's totals (DOCS names these and more, cut off; inferred ratios)."""

    total_spend: float
    total_clicks: int
    total_impressions: int
    total_reach: int
    average_ctr: float
    average_frequency: float
    cpm: float
    cpp: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total_spend = self.total_spend

        total_clicks = self.total_clicks

        total_impressions = self.total_impressions

        total_reach = self.total_reach

        average_ctr = self.average_ctr

        average_frequency = self.average_frequency

        cpm = self.cpm

        cpp = self.cpp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "totalSpend": total_spend,
                "totalClicks": total_clicks,
                "totalImpressions": total_impressions,
                "totalReach": total_reach,
                "averageCTR": average_ctr,
                "averageFrequency": average_frequency,
                "cpm": cpm,
                "cpp": cpp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        total_spend = d.pop("totalSpend")

        total_clicks = d.pop("totalClicks")

        total_impressions = d.pop("totalImpressions")

        total_reach = d.pop("totalReach")

        average_ctr = d.pop("averageCTR")

        average_frequency = d.pop("averageFrequency")

        cpm = d.pop("cpm")

        cpp = d.pop("cpp")

        ad_history_metrics = cls(
            total_spend=total_spend,
            total_clicks=total_clicks,
            total_impressions=total_impressions,
            total_reach=total_reach,
            average_ctr=average_ctr,
            average_frequency=average_frequency,
            cpm=cpm,
            cpp=cpp,
        )

        ad_history_metrics.additional_properties = d
        return ad_history_metrics

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
