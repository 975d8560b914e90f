"""The test control's seeds on a real reference server with the spec's real limit of 10,000 User
Profiles per account, what the contract rules do not check: a seed that would cross the limit
is refused with its code and creates nothing; the seed answers its count and the total;
seeded profiles are removed (and only they), after which the account may create again; bad
seed counts are refused."""

from __future__ import annotations

import uuid

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

LIMITS = ServiceSpec.load().facts.limits.raw
PROFILES = int(LIMITS["profilesPerAccount"])


def test_profiles_seeded_to_the_limit_and_removed(api: Api) -> None:
    mine = api.ok("POST", "/profiles", json={"title": f"Kept {uuid.uuid4().hex[:8]}"})
    kept = len(api.ok("GET", "/profiles")["profiles"])
    api.error(
        ErrorCode.PROFILE_LIMIT_REACHED,
        "POST",
        "/_sandbox/seed/profiles",
        json={"count": PROFILES - kept + 1},
    )
    assert len(api.ok("GET", "/profiles")["profiles"]) == kept  # nothing was created
    seeded = api.sandbox("seed/profiles", {"count": PROFILES - kept - 1})
    assert seeded == {"count": PROFILES - kept - 1, "total": PROFILES - 1}
    last = api.ok("POST", "/profiles", json={"title": "The last one"})
    api.error(ErrorCode.PROFILE_LIMIT_REACHED, "POST", "/profiles", json={"title": "One more"})
    removed = api.ok("DELETE", "/_sandbox/seed/profiles")
    assert removed == {"count": PROFILES - kept - 1, "total": kept + 1}
    titles = {p["title"] for p in api.ok("GET", "/profiles")["profiles"]}
    assert {mine["title"], "The last one"} <= titles and len(titles) == kept + 1
    again = api.ok("POST", "/profiles", json={"title": "After the removal"})
    for ref in (mine["refId"], last["refId"], again["refId"]):
        api.ok("DELETE", "/profiles", json={"refId": ref})
    assert api.ok("DELETE", "/_sandbox/seed/profiles") == {"count": 0, "total": kept - 1}


def test_seed_counts_are_checked(api: Api) -> None:
    for bad in ({"count": 0}, {"count": "9"}, {}, {"count": 1, "extra": True}):
        api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/seed/profiles", json=bad)
    api.error(ErrorCode.MALFORMED_JSON, "POST", "/_sandbox/seed/short-links", content=b"{")
