"""Rules of the media tools that a schema cannot express.

`verify_media_exists`: an uploaded file's URL exists; the same URL with another file name does
not (the answer agrees with what the suite's own request for the URL gets: status, and the
media type as `contentType` only for a file that exists); an expired item's
URL does not exist (needs the clock control); only http(s) URLs with a host are checked (101
otherwise).

`get_media_meta`: an uploaded image's type (read from its content), size and pixel dimensions,
and the metadata page's `filename` (the URL), `type` and `format`; a file that is no image has
its declared type, size and `filename` and no dimensions; a library URL that serves no file is
refused with `media_unavailable`.

`get_media_upload_url`: the media type of each documented short name (`x-upload-url`); its URL
stores one file once, of the type answered only, checks its signature and expires; the
size limit `x-upload-url.maxBytes` is driven on both sides with the control's lowered size
(`set_transfer_limits`: exactly that many bytes stored, one more refused with `file_too_large`,
sent with a `Content-Length` or chunked, nothing stored), and at the declared size by a
`Content-Length` one byte over it, refused while the suite holds the body back.
"""

from __future__ import annotations

import http.client
import json
import struct
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.run_settings import current
from contract_tests.samples import image_bytes, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient, tls_context
from spec_model.operation_ids import ControlOperationId, OperationId


def _direct(
    client: ApiClient, answer: httpx.Response, rule: str, method: str, url: str, **kwargs: Any
) -> httpx.Response:
    """A request of the suite to an address the target answered (a media or upload URL); one
    that cannot be reached breaks `rule` (reported on `answer`) instead of erroring."""
    try:
        return httpx.request(method, url, timeout=30, **kwargs)
    except (httpx.HTTPError, ValueError) as error:
        client.fail(answer, rule, f"{method} {url} failed: {error!r}")


def _upload(client: ApiClient, spec: ApiSpec) -> dict[str, Any]:
    name = unique_name("exists", ".png")
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, image_bytes(8, 8), "image/png")},
        data={"fileName": name},
    )
    return dict(client.expect_status(response, 200, "upload_media stores the file"))


def _check(client: ApiClient, spec: ApiSpec, url: str) -> tuple[httpx.Response, dict[str, Any]]:
    response = client.post(
        spec.operation(OperationId.VERIFY_MEDIA_EXISTS).path, json_body={"mediaUrl": url}
    )
    body = client.expect_status(response, 200, "verify_media_exists answers for an http(s) URL")
    if body.get("mediaUrl") != url:
        client.fail(response, "verify_media_exists echoes mediaUrl", f"sent {url}, got {body!r}")
    return response, dict(body)


def answer_media_type(answer: httpx.Response) -> str | None:
    """The media type of an answer's `Content-Type`, lower case, without parameters."""
    header = answer.headers.get("content-type")
    return header.split(";", 1)[0].strip().lower() if header else None


def _agrees_with_get(client: ApiClient, response: httpx.Response, body: dict[str, Any]) -> None:
    """`exists` (and `httpStatus` when given) match the suite's own request for the URL;
    `statusCode` (DOCS' name) is the same as `httpStatus`; `contentType` (DOCS') is the media
    type the file is served with when it exists, absent when it does not."""
    rule = "verify_media_exists says whether the URL answers (as a request for it does)"
    served = _direct(client, response, rule, "GET", body["mediaUrl"])
    seen = body.get("httpStatus")
    code = served.status_code
    if body.get("exists") is not (200 <= code < 300) or (seen is not None and seen != code):
        client.fail(
            response,
            "verify_media_exists says whether the URL answers (as a request for it does)",
            f"the URL answers {code}; the check said {body!r}",
        )
    if body.get("statusCode") != seen:  # DOCS verify-media-url's name of the same status
        client.fail(response, "verify_media_exists: statusCode is httpStatus", repr(body))
    # DOCS verify-media-url's contentType: the file's media type, only for a URL that exists.
    served_type = answer_media_type(served)
    wanted = served_type if body.get("exists") is True else None
    if body.get("contentType") != wanted:
        client.fail(
            response,
            "verify_media_exists: contentType is the type the file is served with",
            f"the URL is served as {served_type!r}; the check said {body!r}",
        )


