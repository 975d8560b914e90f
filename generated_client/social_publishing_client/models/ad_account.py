from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AdAccount")


@_attrs_define
class AdAccount:
    """One Meta ad account of the linked Facebook Page (DOCS get-ad-accounts lists these fields
    and more: `business`, `fundingSource`, `metrics`, `tax`, `tosAccepted` ... which the sandbox
    does not describe). Amounts are in the account's `currency`.

        Example:
            {'accountId': 'act_1234567890', 'name': 'Acme Bakery Ads', 'currency': 'USD', 'status': 'Active', 'amountSpent':
                0, 'balance': 0, 'minDailyBudget': 1, 'timezoneName': 'America/New_York', 'created': '2026-11-01T00:00:00Z',
                'isPersonal': False}

    """

    account_id: str
    """ The ad account's id (the `act_` form is inferred). """
    name: str
    currency: str
    status: str
    """ The account's state (DOCS shows "Active"; other values not seen). """
    amount_spent: float
    balance: float
    min_daily_budget: float
    timezone_name: str
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    is_personal: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account_id = self.account_id

        name = self.name

        currency = self.currency

        status = self.status

        amount_spent = self.amount_spent

        balance = self.balance

        min_daily_budget = self.min_daily_budget

        timezone_name = self.timezone_name

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        is_personal = self.is_personal

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accountId": account_id,
                "name": name,
                "currency": currency,
                "status": status,
                "amountSpent": amount_spent,
                "balance": balance,
                "minDailyBudget": min_daily_budget,
                "timezoneName": timezone_name,
                "created": created,
            }
        )
        if is_personal is not UNSET:
            field_dict["isPersonal"] = is_personal

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_id = d.pop("accountId")

        name = d.pop("name")

        currency = d.pop("currency")

        status = d.pop("status")

        amount_spent = d.pop("amountSpent")

        balance = d.pop("balance")

        min_daily_budget = d.pop("minDailyBudget")

        timezone_name = d.pop("timezoneName")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        is_personal = d.pop("isPersonal", UNSET)

        ad_account = cls(
            account_id=account_id,
            name=name,
            currency=currency,
            status=status,
            amount_spent=amount_spent,
            balance=balance,
            min_daily_budget=min_daily_budget,
            timezone_name=timezone_name,
            created=created,
            is_personal=is_personal,
        )

        ad_account.additional_properties = d
        return ad_account

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
