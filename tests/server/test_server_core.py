"""The server's own routes and edges where no proven contract rule looks: the test control
(its document, its bodies, its odd methods and paths, turned off), the spec and docs pages,
malformed keys, bodies that are no object, header patterns, compression of the spec
document (`Vary`, `q=0`), a profile's own network links and the deletion of its files, garbage
bodies never a 500, and the server-side response check. The missing and unknown key, a Profile
Key as API key, unknown and revoked Profile-Keys, plans, unknown paths (a trailing slash too),
405 with Allow (HEAD, OPTIONS and unknown methods too), 415/112/101, the compression threshold
and preference and no compression unless asked, and isolation (no other profile, nor the
Primary Profile, reads a User Profile's post or lists its hooks, media, posts or webhook
history): `contract_tests/test_rules_auth.py`, `test_rules_plans.py`, `test_rules_http.py`,
`test_rules_declared_codes.py`, `test_rules_negative.py`, `test_rules_profiles.py`."""

from __future__ import annotations

import gzip
from pathlib import Path

import httpx
import pytest

from spec_model import (
    ControlSpec,
    Operation,
    ServiceSpec,
    load_document,
    load_yaml,
    response_problem,
)
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, RunningServer, start_server

SPEC = load_document()


def raw(server: RunningServer, method: str, path: str, **kwargs: object) -> httpx.Response:
    with httpx.Client(base_url=server.url, timeout=30) as client:
        return client.request(method, path, **kwargs)  # type: ignore[arg-type]


def test_sandbox_status(api: Api) -> None:
    body = api.ok("GET", "/_sandbox")
    assert body["sandbox"] is True
    assert body["plan"] == "Enterprise"


def test_control_spec_is_served_and_its_bodies_are_enforced(api: Api) -> None:
    served = api.get("/sandbox.yaml")
    assert served.status_code == 200
    assert served.headers["content-type"].startswith("application/yaml")
    control = ControlSpec.load()
    assert load_yaml(served.text) == load_yaml(control.text)
    api.error(ErrorCode.METHOD_NOT_ALLOWED, "POST", "/sandbox.yaml")
    # Refused per sandbox.yaml: Platform and the plan values are read from openapi.yaml.
    refused = api.error(
        ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/link", json={"platform": "myspace"}
    )
    assert "platform" in refused.json()["message"]
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/_sandbox/link",
        json={"platform": "facebook", "extra": True},
    )
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/plan", json={"plan": "Gold"})
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/clock", json={"set": "tomorrow"})
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/delivery", json={"retryScale": 101})
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/_sandbox/webhook-history",
        json={"entries": ["not an event"]},
    )
    api.error(
        ErrorCode.INVALID_WEBHOOK_ACTION,
        "POST",
        "/_sandbox/webhook-history",
        json={"entries": [{"action": "sent"}]},
    )
    # Every route of sandbox.yaml is served, and nothing else under /_sandbox.
    for op in control.operations:
        if op.method == "get":
            assert api.get(op.path).status_code == 200, op.label
    api.error(ErrorCode.ROUTE_NOT_FOUND, "POST", "/_sandbox/clocks", json={})


def test_control_can_be_turned_off(tmp_path: Path, server: RunningServer) -> None:
    """`--no-sandbox`: the control's routes and document are unknown paths (checked raw: the
    spec check would judge `/_sandbox` by sandbox.yaml); the API serves."""
    quiet = start_server(tmp_path / "data", "--no-sandbox")
    auth = {"Authorization": f"Bearer {quiet.api_key}"}
    try:
        for method, path in (
            ("GET", "/_sandbox"),
            ("POST", "/_sandbox/link"),
            ("GET", "/sandbox.yaml"),
        ):
            response = raw(quiet, method, path, headers=auth, json={"platform": "facebook"})
            assert response.status_code == 404, (path, response.text)
            assert response.json()["code"] == ErrorCode.ROUTE_NOT_FOUND, response.text
        assert raw(quiet, "GET", "/media", headers=auth).status_code == 200
        # The server of the other tests keeps it (the default).
        assert raw(server, "GET", "/sandbox.yaml").status_code == 200
    finally:
        quiet.stop()
    assert INTERNAL_ERROR_MARK not in quiet.stderr(), quiet.stderr()


def test_spec_and_docs_are_served(server: RunningServer, api: Api) -> None:
    spec = api.get("/openapi.yaml")
    assert spec.status_code == 200
    assert load_yaml(spec.text) == SPEC
    # The page itself is proven in a browser by tests/server/test_docs_page.py.
    docs = api.get("/docs")
    assert docs.status_code == 200 and docs.headers["content-type"].startswith("text/html")
    built = Path(__file__).resolve().parents[2] / "reference_server" / "static" / "docs.html"
    assert docs.content == built.read_bytes()


def test_auth_malformed_keys(api: Api) -> None:
    api.error(ErrorCode.MISSING_API_KEY, "GET", "/media", headers={"Authorization": "Basic abc"})
    api.error(ErrorCode.MISSING_API_KEY, "GET", "/media", headers={"Authorization": "Bearer"})
    created = api.ok("POST", "/profiles", json={"title": "Auth test"})
    key = created["profileKey"]
    api.error(ErrorCode.UNKNOWN_PROFILE_KEY, "GET", "/media", headers={"Profile-Key": "bad key!"})
    assert api.ok("GET", "/media", headers={"Profile-Key": key}) == []
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})
    api.error(
        ErrorCode.INVALID_API_KEY, "GET", "/media", headers={"Authorization": f"Bearer {key}"}
    )


