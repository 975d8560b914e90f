from typing import Literal

AdUpdateStatus = Literal["active", "paused"]

AD_UPDATE_STATUS_VALUES: set[AdUpdateStatus] = {
    "active",
    "paused",
}


def check_ad_update_status(value: str) -> AdUpdateStatus:
    if value in AD_UPDATE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AD_UPDATE_STATUS_VALUES!r}")
