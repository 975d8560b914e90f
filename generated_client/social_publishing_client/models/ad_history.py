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
    from ..models.ad_history_date_range import AdHistoryDateRange
    from ..models.ad_history_metrics import AdHistoryMetrics
    from ..models.ad_spend_entry import AdSpendEntry


T = TypeVar("T", bound="AdHistory")


@_attrs_define
class AdHistory:
    """The answer of `get_ad_spend_history` (DOCS get-ad-history)."""

    status: Literal["success"]
    history: list[AdSpendEntry]
    date_range: AdHistoryDateRange
    metrics: AdHistoryMetrics
    """ The range's totals (DOCS names these and more, cut off; inferred ratios). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        date_range = self.date_range.to_dict()

        metrics = self.metrics.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "history": history,
                "dateRange": date_range,
                "metrics": metrics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_history_date_range import AdHistoryDateRange
        from ..models.ad_history_metrics import AdHistoryMetrics
        from ..models.ad_spend_entry import AdSpendEntry

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = AdSpendEntry.from_dict(history_item_data)

            history.append(history_item)

        date_range = AdHistoryDateRange.from_dict(d.pop("dateRange"))

        metrics = AdHistoryMetrics.from_dict(d.pop("metrics"))

        ad_history = cls(
            status=status,
            history=history,
            date_range=date_range,
            metrics=metrics,
        )

        ad_history.additional_properties = d
        return ad_history

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
