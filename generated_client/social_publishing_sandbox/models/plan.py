from typing import Literal

Plan = Literal["Business", "Enterprise", "Launch", "Premium"]

PLAN_VALUES: set[Plan] = {
    "Business",
    "Enterprise",
    "Launch",
    "Premium",
}


def check_plan(value: str) -> Plan:
    if value in PLAN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLAN_VALUES!r}")
