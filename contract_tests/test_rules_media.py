"""Rules of `upload_media` and `list_media` that a schema cannot express.

The returned URL serves exactly the uploaded bytes (multipart and data URI), and refuses a
byte range outside the file (`x-error-catalogue` 172, HTTP 416); the library lists it in the
gallery page's form (an array of items with the page's fields, `size` a string of digits), a
file over `x-limits.uploadMaxBytes` is refused with its catalogued code and not stored, and a
missing file or a broken data URI gets its own catalogued code.
"""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import data_uri, image_bytes, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

#: The fields of each item of the gallery page's answer (DOCS get-media-in-gallery).
PAGE_ITEM_FIELDS = ("id", "timeCreated", "size", "url", "fileName", "description", "expiresAt")


def _listed(client: ApiClient, spec: ApiSpec) -> tuple[httpx.Response, list[dict[str, object]]]:
    """list_media's answer: an array of items (the page's form), each an object."""
    response = client.get(spec.operation(OperationId.LIST_MEDIA).path)
    body = client.expect_status(response, 200, "list_media lists the media library")
    if not isinstance(body, list) or not all(isinstance(item, dict) for item in body):
        client.fail(response, "list_media answers an array of items", f"got {body!r}"[:300])
    return response, body


def _listed_names(client: ApiClient, spec: ApiSpec) -> list[str]:
    return [str(item.get("fileName")) for item in _listed(client, spec)[1]]


def _check_round_trip(
    client: ApiClient, spec: ApiSpec, response: httpx.Response, content: bytes, name: str
) -> None:
    rule = "upload round-trip: the returned url serves the uploaded bytes"
    body = client.expect_status(response, 200, "a valid upload is stored (HTTP 200 MediaItem)")
    if body.get("fileName") != name:
        client.fail(
            response, "upload echoes fileName", f"sent {name!r}, got {body.get('fileName')!r}"
        )
    if body.get("description") != "contract upload":
        client.fail(response, "upload echoes description", f"got {body.get('description')!r}")
    try:
        served = httpx.get(body["url"], timeout=30)
    except (httpx.HTTPError, ValueError) as error:  # an address nothing answers at
        client.fail(response, rule, f"GET {body['url']} failed: {error!r}")
    if served.status_code != 200 or served.content != content:
        client.fail(
            response,
            rule,
            f"GET {body['url']} answered {served.status_code} with {len(served.content)} bytes; "
            f"uploaded {len(content)} bytes (same bytes: {served.content == content})",
        )
    outside = f"bytes={len(content) + 10}-{len(content) + 20}"
    refused = httpx.get(body["url"], headers={"Range": outside}, timeout=30)
    client.expect_error(
        refused, "range_not_satisfiable", "a byte range outside the file is refused"
    )
    listing, items = _listed(client, spec)
    found = [item for item in items if item.get("fileName") == name]
    if not found:
        client.fail(response, "an uploaded item appears in list_media", f"{name} is not listed")
    rule = "a listed item has the page's fields, size the byte count as a string of digits"
    missing = [f for f in PAGE_ITEM_FIELDS if f not in found[0]]
    if missing or found[0].get("size") != str(len(content)):
        client.fail(listing, rule, f"missing {missing}, size {found[0].get('size')!r}")


@pytest.mark.reads_back(OperationId.UPLOAD_MEDIA)
def test_upload_multipart_round_trip(api: ApiClient, spec: ApiSpec) -> None:
    content = image_bytes(64, 48)
    name = unique_name("multipart", ".png")
    response = api.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, content, "image/png")},
        data={"fileName": name, "description": "contract upload"},
    )
    _check_round_trip(api, spec, response, content, name)


@pytest.mark.reads_back(OperationId.UPLOAD_MEDIA)
def test_upload_data_uri_round_trip(api: ApiClient, spec: ApiSpec) -> None:
    content = image_bytes(32, 32)
    name = unique_name("datauri", ".png")
    response = api.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        json_body={
            "file": data_uri(content, "image/png"),
            "fileName": name,
            "description": "contract upload",
        },
    )
    _check_round_trip(api, spec, response, content, name)


def test_upload_oversize_refused_and_not_listed(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    limit = int(spec.limits["uploadMaxBytes"])
    name = unique_name("oversize", ".bin")
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, b"\0" * (limit + 1), "application/octet-stream")},
        data={"fileName": name},
    )
    client.expect_error(
        response, "file_too_large", f"a file over x-limits.uploadMaxBytes ({limit}) is refused"
    )
    if name in _listed_names(client, spec):
        client.fail(response, "a refused oversize upload is not stored", f"{name} is listed")


