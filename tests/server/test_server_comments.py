"""Comments: post a comment on a post made through the service, read comments by Post ID,
Social Post ID and Social Comment ID (with comments injected through the test control), reply
in the path and the SDK's body form, delete one comment or every comment the service made on
a post; the four identifier kinds round-trip; per-network support (x-networks) and codes."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


def _op(path: str, method: str) -> dict[str, Any]:
    op: dict[str, Any] = SPEC["paths"][path][method]
    return op


def _ts(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


@pytest.fixture(scope="module")
def acting(api: Api) -> dict[str, str]:
    profile = api.ok("POST", "/profiles", json={"title": "Commenter"})
    pk = {"Profile-Key": profile["profileKey"]}
    for platform in ("facebook", "instagram", "linkedin", "twitter", "gmb"):
        api.sandbox("link", {"platform": platform, "displayName": f"Acme {platform}"}, headers=pk)
    return pk


def _post(api: Api, pk: dict[str, str], platforms: list[str]) -> dict[str, Any]:
    result = api.create_post({"post": "Hello", "platforms": platforms}, headers={**pk, **X_HEADERS})
    assert result["status"] == "success", result
    return dict(result)


def _social(post: dict[str, Any], platform: str) -> str:
    return next(str(r["id"]) for r in post["postIds"] if r["platform"] == platform)


def test_comment_by_post_id_and_social_post_id(api: Api, acting: dict[str, str]) -> None:
    post = _post(api, acting, ["facebook", "instagram", "gmb"])
    made = api.ok("POST", "/comments", json={"id": post["id"], "comment": "First!"}, headers=acting)
    # Left out, `platforms` is every published network the operation supports (not gmb).
    assert (
        made["status"] == "success"
        and made["postId"] == post["id"] == made["id"]
        and made["commentId"]
    )
    assert sorted(k for k in made if k in ("facebook", "instagram", "gmb")) == [
        "facebook",
        "instagram",
    ]
    for platform in ("facebook", "instagram"):
        outcome = made[platform]
        assert outcome["comment"] == "First!" and outcome["platform"] == platform
        assert outcome["postId"] == _social(post, platform) and outcome["commentId"]
    # By Social Post ID: exactly one platform.
    by_social = api.ok(
        "POST",
        "/comments",
        json={
            "id": _social(post, "instagram"),
            "comment": "Second",
            "platforms": ["instagram"],
            "searchPlatformId": True,
        },
        headers=acting,
    )
    assert list(k for k in by_social if k in SPEC_PLATFORMS) == ["instagram"]
    assert by_social["postId"] == post["id"] and by_social["commentId"] != made["commentId"]
    api.error(
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        "POST",
        "/comments",
        json={
            "id": _social(post, "instagram"),
            "comment": "x",
            "platforms": ["instagram", "facebook"],
            "searchPlatformId": True,
        },
        headers=acting,
    )
    listed = api.ok("GET", f"/comments/{post['id']}", headers=acting)
    assert sorted(k for k in listed if k in SPEC_PLATFORMS) == ["facebook", "instagram"]
    assert [c["comment"] for c in listed["instagram"]] == ["First!", "Second"]
    assert [c["commentId"] for c in listed["facebook"]] == [made["facebook"]["commentId"]]
    assert listed["instagram"][0]["username"] == "Acme instagram"
    refresh = int(_op("/comments/{id}", "get")["x-refresh-seconds"])
    now = _ts(api.ok("GET", "/_sandbox")["now"])
    assert abs((_ts(listed["lastUpdated"]) - now).total_seconds()) <= 5
    assert _ts(listed["nextUpdate"]) - _ts(listed["lastUpdated"]) == timedelta(seconds=refresh)
    social = api.ok(
        "GET",
        f"/comments/{_social(post, 'facebook')}",
        params={"searchPlatformId": "true", "platform": "facebook"},
        headers=acting,
    )
    assert [k for k in social if k in SPEC_PLATFORMS] == ["facebook"]
    assert social["facebook"] == listed["facebook"]


SPEC_PLATFORMS = set(SPEC["components"]["schemas"]["Platform"]["enum"])


def test_comment_errors(api: Api, acting: dict[str, str]) -> None:
    post = _post(api, acting, ["facebook", "twitter"])
    api.error(
        ErrorCode.POST_NOT_FOUND,
        "POST",
        "/comments",
        json={"id": "NoSuchPost0000", "comment": "x", "platforms": ["facebook"]},
        headers=acting,
    )
    api.error(
        ErrorCode.NOT_ON_NETWORK,
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "x", "platforms": ["instagram"]},
        headers=acting,
    )
    api.error(
        ErrorCode.NETWORK_NOT_SUPPORTED,
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "x", "platforms": ["pinterest"]},
        headers=acting,
    )
    api.error(
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "x", "platforms": ["twitter"]},
        headers=acting,
    )
    ok = api.ok(
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "x", "platforms": ["twitter"]},
        headers={**acting, **X_HEADERS},
    )
    assert ok["twitter"]["commentId"]
    api.error(ErrorCode.POST_NOT_FOUND, "GET", "/comments/NoSuchPost0000", headers=acting)
    api.error(
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        "GET",
        f"/comments/{post['id']}",
        params={"searchPlatformId": "true"},
        headers=acting,
    )
    api.error(
        ErrorCode.COMMENT_NOT_FOUND,
        "GET",
        "/comments/123",
        params={"commentId": "true", "platform": "facebook"},
        headers=acting,
    )
    api.error(
        ErrorCode.NETWORK_NOT_SUPPORTED,
        "GET",
        f"/comments/{post['id']}",
        params={"platform": "gmb"},
        headers=acting,
    )
    # Another profile cannot see or comment on this profile's post.
    other = api.ok("POST", "/profiles", json={"title": "Stranger"})
    api.error(
        ErrorCode.POST_NOT_FOUND,
        "GET",
        f"/comments/{post['id']}",
        headers={"Profile-Key": other["profileKey"]},
    )


def test_outside_comments_replies_and_deletion(api: Api, acting: dict[str, str]) -> None:
    post = _post(api, acting, ["instagram", "linkedin"])
    # A comment made outside the service, and a reply to it from outside too.
    outside = api.sandbox(
        "comments",
        {"postId": post["id"], "platform": "instagram", "comment": "Nice", "username": "jane"},
        headers=acting,
    )
    assert outside["postId"] == _social(post, "instagram") and outside["replies"] == []
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
    response = api.post(
        "/_sandbox/comments",
        json={"postId": post["id"], "platform": "facebook", "comment": "x", "username": "u"},
        headers=acting,
    )
    assert response.status_code == 400 and response.json()["code"] == ErrorCode.NOT_ON_NETWORK
    # Reply by Social Comment ID (path form) to the outside comment.
    reply = api.ok(
        "POST",
        f"/comments/reply/{outside['commentId']}",
        json={"comment": "Thanks jane", "platforms": ["instagram"], "searchPlatformId": True},
        headers=acting,
    )
    assert reply["instagram"]["sourceCommentId"] == outside["commentId"] and reply["id"]
    # Read one comment by Social Comment ID: it lists both replies.
    one = api.ok(
        "GET",
        f"/comments/{outside['commentId']}",
        params={"commentId": "true", "platform": "instagram"},
        headers=acting,
    )
    assert [c["commentId"] for c in one["instagram"]] == [outside["commentId"]]
    replies = one["instagram"][0]["replies"]
    assert [r["comment"] for r in replies] == ["Agreed", "Thanks jane"]
    assert replies[1]["commentId"] == reply["instagram"]["commentId"]
    assert replies[1]["parentCommentId"] == outside["commentId"]
    # Comment through the service, reply by Comment ID in the SDK's body form.
    made = api.ok(
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "Ours", "platforms": ["instagram", "linkedin"]},
        headers=acting,
    )
    assert made["linkedin"]["commentUrn"].startswith("urn:li:comment:")
    body_form = api.ok(
        "POST",
        "/comments/reply",
        json={"commentId": made["commentId"], "comment": "Ours again", "platforms": ["linkedin"]},
        headers=acting,
    )
    assert body_form["linkedin"]["sourceCommentId"] == made["linkedin"]["commentId"]
    assert "instagram" not in body_form
    api.error(
        ErrorCode.COMMENT_NOT_FOUND,
        "POST",
        "/comments/reply/NoSuchComment",
        json={"comment": "x", "platforms": ["instagram"]},
        headers=acting,
    )
    api.error(
        ErrorCode.NOT_ON_NETWORK,
        "POST",
        f"/comments/reply/{made['commentId']}",
        json={"comment": "x", "platforms": ["facebook"]},
        headers=acting,
    )
    api.error(
        ErrorCode.NETWORK_NOT_SUPPORTED,
        "POST",
        f"/comments/reply/{made['commentId']}",
        json={"comment": "x", "platforms": ["reddit"]},
        headers=acting,
    )
    # Outside comments on LinkedIn cannot be deleted (x-networks-outside-comments).
    api.error(
        ErrorCode.NETWORK_NOT_SUPPORTED,
        "DELETE",
        f"/comments/{linkedin_outside['commentId']}",
        params={"searchPlatformId": "true", "platform": "linkedin"},
        headers=acting,
    )
    # Delete by Post ID: every comment the service made (and its replies), outside ones stay.
    gone = api.ok("DELETE", f"/comments/{post['id']}", headers=acting)
    assert sorted(k for k in gone if k in SPEC_PLATFORMS) == ["instagram", "linkedin"]
    deleted_instagram = gone["instagram"]
    assert isinstance(deleted_instagram, list)  # the reply and "Ours"
    assert sorted(d["comment"] for d in deleted_instagram) == ["Ours", "Thanks jane"]
    assert [d["id"] for d in gone["linkedin"]] == [
        made["linkedin"]["commentId"],
        body_form["linkedin"]["commentId"],
    ]
    listed = api.ok("GET", f"/comments/{post['id']}", headers=acting)
    assert [c["comment"] for c in listed["instagram"]] == ["Nice"]
    assert [r["comment"] for r in listed["instagram"][0]["replies"]] == ["Agreed"]
    assert [c["comment"] for c in listed["linkedin"]] == ["Hm"]
    api.error(ErrorCode.COMMENT_NOT_FOUND, "DELETE", f"/comments/{post['id']}", headers=acting)
    api.error(
        ErrorCode.COMMENT_NOT_FOUND, "DELETE", f"/comments/{made['commentId']}", headers=acting
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


def test_delete_by_comment_id_on_each_network(api: Api, acting: dict[str, str]) -> None:
    post = _post(api, acting, ["facebook", "twitter"])
    made = api.ok(
        "POST",
        "/comments",
        json={"id": post["id"], "comment": "Both"},
        headers={**acting, **X_HEADERS},
    )
    api.error(
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        "DELETE",
        f"/comments/{made['commentId']}",
        headers=acting,
    )
    gone = api.ok("DELETE", f"/comments/{made['commentId']}", headers={**acting, **X_HEADERS})
    assert gone["facebook"]["id"] == made["facebook"]["commentId"]
    assert gone["twitter"]["id"] == made["twitter"]["commentId"]
    listed = api.ok("GET", f"/comments/{post['id']}", headers={**acting, **X_HEADERS})
    assert listed["facebook"] == [] and listed["twitter"] == []
