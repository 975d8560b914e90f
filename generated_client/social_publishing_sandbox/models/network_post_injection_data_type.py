from typing import Literal

NetworkPostInjectionDataType = Literal["posts", "stories"]

NETWORK_POST_INJECTION_DATA_TYPE_VALUES: set[NetworkPostInjectionDataType] = {
    "posts",
    "stories",
}


def check_network_post_injection_data_type(value: str) -> NetworkPostInjectionDataType:
    if value in NETWORK_POST_INJECTION_DATA_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {NETWORK_POST_INJECTION_DATA_TYPE_VALUES!r}"
    )
