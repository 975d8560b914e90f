from typing import Literal

AdDeliveryStatus = Literal["ACTIVE", "COMPLETED", "PAUSED", "PENDING_REVIEW", "SCHEDULED"]

AD_DELIVERY_STATUS_VALUES: set[AdDeliveryStatus] = {
    "ACTIVE",
    "COMPLETED",
    "PAUSED",
    "PENDING_REVIEW",
    "SCHEDULED",
}


def check_ad_delivery_status(value: str) -> AdDeliveryStatus:
    if value in AD_DELIVERY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AD_DELIVERY_STATUS_VALUES!r}")
