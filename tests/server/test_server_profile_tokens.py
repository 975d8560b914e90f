"""`generate_jwt` through the whole server: the token opens the linking page on the server
(`x-jwt`) until it expires by the service clock; a token the server did not sign, or none, is
refused (441), an expired one too (442); an unknown profileKey is refused (162)."""

from __future__ import annotations

import httpx
import jwt

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

SPEC = load_document()
FACTS = SPEC["paths"]["/profiles/generateJWT"]["post"]["x-jwt"]
PAGE_PATH = next(
    path
    for path, item in SPEC["paths"].items()
    if item.get("get", {}).get("operationId") == FACTS["pageOperation"]
)


def page(url: str) -> httpx.Response:
    return httpx.get(url, timeout=10)


def test_token_opens_the_page_until_it_expires(api: Api, restore_clock: None) -> None:
    created = api.ok("POST", "/profiles", json={"title": "Token <Bakery>"})
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    body = {"profileKey": created["profileKey"], "domain": "acme", "expiresIn": 10}
    answer = api.ok("POST", "/profiles/generateJWT", json={**body, "allowedSocial": ["reddit"]})
    assert answer["title"] == "Token <Bakery>" and answer["expiresIn"] == 10
    assert answer["emailSent"] is False and answer["status"] == "success"
    url = httpx.URL(answer["url"])
    assert url.path == PAGE_PATH and url.params["domain"] == "acme"
    assert url.params[FACTS["tokenParameter"]] == answer["token"]
    claims = jwt.decode(answer["token"], options={"verify_signature": False})
    assert claims["sub"] == created["refId"]
    assert claims["exp"] - claims["iat"] == 600  # expiresIn minutes, by the service clock

    opened = page(answer["url"])
    assert opened.status_code == 200 and opened.headers["content-type"].startswith("text/html")
    assert "Token &lt;Bakery&gt;" in opened.text and "<li>reddit</li>" in opened.text
    assert "<li>facebook</li>" not in opened.text
    api.sandbox("clock", {"set": "2026-11-20T10:09:59Z"})
    assert page(answer["url"]).status_code == 200
    api.sandbox("clock", {"set": "2026-11-20T10:10:00Z"})
    expired = page(answer["url"])
    assert expired.status_code == 401 and expired.json()["code"] == ErrorCode.JWT_EXPIRED

    # Default lifetime; a forged or missing token.
    default = api.ok("POST", "/profiles/generateJWT", json={"profileKey": created["profileKey"]})
    assert default["expiresIn"] == 5 and page(default["url"]).status_code == 200
    wrong_key = "a-key-the-server-never-drew-0123456789"
    forged = jwt.encode({"sub": created["refId"], "exp": claims["exp"] + 9999}, wrong_key, "HS256")
    base = str(url.copy_with(query=None))
    for query in ({FACTS["tokenParameter"]: forged}, {FACTS["tokenParameter"]: "x.y.z"}):
        refused = httpx.get(base, params=query, timeout=10)
        assert refused.status_code == 401 and refused.json()["code"] == ErrorCode.JWT_INVALID
        assert "x-ratelimit-count" not in refused.headers  # no profile known: not counted
    for query in ({}, {FACTS["tokenParameter"]: ""}):  # the page's parameter is required
        missing = httpx.get(base, params=query, timeout=10)
        assert missing.status_code == 400 and missing.json()["code"] == ErrorCode.INVALID_REQUEST
    # The profile deleted: its tokens open nothing.
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})
    gone = page(default["url"])
    assert gone.status_code == 401 and gone.json()["code"] == ErrorCode.JWT_INVALID


def test_generate_jwt_refusals(api: Api) -> None:
    api.error(
        ErrorCode.PROFILE_NOT_FOUND, "POST", "/profiles/generateJWT", json={"profileKey": "PK-1"}
    )
    api.error(ErrorCode.INVALID_REQUEST, "POST", "/profiles/generateJWT", json={})
    api.error(
        ErrorCode.INVALID_REQUEST,
        "POST",
        "/profiles/generateJWT",
        json={"profileKey": "PK-1", "expiresIn": 0},
    )


SESSION = SPEC["paths"]["/profiles/link-sessions"]["post"]["x-link-session"]


def test_link_session_opens_the_page_until_it_expires(api: Api, restore_clock: None) -> None:
    created = api.ok("POST", "/profiles", json={"title": "Session <Bakery>"})
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    body = {"profileKey": created["profileKey"], "domain": "acme", "allowedSocial": ["reddit"]}
    answer = api.ok("POST", "/profiles/link-sessions", json=body)
    minutes = SESSION["lifetimeMinutes"]
    assert answer["status"] == "success" and answer["title"] == "Session <Bakery>"
    assert answer["emailSent"] is False and answer["sessionId"].startswith("ls_")
    assert answer["expiresAt"] == f"2026-11-20T10:{minutes:02d}:00Z"
    url = httpx.URL(answer["url"])
    assert url.path == PAGE_PATH and url.params["domain"] == "acme"
    claims = jwt.decode(url.params[FACTS["tokenParameter"]], options={"verify_signature": False})
    assert claims["sid"] == answer["sessionId"] and claims["sub"] == created["refId"]

    opened = page(answer["url"])
    assert opened.status_code == 200 and "Session &lt;Bakery&gt;" in opened.text
    assert "<li>reddit</li>" in opened.text and "<li>facebook</li>" not in opened.text
    api.sandbox("clock", {"set": f"2026-11-20T10:{minutes - 1:02d}:59Z"})
    assert page(answer["url"]).status_code == 200
    api.sandbox("clock", {"set": f"2026-11-20T10:{minutes:02d}:00Z"})
    expired = page(answer["url"])
    assert expired.status_code == 401 and expired.json()["code"] == ErrorCode.LINK_SESSION_EXPIRED

    # A forged session token (signed with another key) is not the service's: 441.
    forged = jwt.encode({"sub": created["refId"], "sid": answer["sessionId"]}, "k" * 32, "HS256")
    base = str(url.copy_with(query=None))
    refused = httpx.get(base, params={FACTS["tokenParameter"]: forged}, timeout=10)
    assert refused.status_code == 401 and refused.json()["code"] == ErrorCode.JWT_INVALID


