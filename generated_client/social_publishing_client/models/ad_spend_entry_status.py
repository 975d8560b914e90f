from typing import Literal

AdSpendEntryStatus = Literal["ACTIVE", "PAUSED"]

AD_SPEND_ENTRY_STATUS_VALUES: set[AdSpendEntryStatus] = {
    "ACTIVE",
    "PAUSED",
}


def check_ad_spend_entry_status(value: str) -> AdSpendEntryStatus:
    if value in AD_SPEND_ENTRY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {AD_SPEND_ENTRY_STATUS_VALUES!r}")
