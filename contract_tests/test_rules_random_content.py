"""Rules of the documented test features (DOCS quickstart, "Testing"; `PostRequest` and
`CommentRequest` of the spec): `randomPost: true` makes the service write the post's text,
`randomMediaUrl: true` attach exactly one media address that answers with an image, or with
`isLandscapeVideo`/`isPortraitVideo` a video of that orientation (the post is then a video
post); `randomComment: true` writes a comment's text. A body with neither the text nor its
random flag is refused with code 108, not the shape code 101 (the schema leaves the text
optional). Publishing needs a linked network (`link_network`); the 108 refusals need the
public API alone.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

NETWORK = "facebook"


@pytest.fixture
def published_on(user_profile: UserProfile, profile_sandbox: Sandbox) -> str:
    profile_sandbox.link(NETWORK)
    return NETWORK


def _create(client: ApiClient, spec: ApiSpec, body: dict[str, Any], rule: str) -> Any:
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    return unwrap_post_result(client.expect_status(response, 200, rule))


def _record(client: ApiClient, spec: ApiSpec, post_id: str, rule: str) -> tuple[Any, Any]:
    response = client.get(spec.operation(OperationId.GET_POST).path.replace("{id}", post_id))
    return response, client.expect_status(response, 200, rule)


def _fetch(client: ApiClient, answer: httpx.Response, rule: str, url: str) -> httpx.Response:
    """The suite's own GET of a media address the target gave (a failure breaks `rule`)."""
    try:
        fetched = httpx.get(url, timeout=30, follow_redirects=True)
    except (httpx.HTTPError, ValueError) as error:
        client.fail(answer, rule, f"GET {url} failed: {error!r}")
    if fetched.status_code != 200:
        client.fail(answer, rule, f"GET {url} answered {fetched.status_code}")
    return fetched


