from typing import Literal

HistoryNetwork = Literal[
    "bluesky",
    "facebook",
    "instagram",
    "linkedin",
    "pinterest",
    "snapchat",
    "threads",
    "tiktok",
    "twitter",
    "youtube",
]

HISTORY_NETWORK_VALUES: set[HistoryNetwork] = {
    "bluesky",
    "facebook",
    "instagram",
    "linkedin",
    "pinterest",
    "snapchat",
    "threads",
    "tiktok",
    "twitter",
    "youtube",
}


def check_history_network(value: str) -> HistoryNetwork:
    if value in HISTORY_NETWORK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {HISTORY_NETWORK_VALUES!r}")
