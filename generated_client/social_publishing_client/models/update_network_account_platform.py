from typing import Literal

UpdateNetworkAccountPlatform = Literal["gbp"]

UPDATE_NETWORK_ACCOUNT_PLATFORM_VALUES: set[UpdateNetworkAccountPlatform] = {
    "gbp",
}


def check_update_network_account_platform(value: str) -> UpdateNetworkAccountPlatform:
    if value in UPDATE_NETWORK_ACCOUNT_PLATFORM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_NETWORK_ACCOUNT_PLATFORM_VALUES!r}"
    )
