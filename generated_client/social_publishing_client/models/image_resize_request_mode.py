from typing import Literal

ImageResizeRequestMode = Literal["blur", "crop", "fit"]

IMAGE_RESIZE_REQUEST_MODE_VALUES: set[ImageResizeRequestMode] = {
    "blur",
    "crop",
    "fit",
}


def check_image_resize_request_mode(value: str) -> ImageResizeRequestMode:
    if value in IMAGE_RESIZE_REQUEST_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {IMAGE_RESIZE_REQUEST_MODE_VALUES!r}"
    )
