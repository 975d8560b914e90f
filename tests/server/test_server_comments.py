"""Comments through HTTP, what the contract rules do not check: the control refuses an outside
comment on a network the post is not on, a LinkedIn comment answers its `commentUrn`, outside
comments on LinkedIn cannot be deleted (`x-networks-outside-comments`), and the SDK's delete
form (the network in a JSON body) removes an outside comment with its replies."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


@pytest.fixture(scope="module")
def acting(api: Api) -> dict[str, str]:
    profile = api.ok("POST", "/profiles", json={"title": "Commenter"})
    pk = {"Profile-Key": profile["profileKey"]}
    for platform in ("instagram", "linkedin"):
        api.sandbox("link", {"platform": platform, "displayName": f"Acme {platform}"}, headers=pk)
    return pk


def _post(api: Api, pk: dict[str, str], platforms: list[str]) -> dict[str, Any]:
    result = api.create_post({"post": "Hello", "platforms": platforms}, headers=pk)
    assert result["status"] == "success", result
    return dict(result)


def test_outside_comments_linkedin_and_sdk_delete_form(api: Api, acting: dict[str, str]) -> None:
    post = _post(api, acting, ["instagram", "linkedin"])
    outside = api.sandbox(
        "comments",
        {"postId": post["id"], "platform": "instagram", "comment": "Nice", "username": "jane"},
        headers=acting,
    )
    api.sandbox(
        "comments",
        {
            "postId": post["id"],
            "platform": "instagram",
            "comment": "Agreed",
            "username": "joe",
            "replyTo": outside["commentId"],
        },
        headers=acting,
    )
    linkedin_outside = api.sandbox(
        "comments",
        {"postId": post["id"], "platform": "linkedin", "comment": "Hm", "username": "li"},
        headers=acting,
    )
    # The control refuses a comment on a network the post is not on.
    response = api.post(
        "/_sandbox/comments",
        json={"postId": post["id"], "platform": "facebook", "comment": "x", "username": "u"},
        headers=acting,
    )
    assert response.status_code == 400 and response.json()["code"] == ErrorCode.NOT_ON_NETWORK
    made = api.ok(
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "Ours", "platforms": ["linkedin"]},
        headers=acting,
    )
    assert made["linkedin"]["commentUrn"].startswith("urn:li:comment:")
    # Outside comments on LinkedIn cannot be deleted (x-networks-outside-comments).
    api.error(
        ErrorCode.NETWORK_NOT_SUPPORTED,
        "DELETE",
        f"/comments/{linkedin_outside['commentId']}",
        params={"searchPlatformId": "true", "platform": "linkedin"},
        headers=acting,
    )
    # The SDK's form: the network in a JSON body; the outside comment goes, with its reply.
    deleted = api.ok(
        "DELETE",
        f"/comments/{outside['commentId']}",
        json={"searchPlatformId": True, "platforms": ["instagram"]},
        headers=acting,
    )
    assert deleted["instagram"] == {
        "action": "delete",
        "status": "success",
        "id": outside["commentId"],
        "comment": "Nice",
    }
    assert api.ok("GET", f"/comments/{post['id']}", headers=acting)["instagram"] == []
