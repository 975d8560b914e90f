"""The linking page's own rate window on a real reference server, what the contract rules do not
check: its 429s never count towards the profile's suspension, and the control's
`set_rate_limit` gives the page window the new limit, fresh."""

from __future__ import annotations

import uuid

import httpx

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api
from tests.server.test_server_rate_limit import window


def page(url: str) -> httpx.Response:
    return httpx.get(url, timeout=10)


def test_page_refusals_never_suspend_the_profile(api: Api) -> None:
    created = api.ok("POST", "/profiles", json={"title": f"page-{uuid.uuid4().hex[:10]}"})
    pk = {"Profile-Key": str(created["profileKey"])}
    url = api.ok("POST", "/profiles/generateJWT", json={"profileKey": created["profileKey"]})["url"]
    api.sandbox("rate-limit", {"max": 1, "suspendAfter": 1}, headers=pk)
    assert page(url).status_code == 200
    refused = page(url)  # over the profile's limit in the page window
    assert refused.status_code == 429 and window(refused) == (1, 1)
    # The page's 429 suspended nobody: the owner's own first 429 does.
    assert api.get("/media", headers=pk).status_code == 200
    over = api.get("/media", headers=pk)
    assert over.status_code == 429 and over.json()["code"] == ErrorCode.RATE_LIMITED
    assert api.get("/media", headers=pk).json()["code"] == ErrorCode.PROFILE_SUSPENDED


def test_set_rate_limit_starts_a_fresh_page_window(api: Api) -> None:
    created = api.ok("POST", "/profiles", json={"title": f"page-{uuid.uuid4().hex[:10]}"})
    pk = {"Profile-Key": str(created["profileKey"])}
    url = api.ok("POST", "/profiles/generateJWT", json={"profileKey": created["profileKey"]})["url"]
    api.sandbox("rate-limit", {"max": 1}, headers=pk)
    assert page(url).status_code == 200
    assert page(url).status_code == 429
    api.sandbox("rate-limit", {"max": 3}, headers=pk)
    assert window(page(url)) == (3, 1)
    api.sandbox("rate-limit", {"max": None}, headers=pk)  # the server's limit again
    opened = page(url)
    assert opened.status_code == 200 and window(opened) is not None
    assert window(opened)[1] == 1  # type: ignore[index]
