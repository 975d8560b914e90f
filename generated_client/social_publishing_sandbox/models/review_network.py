from typing import Literal

ReviewNetwork = Literal["facebook", "gmb"]

REVIEW_NETWORK_VALUES: set[ReviewNetwork] = {
    "facebook",
    "gmb",
}


def check_review_network(value: str) -> ReviewNetwork:
    if value in REVIEW_NETWORK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVIEW_NETWORK_VALUES!r}")
