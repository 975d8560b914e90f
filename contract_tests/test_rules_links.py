"""Rules of the short links (Max Pack), as the spec documents them in `x-short-link` of
`create_link`: following a short link answers `redirectStatus` to the address with the UTM
parameters appended (snake case, in `LinkRequest`'s order, after its own query) and records the
click; `get_link_analytics` / `list_link_analytics` count the clicks per referring host (the
Referer's host, `directReferer` without one) and per browser (the first `browsers` marker in
the User-Agent, else `other`); the click window of `list_link_analytics`; links are the
acting profile's (code 440 otherwise); the legacy `shorten_link` / `short_link` answer
`{status, shortUrl, originalUrl}` with the same rule; a link made by each creating path is
listed by `list_link_analytics` with the address sent (read back without following it).

Everything but the click window uses the public API. A short link is followed only when it is
on the target itself (the real service's are on https://ayrs.io: the suite reaches no other
host); the tests skip otherwise. A target whose account lacks the Max Pack add-on answers its
code; the tests then skip.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

import httpx
import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile
from contract_tests.max_pack_rules import call_max_pack, error_code
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"
FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0"
UTM_REF = "#/components/schemas/UtmValue"


def short_link_facts(spec: ApiSpec) -> dict[str, Any]:
    facts: dict[str, Any] = spec.operation(OperationId.CREATE_LINK).raw["x-short-link"]
    return facts


def utm_fields(spec: ApiSpec) -> list[tuple[str, str]]:
    """(body field, query name) of each UTM parameter, in `LinkRequest`'s order."""
    properties = spec.document["components"]["schemas"]["LinkRequest"]["properties"]
    return [
        (name, re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower())
        for name, schema in properties.items()
        if schema.get("$ref") == UTM_REF
    ]


def expected_location(spec: ApiSpec, body: dict[str, str]) -> str:
    pairs = [(query, body[field]) for field, query in utm_fields(spec) if field in body]
    parts = urlsplit(body["url"])
    query = "&".join(q for q in (parts.query, urlencode(pairs)) if q)
    return urlunsplit(parts._replace(query=query))


def expected_browser(spec: ApiSpec, user_agent: str) -> str:
    browsers = short_link_facts(spec)["browsers"]
    found = (r["name"] for r in browsers["rules"] if r["marker"] in user_agent)
    return str(next(found, browsers["other"]))


def call_link_by_id(client: ApiClient, spec: ApiSpec, link_id: str) -> httpx.Response:
    """get_link_analytics of ``link_id`` (skips when the account lacks the add-on)."""
    op = spec.operation(OperationId.GET_LINK_ANALYTICS)
    response = client.get(op.path.replace("{id}", link_id))
    add_on = spec.facts.add_ons["MaxPack"].error_code
    if response.status_code == 403 and error_code(response) == add_on:
        pytest.skip(f"needs the MaxPack add-on: get_link_analytics answered code {add_on}")
    return response


def create(
    client: ApiClient,
    spec: ApiSpec,
    body: dict[str, str],
    op: OperationId = OperationId.CREATE_LINK,
) -> Any:
    response = call_max_pack(client, spec, op, json_body=body)
    return client.expect_status(response, 200, f"{op} answers 200")


def follow(client: ApiClient, short_url: str, **headers: str) -> httpx.Response:
    """GET the short link (not following the redirect); skips when it is not on the target."""
    base = str(client.http.base_url).rstrip("/")
    if not short_url.startswith(base + "/"):
        pytest.skip(f"the short link {short_url} is not on the target ({base})")
    return client.request("GET", short_url, auth=False, headers=headers)


def expect_redirect(client: ApiClient, spec: ApiSpec, body: dict[str, str], short: str) -> None:
    status = int(short_link_facts(spec)["redirectStatus"])
    response = follow(client, short)
    want = expected_location(spec, body)
    rule = "a short link redirects to the address with the UTM parameters appended"
    if response.status_code != status or response.headers.get("location") != want:
        client.fail(response, rule, f"expected HTTP {status} to {want}")


