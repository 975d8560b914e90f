"""Rules of `copy_post`: the copy is a new post with the original's text on the networks
requested (DOCS apis/post/copy-post), carrying the original's settings unless the request
sends its own options, scheduled by a future `scheduleDate`, answered unwrapped; an unknown
Post ID, or another profile's, is refused (114) as `get_post` refuses it."""

from __future__ import annotations

from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


def _copy(client: ApiClient, spec: ApiSpec, body: dict[str, Any]) -> Any:
    return client.post(spec.operation(OperationId.COPY_POST).path, json_body=body)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
@pytest.mark.reads_back(OperationId.COPY_POST)
def test_copy_post_publishes_the_original_on_the_requested_networks(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: only a post to a linked network is published and copied."""
    api = user_profile.client
    profile_sandbox.link("linkedin")
    profile_sandbox.link("facebook")
    text = "Contract copy original"
    created = api.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": text, "platforms": ["linkedin"]},
    )
    original = unwrap_post_result(api.expect_status(created, 200, "create_post answers 200"))["id"]
    response = _copy(api, spec, {"postId": original, "platforms": ["facebook"]})
    copy = api.expect_status(response, 200, "copy_post answers 200")
    rule = "copy_post publishes a new post with the original's text on the requested networks"
    published = [r.get("platform") for r in copy.get("postIds", [])]
    if published != ["facebook"] or copy.get("errors"):
        api.fail(response, rule, f"postIds on {published!r}, errors {copy.get('errors')!r}")
    if copy.get("id") == original or copy.get("copiedFrom") != original:
        api.fail(response, rule, f"id {copy.get('id')!r}, copiedFrom {copy.get('copiedFrom')!r}")
    if copy.get("originalPost") != text:
        api.fail(response, rule, f"originalPost {copy.get('originalPost')!r}, not {text!r}")
    record = api.expect_status(
        api.get(spec.operation(OperationId.GET_POST).path.replace("{id}", str(copy["id"]))),
        200,
        "get_post reads the copy",
    )
    if record.get("post") != text or record.get("platforms") != ["facebook"]:
        api.fail(
            response, rule, f"stored copy: {record.get('post')!r} on {record.get('platforms')!r}"
        )


def test_copy_of_unknown_post_refused(api: ApiClient, spec: ApiSpec) -> None:
    response = _copy(api, spec, {"postId": "NoSuchPost0000", "platforms": [spec.platforms[0]]})
    api.expect_error(response, "post_not_found", "copying an unknown Post ID is refused")


def test_copy_to_unlinked_network_fails_there(spec: ApiSpec, user_profile: UserProfile) -> None:
    """A fresh User Profile has no network linked (public API only): its post fails everywhere,
    and so does its copy: HTTP 400 with the full result, code 156 for the network."""
    client = user_profile.client
    created = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "Nothing linked", "platforms": ["pinterest"]},
    )
    original = unwrap_post_result(client.json_of(created, "create_post answers JSON"))["id"]
    response = _copy(client, spec, {"postId": original, "platforms": ["tiktok"]})
    rule = "a copy to only unlinked networks answers 400 with the full result (code 156 each)"
    result = client.expect_status(response, 400, rule)
    code = spec.error_code("platform_not_linked")
    entries = [(e.get("platform"), e.get("code")) for e in result.get("errors", [])]
    if entries != [("tiktok", code)] or result.get("copiedFrom") != original:
        client.fail(response, rule, f"errors {entries!r}, copiedFrom {result.get('copiedFrom')!r}")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_copy_post_keeps_settings_and_schedules(
    api: ApiClient, user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (linked networks). The copy carries the original's settings (`notes`,
    `faceBookOptions`) unless the request sends options of that network, which replace them;
    a future `scheduleDate` schedules it; the answer is not wrapped in `posts` although sent
    with a Profile-Key; another profile (the Primary) cannot copy the post (114)."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    profile_sandbox.link("facebook")
    old, new = {"link": "https://example.com/old"}, {"link": "https://example.com/new"}
    created = client.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "Copy me", "platforms": ["linkedin"], "notes": "kept"}
        | {"faceBookOptions": old},
    )
    original = unwrap_post_result(client.expect_status(created, 200, "create_post answers 200"))
    response = _copy(api, spec, {"postId": original["id"], "platforms": ["facebook"]})
    api.expect_error(response, "post_not_found", "another profile's post cannot be copied")

    def record(post_id: str) -> Any:
        path = spec.operation(OperationId.GET_POST).path.replace("{id}", post_id)
        return client.expect_status(client.get(path), 200, "get_post reads the copy")

    rule = "copy_post answers the bare result and keeps the original's settings"
    body = {"postId": original["id"], "platforms": ["facebook", "pinterest"]}
    response = _copy(client, spec, body)
    copy = client.expect_status(response, 200, rule)
    published = [r.get("platform") for r in copy.get("postIds", [])]
    if "posts" in copy or copy.get("status") != "error" or published != ["facebook"]:
        client.fail(
            response, rule, "wrapped in posts, or not published on facebook alone (status error)"
        )
    kept = record(str(copy["id"]))
    if (kept.get("notes"), kept.get("faceBookOptions")) != ("kept", old):
        client.fail(response, rule, f"copy's notes and options: {kept!r}")
    if record(str(original["id"])).get("platforms") != ["linkedin"]:
        client.fail(response, rule, "the original's networks changed")
    rule = "copy_post schedules a future scheduleDate; options sent replace the original's"
    later = "2099-01-01T00:00:00Z"
    body = {"postId": original["id"], "platforms": ["facebook"], "scheduleDate": later}
    response = _copy(client, spec, body | {"faceBookOptions": new})
    scheduled = client.expect_status(response, 200, rule)
    stored = record(str(scheduled["id"]))
    if (scheduled.get("status"), scheduled.get("postIds")) != ("scheduled", []):
        client.fail(response, rule, f"status {scheduled.get('status')!r}")
    if (stored.get("status"), stored.get("scheduleDate")) != ("pending", later):
        client.fail(
            response, rule, f"stored {stored.get('status')!r} {stored.get('scheduleDate')!r}"
        )
    if stored.get("faceBookOptions") != new:
        client.fail(response, rule, f"faceBookOptions {stored.get('faceBookOptions')!r}")
