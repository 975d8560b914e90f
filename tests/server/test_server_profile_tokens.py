"""The linking page (`x-jwt`) through the whole server, what the contract rules do not check:
the page escapes the profile's title and lists only `allowedSocial`, `generate_jwt`'s token
lasts its default lifetime, carries the profile as `sub` and `expiresIn` minutes by the
service clock, a page without a token is refused (101), a refused token is not counted, a
deleted profile's token opens nothing (441), and `create_link_session` needs a profile (108)."""

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


def test_token_page_escapes_and_limits(api: Api, restore_clock: None) -> None:
    created = api.ok("POST", "/profiles", json={"title": "Token <Bakery>"})
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    body = {"profileKey": created["profileKey"], "domain": "acme", "expiresIn": 10}
    answer = api.ok("POST", "/profiles/generateJWT", json={**body, "allowedSocial": ["reddit"]})
    assert answer["emailSent"] is False
    url = httpx.URL(answer["url"])
    assert url.path == PAGE_PATH and url.params["domain"] == "acme"
    claims = jwt.decode(answer["token"], options={"verify_signature": False})
    assert claims["sub"] == created["refId"]
    assert claims["exp"] - claims["iat"] == 600  # expiresIn minutes, by the service clock
    opened = page(answer["url"])
    assert "Token &lt;Bakery&gt;" in opened.text and "<li>reddit</li>" in opened.text
    assert "<li>facebook</li>" not in opened.text
    # Default lifetime; a missing token; a refused token is not counted.
    default = api.ok("POST", "/profiles/generateJWT", json={"profileKey": created["profileKey"]})
    assert default["expiresIn"] == 5 and page(default["url"]).status_code == 200
    base = str(url.copy_with(query=None))
    refused = httpx.get(base, params={FACTS["tokenParameter"]: "x.y.z"}, timeout=10)
    assert refused.status_code == 401 and "x-ratelimit-count" not in refused.headers
    for query in ({}, {FACTS["tokenParameter"]: ""}):  # the page's parameter is required
        missing = httpx.get(base, params=query, timeout=10)
        assert missing.status_code == 400 and missing.json()["code"] == ErrorCode.INVALID_REQUEST
    # The profile deleted: its tokens open nothing.
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})
    gone = page(default["url"])
    assert gone.status_code == 401 and gone.json()["code"] == ErrorCode.JWT_INVALID


def test_link_session_needs_a_profile_key(api: Api) -> None:
    """A body profileKey of the header's profile is served; neither is refused (108). Another
    profile's key beside the header: test_body_profile_key_must_name_the_header_profile."""
    created = api.ok("POST", "/profiles", json={"title": "Session by header"})
    pk = {"Profile-Key": created["profileKey"]}
    same = {"profileKey": created["profileKey"]}
    answer = api.ok("POST", "/profiles/link-sessions", json=same, headers=pk)
    assert answer["title"] == "Session by header"
    api.error(ErrorCode.DEPENDENT_PARAMETER_MISSING, "POST", "/profiles/link-sessions", json={})
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})
