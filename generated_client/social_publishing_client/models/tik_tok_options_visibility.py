from typing import Literal

TikTokOptionsVisibility = Literal["followers", "friends", "private", "public"]

TIK_TOK_OPTIONS_VISIBILITY_VALUES: set[TikTokOptionsVisibility] = {
    "followers",
    "friends",
    "private",
    "public",
}


def check_tik_tok_options_visibility(value: str) -> TikTokOptionsVisibility:
    if value in TIK_TOK_OPTIONS_VISIBILITY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TIK_TOK_OPTIONS_VISIBILITY_VALUES!r}"
    )
