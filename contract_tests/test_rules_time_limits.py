"""Time rules of the spec driven across their boundary with the clock control, one second on
each side: the reply window of `send_message` (`x-messaging.replyWindowSeconds`: a reply
exactly that long after the correspondent's last message is accepted, one second later refused
with 665; a network without a window has none), the active conversations counted per calendar
month (666 until the cycle's last second, a new count from the next month's first), the
media a message may carry (`x-messaging.maxMediaPerMessage` accepted, one more 661), the
presigned upload URL (`x-upload-url.expiresInSeconds`: accepted one second before `expiresAt`,
refused with 462 at it) and its file (served at `accessUrl` for `accessDays`), an uploaded
file (listed and served until `x-limits.mediaRetentionDays` after its upload), the batch
export's file (served until `urlExpires`, 404 with 170 from it; the same file until
`nextUpdate`, a new one at it; 620 one second before `urlAvailable`), a scheduled post
(pending one second before its `scheduleDate`, published at it), the webhook history window
(`x-limits.historyWindowMonths` calendar months: an entry one second inside is listed, one
second outside is not), a boosted ad (`x-ad-delivery`: exactly `minRunSeconds` accepted, in
review until `reviewSeconds`, ACTIVE until its `endDate`), the ad history range
(`x-ad-history.maxDays` accepted, one second more refused with 706) and a bulk file of exactly
`x-bulk-csv.maxRows` rows (accepted; one more is test_rules_bulk_post.py's 618), and the post
history's `lastDays` (sent, and its default): a post exactly that many days old is listed, one
a second older is not.

Every figure is read from the spec or from the answer that announces it; the clock is set to
fixed moments (whole seconds) and put back after each test (`Sandbox.clock_at`).
"""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import image_bytes, social_event, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

#: Bound of one request of the suite to an address the target answered (files, upload URLs).
DIRECT_TIMEOUT_SECONDS = 30
#: How long a scheduled post may take to be published once the clock reaches its scheduleDate.
PUBLISH_WAIT_SECONDS = 5.0
SECOND = timedelta(seconds=1)


def _direct(client: ApiClient, answer: httpx.Response, rule: str, method: str, url: str,
            **kwargs: Any) -> httpx.Response:  # fmt: skip
    """A request to an address the target answered; one that cannot be reached breaks `rule`."""
    try:
        return httpx.request(method, url, timeout=DIRECT_TIMEOUT_SECONDS, **kwargs)
    except (httpx.HTTPError, ValueError) as error:
        client.fail(answer, rule, f"{method} {url} failed: {error!r}")


# --- direct messages: the reply window and the active conversations of a cycle -----------------
def _send_path(spec: ApiSpec, platform: str) -> str:
    return spec.operation(OperationId.SEND_MESSAGE).path.replace("{platform}", platform)


def _reply(client: ApiClient, spec: ApiSpec, platform: str, recipient: str) -> httpx.Response:
    headers = spec.x_credential_headers() if platform == "twitter" else None
    body = {"recipientId": recipient, "message": "Thanks for writing"}
    return client.post(_send_path(spec, platform), json_body=body, headers=headers)


