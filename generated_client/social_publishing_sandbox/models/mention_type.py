from typing import Literal

MentionType = Literal["comment", "post"]

MENTION_TYPE_VALUES: set[MentionType] = {
    "comment",
    "post",
}


def check_mention_type(value: str) -> MentionType:
    if value in MENTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {MENTION_TYPE_VALUES!r}")
