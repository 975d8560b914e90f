"""Rules of `x-media-rules`: the networks' documented media and text rules, read from the spec.

For each rule the suite can provoke it sends a post to that one network that breaks the rule
and nothing else of the network's, and expects the full result of a post that failed
everywhere (HTTP 400) with that network's `errors` entry carrying the rule's code. Counts are
provoked with public addresses (images, or videos by their extension); image sizes, pixel
counts and aspect ratios with PNG files uploaded through `upload_media`; video durations and
aspect ratios with a one-second MP4 whose movie and track headers are rewritten to the
duration and the width and height wanted; file sizes with a 400 x 400 PNG (or a 10-second
MP4) grown to one byte over the rule's `maxBytes` by a chunk (box) readers skip. A file-size
rule whose file would be larger than `upload_media` takes (`x-limits.uploadMaxBytes`: the
networks' video limits, hundreds of MB) is not provoked (through a presigned upload address
it would move gigabytes per run). A post of exactly the
most images or videos a network takes is accepted (no entry of the rule's code). The text
length rule: a text one character over the network's `x-max-pack.textLimits` gets code
`textLength.errorCode`, except on the networks of `truncatedOn`.

Needs the control: networks must be linked (the public API cannot link one).
"""

from __future__ import annotations

import math
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import (
    data_uri,
    mp4_lasting,
    mp4_of_bytes,
    png_1bit,
    png_of_bytes,
    unique_name,
)
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model import MediaRule
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

JSON = "application/json"
#: The rule kinds this module provokes (all of `x-media-rules`).
PROVOKED = (
    "maxImages",
    "maxVideos",
    "imageSize",
    "imageMaxPixels",
    "imageAspectRatio",
    "videoDuration",
    "videoAspectRatio",
    "imageFileSize",
    "videoFileSize",
)
#: The duration of the videos that provoke rules other than `videoDuration` (every network's
#: duration rule takes it).
VIDEO_SECONDS = 10


def breaking_size(rule: MediaRule) -> tuple[int, int] | None:
    """An image size that breaks `rule` and no other image rule a network could have beside
    it (square where a bound allows, an aspect ratio just over the maximum otherwise)."""
    if rule.kind == "imageSize":
        for low, bound in (
            (True, rule.min_width),
            (False, rule.max_width),
            (True, rule.min_height),
            (False, rule.max_height),
        ):
            if bound is not None:
                side = bound - 1 if low else bound + 1
                return side, side
    if rule.kind == "imageMaxPixels" and rule.max_count is not None:
        side = math.isqrt(rule.max_count) + 1
        return side, side
    if rule.kind == "imageAspectRatio" and rule.max_ratio is not None:
        height = 500
        return math.floor(rule.max_ratio * height) + 45, height
    return None


def _upload(
    client: ApiClient, spec: ApiSpec, content: bytes, content_type: str, suffix: str
) -> str:
    name = unique_name("media-rule", suffix)
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        json_body={"file": data_uri(content, content_type), "fileName": name},
    )
    body = client.expect_status(response, 200, "upload_media stores a file for a media rule")
    return str(body["url"])


def reachable(spec: ApiSpec, rule: MediaRule) -> bool:
    """Whether `upload_media` takes a file that breaks `rule` (file-size rules only can be out
    of reach: a file one byte over `maxBytes` larger than `x-limits.uploadMaxBytes`)."""
    if rule.kind not in ("imageFileSize", "videoFileSize") or rule.max_bytes is None:
        return True
    return rule.max_bytes + 1 <= int(spec.limits["uploadMaxBytes"])


def breaking_media(client: ApiClient, spec: ApiSpec, rule: MediaRule) -> dict[str, Any]:
    """The `mediaUrls` (and `isVideo`) of a post that breaks `rule`."""
    if rule.kind in ("maxImages", "maxVideos"):
        assert rule.max_count is not None
        ext = ".mp4" if rule.kind == "maxVideos" else ".jpg"
        count = rule.max_count + 1
        return {"mediaUrls": [f"https://example.com/contract/m{i}{ext}" for i in range(count)]}
    if rule.kind == "videoDuration":
        low = rule.min_seconds is not None and rule.min_seconds > 0.1
        seconds = rule.min_seconds / 2 if low and rule.min_seconds else (rule.max_seconds or 0) + 10
        return {"mediaUrls": [_upload(client, spec, mp4_lasting(seconds), "video/mp4", ".mp4")]}
    if rule.kind == "videoAspectRatio" and rule.max_ratio is not None:
        height = 100
        width = math.floor(rule.max_ratio * height) + 5
        video = mp4_lasting(VIDEO_SECONDS, width, height)
        return {"mediaUrls": [_upload(client, spec, video, "video/mp4", ".mp4")]}
    if rule.kind == "imageFileSize" and rule.max_bytes is not None:
        image = png_of_bytes(rule.max_bytes + 1)
        return {"mediaUrls": [_upload(client, spec, image, "image/png", ".png")]}
    if rule.kind == "videoFileSize" and rule.max_bytes is not None:
        video = mp4_of_bytes(rule.max_bytes + 1, VIDEO_SECONDS)
        return {"mediaUrls": [_upload(client, spec, video, "video/mp4", ".mp4")]}
    size = breaking_size(rule)
    assert size is not None, rule
    return {"mediaUrls": [_upload(client, spec, png_1bit(*size), "image/png", ".png")]}


