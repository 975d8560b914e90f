"""Faults the rules of `contract_tests/test_rules_media_tools.py` must catch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from reference_server.seams import LimitRules, RuleDecisions, UploadChecks
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks, with_seams
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    answer_rewritten,
    body_rewritten,
    on,
    refusal_accepted,
    refusal_recoded,
    request_rewritten,
    succeeded,
    without,
    write_ignored,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts

_URL_EXISTS = "/media/urlExists"


@fault("test_unknown_url_does_not_exist", "a URL that serves no file does not exist")
@answer_rewritten(
    on("POST", _URL_EXISTS),
    lambda body: {**body, "exists": True, "httpStatus": 200},
    status=succeeded,
)
def url_exists_always_true() -> None:
    """verify_media_exists says every URL exists."""


@fault("test_uploaded_url_exists", "verify_media_exists: statusCode is httpStatus")
@answer_field_dropped(on("POST", _URL_EXISTS), "statusCode")
def media_exists_status_code_dropped() -> None:
    """verify_media_exists answers without `statusCode` (the page's name of the status)."""


@fault(
    "test_uploaded_url_exists",
    "verify_media_exists: contentType is the type the file is served with",
)
@answer_field_dropped(on("POST", _URL_EXISTS), "contentType")
def media_exists_content_type_dropped() -> None:
    """verify_media_exists answers without `contentType` (the page's media type of the file)."""


@fault(
    "test_unknown_url_does_not_exist",
    "verify_media_exists: contentType is the type the file is served with",
)
@answer_rewritten(
    on("POST", _URL_EXISTS), lambda body: {**body, "contentType": "image/png"}, status=succeeded
)
def url_exists_content_type_always() -> None:
    """verify_media_exists names a media type for every URL, also one that serves no file
    (the type guessed from the file name)."""


@fault("test_uploaded_url_exists", "verify_media_exists echoes mediaUrl")
@answer_rewritten(
    on("POST", _URL_EXISTS),
    lambda body: {**body, "mediaUrl": f"{body.get('mediaUrl')}?v=1"},
    status=succeeded,
)
def url_exists_echo_rewritten() -> None:
    """verify_media_exists answers another URL than the one sent (a cache-busting query)."""


def _http_url(body: dict[str, Any]) -> dict[str, Any]:
    url = body.get("mediaUrl")
    if isinstance(url, str) and not url.startswith(("http://", "https://")):
        return {**body, "mediaUrl": "http://127.0.0.1/" + url}
    return body


@fault("test_only_http_urls_checked", "verify_media_exists checks http(s) URLs only")
@body_rewritten(on("POST", _URL_EXISTS), _http_url)
def url_exists_any_scheme() -> None:
    """verify_media_exists checks URLs of any scheme (rewritten to http before validation)."""


def _hosted_url(body: dict[str, Any]) -> dict[str, Any]:
    url = body.get("mediaUrl")
    scheme, separator, rest = url.partition("://") if isinstance(url, str) else ("", "", "")
    if scheme in ("http", "https") and separator and (not rest or rest[0] == "/" or " " in rest):
        return {**body, "mediaUrl": "http://127.0.0.1/" + rest.lstrip("/").replace(" ", "%20")}
    return body


@fault("test_only_http_urls_checked", "verify_media_exists checks http(s) URLs only")
@body_rewritten(on("POST", _URL_EXISTS), _hosted_url)
def url_exists_without_host() -> None:
    """verify_media_exists checks an http(s) URL without a host, or with a space in it, as one
    on the service's own host (`https:///a.png` read as `http://127.0.0.1/a.png`)."""


class _StoredExists(RuleDecisions):
    def library_status(self, live: Any, stored: Any) -> int:
        return 200 if stored is not None else 404


@fault("test_expired_media_does_not_exist", "expired media does not exist", parts=True)
def url_exists_ignores_expiry(parts: ServerParts) -> ServerParts:
    """verify_media_exists finds library items by id, expired or not."""
    return with_seams(parts, decisions=_StoredExists())


_MEDIA_META = "/media/meta"


@fault(
    "test_meta_of_uploaded_image",
    "get_media_meta states an image's type (from its content), size and dimensions",
)
@answer_rewritten(
    on("GET", _MEDIA_META),
    lambda body: (
        {**body, "width": body["height"], "height": body["width"]} if "width" in body else body
    ),
    status=succeeded,
)
def media_meta_dimensions_swapped() -> None:
    """get_media_meta answers an image's width as its height and the other way round."""


@fault(
    "test_meta_of_uploaded_non_image",
    "get_media_meta states a non-image's declared type and size, no dimensions",
)
@answer_rewritten(
    on("GET", _MEDIA_META),
    lambda body: body if "width" in body else {**body, "size": int(body["size"]) + 512},
    status=succeeded,
)
def media_meta_size_with_headers() -> None:
    """get_media_meta counts 512 bytes too many for files that are no image."""


@fault(
    "test_meta_of_uploaded_image",
    "get_media_meta answers the page's filename (the URL), type and format",
)
@answer_rewritten(
    on("GET", _MEDIA_META),
    lambda body: {k: v for k, v in body.items() if k not in {"filename", "type", "format"}},
    status=succeeded,
)
def media_meta_without_page_fields() -> None:
    """get_media_meta answers only its own fields: no `filename`, `type` or `format` (the
    metadata page's)."""


@fault("test_meta_of_missing_library_file", "get_media_meta refuses a library URL with no file")
@refusal_recoded(
    on("GET", _MEDIA_META), (ErrorCode.MEDIA_UNAVAILABLE,), ErrorCode.MEDIA_NOT_FETCHABLE
)
def media_meta_missing_as_fetch_failure() -> None:
    """get_media_meta refuses a missing library file as not fetchable (460) instead of 153."""


_RESIZE = "/media/resize"


def _one_wider(body: dict[str, Any]) -> dict[str, Any]:
    size = body.get("dimensions")
    if isinstance(size, dict) and isinstance(size.get("width"), int):
        return {**body, "dimensions": {**size, "width": size["width"] + 1}}
    return body


@fault("test_resize_to_dimensions", "resize_image produces exactly the sent dimensions")
@body_rewritten(on("POST", _RESIZE), _one_wider)
def resize_dimensions_off_by_one() -> None:
    """resize_image makes the image one pixel wider than the sent dimensions."""


@fault("test_resize_to_dimensions", "the resized image is served at url")
@answer_rewritten(
    on("POST", _RESIZE),
    lambda body: {**body, "url": str(body["url"]).rsplit("/", 1)[0] + "/x"},
    status=succeeded,
)
def resize_answers_source_url() -> None:
    """resize_image answers an address that serves nothing (the source's folder, no file)."""


@fault("test_resize_for_platform", "resize_image uses the network's x-resize.platformSizes")
@exchange
async def resize_platform_sizes_swapped(request: Request, call: Call) -> Response:
    """resize_image makes a network's image with width and height swapped (portrait for
    landscape)."""
    body = request.json()
    if asks(request, "POST", _RESIZE) and isinstance(body, dict) and "platform" in body:
        sizes = SPEC.operation(OperationId.RESIZE_IMAGE).raw["x-resize"]["platformSizes"]
        size = sizes.get(body["platform"], {"width": 10, "height": 20})
        swapped = {"width": size["height"], "height": size["width"] + 1}
        request = request.with_json({**body, "dimensions": swapped})
    return await call(request)


@fault("test_resize_refuses_non_images", "resize_image refuses a file that is no image")
@refusal_accepted(
    ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
    {"status": "success", "url": "http://127.0.0.1/none.png", "width": 1, "height": 1},
    where=on("POST", _RESIZE),
)
def resize_non_image_accepted() -> None:
    """resize_image answers success for a file that is no image (a made-up result URL)."""


@fault("test_presigned_upload_round_trip", "a presigned upload URL works once")
@exchange
async def presigned_url_reusable(request: Request, call: Call) -> Response:
    """A used presigned upload URL answers success again (as if it stored the new bytes)."""
    response = await call(request)
    body = response.json()
    used = isinstance(body, dict) and "already used" in str(body.get("message"))
    if request.method == "PUT" and request.path.startswith("/media/presigned/") and used:
        media_id = request.path.rsplit("/", 1)[-1]
        name = dict(request.query).get("fileName", "file")
        item = {"id": media_id, "url": f"/media/files/{media_id}/{name}", "fileName": name}
        response = response.with_json({**item, "description": ""}, 200)
    return response


_UPLOAD_URL = "/media/uploadUrl"


@fault(
    "test_presigned_upload_content_types",
    "get_media_upload_url answers the media type x-upload-url.contentTypes maps to",
)
@exchange
async def upload_url_short_name_echoed(request: Request, call: Call) -> Response:
    """get_media_upload_url answers a short content type name as sent (`mov`), not as the media
    type it maps to."""
    response = await call(request)
    sent = dict(request.query).get("contentType", "")
    body = response.json() if asks(request, "GET", _UPLOAD_URL) else None
    if isinstance(body, dict) and sent and "/" not in sent:
        response = response.with_json({**body, "contentType": sent}, response.status)
    return response


@fault(
    "test_presigned_upload_content_types",
    "a presigned upload with another Content-Type than the answer's is refused",
)
@request_rewritten(
    lambda request: request.method == "PUT" and request.path.startswith("/media/presigned/"),
    lambda request: request.with_header(
        "content-type", dict(request.query).get("contentType", "application/octet-stream")
    ),
)
def presigned_content_type_unchecked() -> None:
    """A presigned upload is stored whatever its `Content-Type` (read as the URL's type)."""


class _AnySignature(UploadChecks):
    def signature_matches(self, wanted: str, given: str) -> bool:
        return True


@fault("test_presigned_url_signature_checked", "an altered upload URL is refused", parts=True)
def presigned_signature_unchecked(parts: ServerParts) -> ServerParts:
    """The signature of a presigned upload URL is not checked."""
    return with_seams(parts, uploads=_AnySignature())


class _NeverExpired(UploadChecks):
    def expired(self, now: int, expires: int) -> bool:
        return False


@fault("test_presigned_url_expires", "an expired upload URL is refused", parts=True)
def presigned_url_never_expires(parts: ServerParts) -> ServerParts:
    """Presigned upload URLs work after their `expiresAt`."""
    return with_seams(parts, uploads=_NeverExpired())


# -- writes answered as done and never applied (read-back rules) ---------------------------------
resize_image_ignored = write_ignored(
    OperationId.RESIZE_IMAGE,
    caught_by=fault("test_resize_to_dimensions", "the resized image is served at url"),
)


# -- the upload size (x-upload-url.maxBytes, lowered by set_transfer_limits) ----------------------


@fault(
    "test_presigned_upload_size_limit",
    "is refused with file_too_large (413), nothing stored",
    parts=True,
)
def upload_size_ignored(parts: ServerParts) -> ServerParts:
    """Presigned uploads are held to the declared `maxBytes` whatever the control lowered it
    to (the profile's own limit is stored and answered, never applied)."""

    class Declared(LimitRules):
        def upload_max_bytes(self, in_force: int, declared: int) -> int:
            return declared

    return with_seams(parts, limits=Declared())


@fault("test_presigned_upload_size_limit", "of exactly the size in force", parts=True)
def upload_size_one_byte_early(parts: ServerParts) -> ServerParts:
    """A presigned upload of exactly the size in force is refused (the limit is off by one)."""

    class OneEarly(LimitRules):
        def upload_max_bytes(self, in_force: int, declared: int) -> int:
            return in_force - 1

    return with_seams(parts, limits=OneEarly())


@fault(
    "test_presigned_upload_declared_size_limit",
    "exceeds x-upload-url.maxBytes is refused with file_too_large (413) before its body is sent",
    parts=True,
)
def upload_declared_length_ignored(parts: ServerParts) -> ServerParts:
    """A presigned upload's `Content-Length` is not looked at: the server reads the body and
    refuses only once it has passed the limit (a client holding the body back gets no answer)."""

    class LengthIgnored(UploadChecks):
        def declared_too_large(self, declared_length: int | None, limit: int) -> bool:
            return False

    return with_seams(parts, uploads=LengthIgnored())


@fault("test_resize_to_dimensions", "the sent dimensions (over a platform's)")
@body_rewritten(
    on("POST", _RESIZE), lambda body: without("dimensions")(body) if "platform" in body else body
)
def resize_platform_over_dimensions() -> None:
    """resize_image uses the network's size when both `platform` and `dimensions` are sent."""


@fault("test_resize_to_dimensions", "resizes an uploaded image (mediaUrl over imageUrl)")
@body_rewritten(
    on("POST", _RESIZE),
    lambda body: body | {"mediaUrl": body.get("imageUrl", body.get("mediaUrl"))},
)
def resize_image_url_over_media_url() -> None:
    """resize_image reads `imageUrl` when both `imageUrl` and `mediaUrl` are sent."""