def test_uploaded_url_exists(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    url = str(_upload(client, spec)["url"])
    response, body = _check(client, spec, url)
    if body.get("exists") is not True:
        client.fail(response, "an uploaded file's URL exists", repr(body))
    _agrees_with_get(client, response, body)


def test_unknown_url_does_not_exist(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    url = str(_upload(client, spec)["url"])
    missing = url.rsplit("/", 1)[0] + "/" + unique_name("missing", ".png")
    response, body = _check(client, spec, missing)
    if body.get("exists") is not False:
        client.fail(response, "a URL that serves no file does not exist", repr(body))
    _agrees_with_get(client, response, body)


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_expired_media_does_not_exist(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the clock must pass the item's `expiresAt`."""
    client = user_profile.client
    item = _upload(client, spec)
    listing = client.expect_status(
        client.get(spec.operation(OperationId.LIST_MEDIA).path), 200, "list"
    )
    listed = [m for m in listing if m["id"] == item["id"]]
    if not listed:
        client.fail(client.get(spec.operation(OperationId.LIST_MEDIA).path), "uploads are listed")
    expires = parse_timestamp(listed[0]["expiresAt"])
    with profile_sandbox.clock_at(format_timestamp(expires - timedelta(minutes=1))):
        response, body = _check(client, spec, str(item["url"]))
        if body.get("exists") is not True:
            client.fail(response, "media exists until it expires", repr(body))
    with profile_sandbox.clock_at(format_timestamp(expires + timedelta(minutes=1))):
        response, body = _check(client, spec, str(item["url"]))
        if body.get("exists") is not False:
            client.fail(response, "expired media does not exist", repr(body))


@pytest.mark.parametrize(
    "url",
    [
        "ftp://127.0.0.1/a.png",
        "file:///etc/hosts",
        "mailto:a@b.c",
        "127.0.0.1/a.png",
        "https://",
        "https:///a.png",
        "https://a b/c.png",
    ],
)
def test_only_http_urls_checked(api: ApiClient, spec: ApiSpec, url: str) -> None:
    response = api.post(
        spec.operation(OperationId.VERIFY_MEDIA_EXISTS).path, json_body={"mediaUrl": url}
    )
    api.expect_error(response, "invalid_request", "verify_media_exists checks http(s) URLs only")


def _meta(client: ApiClient, spec: ApiSpec, url: str) -> httpx.Response:
    return client.get(spec.operation(OperationId.GET_MEDIA_META).path, params={"url": url})


def test_meta_of_uploaded_image(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    content = image_bytes(64, 48)
    name = unique_name("meta", ".png")
    uploaded = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, content, "application/octet-stream")},
        data={"fileName": name},
    )
    url = client.expect_status(uploaded, 200, "upload_media stores the file")["url"]
    response = _meta(client, spec, url)
    body = client.expect_status(response, 200, "get_media_meta reads an uploaded file")
    wanted = {"url": url, "contentType": "image/png", "size": len(content), "width": 64}
    wanted["height"] = 48
    got = {k: body.get(k) for k in wanted}
    if got != wanted:
        client.fail(
            response,
            "get_media_meta states an image's type (from its content), size and dimensions",
            f"expected {wanted}, got {got}",
        )
    page = {"filename": url, "type": "image"}
    if {k: body.get(k) for k in page} != page or not body.get("format"):
        client.fail(
            response,
            "get_media_meta answers the page's filename (the URL), type and format",
            f"expected {page} and a format, got {body!r}"[:400],
        )


def test_meta_of_uploaded_non_image(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    content = b"just some words, not an image"
    name = unique_name("meta", ".txt")
    uploaded = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, content, "text/plain")},
        data={"fileName": name},
    )
    url = client.expect_status(uploaded, 200, "upload_media stores the file")["url"]
    response = _meta(client, spec, url)
    body = client.expect_status(response, 200, "get_media_meta reads an uploaded file")
    got = {k: body.get(k) for k in ("contentType", "size", "width", "height", "filename")}
    wanted = {"contentType": "text/plain", "size": len(content), "width": None, "height": None}
    wanted["filename"] = url
    if got != wanted:
        client.fail(
            response,
            "get_media_meta states a non-image's declared type and size, no dimensions",
            f"expected {wanted}, got {got}",
        )


