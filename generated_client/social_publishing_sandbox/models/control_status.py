from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.add_on import AddOn, check_add_on
from ..models.plan import Plan, check_plan
from ..types import UNSET, Unset

T = TypeVar("T", bound="ControlStatus")


@_attrs_define
class ControlStatus:
    """The control is offered; the server's clock, plan and add-ons."""

    sandbox: Literal[True]
    """ Always true. """
    now: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    plan: Plan
    """ A plan of the API's `x-plans` (the values are read from there). """
    add_ons: list[AddOn] | Unset = UNSET
    """ The account's add-ons (of the API's `x-add-ons`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sandbox = self.sandbox

        from social_publishing_sandbox.types import datetime_to_wire

        now = datetime_to_wire(self.now)

        plan: str = self.plan

        add_ons: list[str] | Unset = UNSET
        if not isinstance(self.add_ons, Unset):
            add_ons = []
            for add_ons_item_data in self.add_ons:
                add_ons_item: str = add_ons_item_data
                add_ons.append(add_ons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sandbox": sandbox,
                "now": now,
                "plan": plan,
            }
        )
        if add_ons is not UNSET:
            field_dict["addOns"] = add_ons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sandbox = cast(Literal[True], d.pop("sandbox"))
        if sandbox != True:
            raise ValueError(f"sandbox must match const True, got '{sandbox}'")

        now = datetime.datetime.fromisoformat(d.pop("now"))

        plan = check_plan(d.pop("plan"))

        _add_ons = d.pop("addOns", UNSET)
        add_ons: list[AddOn] | Unset = UNSET
        if _add_ons is not UNSET:
            add_ons = []
            for add_ons_item_data in _add_ons:
                add_ons_item = check_add_on(add_ons_item_data)

                add_ons.append(add_ons_item)

        control_status = cls(
            sandbox=sandbox,
            now=now,
            plan=plan,
            add_ons=add_ons,
        )

        control_status.additional_properties = d
        return control_status

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
