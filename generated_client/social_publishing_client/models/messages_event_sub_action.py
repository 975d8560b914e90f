from typing import Literal

MessagesEventSubAction = Literal[
    "messageCreated", "messageEdited", "messageRead", "reactionCreated"
]

MESSAGES_EVENT_SUB_ACTION_VALUES: set[MessagesEventSubAction] = {
    "messageCreated",
    "messageEdited",
    "messageRead",
    "reactionCreated",
}


def check_messages_event_sub_action(value: str) -> MessagesEventSubAction:
    if value in MESSAGES_EVENT_SUB_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {MESSAGES_EVENT_SUB_ACTION_VALUES!r}"
    )