def test_short_link_redirects_with_utm(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    body = {
        "url": "https://shop.example/menu?day=mon#top",
        "utmContent": "banner",
        "utmSource": "newsletter",
        "utmId": "7",
    }
    created = create(client, spec, body)
    if created.get("originalUrl") != body["url"]:
        client.fail(client.get("/links"), "create_link answers the address as sent", f"{created}")
    echoed = {field: created.get(field) for field, _ in utm_fields(spec)}
    if echoed != {field: body.get(field) for field, _ in utm_fields(spec)}:
        client.fail(
            client.get("/links"),
            "create_link echoes each UTM field sent (only those)",
            f"{created}",
        )
    expect_redirect(client, spec, body, created["shortUrl"])


def test_link_clicks_counted(
    user_profile: UserProfile, other_profile: UserProfile, spec: ApiSpec
) -> None:
    """Clicks per referring host and browser, in get_link_analytics and list_link_analytics;
    another profile's link is not found (440)."""
    client = user_profile.client
    facts = short_link_facts(spec)
    created = create(client, spec, {"url": "https://shop.example/"})
    follow(client, created["shortUrl"], Referer="https://www.facebook.com/p/1", **{
        "User-Agent": CHROME
    })  # fmt: skip
    follow(client, created["shortUrl"], **{"User-Agent": FIREFOX})
    want = {
        "id": created["id"],
        "shortUrl": created["shortUrl"],
        "originalUrl": created["originalUrl"],
        "created": created["created"],
        "totalClicks": 2,
        "refererCounts": {"www.facebook.com": 1, facts["directReferer"]: 1},
        "browserCounts": {expected_browser(spec, CHROME): 1, expected_browser(spec, FIREFOX): 1},
    }
    response = call_link_by_id(client, spec, created["id"])
    answer = client.expect_status(response, 200, "get_link_analytics answers 200")
    rule = "link analytics count each click per referring host and browser"
    if answer.get("analytics") != want:
        client.fail(response, rule, f"expected {want}")
    response = call_max_pack(client, spec, OperationId.LIST_LINK_ANALYTICS)
    listed = client.expect_status(response, 200, "list_link_analytics answers 200")
    if listed.get("analytics") != [want]:
        client.fail(response, rule, f"expected [{want}]")
    stranger = other_profile.client
    response = call_link_by_id(stranger, spec, created["id"])
    stranger.expect_error(response, "link_not_found", "another profile's link is not found")


def test_unknown_link_not_found(user_profile: UserProfile, spec: ApiSpec) -> None:
    """An unknown link id is refused with 440, by get_link_analytics and by the short address
    (`x-short-link.path`) on the target."""
    client = user_profile.client
    response = call_link_by_id(client, spec, "zzzzzzz")
    client.expect_error(response, "link_not_found", "an unknown link id is refused with 440")
    base = str(client.http.base_url).rstrip("/")
    response = follow(client, base + short_link_facts(spec)["path"].replace("{id}", "zzzzzzz"))
    client.expect_error(response, "link_not_found", "an unknown short address is not found (440)")


@pytest.mark.parametrize(
    ("op", "options", "broken"),
    [
        (OperationId.CREATE_LINK, {"json_body": {"url": "ftp://shop.example/"}}, "not http(s)"),
        (OperationId.LIST_LINK_ANALYTICS, {"params": {"fromClickDate": "yesterday"}}, "no time"),
    ],
    ids=["address", "date"],
)
def test_link_request_refused(
    user_profile: UserProfile, spec: ApiSpec, op: OperationId, options: Any, broken: str
) -> None:
    """An address that is not http(s) (`LinkRequest.url`'s pattern) and a window bound that is
    no time (`Timestamp`) are refused (101)."""
    client = user_profile.client
    response = call_max_pack(client, spec, op, **options)
    client.expect_error(response, "invalid_request", f"{op}: a value that is {broken} is refused")


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_link_created_window(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    other_profile: UserProfile,
) -> None:
    """Needs the control (links made at chosen times): list_link_analytics lists the acting
    profile's links (another profile lists none of them) oldest first, and `fromCreatedDate` /
    `toCreatedDate` keep those created in the window, both ends included (paths/links.yaml
    list_link_analytics)."""
    client = user_profile.client
    with profile_sandbox.clock_at("2026-10-01T10:00:00Z"):
        first = create(client, spec, {"url": "https://shop.example/first"})["id"]
        profile_sandbox.set_clock("2026-10-03T10:00:00Z")
        later = create(client, spec, {"url": "https://shop.example/later"})["id"]
    for query, want, rule in (
        ({}, [first, later], "list_link_analytics lists the links oldest first"),
        ({"fromCreatedDate": "2026-10-02T00:00:00Z"}, [later], "fromCreatedDate keeps"),
        ({"toCreatedDate": "2026-10-01T10:00:00Z"}, [first], "toCreatedDate keeps"),
    ):
        response = call_max_pack(client, spec, OperationId.LIST_LINK_ANALYTICS, params=query)
        body = client.expect_status(response, 200, "list_link_analytics answers 200")
        got = [s.get("id") for s in body.get("analytics", [])]
        if got != want:
            client.fail(
                response, f"{rule} (created window)", f"{query}: expected {want}, got {got}"
            )
    stranger = other_profile.client
    response = call_max_pack(stranger, spec, OperationId.LIST_LINK_ANALYTICS)
    body = stranger.expect_status(response, 200, "list_link_analytics answers 200")
    if {first, later} & {s.get("id") for s in body.get("analytics", [])}:
        stranger.fail(response, "list_link_analytics lists only the acting profile's links")


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_link_click_window(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (clicks at chosen times): fromClickDate / toClickDate count only the
    clicks in the window, and a window without clicks leaves the link out."""
    client = user_profile.client
    with profile_sandbox.clock_at("2026-10-01T10:00:00Z"):
        created = create(client, spec, {"url": "https://shop.example/window"})
        follow(client, created["shortUrl"])
        profile_sandbox.set_clock("2026-10-03T10:00:00Z")
        follow(client, created["shortUrl"])
        follow(client, created["shortUrl"])
    rule = "list_link_analytics counts only the clicks in the click window"
    for query, want in (
        ({"fromClickDate": "2026-10-02T00:00:00Z"}, [2]),
        ({"toClickDate": "2026-10-01T10:00:00Z"}, [1]),
        ({"fromClickDate": "2026-10-04T00:00:00Z", "toClickDate": "2026-10-05T00:00:00Z"}, []),
    ):
        params = {**query, "fromCreatedDate": "2026-10-01T00:00:00Z"}
        params["toCreatedDate"] = "2026-10-01T23:59:59Z"
        response = call_max_pack(client, spec, OperationId.LIST_LINK_ANALYTICS, params=params)
        body = client.expect_status(response, 200, "list_link_analytics answers 200")
        got = [s.get("totalClicks") for s in body.get("analytics", [])]
        if got != want:
            client.fail(response, rule, f"{query}: expected {want}, got {got}")


@pytest.mark.parametrize("op", [OperationId.SHORTEN_LINK, OperationId.SHORT_LINK])
def test_legacy_short_paths(user_profile: UserProfile, spec: ApiSpec, op: OperationId) -> None:
    """The legacy paths answer `{status, shortUrl, originalUrl}` and the link works alike."""
    client = user_profile.client
    body = {"url": "https://shop.example/legacy", "utmMedium": "social"}
    answer = create(client, spec, body, op)
    if set(answer) != {"status", "shortUrl", "originalUrl"}:
        client.fail(
            client.get("/links"), f"{op} answers status, shortUrl, originalUrl", f"{answer}"
        )
    expect_redirect(client, spec, body, answer["shortUrl"])


@pytest.mark.parametrize(
    "op",
    read_back.each_write(OperationId.CREATE_LINK, OperationId.SHORTEN_LINK, OperationId.SHORT_LINK),
)
def test_created_link_read_back(user_profile: UserProfile, spec: ApiSpec, op: OperationId) -> None:
    """list_link_analytics lists a link made by each creating path, with the address sent and
    the short URL answered (read without following it: wherever the target's links live)."""
    client = user_profile.client
    sent = {"url": f"https://shop.example/read-back/{op}"}
    answer = create(client, spec, sent, op)
    response = call_max_pack(client, spec, OperationId.LIST_LINK_ANALYTICS)
    listed = client.expect_status(response, 200, "list_link_analytics answers 200")
    items = listed.get("analytics") if isinstance(listed, dict) else None
    text = read_back.rule(op, "list_link_analytics lists the link with the address sent")
    found = read_back.find(items or [], "shortUrl", answer.get("shortUrl"))
    read_back.expect_fields(client, response, text, found, {"originalUrl": sent["url"]})


# -- the analytics paths: analytics_links (legacy) and analytics_links_short --------------------
IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1"


def expected_platform(spec: ApiSpec, user_agent: str) -> str:
    platforms = short_link_facts(spec)["platforms"]
    found = (r["name"] for r in platforms["rules"] if r["marker"] in user_agent)
    return str(next(found, platforms["other"]))


def test_analytics_links_short(user_profile: UserProfile, spec: ApiSpec) -> None:
    """analytics_links_short answers every link of the profile as list_link_analytics does,
    without `id` (the same clicks, the same counts)."""
    client = user_profile.client
    created = create(client, spec, {"url": "https://shop.example/short"})
    follow(client, created["shortUrl"], **{"User-Agent": CHROME})
    listed = client.expect_status(
        call_max_pack(client, spec, OperationId.LIST_LINK_ANALYTICS),
        200,
        "list_link_analytics answers 200",
    )
    want = [{k: v for k, v in item.items() if k != "id"} for item in listed["analytics"]]
    response = call_max_pack(client, spec, OperationId.ANALYTICS_LINKS_SHORT)
    answer = client.expect_status(response, 200, "analytics_links_short answers 200")
    if answer.get("analytics") != want or len(want) != 1:
        client.fail(
            response, "analytics_links_short lists the links as list_link_analytics", f"{want}"
        )


def test_analytics_links_legacy(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The legacy analytics_links: the links created in the last `lastDays` days, each with its
    clicks per platform (`x-short-link.platforms`); 186 when the profile created none."""
    client = user_profile.client
    none = call_max_pack(client, spec, OperationId.ANALYTICS_LINKS, params={"lastDays": 7})
    client.expect_error(none, "analytics_post_not_found", "analytics_links: no link is 186")
    body = {"url": "https://shop.example/legacy"}
    created = create(client, spec, body)
    for agent in (CHROME, IPHONE, CHROME):
        follow(client, created["shortUrl"], **{"User-Agent": agent})
    counts: dict[str, int] = {}
    for agent in (CHROME, IPHONE, CHROME):
        counts[expected_platform(spec, agent)] = counts.get(expected_platform(spec, agent), 0) + 1
    response = call_max_pack(client, spec, OperationId.ANALYTICS_LINKS, params={"lastDays": 7})
    answer = client.expect_status(response, 200, "analytics_links answers 200")
    stats = [{"count": counts[p], "event": "CLICK", "platform": p} for p in sorted(counts)]
    want = [{"linkEventStats": stats, "link": body["url"], "shortLink": created["shortUrl"]}]
    got = [{k: v for k, v in item.items() if k != "created"} for item in answer]
    if got != want:
        client.fail(response, "analytics_links counts each link's clicks per platform", f"{want}")


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_analytics_links_last_days(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (the clock): a link created more than `lastDays` days ago is left
    out; `created._seconds` is its creation time."""
    client = user_profile.client
    with profile_sandbox.clock_at("2026-10-01T10:00:00Z"):
        created = create(client, spec, {"url": "https://shop.example/old"})
        profile_sandbox.set_clock("2026-10-03T09:59:59Z")
        recent = call_max_pack(client, spec, OperationId.ANALYTICS_LINKS, params={"lastDays": 2})
        answer = client.json_of(recent, "analytics_links answers JSON")
        seconds = int(datetime(2026, 10, 1, 10, tzinfo=UTC).timestamp())
        want = [(created["shortUrl"], {"_seconds": seconds, "_nanoseconds": 0})]
        kept = (
            [(a.get("shortLink"), a.get("created")) for a in answer]
            if recent.status_code == 200 and isinstance(answer, list)
            else None
        )
        if kept != want:
            client.fail(recent, "analytics_links keeps a link created within lastDays", f"{want}")
        profile_sandbox.set_clock("2026-10-03T10:00:01Z")
        late = call_max_pack(client, spec, OperationId.ANALYTICS_LINKS, params={"lastDays": 2})
        client.expect_error(
            late, "analytics_post_not_found", "analytics_links leaves out links older than lastDays"
        )
