from typing import Literal

ReviewActionResultAction = Literal["delete", "reply"]

REVIEW_ACTION_RESULT_ACTION_VALUES: set[ReviewActionResultAction] = {
    "delete",
    "reply",
}


def check_review_action_result_action(value: str) -> ReviewActionResultAction:
    if value in REVIEW_ACTION_RESULT_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REVIEW_ACTION_RESULT_ACTION_VALUES!r}"
    )