def test_newer_link_session_revokes_the_older(api: Api) -> None:
    first_profile = api.ok("POST", "/profiles", json={"title": "Sessions A"})
    other_profile = api.ok("POST", "/profiles", json={"title": "Sessions B"})
    first = api.ok(
        "POST", "/profiles/link-sessions", json={"profileKey": first_profile["profileKey"]}
    )
    other = api.ok(
        "POST", "/profiles/link-sessions", json={"profileKey": other_profile["profileKey"]}
    )
    second = api.ok(
        "POST", "/profiles/link-sessions", json={"profileKey": first_profile["profileKey"]}
    )
    assert len({first["sessionId"], second["sessionId"], other["sessionId"]}) == 3
    revoked = page(first["url"])
    assert revoked.status_code == 401 and revoked.json()["code"] == ErrorCode.LINK_SESSION_REVOKED
    assert page(second["url"]).status_code == 200
    assert page(other["url"]).status_code == 200  # another profile's session is untouched
    # The profile deleted: its session no longer exists (502); a generate_jwt token of it 441.
    api.ok("DELETE", "/profiles", json={"refId": first_profile["refId"]})
    gone = page(second["url"])
    assert gone.status_code == 401 and gone.json()["code"] == ErrorCode.LINK_SESSION_NOT_FOUND
    api.ok("DELETE", "/profiles", json={"refId": other_profile["refId"]})


def test_link_session_named_by_the_header_with_expires_in(api: Api, restore_clock: None) -> None:
    """DOCS create-link-session's form: the Profile-Key header names the profile, the body
    `{"expiresIn": 60}` sets the lifetime in minutes; the body's profileKey must agree."""
    created = api.ok("POST", "/profiles", json={"title": "Session by header"})
    other = api.ok("POST", "/profiles", json={"title": "Session other"})
    pk = {"Profile-Key": created["profileKey"]}
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    answer = api.ok("POST", "/profiles/link-sessions", json={"expiresIn": 60}, headers=pk)
    assert answer["title"] == "Session by header"
    assert answer["expiresAt"] == "2026-11-20T11:00:00Z"
    assert page(answer["url"]).status_code == 200
    same = {"profileKey": created["profileKey"]}
    assert api.ok("POST", "/profiles/link-sessions", json=same, headers=pk)["title"] == (
        "Session by header"
    )
    api.error(ErrorCode.PROFILE_NOT_FOUND, "POST", "/profiles/link-sessions",
              json={"profileKey": other["profileKey"]}, headers=pk)  # fmt: skip
    for made in (created, other):
        api.ok("DELETE", "/profiles", json={"refId": made["refId"]})


def test_link_session_refusals(api: Api) -> None:
    path = "/profiles/link-sessions"
    api.error(ErrorCode.PROFILE_NOT_FOUND, "POST", path, json={"profileKey": "PK-1"})
    api.error(ErrorCode.DEPENDENT_PARAMETER_MISSING, "POST", path, json={})
    api.error(ErrorCode.INVALID_REQUEST, "POST", path, json={"expiresIn": 0})
    bad_network = {"profileKey": "PK-1", "allowedSocial": ["myspace"]}
    api.error(ErrorCode.INVALID_REQUEST, "POST", path, json=bad_network)


def test_page_is_counted_against_the_tokens_profile(api: Api) -> None:
    """A valid token identifies its User Profile: the page is counted against that profile's
    rate limit (headers on the answer, 429 over the limit)."""
    created = api.ok("POST", "/profiles", json={"title": "Counted page"})
    pk = {"Profile-Key": created["profileKey"]}
    answer = api.ok("POST", "/profiles/generateJWT", json={"profileKey": created["profileKey"]})
    first = page(answer["url"])
    second = page(answer["url"])
    assert first.status_code == second.status_code == 200
    counts = [int(r.headers["x-ratelimit-count"]) for r in (first, second)]
    assert counts[1] == counts[0] + 1 and int(first.headers["x-ratelimit-max"]) >= counts[1]
    api.sandbox("rate-limit", {"max": 0}, headers=pk)
    try:
        limited = page(answer["url"])
        assert limited.status_code == 429 and limited.json()["code"] == ErrorCode.RATE_LIMITED
    finally:
        api.sandbox("rate-limit", {"max": None}, headers=pk)
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})
