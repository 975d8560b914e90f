from typing import Literal

AccountKind = Literal["empty", "exact", "generated"]

ACCOUNT_KIND_VALUES: set[AccountKind] = {
    "empty",
    "exact",
    "generated",
}


def check_account_kind(value: str) -> AccountKind:
    if value in ACCOUNT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACCOUNT_KIND_VALUES!r}")
