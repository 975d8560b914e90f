from typing import Literal

GmbOptionsCallToActionActionType = Literal["book", "call", "learn_more", "order", "shop", "sign_up"]

GMB_OPTIONS_CALL_TO_ACTION_ACTION_TYPE_VALUES: set[GmbOptionsCallToActionActionType] = {
    "book",
    "call",
    "learn_more",
    "order",
    "shop",
    "sign_up",
}


def check_gmb_options_call_to_action_action_type(
    value: str,
) -> GmbOptionsCallToActionActionType:
    if value in GMB_OPTIONS_CALL_TO_ACTION_ACTION_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GMB_OPTIONS_CALL_TO_ACTION_ACTION_TYPE_VALUES!r}"
    )
