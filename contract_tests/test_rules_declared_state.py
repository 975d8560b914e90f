"""Declared refusals that need state the every-operation tables (`test_rules_declared_codes.py`)
do not build: each test builds it for a fresh User Profile, sends the one request that breaks
the stated rule, and expects the catalogued code with its status (an `Error`, or an error
result carrying the code).

* The history by network (`get_post_history_entry` with a network name): an unlinked network
  (156), X without the caller's X credentials (419). A Post ID's stored record contacts no
  network, so it needs neither.
* `retry_post` of a post that failed on an unlinked network (156 in the result) and of one that
  failed on X, retried without the X credentials (419).
* Comments: a reply on a network the comment is not on (291), a reply or a deletion of an X
  comment without the X credentials (419), a deletion by Social Comment ID without its network
  (108); both reply forms.
* Messages: a link that needs a relink (362, the control's `set_messaging_state`), a voice file
  to a network without voice messages (663).
* Media values: an image over `x-resize.maxSourcePixels` (461), alt text of a file that is not
  an image (307), a watermark image the media library does not hold (141).
* `copy_post` of a post whose library media expired (153, the clock past
  `x-limits.mediaRetentionDays`); `create_post` on an auto-schedule with no free slot within
  the year (193).
* Bulk CSV files, on `bulk_post` and its deprecated alias: a file over
  `x-limits.uploadMaxBytes` (122, also `upload_media_legacy`), more rows than `maxRows` (618), a
  bad cell (619), a past date (152), expired media (153), only unlinked networks (156), X
  without the credentials (419).

A few requests each, no waits: breadth, not cases.
"""

from __future__ import annotations

import csv
import io
import struct
import uuid
import zlib
from datetime import timedelta
from typing import Any

import httpx
import pytest

from contract_tests.example_requests import example_request
from contract_tests.fixtures import UserProfile
from contract_tests.samples import image_bytes, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


def _expect_code(client: ApiClient, response: httpx.Response, name: str, rule: str) -> None:
    """`ApiClient.expect_code` for the code named ``name``."""
    client.expect_code(response, client.spec.error_code(name), rule)


def _call(
    client: ApiClient,
    spec: ApiSpec,
    operation_id: OperationId,
    body: Any = None,
    *,
    path: str | None = None,
    **kwargs: Any,
) -> httpx.Response:
    op = spec.operation(operation_id)
    return client.request(op.method.upper(), path or op.path, json_body=body, **kwargs)


def _x(spec: ApiSpec) -> str:
    return str(spec.header_sunset("TwitterApiKey")["whenTargeting"])


def _post(client: ApiClient, spec: ApiSpec, body: dict[str, Any], status: int = 200) -> str:
    """A post of the profile made by `create_post` (with the X credentials): its Post ID."""
    response = _call(
        client, spec, OperationId.CREATE_POST, body, headers=spec.x_credential_headers()
    )
    made = client.expect_status(response, status, f"create_post answers {status}")
    return str(unwrap_post_result(made)["id"])


