from typing import Literal

AdStatus = Literal["ACTIVE", "PAUSED"]

AD_STATUS_VALUES: set[AdStatus] = {
    "ACTIVE",
    "PAUSED",
}


def check_ad_status(value: str) -> AdStatus:
    if value in AD_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AD_STATUS_VALUES!r}")
