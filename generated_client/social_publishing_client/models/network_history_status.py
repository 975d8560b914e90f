from typing import Literal

NetworkHistoryStatus = Literal["success"]

NETWORK_HISTORY_STATUS_VALUES: set[NetworkHistoryStatus] = {
    "success",
}


def check_network_history_status(value: str) -> NetworkHistoryStatus:
    if value in NETWORK_HISTORY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NETWORK_HISTORY_STATUS_VALUES!r}"
    )
