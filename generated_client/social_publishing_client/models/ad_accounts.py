from __future__ import annotations

import datetime
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
    from ..models.ad_account import AdAccount


T = TypeVar("T", bound="AdAccounts")


@_attrs_define
class AdAccounts:
    """The answer of `list_ad_accounts` (DOCS get-ad-accounts: `adAccounts`, `count`,
    `lastUpdated`, `nextUpdate`; cached about 10 minutes, `x-refresh-seconds`).

    """

    status: Literal["success"]
    ad_accounts: list[AdAccount]
    count: int
    last_updated: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    next_update: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        ad_accounts = []
        for ad_accounts_item_data in self.ad_accounts:
            ad_accounts_item = ad_accounts_item_data.to_dict()
            ad_accounts.append(ad_accounts_item)

        count = self.count

        from social_publishing_client.types import datetime_to_wire

        last_updated = datetime_to_wire(self.last_updated)

        from social_publishing_client.types import datetime_to_wire

        next_update = datetime_to_wire(self.next_update)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "adAccounts": ad_accounts,
                "count": count,
                "lastUpdated": last_updated,
                "nextUpdate": next_update,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ad_account import AdAccount

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        ad_accounts = []
        _ad_accounts = d.pop("adAccounts")
        for ad_accounts_item_data in _ad_accounts:
            ad_accounts_item = AdAccount.from_dict(ad_accounts_item_data)

            ad_accounts.append(ad_accounts_item)

        count = d.pop("count")

        last_updated = datetime.datetime.fromisoformat(d.pop("lastUpdated"))

        next_update = datetime.datetime.fromisoformat(d.pop("nextUpdate"))

        ad_accounts = cls(
            status=status,
            ad_accounts=ad_accounts,
            count=count,
            last_updated=last_updated,
            next_update=next_update,
        )

        ad_accounts.additional_properties = d
        return ad_accounts

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
