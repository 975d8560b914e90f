"""Upload files to the media library and list it.

The `media` resource of `SocialPublishing` (`MediaResource`) and `AsyncSocialPublishing`
(`AsyncMediaResource`), and their raw-response variants, over this package's operation modules
(openapi-python-client's functions). Generated from openapi.yaml; do not edit.
"""

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from ...client import (
    AsyncAPIClient,
    Operation,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ...models.image_resize_request import ImageResizeRequest
from ...models.image_resized import ImageResized
from ...models.media_item import MediaItem
from ...models.media_library_item import MediaLibraryItem
from ...models.media_meta import MediaMeta
from ...models.media_upload_data_uri import MediaUploadDataUri
from ...models.media_upload_form import MediaUploadForm
from ...models.media_upload_url import MediaUploadUrl
from ...models.media_url_check import MediaUrlCheck
from ...models.media_url_existence import MediaUrlExistence
from ...models.upload_content_type_name import UploadContentTypeName
from ...types import NOT_GIVEN, UNSET, NotGiven, Unset
from . import (
    get_media_meta,
    get_media_upload_url,
    list_media,
    resize_image,
    upload_media,
    verify_media_exists,
)

_UPLOAD_MEDIA: Operation[MediaItem] = Operation(
    "upload_media",
    "POST",
    upload_media._get_kwargs,
    upload_media._parse_response,
    result="MediaItem",
    uploads=True,
)
_LIST_MEDIA: Operation[list[MediaLibraryItem]] = Operation(
    "list_media",
    "GET",
    list_media._get_kwargs,
    list_media._parse_response,
    result="list[MediaLibraryItem]",
)
_VERIFY_MEDIA_EXISTS: Operation[MediaUrlExistence] = Operation(
    "verify_media_exists",
    "POST",
    verify_media_exists._get_kwargs,
    verify_media_exists._parse_response,
    result="MediaUrlExistence",
)
_GET_MEDIA_META: Operation[MediaMeta] = Operation(
    "get_media_meta",
    "GET",
    get_media_meta._get_kwargs,
    get_media_meta._parse_response,
    result="MediaMeta",
)
_RESIZE_IMAGE: Operation[ImageResized] = Operation(
    "resize_image",
    "POST",
    resize_image._get_kwargs,
    resize_image._parse_response,
    result="ImageResized",
)
_GET_MEDIA_UPLOAD_URL: Operation[MediaUploadUrl] = Operation(
    "get_media_upload_url",
    "GET",
    get_media_upload_url._get_kwargs,
    get_media_upload_url._parse_response,
    result="MediaUploadUrl",
)


class MediaResource:
    """Upload files to the media library and list it.

    The methods of `SocialPublishing.media`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "MediaResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return MediaResourceWithRawResponse(self)

    def upload(
        self,
        body: MediaUploadForm | MediaUploadDataUri | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaItem:
        """Upload a file to the media library (`POST /media/upload`, upload_media).

        Uploads a file, image or small video for later use in posts. Two ways to send `file`:

        1. `multipart/form-data` (recommended): `file` is the file part; `fileName` and
           `description` are form fields.
        2. `application/json`: `file` is a data URI `data:<content-type>;base64,<Base64 text>`.

        Rules:

        * The file may be at most `x-limits.uploadMaxBytes` bytes (30 MB); a larger file is
          refused with code 122 and nothing is stored.
        * Uploaded files are stored for `x-limits.mediaRetentionDays` days (90). After that,
          posts already published are unaffected, and scheduled posts that reference the
          expired media fail to publish.
        * The returned `url` can be used in `mediaUrls` of `create_post`. A publicly reachable
          address can also be given directly in `mediaUrls`; larger files are accepted that way.
        """

        return self._client.call(
            _UPLOAD_MEDIA,
            {
                "profile_key": profile_key,
                "body": as_body(body, MediaUploadDataUri, MediaUploadForm),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def list(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> list[MediaLibraryItem]:
        """List the media library (`GET /media`, list_media).

        Lists the media uploaded by the acting profile that has not yet expired (uploads are kept
        for `x-limits.mediaRetentionDays` days). Newest first. The answer is the page's: an
        array of items (not an object), each with `size` as a string of digits; see
        `MediaLibrary`.
        """

        return self._client.call(
            _LIST_MEDIA,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def verify_exists(
        self,
        body: MediaUrlCheck | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaUrlExistence:
        """Check whether a media URL exists (`POST /media/urlExists`, verify_media_exists).

        Says whether `mediaUrl` answers a HEAD request (SDK: `POST
        /media/urlExists` with `{mediaUrl}`, "a HEAD check"; the official SDK's
        `verifyMediaExists`). The answer carries the HTTP status seen as `statusCode` (DOCS
        apis/media/verify-media-url's name, canonical) and as `httpStatus` (the same value, an
        alias kept for existing clients), and the file's media type as `contentType` (the page's,
        from the
        HEAD answer's `Content-Type`); `exists` and the echoed `mediaUrl` are own (inferred); see
        `MediaUrlExistence`.

        * A URL of the service's own media library (the `url` that `upload_media` answered) is
          checked locally: it exists while the item is stored and not expired
          (`x-limits.mediaRetentionDays`); `statusCode` is what a request for the file answers.
        * Any other URL gets one HEAD request (redirects are not followed). The URL exists when
          the answer is a 2xx status; `contentType` is the media type its `Content-Type` names.
          With the server's offline fetches (sandbox) a public address answers 200 with the type
          its stand-in is served with. When no answer comes (the host does not resolve, refuses
          the connection, is not public, or does not answer in time), `exists` is false and
          `statusCode` and `httpStatus` are absent; this is an answer, not an error.
        * Only `http` and `https` URLs can be checked; any other URL is refused (101).
        """

        return self._client.call(
            _VERIFY_MEDIA_EXISTS,
            {
                "profile_key": profile_key,
                "body": as_body(body, MediaUrlCheck),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_meta(
        self,
        *,
        url: str,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaMeta:
        """Read a media file's metadata (`GET /media/meta`, get_media_meta).

        Metadata of the media file at `url` (SDK: `GET /media/meta`, "file
        metadata"; the official SDK's `mediaMeta`). The query parameter's name is own
        (inferred); the answer carries the page's fields (`codec`, `duration`, `filename`,
        `format`, `height`, `size`, `type`, `width`; see `MediaMeta`).

        * A URL of the service's own media library is read from the stored file; an item that
          does not exist or has expired (`x-limits.mediaRetentionDays`) is refused with code 153.
        * Any other URL is fetched once (GET, redirects not followed, at most
          `x-limits.uploadMaxBytes` bytes); a file that cannot be fetched (no answer, a status
          other than 200, not public, or larger than the limit) is refused with code 460.
        * `size` is the file's length in bytes. When the file is an image (PNG, JPEG, GIF, BMP,
          WebP, ...), `contentType` is the image's type read from its content and `width` and
          `height` are its pixel dimensions; otherwise `contentType` is the type declared for
          the file (at upload, or by the fetched URL's `Content-Type`) and there are no
          dimensions. A video (an MP4/QuickTime file with a video track, read from its boxes,
          nothing decoded) has `type: video`, `format`, `codec`, `duration` and its track's
          `width` and `height`.
        """

        return self._client.call(
            _GET_MEDIA_META,
            {
                "url_query": url,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def resize_image(
        self,
        body: ImageResizeRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ImageResized:
        """Resize an image for a network or to given dimensions (`POST /media/resize`, resize_image).

        Resizes an image and stores the result in the media library (SDK: `POST
        /media/resize` answers `{status, url, platform}` (LIVE); the official SDK's
        `resizeImage`).

        * The image is named by `mediaUrl` (LIVE) or `imageUrl` (SDK README; a CONFLICT of the
          sources, so both are accepted; `mediaUrl` is used when both are sent). A URL of the
          media library is read from the stored file (code 153 when missing or expired); any
          other URL is fetched as `get_media_meta` fetches it (code 460 when that fails). A file
          that is not an image is refused with code 307; an image of more than
          `x-resize.maxSourcePixels` pixels with code 461.
        * The target size is `dimensions` when sent, else the network's size in
          `x-resize.platformSizes` (own values, inferred: the service does not publish its
          sizes). One of `platform` and `dimensions` is needed.
        * `mode` (inferred values): `crop` (default) scales the image to cover the target and
          crops the middle; `blur` fits the whole image inside the target on a blurred, cropped
          copy of itself; `fit` fits the whole image inside the target on white.
        * The result has exactly the target's pixel size, keeps the source's format when it is
          PNG, JPEG or WebP (else PNG), is stored for the acting profile like an upload (kept
          `x-limits.mediaRetentionDays` days, listed by `list_media`) and served at `url`.
        * `watermarkUrl` and `effects` (SDK; their shape is not published) are
          not part of this request schema and are ignored like other unknown fields.
        """

        return self._client.call(
            _RESIZE_IMAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, ImageResizeRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def get_upload_url(
        self,
        *,
        file_name: str,
        content_type: str | Unset | UploadContentTypeName = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaUploadUrl:
        """Get a presigned URL to upload a large file (`GET /media/uploadUrl`, get_media_upload_url).

        A presigned URL for uploading one large file to the media library (DOCS "Upload Large
        Media", `externalDocs`: files over 10 MB; the official SDKs' `mediaUploadUrl`). The
        answer's `status`, `method` and `expiresAt` are this service's own (the page names
        `uploadUrl`, `accessUrl` and `contentType`).

        * `contentType`, as the page documents it, is one of the short names of
          `x-upload-url.contentTypes` (`mp4`, `mov`, `png`, `jpg`, `jpeg`; an older version of
          the page says `quicktime` for `mov`): the canonical form. A media type
          (`video/mp4`) is also accepted (the form this spec first had; deprecated). The
          answer's `contentType` is always the media type (`x-upload-url.contentTypes` maps a
          short name to it): the PUT sends it. Without `contentType` the file is
          `x-upload-url.defaultContentType` ("If not present, application/octet-stream will be
          used"). The page then wants "a full file name with extension"; a name without one is
          accepted all the same (the stored file is named as sent; own, lenient).
        * Send the file's bytes with `PUT <uploadUrl>`, the header `Content-Type: <contentType>`
          and no Authorization header (the URL's signature authorizes it). The file then
          appears in the acting profile's media library and is served at `accessUrl` for
          `x-upload-url.accessDays` days (the page: "Access URL available for 30 days after
          uploaded"). The PUT answers HTTP 200 with the stored `MediaItem` (its `url` is
          `accessUrl`).
        * The URL expires `x-upload-url.expiresInSeconds` seconds after it was made (the page:
          "valid for 30 minutes"; by the service clock; `expiresAt`), and works once. An
          expired, used or altered URL is refused with code 462 (HTTP 403); another
          `Content-Type` with code 111 (HTTP 415); a file over `x-upload-url.maxBytes` bytes
          (the page: "Maximum file upload size 5 GB") with code 122 (HTTP 413), nothing stored:
          a PUT whose `Content-Length` exceeds it is answered so before any of its body is
          read (a client need not send the body to learn it), a body without one (chunked) as
          soon as it passes it (own rule).
        * The reference server signs the URL with HMAC-SHA256 under a key of its data
          directory.
        """

        return self._client.call(
            _GET_MEDIA_UPLOAD_URL,
            {
                "file_name": file_name,
                "content_type": content_type,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class MediaResourceWithRawResponse:
    """`MediaResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: MediaResource) -> None:
        self.upload = to_raw_response(resource.upload)
        self.list = to_raw_response(resource.list)
        self.verify_exists = to_raw_response(resource.verify_exists)
        self.get_meta = to_raw_response(resource.get_meta)
        self.resize_image = to_raw_response(resource.resize_image)
        self.get_upload_url = to_raw_response(resource.get_upload_url)


class AsyncMediaResource:
    """Upload files to the media library and list it.

    The methods of `AsyncSocialPublishing.media`; `with_raw_response` has the same methods
    returning the raw response.
    """

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> "AsyncMediaResourceWithRawResponse":
        """The same methods, returning the raw response (`APIResponse`) without raising."""
        return AsyncMediaResourceWithRawResponse(self)

    async def upload(
        self,
        body: MediaUploadForm | MediaUploadDataUri | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaItem:
        """Upload a file to the media library (`POST /media/upload`, upload_media).

        Uploads a file, image or small video for later use in posts. Two ways to send `file`:

        1. `multipart/form-data` (recommended): `file` is the file part; `fileName` and
           `description` are form fields.
        2. `application/json`: `file` is a data URI `data:<content-type>;base64,<Base64 text>`.

        Rules:

        * The file may be at most `x-limits.uploadMaxBytes` bytes (30 MB); a larger file is
          refused with code 122 and nothing is stored.
        * Uploaded files are stored for `x-limits.mediaRetentionDays` days (90). After that,
          posts already published are unaffected, and scheduled posts that reference the
          expired media fail to publish.
        * The returned `url` can be used in `mediaUrls` of `create_post`. A publicly reachable
          address can also be given directly in `mediaUrls`; larger files are accepted that way.
        """

        return await self._client.call(
            _UPLOAD_MEDIA,
            {
                "profile_key": profile_key,
                "body": as_body(body, MediaUploadDataUri, MediaUploadForm),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def list(
        self,
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> list[MediaLibraryItem]:
        """List the media library (`GET /media`, list_media).

        Lists the media uploaded by the acting profile that has not yet expired (uploads are kept
        for `x-limits.mediaRetentionDays` days). Newest first. The answer is the page's: an
        array of items (not an object), each with `size` as a string of digits; see
        `MediaLibrary`.
        """

        return await self._client.call(
            _LIST_MEDIA,
            {
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def verify_exists(
        self,
        body: MediaUrlCheck | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaUrlExistence:
        """Check whether a media URL exists (`POST /media/urlExists`, verify_media_exists).

        Says whether `mediaUrl` answers a HEAD request (SDK: `POST
        /media/urlExists` with `{mediaUrl}`, "a HEAD check"; the official SDK's
        `verifyMediaExists`). The answer carries the HTTP status seen as `statusCode` (DOCS
        apis/media/verify-media-url's name, canonical) and as `httpStatus` (the same value, an
        alias kept for existing clients), and the file's media type as `contentType` (the page's,
        from the
        HEAD answer's `Content-Type`); `exists` and the echoed `mediaUrl` are own (inferred); see
        `MediaUrlExistence`.

        * A URL of the service's own media library (the `url` that `upload_media` answered) is
          checked locally: it exists while the item is stored and not expired
          (`x-limits.mediaRetentionDays`); `statusCode` is what a request for the file answers.
        * Any other URL gets one HEAD request (redirects are not followed). The URL exists when
          the answer is a 2xx status; `contentType` is the media type its `Content-Type` names.
          With the server's offline fetches (sandbox) a public address answers 200 with the type
          its stand-in is served with. When no answer comes (the host does not resolve, refuses
          the connection, is not public, or does not answer in time), `exists` is false and
          `statusCode` and `httpStatus` are absent; this is an answer, not an error.
        * Only `http` and `https` URLs can be checked; any other URL is refused (101).
        """

        return await self._client.call(
            _VERIFY_MEDIA_EXISTS,
            {
                "profile_key": profile_key,
                "body": as_body(body, MediaUrlCheck),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_meta(
        self,
        *,
        url: str,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaMeta:
        """Read a media file's metadata (`GET /media/meta`, get_media_meta).

        Metadata of the media file at `url` (SDK: `GET /media/meta`, "file
        metadata"; the official SDK's `mediaMeta`). The query parameter's name is own
        (inferred); the answer carries the page's fields (`codec`, `duration`, `filename`,
        `format`, `height`, `size`, `type`, `width`; see `MediaMeta`).

        * A URL of the service's own media library is read from the stored file; an item that
          does not exist or has expired (`x-limits.mediaRetentionDays`) is refused with code 153.
        * Any other URL is fetched once (GET, redirects not followed, at most
          `x-limits.uploadMaxBytes` bytes); a file that cannot be fetched (no answer, a status
          other than 200, not public, or larger than the limit) is refused with code 460.
        * `size` is the file's length in bytes. When the file is an image (PNG, JPEG, GIF, BMP,
          WebP, ...), `contentType` is the image's type read from its content and `width` and
          `height` are its pixel dimensions; otherwise `contentType` is the type declared for
          the file (at upload, or by the fetched URL's `Content-Type`) and there are no
          dimensions. A video (an MP4/QuickTime file with a video track, read from its boxes,
          nothing decoded) has `type: video`, `format`, `codec`, `duration` and its track's
          `width` and `height`.
        """

        return await self._client.call(
            _GET_MEDIA_META,
            {
                "url_query": url,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def resize_image(
        self,
        body: ImageResizeRequest | Mapping[str, Any],
        *,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> ImageResized:
        """Resize an image for a network or to given dimensions (`POST /media/resize`, resize_image).

        Resizes an image and stores the result in the media library (SDK: `POST
        /media/resize` answers `{status, url, platform}` (LIVE); the official SDK's
        `resizeImage`).

        * The image is named by `mediaUrl` (LIVE) or `imageUrl` (SDK README; a CONFLICT of the
          sources, so both are accepted; `mediaUrl` is used when both are sent). A URL of the
          media library is read from the stored file (code 153 when missing or expired); any
          other URL is fetched as `get_media_meta` fetches it (code 460 when that fails). A file
          that is not an image is refused with code 307; an image of more than
          `x-resize.maxSourcePixels` pixels with code 461.
        * The target size is `dimensions` when sent, else the network's size in
          `x-resize.platformSizes` (own values, inferred: the service does not publish its
          sizes). One of `platform` and `dimensions` is needed.
        * `mode` (inferred values): `crop` (default) scales the image to cover the target and
          crops the middle; `blur` fits the whole image inside the target on a blurred, cropped
          copy of itself; `fit` fits the whole image inside the target on white.
        * The result has exactly the target's pixel size, keeps the source's format when it is
          PNG, JPEG or WebP (else PNG), is stored for the acting profile like an upload (kept
          `x-limits.mediaRetentionDays` days, listed by `list_media`) and served at `url`.
        * `watermarkUrl` and `effects` (SDK; their shape is not published) are
          not part of this request schema and are ignored like other unknown fields.
        """

        return await self._client.call(
            _RESIZE_IMAGE,
            {
                "profile_key": profile_key,
                "body": as_body(body, ImageResizeRequest),
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def get_upload_url(
        self,
        *,
        file_name: str,
        content_type: str | Unset | UploadContentTypeName = UNSET,
        profile_key: str | Unset = UNSET,
        extra_headers: Mapping[str, str] | None = None,
        timeout: TimeoutTypes | NotGiven = NOT_GIVEN,
        max_retries: int | None = None,
    ) -> MediaUploadUrl:
        """Get a presigned URL to upload a large file (`GET /media/uploadUrl`, get_media_upload_url).

        A presigned URL for uploading one large file to the media library (DOCS "Upload Large
        Media", `externalDocs`: files over 10 MB; the official SDKs' `mediaUploadUrl`). The
        answer's `status`, `method` and `expiresAt` are this service's own (the page names
        `uploadUrl`, `accessUrl` and `contentType`).

        * `contentType`, as the page documents it, is one of the short names of
          `x-upload-url.contentTypes` (`mp4`, `mov`, `png`, `jpg`, `jpeg`; an older version of
          the page says `quicktime` for `mov`): the canonical form. A media type
          (`video/mp4`) is also accepted (the form this spec first had; deprecated). The
          answer's `contentType` is always the media type (`x-upload-url.contentTypes` maps a
          short name to it): the PUT sends it. Without `contentType` the file is
          `x-upload-url.defaultContentType` ("If not present, application/octet-stream will be
          used"). The page then wants "a full file name with extension"; a name without one is
          accepted all the same (the stored file is named as sent; own, lenient).
        * Send the file's bytes with `PUT <uploadUrl>`, the header `Content-Type: <contentType>`
          and no Authorization header (the URL's signature authorizes it). The file then
          appears in the acting profile's media library and is served at `accessUrl` for
          `x-upload-url.accessDays` days (the page: "Access URL available for 30 days after
          uploaded"). The PUT answers HTTP 200 with the stored `MediaItem` (its `url` is
          `accessUrl`).
        * The URL expires `x-upload-url.expiresInSeconds` seconds after it was made (the page:
          "valid for 30 minutes"; by the service clock; `expiresAt`), and works once. An
          expired, used or altered URL is refused with code 462 (HTTP 403); another
          `Content-Type` with code 111 (HTTP 415); a file over `x-upload-url.maxBytes` bytes
          (the page: "Maximum file upload size 5 GB") with code 122 (HTTP 413), nothing stored:
          a PUT whose `Content-Length` exceeds it is answered so before any of its body is
          read (a client need not send the body to learn it), a body without one (chunked) as
          soon as it passes it (own rule).
        * The reference server signs the URL with HMAC-SHA256 under a key of its data
          directory.
        """

        return await self._client.call(
            _GET_MEDIA_UPLOAD_URL,
            {
                "file_name": file_name,
                "content_type": content_type,
                "profile_key": profile_key,
            },
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )


class AsyncMediaResourceWithRawResponse:
    """`AsyncMediaResource` returning raw responses (`APIResponse`) that do not raise for an error status."""

    def __init__(self, resource: AsyncMediaResource) -> None:
        self.upload = async_to_raw_response(resource.upload)
        self.list = async_to_raw_response(resource.list)
        self.verify_exists = async_to_raw_response(resource.verify_exists)
        self.get_meta = async_to_raw_response(resource.get_meta)
        self.resize_image = async_to_raw_response(resource.resize_image)
        self.get_upload_url = async_to_raw_response(resource.get_upload_url)


__all__ = [
    "AsyncMediaResource",
    "AsyncMediaResourceWithRawResponse",
    "MediaResource",
    "MediaResourceWithRawResponse",
]
