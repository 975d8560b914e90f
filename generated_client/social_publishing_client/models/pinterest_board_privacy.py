from typing import Literal

PinterestBoardPrivacy = Literal["PROTECTED", "PUBLIC", "SECRET"]

PINTEREST_BOARD_PRIVACY_VALUES: set[PinterestBoardPrivacy] = {
    "PROTECTED",
    "PUBLIC",
    "SECRET",
}


def check_pinterest_board_privacy(value: str) -> PinterestBoardPrivacy:
    if value in PINTEREST_BOARD_PRIVACY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PINTEREST_BOARD_PRIVACY_VALUES!r}"
    )
