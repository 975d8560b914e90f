from typing import Literal

FacebookRating = Literal["negative", "positive"]

FACEBOOK_RATING_VALUES: set[FacebookRating] = {
    "negative",
    "positive",
}


def check_facebook_rating(value: str) -> FacebookRating:
    if value in FACEBOOK_RATING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FACEBOOK_RATING_VALUES!r}")