def test_upload_at_limit_accepted(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    limit = int(spec.limits["uploadMaxBytes"])
    name = unique_name("atlimit", ".bin")
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, b"\1" * limit, "application/octet-stream")},
        data={"fileName": name},
    )
    client.expect_status(
        response, 200, f"a file of exactly x-limits.uploadMaxBytes ({limit}) bytes is accepted"
    )


def test_upload_missing_file_refused(api: ApiClient, spec: ApiSpec) -> None:
    response = api.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"other": ("x.txt", b"x", "text/plain")},
        data={"fileName": "x.txt"},
    )
    api.expect_error(response, "missing_file", "an upload without a file part is refused")


def test_upload_broken_data_uri_refused(api: ApiClient, spec: ApiSpec) -> None:
    response = api.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        json_body={"file": "data:image/png;base64,A", "fileName": "broken.png"},
    )
    api.expect_error(response, "invalid_data_uri", "a data URI with broken Base64 is refused")


def _upload_listed(client: ApiClient, spec: ApiSpec) -> tuple[str, str, dict[str, str]]:
    """Upload a small image; its name, URL and list_media item."""
    name = unique_name("retention", ".png")
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, image_bytes(8, 8), "image/png")},
        data={"fileName": name},
    )
    url = client.expect_status(response, 200, "upload_media stores the file")["url"]
    listing = client.get(spec.operation(OperationId.LIST_MEDIA).path)
    items = [m for m in client.expect_status(listing, 200, "list_media") if m["fileName"] == name]
    if not items:
        client.fail(listing, "an uploaded item appears in list_media", f"{name} is not listed")
    return name, str(url), items[0]


def test_media_expiry_announced(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Listed media announces `expiresAt` = `timeCreated` + `x-limits.mediaRetentionDays`."""
    client = user_profile.client
    days = int(spec.limits["mediaRetentionDays"])
    _, _, item = _upload_listed(client, spec)
    created, expires = parse_timestamp(item["timeCreated"]), parse_timestamp(item["expiresAt"])
    if expires - created != timedelta(days=days):
        client.fail(
            client.get(spec.operation(OperationId.LIST_MEDIA).path),
            f"media is kept x-limits.mediaRetentionDays ({days}) days",
            f"{created} -> {expires}",
        )


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_media_kept_for_retention_days(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Media is listed and postable until its `expiresAt`, then unlisted and refused in posts
    (153); a post scheduled with it for after that fails to publish (153). Needs the control:
    the clock must pass the retention days, and posting needs a linked network."""
    client = user_profile.client
    name, url, item = _upload_listed(client, spec)
    expires = parse_timestamp(item["expiresAt"])
    profile_sandbox.link("linkedin")
    post = {"post": "With media", "platforms": ["linkedin"], "mediaUrls": [url]}
    with profile_sandbox.clock_at(format_timestamp(expires - timedelta(minutes=1))):
        if name not in _listed_names(client, spec):
            client.fail(
                client.get(spec.operation(OperationId.LIST_MEDIA).path),
                "media is listed until it expires",
            )
        response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=post)
        client.expect_status(response, 200, "unexpired uploaded media can be posted")
        due = format_timestamp(expires + timedelta(hours=1))
        response = client.post(
            spec.operation(OperationId.CREATE_POST).path, json_body={**post, "scheduleDate": due}
        )
        made = client.expect_status(response, 200, "unexpired uploaded media can be scheduled")
        scheduled = unwrap_post_result(made)["id"]
    with profile_sandbox.clock_at(format_timestamp(expires + timedelta(minutes=1))):
        if name in _listed_names(client, spec):
            client.fail(
                client.get(spec.operation(OperationId.LIST_MEDIA).path),
                "expired media is not listed",
                name,
            )
        response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=post)
        client.expect_error(
            response, "media_unavailable", "expired uploaded media is refused in posts"
        )
    with profile_sandbox.clock_at(format_timestamp(expires + timedelta(hours=2))):
        path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(scheduled))
        response = client.get(path)
        record = client.expect_status(response, 200, "get_post reads a scheduled post")
    codes = [e.get("code") for e in record.get("errors") or [] if isinstance(e, dict)]
    if record.get("status") != "error" or codes != [spec.error_code("media_unavailable")]:
        client.fail(
            response,
            "a scheduled post whose uploaded media expired before its date fails to publish (153)",
            f"status {record.get('status')!r}, errors {record.get('errors')!r}",
        )
