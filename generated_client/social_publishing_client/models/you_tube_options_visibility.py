from typing import Literal

YouTubeOptionsVisibility = Literal["private", "public", "unlisted"]

YOU_TUBE_OPTIONS_VISIBILITY_VALUES: set[YouTubeOptionsVisibility] = {
    "private",
    "public",
    "unlisted",
}


def check_you_tube_options_visibility(value: str) -> YouTubeOptionsVisibility:
    if value in YOU_TUBE_OPTIONS_VISIBILITY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {YOU_TUBE_OPTIONS_VISIBILITY_VALUES!r}"
    )
