from typing import Literal

GetMediaUploadUrlContentTypeType0 = Literal["jpeg", "jpg", "mov", "mp4", "png", "quicktime"]

GET_MEDIA_UPLOAD_URL_CONTENT_TYPE_TYPE_0_VALUES: set[GetMediaUploadUrlContentTypeType0] = {
    "jpeg",
    "jpg",
    "mov",
    "mp4",
    "png",
    "quicktime",
}


def check_get_media_upload_url_content_type_type_0(
    value: str,
) -> GetMediaUploadUrlContentTypeType0:
    if value in GET_MEDIA_UPLOAD_URL_CONTENT_TYPE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_MEDIA_UPLOAD_URL_CONTENT_TYPE_TYPE_0_VALUES!r}"
    )
