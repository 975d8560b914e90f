from typing import Literal

NetworkDeletionStatus = Literal["error", "success"]

NETWORK_DELETION_STATUS_VALUES: set[NetworkDeletionStatus] = {
    "error",
    "success",
}


def check_network_deletion_status(value: str) -> NetworkDeletionStatus:
    if value in NETWORK_DELETION_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NETWORK_DELETION_STATUS_VALUES!r}"
    )
