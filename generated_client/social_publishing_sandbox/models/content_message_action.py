from typing import Literal

ContentMessageAction = Literal["received", "sent"]

CONTENT_MESSAGE_ACTION_VALUES: set[ContentMessageAction] = {
    "received",
    "sent",
}


def check_content_message_action(value: str) -> ContentMessageAction:
    if value in CONTENT_MESSAGE_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CONTENT_MESSAGE_ACTION_VALUES!r}"
    )
