"""Rules of `copy_post`: the copy is a new post with the original's text on the networks
requested (DOCS apis/post/copy-post), and an unknown Post ID is refused (114) as `get_post`
refuses it."""

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