def test_meta_of_missing_library_file(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    url = str(_upload(client, spec)["url"])
    response = _meta(client, spec, url.rsplit("/", 1)[0] + "/" + unique_name("gone", ".png"))
    client.expect_error(
        response, "media_unavailable", "get_media_meta refuses a library URL with no file"
    )


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _served_png_size(client: ApiClient, response: httpx.Response, url: str) -> tuple[int, int]:
    """Width and height of the PNG served at `url` (from its IHDR header)."""
    rule = "the resized image is served at url (a PNG source stays PNG)"
    served = _direct(client, response, rule, "GET", url)
    data = served.content
    if served.status_code != 200 or data[:8] != PNG_SIGNATURE or data[12:16] != b"IHDR":
        client.fail(
            response,
            "the resized image is served at url (a PNG source stays PNG)",
            f"GET {url} answered {served.status_code} with {data[:16]!r}",
        )
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


def _resize(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> httpx.Response:
    return client.post(spec.operation(OperationId.RESIZE_IMAGE).path, json_body=body)


@pytest.mark.reads_back(OperationId.RESIZE_IMAGE)
def test_resize_to_dimensions(user_profile: UserProfile, spec: ApiSpec) -> None:
    """`dimensions` win over `platform` and `mediaUrl` over `imageUrl` (resize_image,
    spec/paths/media-tools.yaml)."""
    client = user_profile.client
    source = str(_upload(client, spec)["url"])
    missing = source.rsplit("/", 1)[0] + "/" + unique_name("missing", ".png")
    sent: list[tuple[dict[str, Any], tuple[int, int]]] = [
        ({"mediaUrl": source}, (37, 21)),
        ({"imageUrl": source, "mode": "fit"}, (16, 40)),
        ({"mediaUrl": source, "imageUrl": missing, "platform": "instagram"}, (31, 17)),
    ]
    for named, wanted in sent:
        body = {**named, "dimensions": {"width": wanted[0], "height": wanted[1]}}
        response = _resize(client, spec, body)
        rule = "resize_image resizes an uploaded image (mediaUrl over imageUrl)"
        answer = client.expect_status(response, 200, rule)
        got = (answer.get("width"), answer.get("height"))
        served = _served_png_size(client, response, str(answer.get("url")))
        if got != wanted or served != wanted:
            client.fail(
                response,
                "resize_image produces exactly the sent dimensions (over a platform's)",
                f"sent {wanted}, answered {got}, served image {served}",
            )
        listing = client.get(spec.operation(OperationId.LIST_MEDIA).path)
        urls = [m["url"] for m in client.expect_status(listing, 200, "list_media")]
        if answer["url"] not in urls:
            client.fail(response, "the resized image is stored in the media library")


def test_resize_for_platform(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    source = str(_upload(client, spec)["url"])
    sizes = spec.operation(OperationId.RESIZE_IMAGE).raw["x-resize"]["platformSizes"]
    platform = "instagram" if "instagram" in sizes else sorted(sizes)[0]
    response = _resize(client, spec, {"mediaUrl": source, "platform": platform})
    answer = client.expect_status(response, 200, "resize_image resizes for a network")
    wanted = (sizes[platform]["width"], sizes[platform]["height"])
    served = _served_png_size(client, response, str(answer.get("url")))
    if answer.get("platform") != platform or served != wanted:
        client.fail(
            response,
            "resize_image uses the network's x-resize.platformSizes",
            f"{platform}: expected {wanted}, served {served}, answered {answer!r}",
        )


def test_resize_refuses_non_images(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    name = unique_name("resize", ".txt")
    uploaded = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, b"no pixels here", "text/plain")},
        data={"fileName": name},
    )
    url = client.expect_status(uploaded, 200, "upload_media stores the file")["url"]
    response = _resize(client, spec, {"mediaUrl": url, "platform": "instagram"})
    client.expect_error(
        response, "media_type_not_supported", "resize_image refuses a file that is no image"
    )


def _upload_url(
    client: ApiClient, spec: ApiSpec, name: str, content_type: str
) -> tuple[httpx.Response, dict[str, Any]]:
    response = client.get(
        spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).path,
        params={"fileName": name, "contentType": content_type},
    )
    grant = client.expect_status(response, 200, "get_media_upload_url makes an upload URL")
    return response, dict(grant)


def _put(
    client: ApiClient,
    answer: httpx.Response,
    url: str,
    content: bytes | Iterator[bytes],
    content_type: str,
) -> httpx.Response:
    """The PUT a presigned URL takes: no Authorization header."""
    headers = {"Content-Type": content_type}
    rule = "the uploadUrl of get_media_upload_url takes a PUT"
    return _direct(client, answer, rule, "PUT", url, content=content, headers=headers)


