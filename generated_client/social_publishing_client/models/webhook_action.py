from typing import Literal

WebhookAction = Literal["accountActivity", "batch", "feed", "messages", "scheduled", "social"]

WEBHOOK_ACTION_VALUES: set[WebhookAction] = {
    "accountActivity",
    "batch",
    "feed",
    "messages",
    "scheduled",
    "social",
}


def check_webhook_action(value: str) -> WebhookAction:
    if value in WEBHOOK_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {WEBHOOK_ACTION_VALUES!r}")
