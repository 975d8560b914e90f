"""The linking page (`x-jwt`) through the whole server, what the contract rules do not check:
the reference server's own choices for `generate_jwt` (no email sent; the token's claims: the
profile as `sub`, `expiresIn` minutes from `iat` by the service clock) and a profile title
holding markup, which the page shows escaped. The page's address, what it lists, its refusals,
a token's lifetimes and a deleted profile's token: `contract_tests/test_rules_social_linking.py`."""

from __future__ import annotations

import httpx
import jwt

from tests.server.server_harness import Api


def test_token_claims_and_escaped_title(api: Api, restore_clock: None) -> None:
    created = api.ok("POST", "/profiles", json={"title": "Token <Bakery>"})
    api.sandbox("clock", {"set": "2026-11-20T10:00:00Z"})
    body = {"profileKey": created["profileKey"], "expiresIn": 10}
    answer = api.ok("POST", "/profiles/generateJWT", json=body)
    assert answer["emailSent"] is False
    claims = jwt.decode(answer["token"], options={"verify_signature": False})
    assert claims["sub"] == created["refId"]
    assert claims["exp"] - claims["iat"] == 600  # expiresIn minutes, by the service clock
    opened = httpx.get(answer["url"], timeout=10)
    assert "Token &lt;Bakery&gt;" in opened.text and "<Bakery>" not in opened.text
    api.ok("DELETE", "/profiles", json={"refId": created["refId"]})