def _mp4_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) of the first track of an MP4 (its `moov/trak/tkhd` box), else None."""

    def children(block: bytes) -> dict[bytes, bytes]:
        found: dict[bytes, bytes] = {}
        at = 0
        while at + 8 <= len(block):
            size, kind = struct.unpack(">I4s", block[at : at + 8])
            if size < 8 or at + size > len(block):
                break
            found.setdefault(kind, block[at + 8 : at + size])
            at += size
        return found

    tkhd = children(children(children(data).get(b"moov", b"")).get(b"trak", b"")).get(b"tkhd")
    if tkhd is None or len(tkhd) < 8:
        return None
    width, height = struct.unpack(">II", tkhd[-8:])
    return width >> 16, height >> 16


def _one_media_url(client: ApiClient, response: httpx.Response, record: Any, rule: str) -> str:
    urls = record.get("mediaUrls") if isinstance(record, Mapping) else None
    if not isinstance(urls, list) or len(urls) != 1 or not isinstance(urls[0], str):
        client.fail(response, rule, f"expected one media address, got {urls!r}")
    return urls[0]


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_random_post_writes_text_and_attaches_an_image(
    user_profile: UserProfile, published_on: str, spec: ApiSpec
) -> None:
    """The official Node SDK's `testPost` body: no `post`, `randomPost` and `randomMediaUrl`."""
    client = user_profile.client
    body = {"randomPost": True, "platforms": [published_on], "randomMediaUrl": True}
    rule = "randomPost: true makes the service write the text (post not required)"
    created = _create(client, spec, body, rule)
    response, record = _record(client, spec, str(created["id"]), rule)
    text = record.get("post")
    if not isinstance(text, str) or not text.strip():
        client.fail(response, rule, f"the stored post has the text {text!r}")
    if "post" in created and created["post"] != text:
        client.fail(response, rule, "the answer and the record have different texts")
    image_rule = "randomMediaUrl: true attaches one random image that can be fetched"
    url = _one_media_url(client, response, record, image_rule)
    if record.get("isVideo") is True:
        client.fail(response, image_rule, "without a video flag the post is not a video post")
    fetched = _fetch(client, response, image_rule, url)
    if not fetched.headers.get("content-type", "").startswith("image/"):
        client.fail(response, image_rule, f"{url} is {fetched.headers.get('content-type')!r}")
    rule = "randomPost: true replaces a post sent with it"
    created = _create(
        client, spec, {"post": "Mine", "randomPost": True, "platforms": body["platforms"]}, rule
    )
    response, record = _record(client, spec, str(created["id"]), rule)
    if record.get("post") == "Mine":
        client.fail(response, rule, "the stored post is the text sent")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_random_video_has_the_orientation(
    user_profile: UserProfile, published_on: str, spec: ApiSpec
) -> None:
    """`isLandscapeVideo` wins when both flags are sent; without `randomMediaUrl` a flag is
    ignored; without `randomPost` the text sent is kept (`PostRequest`, spec/components)."""
    client = user_profile.client
    body = {"post": "Contract video", "platforms": [published_on]}
    rule = "a video flag without randomMediaUrl is ignored"
    response, record = _record(
        client, spec, _create(client, spec, {**body, "isPortraitVideo": True}, rule)["id"], rule
    )
    if record.get("mediaUrls") or record.get("isVideo") is True:
        client.fail(response, rule, f"{record.get('mediaUrls')}, isVideo {record.get('isVideo')}")
    cases = (("isLandscapeVideo",), ("isPortraitVideo",), ("isPortraitVideo", "isLandscapeVideo"))
    for flags in cases:
        flag, landscape = flags[-1], flags[-1] == "isLandscapeVideo"
        kind = flag[2:-5].lower()
        rule = f"randomMediaUrl with {' and '.join(flags)} attaches a {kind} video (a video post)"
        sent = {**body, "randomMediaUrl": True} | dict.fromkeys(flags, True)
        created = _create(client, spec, sent, rule)
        response, record = _record(client, spec, str(created["id"]), rule)
        if record.get("post") != body["post"]:
            client.fail(
                response, "without randomPost the text sent is kept", f"{record.get('post')!r}"
            )
        url = _one_media_url(client, response, record, rule)
        if record.get("isVideo") is not True:
            client.fail(response, rule, "the post is not recorded as a video post (isVideo)")
        fetched = _fetch(client, response, rule, url)
        if not fetched.headers.get("content-type", "").startswith("video/"):
            client.fail(response, rule, f"{url} is {fetched.headers.get('content-type')!r}")
        size = _mp4_size(fetched.content)
        if size is None or not all(size) or (size[0] > size[1]) is not landscape:
            client.fail(response, rule, f"{url} has the frame size {size!r}")


def test_post_text_or_random_post_required(api: ApiClient, spec: ApiSpec) -> None:
    rule = "a post with neither post nor randomPost: true is refused (108)"
    for path, body in (
        (spec.operation(OperationId.CREATE_POST).path, {"platforms": [NETWORK]}),
        (
            spec.operation(OperationId.CREATE_POST).path,
            {"platforms": [NETWORK], "randomPost": False},
        ),
        (spec.operation(OperationId.POST_COMMENT).path, {"id": "NoSuchPostContract"}),
    ):
        if path == spec.operation(OperationId.POST_COMMENT).path:
            rule = "a comment with neither comment nor randomComment: true is refused (108)"
        api.expect_error(api.post(path, json_body=body), "dependent_parameter_missing", rule)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_random_comment_writes_the_text(
    user_profile: UserProfile, published_on: str, spec: ApiSpec
) -> None:
    client = user_profile.client
    created = _create(
        client,
        spec,
        {"post": "Contract post for a random comment", "platforms": [published_on]},
        "create_post publishes on a linked network",
    )
    rule = "randomComment: true makes the service write the comment (comment not required)"
    response = client.post(
        spec.operation(OperationId.POST_COMMENT).path,
        json_body={"id": created["id"], "randomComment": True, "platforms": [published_on]},
    )
    made = client.expect_status(response, 200, rule)
    outcome = made.get(published_on) if isinstance(made, Mapping) else None
    text = outcome.get("comment") if isinstance(outcome, Mapping) else None
    if not isinstance(text, str) or not text.strip():
        client.fail(response, rule, f"the {published_on} comment has the text {text!r}")
