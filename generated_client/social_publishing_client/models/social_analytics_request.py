from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="SocialAnalyticsRequest")


@_attrs_define
class SocialAnalyticsRequest:
    """Which networks' account analytics, over which window (MCP analytics skill; SDK-PY
    `analyticsSocial`). `quarters` (1-4) limits every count to the last quarters (91 days
    each, inferred), 0 or absent means all time; `daily` adds a daily series (Facebook,
    Instagram, Snapchat, TikTok, YouTube; the last 30 days, inferred) and `period60Days` a
    60-day one on TikTok; the two are mutually exclusive (code 434). `userId`/`userName`
    look up another X account and are refused with a `Profile-Key` (code 435, HTTP 400).

        Example:
            {'platforms': ['facebook', 'linkedin'], 'quarters': 1}

    """

    platforms: list[Platform]
    quarters: int | Unset = UNSET
    daily: bool | Unset = UNSET
    period_60_days: bool | Unset = UNSET
    user_id: str | Unset = UNSET
    """ X only, the id of another X account to look up (Primary Profile only). """
    user_name: str | Unset = UNSET
    """ X only, the user name of another X account to look up (Primary Profile only). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platforms = []
        for platforms_item_data in self.platforms:
            platforms_item: str = platforms_item_data
            platforms.append(platforms_item)

        quarters = self.quarters

        daily = self.daily

        period_60_days = self.period_60_days

        user_id = self.user_id

        user_name = self.user_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platforms": platforms,
            }
        )
        if quarters is not UNSET:
            field_dict["quarters"] = quarters
        if daily is not UNSET:
            field_dict["daily"] = daily
        if period_60_days is not UNSET:
            field_dict["period60Days"] = period_60_days
        if user_id is not UNSET:
            field_dict["userId"] = user_id
        if user_name is not UNSET:
            field_dict["userName"] = user_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platforms = []
        _platforms = d.pop("platforms")
        for platforms_item_data in _platforms:
            platforms_item = check_platform(platforms_item_data)

            platforms.append(platforms_item)

        quarters = d.pop("quarters", UNSET)

        daily = d.pop("daily", UNSET)

        period_60_days = d.pop("period60Days", UNSET)

        user_id = d.pop("userId", UNSET)

        user_name = d.pop("userName", UNSET)

        social_analytics_request = cls(
            platforms=platforms,
            quarters=quarters,
            daily=daily,
            period_60_days=period_60_days,
            user_id=user_id,
            user_name=user_name,
        )

        social_analytics_request.additional_properties = d
        return social_analytics_request

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
