from typing import Literal

BoostByPostIdStatus = Literal["active", "paused"]

BOOST_BY_POST_ID_STATUS_VALUES: set[BoostByPostIdStatus] = {
    "active",
    "paused",
}


def check_boost_by_post_id_status(value: str) -> BoostByPostIdStatus:
    if value in BOOST_BY_POST_ID_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BOOST_BY_POST_ID_STATUS_VALUES!r}"
    )