def _post(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> httpx.Response:
    return client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body=body,
        headers=spec.x_credential_headers(),
    )


def _codes_of(body: Any) -> set[tuple[str, int]]:
    result = unwrap_post_result(body)
    return {(e.get("platform"), e.get("code")) for e in result.get("errors") or []}


def _expect_refused(
    client: ApiClient, response: httpx.Response, platform: str, code: int, rule: str
) -> None:
    body = client.expect_status(response, 400, rule)
    if (platform, code) not in _codes_of(body):
        client.fail(response, rule, f"no errors entry with code {code} for {platform}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_media_rules_refused(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Every rule of `x-media-rules` `upload_media` can provoke, one post per rule to its one
    network: refused with the rule's code (the post failed everywhere: HTTP 400 with the full
    result)."""
    rules = spec.media_rules
    if rules is None:
        pytest.skip("the spec has no x-media-rules")
    client = user_profile.client
    for network in sorted({r.network for r in rules.rules}):
        profile_sandbox.link(network)
    for rule in rules.rules:
        assert rule.kind in PROVOKED, f"no way to provoke x-media-rules kind {rule.kind}"
        if not reachable(spec, rule):
            continue
        body = {"post": "Contract media rule", "platforms": [rule.network]}
        body.update(breaking_media(client, spec, rule))
        name = f"x-media-rules: {rule.network} {rule.kind} is refused with code {rule.error_code}"
        _expect_refused(client, _post(client, spec, body), rule.network, rule.error_code, name)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_media_counts_at_limit_accepted(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """A post of exactly the most images (or videos) a network takes has no entry of the
    count rule's code for it."""
    rules = spec.media_rules
    if rules is None:
        pytest.skip("the spec has no x-media-rules")
    client = user_profile.client
    counted = [r for r in rules.rules if r.kind in ("maxImages", "maxVideos") and r.max_count]
    for network in sorted({r.network for r in counted}):
        profile_sandbox.link(network)
    for rule in counted:
        assert rule.max_count is not None
        ext = ".mp4" if rule.kind == "maxVideos" else ".jpg"
        urls = [f"https://example.com/contract/a{i}{ext}" for i in range(rule.max_count)]
        body = {"post": "Contract media at the limit", "platforms": [rule.network]}
        response = _post(client, spec, {**body, "mediaUrls": urls})
        name = f"x-media-rules: {rule.network} takes {rule.max_count} ({rule.kind})"
        found = client.expect_status(response, 200, name)
        if (rule.network, rule.error_code) in _codes_of(found):
            client.fail(response, name, f"code {rule.error_code} for exactly {rule.max_count}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_text_length_rule(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """A text one character over a network's limit (`x-max-pack.textLimits`) is refused with
    `textLength.errorCode` on that network; a text of exactly the limit is not, nor a longer
    one whose network option of `textLength.splitWhen` (X's thread) is true. Limits a
    request's `post` cannot exceed (its `maxLength`) are left out."""
    rules, max_pack = spec.media_rules, spec.max_pack
    if rules is None or max_pack is None:
        pytest.skip("the spec has no x-media-rules or no x-max-pack text limits")
    client = user_profile.client
    schema = spec.resolve(spec.operation(OperationId.CREATE_POST).body_schemas[JSON])
    most = int(spec.resolve(schema["properties"]["post"])["maxLength"])  # a longer one is 101
    limits = {
        p: n
        for p, n in sorted(max_pack.text_limits.items())
        if p not in rules.text_truncated_on and n < most
    }
    for network in limits:
        profile_sandbox.link(network)
    code = rules.text_error_code
    for network, limit in limits.items():
        name = f"x-media-rules.textLength: {network} refuses {limit + 1} characters (code {code})"
        response = _post(client, spec, {"post": "x" * (limit + 1), "platforms": [network]})
        _expect_refused(client, response, network, code, name)
        at_limit = _post(client, spec, {"post": "x" * limit, "platforms": [network]})
        found = client.expect_status(at_limit, 200, f"{name}; {limit} are accepted")
        if (network, code) in _codes_of(found):
            client.fail(at_limit, name, f"code {code} for exactly {limit} characters")
        if network in rules.text_split_when:  # an option that splits a long text into a thread
            options, flag = rules.text_split_when[network]
            body = {"post": "x" * (limit + 1), "platforms": [network], options: {flag: True}}
            split = _post(client, spec, body)
            found = client.expect_status(split, 200, f"{name}; {options}.{flag} splits it")
            if (network, code) in _codes_of(found):
                client.fail(split, name, f"code {code} although {options}.{flag} is true")
