from typing import Literal

MessagePlatform = Literal["facebook", "instagram", "twitter"]

MESSAGE_PLATFORM_VALUES: set[MessagePlatform] = {
    "facebook",
    "instagram",
    "twitter",
}


def check_message_platform(value: str) -> MessagePlatform:
    if value in MESSAGE_PLATFORM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MESSAGE_PLATFORM_VALUES!r}")