def _messaging(spec: ApiSpec) -> Mapping[str, Any]:
    return dict(spec.operation(OperationId.SEND_MESSAGE).raw["x-messaging"])


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_reply_window_boundary(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a correspondent's message and the clock."""
    client = user_profile.client
    windows = {str(k): int(v) for k, v in _messaging(spec)["replyWindowSeconds"].items()}
    networks = [str(n) for n in spec.operation(OperationId.SEND_MESSAGE).raw["x-networks"]]
    for platform in networks:
        profile_sandbox.link(platform, account="empty")
    start = parse_timestamp("2033-01-10T12:00:00Z")
    with profile_sandbox.clock_at(format_timestamp(start)):
        for index, platform in enumerate(networks):
            sender = f"5551000000000{index:02d}"
            profile_sandbox.set_clock(format_timestamp(start))
            profile_sandbox.inject_message(platform, sender, "Still open?")
            window = windows.get(platform)
            if window is None:
                latest = start + timedelta(seconds=max(windows.values()) + 1)
                profile_sandbox.set_clock(format_timestamp(latest))
                client.expect_status(
                    _reply(client, spec, platform, sender),
                    200,
                    f"send_message on {platform} (no x-messaging.replyWindowSeconds) accepts a "
                    "reply however long after the correspondent wrote",
                )
                continue
            profile_sandbox.set_clock(format_timestamp(start + timedelta(seconds=window)))
            client.expect_status(
                _reply(client, spec, platform, sender),
                200,
                f"send_message on {platform} accepts a reply x-messaging.replyWindowSeconds "
                f"({window} s) after the correspondent's last message",
            )
            profile_sandbox.set_clock(format_timestamp(start + timedelta(seconds=window + 1)))
            client.expect_error(
                _reply(client, spec, platform, sender),
                "messaging_window_closed",
                f"send_message on {platform} refuses a reply one second after "
                f"x-messaging.replyWindowSeconds ({window} s)",
            )


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.SET_MESSAGING_STATE,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_active_conversations_counted_per_calendar_month(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the cycle's limit is lowered to one conversation
    (`set_messaging_state`) and the clock crosses the month's end."""
    client = user_profile.client
    spec_limit = int(_messaging(spec)["activeConversationsPerCycle"])
    platform = "facebook"
    profile_sandbox.link(platform, account="empty")
    first, second = "555200000000001", "555200000000002"
    last_second = "2033-03-31T23:59:59Z"
    next_cycle = "2033-04-01T00:00:00Z"
    rule = "a profile has at most activeConversationsPerCycle active conversations per calendar "
    with profile_sandbox.clock_at("2033-03-31T23:00:00Z"):
        profile_sandbox.inject_message(platform, first, "hi")
        profile_sandbox.inject_message(platform, second, "hello")
        profile_sandbox.set_messaging_state(activeConversationLimit=1)
        try:
            client.expect_status(_reply(client, spec, platform, first), 200, rule + "month")
            profile_sandbox.set_clock(last_second)
            client.expect_error(
                _reply(client, spec, platform, second),
                "active_conversation_limit",
                rule + "month (UTC): one more is refused until the month's last second",
            )
            profile_sandbox.set_clock(next_cycle)
            client.expect_status(
                _reply(client, spec, platform, second),
                200,
                rule + "month (UTC): the next month's first second starts a new count",
            )
            client.expect_error(
                _reply(client, spec, platform, first),
                "active_conversation_limit",
                rule + "month (UTC): last month's conversations count again once sent to",
            )
        finally:
            profile_sandbox.set_messaging_state(activeConversationLimit=spec_limit)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MESSAGE)
def test_media_per_message_limit(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a correspondent who wrote first. Each network of
    `x-messaging.maxMediaPerMessage` takes that many media files in a message, not one more."""
    client = user_profile.client
    for index, (platform, most) in enumerate(_messaging(spec)["maxMediaPerMessage"].items()):
        sender = f"5554000000000{index:02d}"
        profile_sandbox.link(str(platform), account="empty")
        profile_sandbox.inject_message(str(platform), sender, "Send me pictures")
        headers = spec.x_credential_headers() if platform == "twitter" else None
        rule = f"send_message on {platform} takes x-messaging.maxMediaPerMessage ({most}) media"
        for count, accepted in ((int(most), True), (int(most) + 1, False)):
            media = [f"https://img.example.com/contract-{n}.jpg" for n in range(count)]
            body = {"recipientId": sender, "message": "Here", "mediaUrls": media}
            response = client.post(_send_path(spec, str(platform)), json_body=body, headers=headers)
            if accepted:
                client.expect_status(response, 200, rule)
            else:
                client.expect_error(response, "message_too_many_media", rule + ", not one more")


# --- presigned upload URLs and their files -----------------------------------------------------
def _upload_grant(client: ApiClient, spec: ApiSpec) -> tuple[httpx.Response, dict[str, Any]]:
    response = client.get(
        spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).path,
        params={"fileName": unique_name("timed", ".txt"), "contentType": "text/plain"},
    )
    grant = client.expect_status(response, 200, "get_media_upload_url makes an upload URL")
    return response, dict(grant)


def _put(client: ApiClient, answer: httpx.Response, url: str) -> httpx.Response:
    headers = {"Content-Type": "text/plain"}
    rule = "the uploadUrl of get_media_upload_url takes a PUT"
    return _direct(client, answer, rule, "PUT", url, content=b"timed upload", headers=headers)


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_upload_url_and_access_url_lifetimes(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the clock must reach `expiresAt` and the file's `accessDays`."""
    client = user_profile.client
    rules = spec.operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]
    ttl, days = int(rules["expiresInSeconds"]), int(rules["accessDays"])
    start = parse_timestamp("2033-05-10T08:00:00Z")
    with profile_sandbox.clock_at(format_timestamp(start)):
        made, grant = _upload_grant(client, spec)
        _, late_grant = _upload_grant(client, spec)
        expires = start + timedelta(seconds=ttl)
        if grant.get("expiresAt") != format_timestamp(expires):
            client.fail(
                made,
                "an upload URL expires x-upload-url.expiresInSeconds after it was made",
                f"made at {format_timestamp(start)}, expiresAt {grant.get('expiresAt')}, "
                f"expected {format_timestamp(expires)}",
            )
        profile_sandbox.set_clock(format_timestamp(expires - SECOND))
        stored = _put(client, made, grant["uploadUrl"])
        item = client.expect_status(
            stored, 200, "an upload URL works until one second before its expiresAt"
        )
        profile_sandbox.set_clock(format_timestamp(expires))
        client.expect_error(
            _put(client, made, late_grant["uploadUrl"]),
            "upload_url_invalid",
            "an upload URL is refused from its expiresAt on",
        )
        kept = expires - SECOND + timedelta(days=days)
        access_rule = "an uploaded file is served at accessUrl for x-upload-url.accessDays days"
        listing = client.get(spec.operation(OperationId.LIST_MEDIA).path)
        media = client.expect_status(listing, 200, "list_media answers 200") or []
        listed = [m for m in media if isinstance(m, Mapping) and m.get("id") == item.get("id")]
        if [m.get("expiresAt") for m in listed] != [format_timestamp(kept)]:
            client.fail(listing, access_rule, f"listed {listed}, expected expiresAt {kept}")
        profile_sandbox.set_clock(format_timestamp(kept - SECOND))
        served = _direct(client, stored, access_rule, "GET", grant["accessUrl"])
        if served.status_code != 200:
            client.fail(served, access_rule, "one second before its expiresAt it is not served")
        profile_sandbox.set_clock(format_timestamp(kept))
        gone = _direct(client, stored, access_rule, "GET", grant["accessUrl"])
        if gone.status_code != 404:
            client.fail(gone, access_rule, "at its expiresAt it is still served")


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_media_retention_to_the_second(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the clock at the uploaded file's end (`x-limits.mediaRetentionDays`
    after its upload)."""
    client = user_profile.client
    days = int(spec.limits["mediaRetentionDays"])
    start = parse_timestamp("2033-05-20T08:00:00Z")
    name = unique_name("kept", ".png")
    rule = f"uploaded media is listed and served for x-limits.mediaRetentionDays ({days}) days"
    listing = spec.operation(OperationId.LIST_MEDIA).path

    def listed() -> tuple[httpx.Response, list[Mapping[str, Any]]]:
        response = client.get(listing)
        media = client.expect_status(response, 200, "list_media answers 200") or []
        return response, [m for m in media if isinstance(m, Mapping) and m.get("fileName") == name]

    with profile_sandbox.clock_at(format_timestamp(start)):
        files = {"file": (name, image_bytes(8, 8), "image/png")}
        uploaded = client.post(spec.operation(OperationId.UPLOAD_MEDIA).path, files=files)
        url = str(client.expect_status(uploaded, 200, "upload_media stores a file")["url"])
        end = start + timedelta(days=days)
        profile_sandbox.set_clock(format_timestamp(end - SECOND))
        response, items = listed()
        if [m.get("expiresAt") for m in items] != [format_timestamp(end)]:
            client.fail(response, rule, f"one second before {end}: listed {items}")
        if _direct(client, uploaded, rule, "GET", url).status_code != 200:
            client.fail(uploaded, rule, "one second before its expiresAt the file is not served")
        profile_sandbox.set_clock(format_timestamp(end))
        response, items = listed()
        if items:
            client.fail(response, rule, f"at its expiresAt it is still listed: {items}")
        if _direct(client, uploaded, rule, "GET", url).status_code != 404:
            client.fail(uploaded, rule, "at its expiresAt the file is still served")


# --- the batch export's file -------------------------------------------------------------------
@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK)
def test_user_batch_file_lifetime_and_next_file(
    profile_sandbox: Sandbox, api: ApiClient, spec: ApiSpec
) -> None:
    """Needs the control: the clock must reach `nextUpdate` and `urlExpires`."""
    path = spec.operation(OperationId.GET_USER_BATCH).path
    with profile_sandbox.clock_at("2033-07-01T06:00:00Z"):
        response = api.get(path)
        batch = api.expect_status(response, 200, "get_user_batch answers 200")
        next_update = parse_timestamp(batch["nextUpdate"])
        profile_sandbox.set_clock(format_timestamp(next_update - SECOND))
        same = api.expect_status(api.get(path), 200, "get_user_batch answers 200")
        if same.get("url") != batch["url"]:
            api.fail(response, "get_user_batch answers the same file until its nextUpdate")
        profile_sandbox.set_clock(batch["nextUpdate"])
        newer = api.expect_status(api.get(path), 200, "get_user_batch answers 200")
        if newer.get("url") == batch["url"]:
            api.fail(response, "get_user_batch answers a new file from its nextUpdate on")
        available = parse_timestamp(newer["urlAvailable"])
        profile_sandbox.set_clock(format_timestamp(available - SECOND))
        early = _direct(api, response, "get_user_batch's file", "GET", str(newer["url"]))
        api.expect_error(early, "batch_file_not_ready", "the batch export file is not served "
                         "one second before its urlAvailable (620)")  # fmt: skip
        retry = early.headers.get("retry-after")
        if retry != "1":
            rule = "a batch file's 620 carries Retry-After: the seconds until urlAvailable"
            api.fail(early, rule, f"one second before: {retry!r}")
        profile_sandbox.set_clock(newer["urlAvailable"])
        ready = _direct(api, response, "get_user_batch's file", "GET", str(newer["url"]))
        if ready.status_code != 200:
            api.fail(ready, "the batch export file is served from its urlAvailable on")
        rule = "the batch export file is served until its urlExpires, then gone (404, code 170)"
        expires = parse_timestamp(batch["urlExpires"])
        profile_sandbox.set_clock(format_timestamp(expires - SECOND))
        served = _direct(api, response, rule, "GET", str(batch["url"]))
        if served.status_code != 200:
            api.fail(served, rule, "one second before urlExpires the file is not served")
        profile_sandbox.set_clock(batch["urlExpires"])
        api.expect_error(_direct(api, response, rule, "GET", str(batch["url"])), "route_not_found",
                         rule)  # fmt: skip


# --- scheduled posts ---------------------------------------------------------------------------
@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_scheduled_post_published_at_its_date_not_before(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: posting needs a linked network, publishing needs the clock."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    start = parse_timestamp("2033-09-15T09:00:00Z")
    due = start + timedelta(hours=2)
    rule = "a scheduled post is published at its scheduleDate (service clock), not before"
    with profile_sandbox.clock_at(format_timestamp(start)):
        body = {"post": "Scheduled to the second", "platforms": ["linkedin"],
                "scheduleDate": format_timestamp(due)}  # fmt: skip
        response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
        made = unwrap_post_result(client.expect_status(response, 200, "create_post schedules"))
        path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(made["id"]))
        profile_sandbox.set_clock(format_timestamp(due - SECOND))
        record = client.expect_status(client.get(path), 200, rule)
        if record.get("status") != "pending":
            client.fail(response, rule, f"status {record.get('status')!r} one second before")
        profile_sandbox.set_clock(format_timestamp(due))
        deadline = time.monotonic() + PUBLISH_WAIT_SECONDS
        record = client.expect_status(client.get(path), 200, rule)
        while record.get("status") == "pending" and time.monotonic() < deadline:
            time.sleep(0.1)  # a scheduler may poll: a bounded wait
            record = client.expect_status(client.get(path), 200, rule)
        if record.get("status") != "success":
            client.fail(response, rule, f"status {record.get('status')!r} at its scheduleDate")


# --- the webhook history window ----------------------------------------------------------------
def _months_before(moment: datetime, months: int) -> datetime:
    """The same wall time ``months`` calendar months earlier (day clamped to the month)."""
    year, month = divmod(moment.year * 12 + moment.month - 1 - months, 12)
    day = moment.day
    while True:
        try:
            return moment.replace(year=year, month=month + 1, day=day)
        except ValueError:
            day -= 1


@pytest.mark.control(
    ControlOperationId.SEED_WEBHOOK_HISTORY,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_history_window_to_the_second(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: entries older than the window exist only when seeded. The clock is
    set to a month's 31st, so the window's start is a shorter month's last day."""
    client = user_profile.client
    months = int(spec.limits["historyWindowMonths"])
    now = parse_timestamp("2033-08-31T12:00:00Z")
    edge = _months_before(now, months)
    ref, title = user_profile.ref_id, user_profile.title
    inside = social_event(created=edge + SECOND, ref_id=ref, title=title, platform="reddit")
    outside = social_event(created=edge - SECOND, ref_id=ref, title=title, platform="tiktok")
    rule = (
        f"history holds the last x-limits.historyWindowMonths ({months}) calendar months, "
        "to the second"
    )
    with profile_sandbox.clock_at(format_timestamp(now)):
        profile_sandbox.seed_history([inside, outside])
        response = client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path)
        body = client.expect_status(response, 200, "get_webhook_history answers 200")
        created = [e.get("created") for e in body.get("social", []) if isinstance(e, Mapping)]
        if inside["created"] not in created:
            client.fail(response, rule, f"{inside['created']} is missing (now {now})")
        if outside["created"] in created:
            client.fail(response, rule, f"{outside['created']} is listed (now {now})")


