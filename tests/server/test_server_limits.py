"""Account and profile limits of `x-limits`: how many auto-schedules and short
links a profile keeps, how many User Profiles an account keeps (each refused with its own
code), and how many revoked linking sessions are remembered. The server reads the limits
from its spec: these tests start it on a copy of openapi.yaml with small ones."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from spec_model import load_document
from spec_model.error_codes import ErrorCode
from tests.server.image_server import ImageServer
from tests.server.server_harness import INTERNAL_ERROR_MARK, REPO, Api, start_server
from tests.server.spec_check import SpecCheck

SMALL = {
    "autoSchedulesPerProfile": 2,
    "shortLinksPerProfile": 3,
    "profilesPerAccount": 4,
    "linkSessionsKeptPerProfile": 1,
    "maxFeedsPerProfile": 2,  # x-feed-posting of add_feed
}
FEED = (
    b'<?xml version="1.0"?><rss version="2.0"><channel><title>F</title>'
    b"<link>https://f.test/</link><description>d</description><item><title>A</title>"
    b"<link>https://f.test/a</link><guid>a</guid></item></channel></rss>"
)
#: The codes of these limits (test_server_error_catalogue.py leaves them to this module).
LIMIT_CODES = (
    ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED,
    ErrorCode.SHORT_LINK_LIMIT_REACHED,
    ErrorCode.PROFILE_LIMIT_REACHED,
    ErrorCode.FEED_LIMIT_REACHED,
)


def test_the_spec_states_every_limit() -> None:
    document = load_document()
    limits = {**document["x-limits"], **document["paths"]["/feed"]["post"]["x-feed-posting"]}
    assert set(SMALL) <= set(limits) and all(limits[k] > SMALL[k] for k in SMALL)


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory, spec_check: SpecCheck) -> Iterator[Api]:
    root = tmp_path_factory.mktemp("limits")
    text = (REPO / "openapi.yaml").read_text(encoding="utf-8")
    for name, value in SMALL.items():
        text, count = re.subn(rf"^( +{name}:) [0-9]+$", rf"\1 {value}", text, flags=re.M)
        assert count == 1, name
    spec = root / "openapi.yaml"
    spec.write_text(text, encoding="utf-8")
    server = start_server(root / "data", "--spec", str(spec))
    client = Api(server, spec_check)
    yield client
    client.close()
    server.stop()
    assert INTERNAL_ERROR_MARK not in server.stderr(), server.stderr()


def _profile(api: Api, title: str) -> tuple[dict[str, str], dict[str, str]]:
    created = api.ok("POST", "/profiles", json={"title": title})
    return created, {"Profile-Key": created["profileKey"]}


def test_auto_schedules_per_profile(api: Api) -> None:
    _, pk = _profile(api, "Schedules")
    for title in ("one", "two"):
        api.ok(
            "POST", "/auto-schedule/set", json={"title": title, "schedule": ["10:00Z"]}, headers=pk
        )
    new = {"title": "three", "schedule": ["10:00Z"]}
    api.error(
        ErrorCode.AUTO_SCHEDULE_LIMIT_REACHED, "POST", "/auto-schedule/set", json=new, headers=pk
    )
    # A kept schedule can still be changed.
    api.ok("POST", "/auto-schedule/set", json={"title": "two", "schedule": ["11:00Z"]}, headers=pk)


def test_short_links_per_profile(api: Api) -> None:
    api.sandbox("add-ons", {"addOns": ["MaxPack"]})
    _, pk = _profile(api, "Links")
    for n in range(3):
        api.ok("POST", "/links", json={"url": f"https://shop.test/{n}"}, headers=pk)
    for path in ("/links", "/shorten"):
        api.error(
            ErrorCode.SHORT_LINK_LIMIT_REACHED,
            "POST",
            path,
            json={"url": "https://x.test/"},
            headers=pk,
        )


def test_only_the_newest_revoked_link_sessions_are_remembered(api: Api) -> None:
    created, _ = _profile(api, "Sessions")
    body = {"profileKey": created["profileKey"]}
    urls = [api.ok("POST", "/profiles/link-sessions", json=body)["url"] for _ in range(3)]
    codes = [httpx.get(url, timeout=30).json().get("code") for url in urls[:2]]
    assert codes == [ErrorCode.LINK_SESSION_NOT_FOUND, ErrorCode.LINK_SESSION_REVOKED]
    assert httpx.get(urls[2], timeout=30).status_code == 200


def test_profiles_per_account(api: Api) -> None:
    existing = len(api.ok("GET", "/profiles")["profiles"])
    fillers = [
        _profile(api, f"Filler {n}")[0] for n in range(SMALL["profilesPerAccount"] - existing)
    ]
    api.error(ErrorCode.PROFILE_LIMIT_REACHED, "POST", "/profiles", json={"title": "One more"})
    api.ok("DELETE", "/profiles", json={"refId": fillers.pop()["refId"]})
    fillers.append(_profile(api, "One more")[0])
    for created in fillers:  # room for the other tests of the module, whatever their order
        api.ok("DELETE", "/profiles", json={"refId": created["refId"]})


def test_feeds_per_profile(api: Api) -> None:
    served = ImageServer()
    try:
        served.files["/one.xml"] = FEED
        _, pk = _profile(api, "Feeds")
        body = {"url": served.url + "/one.xml"}
        first = api.ok("POST", "/feed", json=body, headers=pk)
        api.ok("POST", "/feed", json=body, headers=pk)
        api.error(ErrorCode.FEED_LIMIT_REACHED, "POST", "/feed", json=body, headers=pk)
        api.ok("DELETE", "/feed", json={"id": first["id"]}, headers=pk)
        api.ok("POST", "/feed", json=body, headers=pk)
    finally:
        served.close()