def test_control_unknown_route_and_wrong_method(api: Api) -> None:
    api.error(ErrorCode.METHOD_NOT_ALLOWED, "DELETE", "/_sandbox")
    api.error(ErrorCode.ROUTE_NOT_FOUND, "GET", "/_sandbox/nope")


def test_content_type_json_and_schema_errors(api: Api) -> None:
    api.error(ErrorCode.UNSUPPORTED_CONTENT_TYPE, "POST", "/hook/webhook", content=b"{}")
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/hook/webhook", json=[1, 2])
    api.error(
        ErrorCode.INVALID_REQUEST, "GET", "/history", params={"platforms": "linkedin,myspace"}
    )
    api.error(ErrorCode.INVALID_REQUEST, "GET", "/history?platforms%5B0%5D=myspace")  # indexed
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/post",
        json={"post": "x", "platforms": ["linkedin"]},
        headers={"X-Twitter-OAuth1-Api-Key": "has space"},
    )


def test_spec_document_compressed_with_vary(api: Api) -> None:
    """The spec document (no operation of its own) is compressed like an operation's answer,
    says so in `Vary`, and an encoding refused with `q=0` is not used. The preference itself:
    `contract_tests/test_rules_http.py`."""
    spec = (Path(__file__).resolve().parents[2] / "openapi.yaml").read_text()
    headers = {"Authorization": f"Bearer {api.server.api_key}", "Accept-Encoding": "br;q=0, gzip"}
    with (
        httpx.Client(base_url=api.server.url, headers=headers) as client,
        client.stream("GET", "/openapi.yaml") as response,
    ):
        body = b"".join(response.iter_raw())
    assert response.headers["content-encoding"] == "gzip"
    assert "Accept-Encoding" in response.headers["vary"]
    assert gzip.decompress(body).decode() == spec


def test_links_per_profile_and_deletion_removes_files(api: Api) -> None:
    a = api.ok("POST", "/profiles", json={"title": "Iso A"})
    b = api.ok("POST", "/profiles", json={"title": "Iso B"})
    ha = {"Profile-Key": a["profileKey"]}
    hb = {"Profile-Key": b["profileKey"]}
    reg = api.ok(
        "POST", "/hook/webhook", json={"action": "batch", "url": "https://a.test/"}, headers=ha
    )
    assert reg["refId"] == a["refId"]
    api.ok("POST", "/media/upload", files={"file": ("a.txt", b"A")}, headers=ha)
    api.sandbox("link", {"platform": "linkedin"}, headers=ha)
    # B has linkedin unlinked (A's link is A's): the post fails there.
    failed = api.create_post({"post": "B", "platforms": ["linkedin"]}, headers=hb, status=400)
    assert [e["code"] for e in failed["errors"]] == [ErrorCode.PLATFORM_NOT_LINKED]
    media_a = api.ok("GET", "/media", headers=ha)
    assert httpx.get(media_a[0]["url"]).status_code == 200
    # Deleting A removes its data (media files too); B is untouched.
    api.ok("DELETE", "/profiles", json={"refId": a["refId"]})
    assert httpx.get(media_a[0]["url"]).status_code == 404
    assert not (api.server.data_dir / "media" / media_a[0]["id"]).exists()
    api.sandbox("link", {"platform": "linkedin"}, headers=hb)
    api.create_post({"post": "B", "platforms": ["linkedin"]}, headers=hb)
    api.ok("DELETE", "/profiles", json={"refId": b["refId"]})


@pytest.mark.parametrize("method", ["POST", "DELETE"])
def test_bad_input_never_500(api: Api, method: str) -> None:
    for path in ("/media/upload", "/hook/webhook", "/post", "/profiles", "/post/x", "/history"):
        response = api.request(
            method,
            path,
            content=b"\xff\xfe\x00garbage",
            headers={"Content-Type": "application/json"},
        )
        assert 400 <= response.status_code < 500


def test_server_side_response_check_catches_mismatches() -> None:
    spec = ServiceSpec.load()
    op = spec.operation(OperationId.UNREGISTER_WEBHOOK)

    def problem(op: Operation | None, status: int, body: object) -> str | None:
        return response_problem(spec, op, status, body)

    assert problem(op, 200, {"status": "success", "action": "feed"}) is None
    assert problem(op, 200, {"status": "success"}) is not None
    assert problem(op, 201, {"status": "success", "action": "feed"}) is not None
    error = {"status": "error", "code": ErrorCode.WEBHOOK_NOT_FOUND, "message": "m"}
    assert problem(op, 404, error) is None
    assert (
        problem(op, 400, {**error, "code": ErrorCode.WEBHOOK_URL_NOT_HTTPS}) is not None
    )  # wrong status
    assert problem(op, 400, {**error, "code": ErrorCode.MALFORMED_JSON}) is None
    assert problem(op, 404, {**error, "code": ErrorCode.POST_NOT_FOUND}) is not None  # not listed
    assert (
        problem(op, 405, {**error, "code": ErrorCode.METHOD_NOT_ALLOWED}) is not None
    )  # undocumented
    assert problem(None, 405, {**error, "code": ErrorCode.METHOD_NOT_ALLOWED}) is None
