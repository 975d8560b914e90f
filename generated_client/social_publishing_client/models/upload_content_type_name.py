from typing import Literal

UploadContentTypeName = Literal["jpeg", "jpg", "mov", "mp4", "png", "quicktime"]

UPLOAD_CONTENT_TYPE_NAME_VALUES: set[UploadContentTypeName] = {
    "jpeg",
    "jpg",
    "mov",
    "mp4",
    "png",
    "quicktime",
}


def check_upload_content_type_name(value: str) -> UploadContentTypeName:
    if value in UPLOAD_CONTENT_TYPE_NAME_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPLOAD_CONTENT_TYPE_NAME_VALUES!r}"
    )