def test_presigned_upload_round_trip(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    name = unique_name("presigned", ".bin")
    made, grant = _upload_url(client, spec, name, "application/octet-stream")
    content = b"presigned upload bytes " * 64
    stored = _put(client, made, grant["uploadUrl"], content, "application/octet-stream")
    item = client.expect_status(stored, 200, "a PUT to uploadUrl stores the file")
    served = _direct(
        client, stored, "the uploaded file is served at accessUrl", "GET", grant["accessUrl"]
    )
    if item.get("url") != grant["accessUrl"] or served.content != content:
        client.fail(
            stored,
            "the uploaded file is served at accessUrl",
            f"PUT answered {item!r}; GET accessUrl answered {served.status_code}",
        )
    listing = client.get(spec.operation(OperationId.LIST_MEDIA).path)
    names = [m["fileName"] for m in client.expect_status(listing, 200, "list_media")]
    if name not in names:
        client.fail(listing, "a presigned upload appears in the profile's media library", name)
    again = _put(client, made, grant["uploadUrl"], b"replaced", "application/octet-stream")
    client.expect_error(again, "upload_url_invalid", "a presigned upload URL works once")


def test_presigned_url_signature_checked(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    name = unique_name("signed", ".txt")
    made, grant = _upload_url(client, spec, name, "text/plain")
    altered = str(grant["uploadUrl"]).replace(name, unique_name("other", ".txt"))
    response = _put(client, made, altered, b"sneaky", "text/plain")
    client.expect_error(response, "upload_url_invalid", "an altered upload URL is refused")


def test_presigned_upload_content_types(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Each short name of `x-upload-url.contentTypes` is answered as its media type, no
    `contentType` as `defaultContentType`; a PUT with another `Content-Type` than the answer's
    is refused (unsupported_content_type)."""
    client = user_profile.client
    facts = spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]
    rule = "get_media_upload_url answers the media type x-upload-url.contentTypes maps to"
    for short, media_type in facts["contentTypes"].items():
        made, grant = _upload_url(client, spec, unique_name("typed", f".{short}"), short)
        if grant.get("contentType") != media_type:
            client.fail(made, rule, f"{short}: answered {grant.get('contentType')!r}")
    made = client.get(
        spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).path,
        params={"fileName": unique_name("untyped", ".bin")},
    )
    grant = client.expect_status(made, 200, "get_media_upload_url makes an upload URL")
    default = facts["defaultContentType"]
    if grant.get("contentType") != default:
        client.fail(made, f"{rule}: without contentType, {default}", repr(grant)[:300])
    other = "image/png" if default != "image/png" else "text/plain"
    refused = _put(client, made, grant["uploadUrl"], b"bytes", other)
    rule = "a presigned upload with another Content-Type than the answer's is refused"
    client.expect_error(refused, "unsupported_content_type", rule)


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_presigned_url_expires(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the clock must pass `expiresAt`."""
    client = user_profile.client
    made, grant = _upload_url(client, spec, unique_name("late", ".txt"), "text/plain")
    expires = parse_timestamp(grant["expiresAt"])
    ttl = spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]["expiresInSeconds"]
    now = parse_timestamp(profile_sandbox.now())
    if abs((expires - now) - timedelta(seconds=ttl)) > timedelta(seconds=60):
        client.fail(
            client.get(spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).path),
            "an upload URL expires x-upload-url.expiresInSeconds after it was made",
            f"made at about {now}, expires {expires}, ttl {ttl} s",
        )
    with profile_sandbox.clock_at(format_timestamp(expires + timedelta(seconds=1))):
        response = _put(client, made, grant["uploadUrl"], b"too late", "text/plain")
        client.expect_error(response, "upload_url_invalid", "an expired upload URL is refused")


# --- the upload size limit (x-upload-url.maxBytes) ---------------------------------------------
#: The upload size the control lowers the limit to.
LOWERED_UPLOAD_BYTES = 1000
#: How long the declared-size refusal may take while the suite holds the body back: a server
#: that answers only once the body arrives never answers it.
HELD_BODY_WAIT_SECONDS = 10.0
UPLOAD_SIZE_RULE = (
    "a presigned upload over the size in force (x-upload-url.maxBytes, lowered with "
    "set_transfer_limits) is refused with file_too_large (413), nothing stored"
)
DECLARED_SIZE_RULE = (
    "a presigned upload whose Content-Length exceeds x-upload-url.maxBytes is refused with "
    "file_too_large (413) before its body is sent"
)
OCTETS = "application/octet-stream"


def _library(client: ApiClient, spec: ApiSpec) -> tuple[httpx.Response, list[str]]:
    """The profile's media library: the answer and the file names it lists."""
    listing = client.get(spec.operation(OperationId.LIST_MEDIA).path)
    media = client.expect_status(listing, 200, "list_media answers 200")
    return listing, [str(m.get("fileName")) for m in media]


@pytest.mark.control(ControlOperationId.SET_TRANSFER_LIMITS)
def test_presigned_upload_size_limit(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """With the upload size lowered by the control: a file of exactly that many bytes is
    stored and listed; one byte more is refused with file_too_large (413), sent with a
    `Content-Length` and sent chunked, and neither is listed nor served at its accessUrl."""
    client = user_profile.client
    most = LOWERED_UPLOAD_BYTES
    sizes = {"at": most, "over": most + 1, "chunked": most + 1}
    names = {key: unique_name(f"size-{key}", ".bin") for key in sizes}
    made = {key: _upload_url(client, spec, names[key], OCTETS) for key in sizes}
    answers = {}
    with profile_sandbox.transfer_limits(uploadMaxBytes=most):
        for key, size in sizes.items():
            made_answer, grant = made[key]
            content: bytes | Iterator[bytes] = b"u" * size
            if key == "chunked":  # no Content-Length: refused as the body passes the limit
                content = iter([b"u" * (size // 2), b"u" * (size - size // 2)])
            answers[key] = _put(client, made_answer, grant["uploadUrl"], content, OCTETS)
    client.expect_status(
        answers["at"], 200, f"a presigned upload of exactly the size in force ({most}) is stored"
    )
    client.expect_error(answers["over"], "file_too_large", UPLOAD_SIZE_RULE)
    client.expect_error(answers["chunked"], "file_too_large", UPLOAD_SIZE_RULE + " (chunked)")
    listing, listed = _library(client, spec)
    for key, name in names.items():
        if (name in listed) != (key == "at"):
            client.fail(
                listing, UPLOAD_SIZE_RULE, f"{name} ({sizes[key]} bytes) listed: {name in listed}"
            )
    for key in ("over", "chunked"):
        url = made[key][1]["accessUrl"]
        served = _direct(client, answers[key], UPLOAD_SIZE_RULE, "GET", url)
        if served.status_code == 200:
            client.fail(answers[key], UPLOAD_SIZE_RULE, f"the refused file is served at {url}")


def _held_body_put(url: str, length: int) -> tuple[int, bytes]:
    """A PUT to `url` that declares `length` bytes and sends none of them: the answer's status
    and body (TimeoutError when none comes within HELD_BODY_WAIT_SECONDS)."""
    parts = httpx.URL(url)
    wait = min(current().request_timeout, HELD_BODY_WAIT_SECONDS)
    connection: http.client.HTTPConnection = (
        http.client.HTTPSConnection(parts.host, parts.port, timeout=wait, context=tls_context())
        if parts.scheme == "https"
        else http.client.HTTPConnection(parts.host, parts.port, timeout=wait)
    )
    try:
        target = parts.raw_path.decode("ascii")
        connection.putrequest("PUT", target, skip_accept_encoding=True)
        connection.putheader("Content-Type", OCTETS)
        connection.putheader("Content-Length", str(length))
        connection.endheaders()  # the head only: the body is held back
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def test_presigned_upload_declared_size_limit(user_profile: UserProfile, spec: ApiSpec) -> None:
    """At the declared size (no control): a PUT whose `Content-Length` is one byte over
    `x-upload-url.maxBytes` is refused with file_too_large (413) while the suite holds its
    body back, and nothing is stored."""
    client = user_profile.client
    most = int(spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]["maxBytes"])
    name = unique_name("declared-size", ".bin")
    made, grant = _upload_url(client, spec, name, OCTETS)
    try:
        status, body = _held_body_put(grant["uploadUrl"], most + 1)
    except (OSError, http.client.HTTPException) as error:
        client.fail(
            made, DECLARED_SIZE_RULE, f"PUT uploadUrl declaring {most + 1} bytes: {error!r}"
        )
    try:
        code = json.loads(body).get("code")
    except (ValueError, AttributeError):
        code = None
    wanted = spec.error_catalogue[spec.error_code("file_too_large")]
    if (status, code) != (wanted.status, wanted.code):
        client.fail(made, DECLARED_SIZE_RULE, f"answered {status} {body[:200]!r}")
    listing, listed = _library(client, spec)
    if name in listed:
        client.fail(listing, DECLARED_SIZE_RULE, f"{name} is listed")
