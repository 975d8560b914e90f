from typing import Literal

BoostByFacebookPostIdStatus = Literal["active", "paused"]

BOOST_BY_FACEBOOK_POST_ID_STATUS_VALUES: set[BoostByFacebookPostIdStatus] = {
    "active",
    "paused",
}


def check_boost_by_facebook_post_id_status(value: str) -> BoostByFacebookPostIdStatus:
    if value in BOOST_BY_FACEBOOK_POST_ID_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {BOOST_BY_FACEBOOK_POST_ID_STATUS_VALUES!r}"
    )
