"""The test control's seeds on a real reference server with the spec's real limits (10,000
short links per profile, 10,000 User Profiles per account): a seed brings the count to one
below the limit in one call, the API then serves the last item and refuses the next with the
limit's code; a seed that would cross the limit is refused with that code and creates nothing;
seeded profiles are removed (and only they), after which the account may create again."""

from __future__ import annotations

import time
import uuid

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api

LIMITS = ServiceSpec.load().facts.limits.raw
LINKS = int(LIMITS["shortLinksPerProfile"])
PROFILES = int(LIMITS["profilesPerAccount"])


def test_short_links_seeded_to_the_limit(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": f"Links {uuid.uuid4().hex[:8]}"})
    pk = {"Profile-Key": profile["profileKey"]}
    started = time.monotonic()
    seeded = api.sandbox("seed/short-links", {"count": LINKS - 1}, headers=pk)
    assert seeded == {"count": LINKS - 1, "total": LINKS - 1}
    assert time.monotonic() - started < 60  # one call, not 9,999 requests
    body = {"url": "https://example.com/last"}
    api.ok("POST", "/links", json=body, headers=pk)  # the 10,000th
    api.error(ErrorCode.SHORT_LINK_LIMIT_REACHED, "POST", "/links", json=body, headers=pk)
    api.error(
        ErrorCode.SHORT_LINK_LIMIT_REACHED,
        "POST",
        "/_sandbox/seed/short-links",
        json={"count": 1},
        headers=pk,
    )
    other = api.ok("POST", "/profiles", json={"title": f"Other {uuid.uuid4().hex[:8]}"})
    opk = {"Profile-Key": other["profileKey"]}
    api.ok("POST", "/links", json=body, headers=opk)  # the limit is per profile
    for ref in (profile["refId"], other["refId"]):
        api.ok("DELETE", "/profiles", json={"refId": ref})


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
