from typing import Literal

TwitterOptionsReplySettings = Literal["following", "mentioned", "subscribers", "verified"]

TWITTER_OPTIONS_REPLY_SETTINGS_VALUES: set[TwitterOptionsReplySettings] = {
    "following",
    "mentioned",
    "subscribers",
    "verified",
}


def check_twitter_options_reply_settings(value: str) -> TwitterOptionsReplySettings:
    if value in TWITTER_OPTIONS_REPLY_SETTINGS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TWITTER_OPTIONS_REPLY_SETTINGS_VALUES!r}"
    )
