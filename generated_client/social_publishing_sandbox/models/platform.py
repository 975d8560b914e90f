from typing import Literal

Platform = Literal[
    "bluesky",
    "facebook",
    "gmb",
    "instagram",
    "linkedin",
    "pinterest",
    "reddit",
    "snapchat",
    "telegram",
    "threads",
    "tiktok",
    "twitter",
    "youtube",
]

PLATFORM_VALUES: set[Platform] = {
    "bluesky",
    "facebook",
    "gmb",
    "instagram",
    "linkedin",
    "pinterest",
    "reddit",
    "snapchat",
    "telegram",
    "threads",
    "tiktok",
    "twitter",
    "youtube",
}


def check_platform(value: str) -> Platform:
    if value in PLATFORM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PLATFORM_VALUES!r}")
