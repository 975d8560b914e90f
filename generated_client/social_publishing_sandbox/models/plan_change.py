from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.plan import Plan, check_plan

T = TypeVar("T", bound="PlanChange")


@_attrs_define
class PlanChange:
    """The account's plan."""

    plan: Plan
    """ A plan of the API's `x-plans` (the values are read from there). """

    def to_dict(self) -> dict[str, Any]:
        plan: str = self.plan

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plan": plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        plan = check_plan(d.pop("plan"))

        plan_change = cls(
            plan=plan,
        )

        return plan_change
