from typing import Literal

ProfileStatus = Literal["active", "suspended"]

PROFILE_STATUS_VALUES: set[ProfileStatus] = {
    "active",
    "suspended",
}


def check_profile_status(value: str) -> ProfileStatus:
    if value in PROFILE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PROFILE_STATUS_VALUES!r}")
