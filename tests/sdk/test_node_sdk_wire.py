"""The official Node SDK's wire forms (npm `social-media-api` 1.3.0, `index.js`) against a reference
server subprocess.

The Node SDK is not a dependency of this project; its requests are replayed here as it sends
them (read from the published package): `"source": "npm"` in every JSON body and query, arrays
in queries as `key[0]=a`, DELETE with a JSON body, `createProfile`/`deleteProfile`/
`updateProfile` on `/profiles/profile` with `profileKey` in the body, `delete` on `DELETE /post`,
`updatePost` on `PUT /post`, `getPost` without a query, `getComments` with the id in the path and
the query, and `history({platform})` on `GET /history/{platform}`. Each must succeed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from testkit.server import ReferenceServer
from tests.sdk.conftest import API_KEY, TIMEOUT


@pytest.fixture
def node(server: ReferenceServer) -> Iterator[httpx.Client]:
    """An HTTP client that sends what the Node SDK sends: the API key and a JSON type."""
    headers = {"Authorization": f"Bearer {API_KEY}", "Content-Type": "application/json"}
    with httpx.Client(base_url=server.base_url, headers=headers, timeout=TIMEOUT) as client:
        yield client


def ok(answer: httpx.Response) -> Any:
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert "code" not in body and body.get("status", "success") == "success", body
    return body


def sent(data: dict[str, Any]) -> dict[str, Any]:
    """The SDK's `preProcess`: every body and query gets `source: npm`."""
    return {**data, "source": "npm"}


def test_node_sdk_profile_and_post_wire_forms(node: httpx.Client) -> None:
    made = ok(node.post("/profiles/profile", json=sent({"title": "Node bakery"})))
    key, ref = made["profileKey"], made["refId"]
    acting = {"Profile-Key": key}  # setProfileKey
    renamed = ok(node.put("/profiles/profile", json=sent({"profileKey": key, "title": "Node 2"})))
    assert renamed == {"status": "success", "refId": ref, "title": "Node 2"}
    listed = ok(node.get("/profiles", params=sent({"title": "Node 2"})))
    assert [p["refId"] for p in listed["profiles"]] == [ref]

    for platform in ("facebook", "linkedin", "instagram"):
        link = node.post("/_sandbox/link", json={"platform": platform}, headers=acting)
        assert link.status_code == 200, link.text
    body = sent({"post": "From Node", "platforms": ["facebook", "instagram"]})
    posted = ok(node.post("/post", json=body, headers=acting))
    post_id = posted["posts"][0]["id"]
    got = ok(node.get(f"/post/{post_id}", headers=acting))  # getPost sends no query
    assert got["id"] == post_id and got["post"] == "From Node"

    # history({platform: "facebook"}): the platform goes into the path and stays in the query
    native = ok(
        node.get("/history/facebook", params=sent({"platform": "facebook"}), headers=acting)
    )
    assert "posts" in native, native
    # history({platforms: [...]}) as buildParams writes arrays
    history = ok(
        node.get(
            "/history?platforms[0]=facebook&platforms[1]=instagram&lastDays=0&source=npm",
            headers=acting,
        )
    )
    assert post_id in [h["id"] for h in history["history"]]

    comment = sent({"id": post_id, "comment": "Node comment", "platforms": ["facebook"]})
    made_comment = ok(node.post("/comments", json=comment, headers=acting))
    comments = ok(node.get(f"/comments/{post_id}", params=sent({"id": post_id}), headers=acting))
    assert [c["commentId"] for c in comments["facebook"]] == [made_comment["facebook"]["commentId"]]
    deleted_comments = node.request(
        "DELETE", f"/comments/{post_id}", json=sent({"id": post_id}), headers=acting
    )
    ok(deleted_comments)

    scheduled = sent(
        {"post": "Later", "platforms": ["linkedin"], "scheduleDate": "2099-01-01T10:00:00Z"}
    )
    pending_id = node.post("/post", json=scheduled, headers=acting).json()["posts"][0]["id"]
    ok(node.put("/post", json=sent({"id": pending_id, "notes": "from Node"}), headers=acting))
    pending = node.get(f"/post/{pending_id}", headers=acting)
    assert pending.status_code == 200 and pending.json()["status"] == "pending", pending.text
    assert pending.json()["notes"] == "from Node"
    gone = ok(node.request("DELETE", "/post", json=sent({"id": post_id}), headers=acting))
    assert gone["id"] == post_id

    removed = ok(node.request("DELETE", "/profiles/profile", json=sent({"profileKey": key})))
    assert removed["refId"] == ref
    assert ok(node.get("/profiles", params=sent({"title": "Node 2"})))["profiles"] == []
