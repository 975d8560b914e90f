from typing import Literal

GmbRating = Literal["FIVE", "FOUR", "ONE", "THREE", "TWO"]

GMB_RATING_VALUES: set[GmbRating] = {
    "FIVE",
    "FOUR",
    "ONE",
    "THREE",
    "TWO",
}


def check_gmb_rating(value: str) -> GmbRating:
    if value in GMB_RATING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GMB_RATING_VALUES!r}")