# --- ads: review, run and history range ----------------------------------------------------------
def _ad(client: ApiClient, spec: ApiSpec, ad_id: str) -> Mapping[str, Any]:
    response = client.get(spec.operation(OperationId.LIST_ADS).path, params={"adId": ad_id})
    ads = client.expect_status(response, 200, "list_ads lists a boosted ad by adId").get("ads")
    if not isinstance(ads, list) or len(ads) != 1:
        client.fail(response, "list_ads lists a boosted ad by adId", f"ads {ads!r}")
    return dict(ads[0])


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_ad_review_run_and_history_range_boundaries(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a linked Facebook Page, and the clock at the ad's review end and
    endDate."""
    client = user_profile.client
    delivery = spec.operation(OperationId.BOOST_POST).raw["x-ad-delivery"]
    review, run = int(delivery["reviewSeconds"]), int(delivery["minRunSeconds"])
    history = spec.operation(OperationId.GET_AD_SPEND_HISTORY)
    max_days = int(history.raw["x-ad-history"]["maxDays"])
    profile_sandbox.link("facebook")
    accounts = client.get(spec.operation(OperationId.LIST_AD_ACCOUNTS).path)
    account = client.expect_status(accounts, 200, "list_ad_accounts answers")["adAccounts"][0]
    start = parse_timestamp("2033-10-01T00:00:00Z")
    with profile_sandbox.clock_at(format_timestamp(start)):
        body = {"post": "Contract post to boost, on the second", "platforms": ["facebook"]}
        made = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
        post = unwrap_post_result(client.expect_status(made, 200, "create_post publishes"))
        boost = {"postId": post["id"], "accountId": account["accountId"],
                 "budget": float(account["minDailyBudget"]) + 1,
                 "endDate": format_timestamp(start + timedelta(seconds=run))}  # fmt: skip
        response = client.post(spec.operation(OperationId.BOOST_POST).path, json_body=boost)
        ad_id = str(
            client.expect_status(
                response, 200, "boost_post accepts an ad of exactly x-ad-delivery.minRunSeconds"
            )["adId"]
        )
        moments = [
            (review - 1, "PENDING_REVIEW", "in review until x-ad-delivery.reviewSeconds"),
            (review, "ACTIVE", "ACTIVE from the end of x-ad-delivery.reviewSeconds"),
            (run - 1, "ACTIVE", "ACTIVE until its endDate"),
            (run, "COMPLETED", "COMPLETED from its endDate"),
        ]
        for seconds, status, rule in moments:
            profile_sandbox.set_clock(format_timestamp(start + timedelta(seconds=seconds)))
            got = _ad(client, spec, ad_id).get("deliveryStatus")
            if got != status:
                client.fail(response, f"a boosted ad is {rule}", f"{got!r} after {seconds} s")
        end = start + timedelta(days=2)
        widest = {"startDate": format_timestamp(end - timedelta(days=max_days)),
                  "endDate": format_timestamp(end)}  # fmt: skip
        client.expect_status(
            client.get(history.path, params=widest),
            200,
            "get_ad_spend_history accepts a range of x-ad-history.maxDays days",
        )
        wider = {**widest, "startDate": format_timestamp(end - timedelta(days=max_days) - SECOND)}
        client.expect_error(
            client.get(history.path, params=wider),
            "ad_history_range_invalid",
            "get_ad_spend_history refuses a range one second longer than x-ad-history.maxDays",
        )


# --- bulk posts: the most rows one file may hold -------------------------------------------------
@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_bulk_post_takes_max_rows(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: rows are posts only on a linked network. The rows are scheduled
    far ahead, so no later clock move publishes them (the profile is deleted after the test)."""
    client = user_profile.client
    profile_sandbox.link("linkedin")
    rules = spec.operation(OperationId.BULK_POST).raw["x-bulk-csv"]
    columns, most = [str(c) for c in rules["columns"]], int(rules["maxRows"])
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(columns)
    row = {"post": "Row", "platforms": "linkedin", "mediaUrls": "",
           "scheduleDate": "2999-01-01T00:00:00Z"}  # fmt: skip
    writer.writerows([[f"{row[c]} {n}" if c == "post" else row[c] for c in columns]
                      for n in range(most)])  # fmt: skip
    op = spec.operation(OperationId.BULK_POST)
    files = {"file": ("posts.csv", out.getvalue().encode(), "text/csv")}
    response = client.request(op.method.upper(), op.path, files=files)
    body = client.expect_status(response, 200, f"bulk_post takes x-bulk-csv.maxRows ({most}) rows")
    if len(body.get("posts") or []) != most:
        client.fail(response, f"bulk_post takes x-bulk-csv.maxRows ({most}) rows", "posts count")


# --- post history: the last days ----------------------------------------------------------------
@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_post_history_last_days_to_the_second(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: a post published at a fixed moment, read back `lastDays` days (of 24 h)
    later and one second after, with `lastDays` sent and with its default."""
    client = user_profile.client
    operation = spec.operation(OperationId.GET_POST_HISTORY)
    default = next(
        int(p["schema"]["default"])
        for p in operation.raw["parameters"]
        if p.get("name") == "lastDays"
    )
    profile_sandbox.link("linkedin")
    start = parse_timestamp("2033-12-01T12:00:00Z")

    def listed(post_id: str, params: dict[str, Any]) -> tuple[httpx.Response, bool]:
        response = client.get(operation.path, params=params)
        history = client.expect_status(response, 200, "get_post_history answers 200")
        return response, any(e.get("id") == post_id for e in history.get("history") or [])

    with profile_sandbox.clock_at(format_timestamp(start)):
        body = {"post": "Contract post, counted in days", "platforms": ["linkedin"]}
        made = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
        post_id = str(unwrap_post_result(client.expect_status(made, 200, "create_post"))["id"])
        for days, params in ((2, {"lastDays": "2"}), (default, {})):
            rule = f"get_post_history with lastDays {days} ({'sent' if params else 'default'}) "
            edge = start + timedelta(days=days)
            profile_sandbox.set_clock(format_timestamp(edge))
            response, found = listed(post_id, params)
            if not found:
                client.fail(response, rule + "includes a post exactly that many days old")
            profile_sandbox.set_clock(format_timestamp(edge + SECOND))
            response, found = listed(post_id, params)
            if found:
                client.fail(response, rule + "leaves out a post one second older")
