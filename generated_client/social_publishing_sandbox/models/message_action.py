from typing import Literal

MessageAction = Literal["received", "sent"]

MESSAGE_ACTION_VALUES: set[MessageAction] = {
    "received",
    "sent",
}


def check_message_action(value: str) -> MessageAction:
    if value in MESSAGE_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MESSAGE_ACTION_VALUES!r}")
