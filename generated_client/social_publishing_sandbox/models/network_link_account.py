from typing import Literal

NetworkLinkAccount = Literal["empty", "generated"]

NETWORK_LINK_ACCOUNT_VALUES: set[NetworkLinkAccount] = {
    "empty",
    "generated",
}


def check_network_link_account(value: str) -> NetworkLinkAccount:
    if value in NETWORK_LINK_ACCOUNT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {NETWORK_LINK_ACCOUNT_VALUES!r}")