def _upload(client: ApiClient, spec: ApiSpec, name: str, content: bytes, kind: str) -> str:
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, content, kind)},
        data={"fileName": name},
    )
    return str(client.expect_status(response, 200, "upload_media stores the file")["url"])


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_history_by_network_refusals(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    history = spec.operation(OperationId.GET_POST_HISTORY_ENTRY).path
    response = client.get(history.replace("{id}", "facebook"))
    rule = "get_post_history_entry: the history of a network the profile has not linked"
    _expect_code(client, response, "platform_not_linked", rule)
    profile_sandbox.link(_x(spec))
    response = client.get(history.replace("{id}", _x(spec)))
    rule = "get_post_history_entry: the history by network of X without the caller's X credentials"
    _expect_code(client, response, "twitter_credentials_required", rule)


def test_retry_refusals(spec: ApiSpec, user_profile: UserProfile) -> None:
    """Public API only: a fresh profile has no network linked, so its posts fail."""
    client = user_profile.client
    failed = _post(client, spec, {"post": "Fails on LinkedIn", "platforms": ["linkedin"]}, 400)
    response = _call(client, spec, OperationId.RETRY_POST, {"id": failed})
    rule = "retry_post of a post whose network is still not linked answers platform_not_linked"
    _expect_code(client, response, "platform_not_linked", rule)
    on_x = _post(client, spec, {"post": "Fails on X", "platforms": [_x(spec)]}, 400)
    response = _call(client, spec, OperationId.RETRY_POST, {"id": on_x})
    rule = "retry_post of a post that failed on X, without the caller's X credentials"
    _expect_code(client, response, "twitter_credentials_required", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_comment_refusals(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    x = _x(spec)
    for platform in ("facebook", x):
        profile_sandbox.link(platform)
    post_id = _post(client, spec, {"post": "Comment on me", "platforms": ["facebook", x]})
    made = {}
    for platform in ("facebook", x):
        body = {"id": post_id, "comment": f"On {platform}", "platforms": [platform]}
        response = _call(
            client, spec, OperationId.POST_COMMENT, body, headers=spec.x_credential_headers()
        )
        answer = client.expect_status(response, 200, "post_comment answers 200")
        made[platform] = str(answer["commentId"])
    reply = spec.operation(OperationId.REPLY_COMMENT).path
    cases = (
        # (the comment, the networks named, X credentials sent, the code, the rule)
        (
            made["facebook"],
            [x],
            True,
            "not_on_network",
            "a reply on a network the comment is not on",
        ),
        (
            made[x],
            [x],
            False,
            "twitter_credentials_required",
            "a reply to an X comment without the caller's X credentials",
        ),
    )
    for target, platforms, credentials, name, what in cases:
        body = {"comment": "Thanks", "platforms": platforms}
        headers = spec.x_credential_headers() if credentials else None
        forms = (
            (OperationId.REPLY_COMMENT, body, reply.replace("{commentId}", target)),
            (OperationId.REPLY_COMMENT_LEGACY, {**body, "commentId": target}, None),
        )
        for operation_id, sent, path in forms:
            response = _call(client, spec, operation_id, sent, path=path, headers=headers)
            _expect_code(client, response, name, f"{operation_id}: {what}")
    delete = spec.operation(OperationId.DELETE_COMMENTS).path
    response = _call(
        client, spec, OperationId.DELETE_COMMENTS, path=delete.replace("{id}", made[x])
    )
    rule = "delete_comments of an X comment without the caller's X credentials"
    _expect_code(client, response, "twitter_credentials_required", rule)
    response = _call(
        client,
        spec,
        OperationId.DELETE_COMMENTS,
        path=delete.replace("{id}", made["facebook"]),
        params={"searchPlatformId": "true"},
    )
    rule = "delete_comments by Social Comment ID without its platform (dependent_parameter_missing)"
    _expect_code(client, response, "dependent_parameter_missing", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.SET_MESSAGING_STATE)
def test_message_refusals(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    facts = spec.operation(OperationId.SEND_MESSAGE).raw["x-messaging"]
    voiceless = next(
        p
        for p in spec.operation(OperationId.SEND_MESSAGE).networks or ()
        if p not in facts["voiceNetworks"]
    )
    relinked = str(facts["voiceNetworks"][0])
    for platform in (voiceless, relinked):
        profile_sandbox.link(platform)
    send = spec.operation(OperationId.SEND_MESSAGE).path
    voice = f"https://example.com/voice/{uuid.uuid4().hex}.{facts['voiceExtensions'][0]}"
    body = {"recipientId": "contractRecipient1", "message": "Listen", "mediaUrls": [voice]}
    response = _call(
        client,
        spec,
        OperationId.SEND_MESSAGE,
        body,
        path=send.replace("{platform}", voiceless),
        headers=spec.x_credential_headers(),
    )
    rule = f"send_message: a voice file to {voiceless} (not in x-messaging.voiceNetworks)"
    _expect_code(client, response, "voice_message_not_supported", rule)
    profile_sandbox.set_messaging_state(relinkRequired=[relinked])
    try:
        body = {"recipientId": "contractRecipient1", "message": "Hello"}
        response = _call(
            client, spec, OperationId.SEND_MESSAGE, body, path=send.replace("{platform}", relinked)
        )
        rule = "send_message on a link that needs a relink (messaging_relink_required)"
        _expect_code(client, response, "messaging_relink_required", rule)
        update = spec.operation(OperationId.UPDATE_CONVERSATION).path
        path = update.replace("{platform}", relinked).replace("{conversationId}", "contract-1")
        response = _call(
            client, spec, OperationId.UPDATE_CONVERSATION, {"status": "archived"}, path=path
        )
        rule = "update_conversation on a link that needs a relink (messaging_relink_required)"
        _expect_code(client, response, "messaging_relink_required", rule)
    finally:
        profile_sandbox.set_messaging_state(relinkRequired=[])


def _huge_png(pixels: int) -> bytes:
    """A valid one-bit grayscale PNG of more than ``pixels`` pixels (a few kilobytes)."""
    width = 8000
    height = pixels // width + 1
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    squeeze = zlib.compressobj(9)
    row = b"\x00" * (1 + width // 8)
    data = b"".join(squeeze.compress(row) for _ in range(height)) + squeeze.flush()

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")
    )


def _missing_library_url(url: str) -> str:
    """A URL of the media library (``url``'s base) that names no item."""
    base = url.rsplit("/", 2)[0]
    return f"{base}/{uuid.uuid4().hex}/{unique_name('gone', '.png')}"


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_media_value_refusals(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    most = int(spec.operation(OperationId.RESIZE_IMAGE).raw["x-resize"]["maxSourcePixels"])
    huge = _upload(client, spec, unique_name("huge", ".png"), _huge_png(most), "image/png")
    response = _call(
        client, spec, OperationId.RESIZE_IMAGE, {"mediaUrl": huge, "platform": "instagram"}
    )
    rule = f"resize_image refuses an image of more than x-resize.maxSourcePixels ({most})"
    _expect_code(client, response, "image_too_large_to_resize", rule)
    text = _upload(client, spec, unique_name("notes", ".txt"), b"not an image\n", "text/plain")
    response = _call(client, spec, OperationId.GENERATE_ALT_TEXT, {"url": text})
    rule = "generate_alt_text refuses a file that is not an image (media_type_not_supported)"
    _expect_code(client, response, "media_type_not_supported", rule)
    profile_sandbox.link("youtube")
    body = {
        **example_request(spec, spec.operation(OperationId.SET_YOUTUBE_WATERMARK)).body,
        "mediaUrls": [_missing_library_url(huge)],
    }
    response = _call(client, spec, OperationId.SET_YOUTUBE_WATERMARK, body)
    rule = "set_youtube_watermark refuses an image the media library does not hold"
    _expect_code(client, response, "watermark_image_unavailable", rule)


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_copy_of_expired_media_refused(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    profile_sandbox.link("facebook")
    url = _upload(client, spec, unique_name("copy", ".png"), image_bytes(8, 8), "image/png")
    post_id = _post(
        client, spec, {"post": "With media", "platforms": ["facebook"], "mediaUrls": [url]}
    )
    days = int(spec.limits["mediaRetentionDays"])
    later = parse_timestamp(profile_sandbox.now()) + timedelta(days=days, seconds=1)
    with profile_sandbox.clock_at(format_timestamp(later)):
        response = _call(
            client, spec, OperationId.COPY_POST, {"postId": post_id, "platforms": ["facebook"]}
        )
    rule = "copy_post of a post whose library media expired (media_unavailable)"
    _expect_code(client, response, "media_unavailable", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_auto_schedule_without_slot_refused(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """One day a week, every one of them excluded for more than a year: no slot."""
    client = user_profile.client
    profile_sandbox.link("facebook")
    today = parse_timestamp(profile_sandbox.now()).date()
    monday = today + timedelta(days=(7 - today.weekday()) % 7)
    excluded = [(monday + timedelta(weeks=n)).strftime("%m/%d/%Y") for n in range(-1, 56)]
    title = f"contract-full-{uuid.uuid4().hex[:8]}"
    body = {"title": title, "schedule": ["09:00Z"], "daysOfWeek": [1], "excludeDates": excluded}
    client.expect_status(
        _call(client, spec, OperationId.SET_AUTO_SCHEDULE, body), 200, "set_auto_schedule"
    )
    post = {
        "post": "No room",
        "platforms": ["facebook"],
        "autoSchedule": {"schedule": True, "title": title},
    }
    response = _call(client, spec, OperationId.CREATE_POST, post)
    rule = (
        "create_post on an auto-schedule without a free slot within a year (auto_schedule_no_slot)"
    )
    _expect_code(client, response, "auto_schedule_no_slot", rule)


def _csv(spec: ApiSpec, rows: list[dict[str, str]]) -> bytes:
    columns = list(spec.operation(OperationId.BULK_POST).raw["x-bulk-csv"]["columns"])
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    writer.writerows([[row.get(name, "") for name in columns] for row in rows])
    return out.getvalue().encode()


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_bulk_file_refusals(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    client = user_profile.client
    profile_sandbox.link("facebook")
    x = _x(spec)
    limit = int(spec.limits["uploadMaxBytes"])
    url = _upload(client, spec, unique_name("bulk", ".png"), image_bytes(8, 8), "image/png")
    now = parse_timestamp(profile_sandbox.now())
    later = format_timestamp(now + timedelta(days=2))
    row = {"post": "Bulk", "platforms": "facebook", "mediaUrls": "", "scheduleDate": later}
    most = int(spec.operation(OperationId.BULK_POST).raw["x-bulk-csv"]["maxRows"])
    files: list[tuple[str, bytes, str]] = [
        ("file_too_large", b"\0" * (limit + 1), "a file over x-limits.uploadMaxBytes"),
        ("bulk_csv_too_many_rows", _csv(spec, [row] * (most + 1)), "more rows than maxRows"),
        ("bulk_row_invalid", _csv(spec, [{**row, "platforms": "myspace"}]), "an unknown network"),
        (
            "schedule_date_in_past",
            _csv(spec, [{**row, "scheduleDate": format_timestamp(now - timedelta(days=1))}]),
            "a past scheduleDate",
        ),
        (
            "platform_not_linked",
            _csv(spec, [{**row, "platforms": "linkedin"}]),
            "a row whose networks are all unlinked",
        ),
        (
            "twitter_credentials_required",
            _csv(spec, [{**row, "platforms": x}]),
            "X, no credentials",
        ),
    ]
    for operation_id in (OperationId.BULK_POST, OperationId.BULK_POST_LEGACY):
        for name, content, what in files:
            response = _call(
                client, spec, operation_id, files={"file": ("posts.csv", content, "text/csv")}
            )
            _expect_code(client, response, name, f"{operation_id} refuses a CSV file: {what}")
    retention = timedelta(days=int(spec.limits["mediaRetentionDays"]))
    with profile_sandbox.clock_at(format_timestamp(now + retention + timedelta(days=1))):
        after = format_timestamp(now + retention + timedelta(days=3))
        content = _csv(spec, [{**row, "mediaUrls": url, "scheduleDate": after}])
        for operation_id in (OperationId.BULK_POST, OperationId.BULK_POST_LEGACY):
            response = _call(
                client, spec, operation_id, files={"file": ("posts.csv", content, "text/csv")}
            )
            rule = f"{operation_id} refuses a row whose library media expired (media_unavailable)"
            _expect_code(client, response, "media_unavailable", rule)
    oversize = unique_name("oversize", ".bin")
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA_LEGACY).path,
        files={"file": (oversize, b"\0" * (limit + 1), "application/octet-stream")},
        data={"fileName": oversize},
    )
    rule = f"upload_media_legacy refuses a file over x-limits.uploadMaxBytes ({limit})"
    _expect_code(client, response, "file_too_large", rule)


@pytest.mark.control(ControlOperationId.SET_RATE_LIMIT)
def test_linking_page_rate_limited(
    spec: ApiSpec, user_profile: UserProfile, profile_sandbox: Sandbox
) -> None:
    """The linking page is counted against its token's User Profile: over that profile's
    limit (0 from the control) it is refused with rate_limited."""
    client = user_profile.client
    body = {"profileKey": user_profile.profile_key}
    answer = client.expect_status(
        _call(client, spec, OperationId.GENERATE_JWT, body), 200, "generate_jwt answers 200"
    )
    parameter = spec.operation(OperationId.GENERATE_JWT).raw["x-jwt"]["tokenParameter"]
    page = spec.operation(OperationId.OPEN_LINKING_PAGE).path
    profile_sandbox.set_rate_limit(0)
    try:
        opened = client.request("GET", page, params={parameter: answer["token"]}, auth=False)
    finally:
        profile_sandbox.set_rate_limit(None)
    rule = "open_linking_page over its token's profile's x-rate-limit is refused (rate_limited)"
    _expect_code(client, opened, "rate_limited", rule)
