from typing import Literal

WebhookAction = Literal[
    "accountActivity",
    "automations",
    "batch",
    "comments",
    "feed",
    "mentions",
    "messages",
    "scheduled",
    "social",
    "suspended",
]

WEBHOOK_ACTION_VALUES: set[WebhookAction] = {
    "accountActivity",
    "automations",
    "batch",
    "comments",
    "feed",
    "mentions",
    "messages",
    "scheduled",
    "social",
    "suspended",
}


def check_webhook_action(value: str) -> WebhookAction:
    if value in WEBHOOK_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_ACTION_VALUES!r}")
