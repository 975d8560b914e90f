from typing import Literal

LinkedInOptionsVisibility = Literal["connections", "loggedin", "public"]

LINKED_IN_OPTIONS_VISIBILITY_VALUES: set[LinkedInOptionsVisibility] = {
    "connections",
    "loggedin",
    "public",
}


def check_linked_in_options_visibility(value: str) -> LinkedInOptionsVisibility:
    if value in LINKED_IN_OPTIONS_VISIBILITY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LINKED_IN_OPTIONS_VISIBILITY_VALUES!r}"
    )
