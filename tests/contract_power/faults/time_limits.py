"""Faults the rules of `contract_tests/test_rules_time_limits.py` must catch: servers that get a
time rule wrong by one second, by a wrong figure, or not at all.

All work over HTTP, most through the clock shapes of `shapes.py`: `judged_at` (a lifetime
that ends a second early or late) and `replayed_after_expiry` (one that never ends).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from typing import Any

from spec_model import format_timestamp, parse_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import catalogued_refusal
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    CLOCK_PATH,
    declare,
    judged_at,
    on,
    refusal_accepted,
    replayed_after_expiry,
    service_now,
    shifted,
    under,
)

_MESSAGING = SPEC.operation(OperationId.SEND_MESSAGE).raw["x-messaging"]
WINDOWS = {str(k): int(v) for k, v in _MESSAGING["replyWindowSeconds"].items()}
SEND_PREFIX = SPEC.operation(OperationId.SEND_MESSAGE).path.split("{")[0]
HISTORY_PATH = SPEC.operation(OperationId.GET_WEBHOOK_HISTORY).path
BATCH_PATH = SPEC.operation(OperationId.GET_USER_BATCH).path
UPLOAD_URL_PATH = SPEC.operation(OperationId.GET_MEDIA_UPLOAD_URL).path
UPLOAD_PREFIX = "/media/presigned/"
FILES_PREFIX = "/media/files/"
BATCH_FILES_PREFIX = "/batch/users/"


def _sends_to(*platforms: str) -> Callable[[Request], bool]:
    paths = {SEND_PREFIX + p for p in platforms}
    return lambda request: request.method == "POST" and request.path in paths


# --- the reply window ---------------------------------------------------------------------------
@fault("test_reply_window_boundary", "refuses a reply one second after")
@refusal_accepted(
    ErrorCode.MESSAGING_WINDOW_CLOSED,
    {"status": "success", "messageId": "m_late", "recipientId": "0", "conversationId": "t_0"},
)
def reply_window_ignored() -> None:
    """send_message accepts a reply however long after the correspondent's last message."""


@fault("test_reply_window_boundary", "(no x-messaging.replyWindowSeconds) accepts a reply")
@exchange
async def reply_window_on_every_network(request: Request, call: Call) -> Response:
    """A network without a reply window (X) gets the shortest window of the others."""
    platform = request.path.removeprefix(SEND_PREFIX)
    body = request.json()
    if (
        request.method != "POST"
        or not request.path.startswith(SEND_PREFIX)
        or platform in WINDOWS
        or not isinstance(body, dict)
    ):
        return await call(request)
    listing = (await call(Request("GET", request.path, [], request.headers, b""))).json() or {}
    received = [
        parse_timestamp(str(m["created"]))
        for m in listing.get("messages") or []
        if m.get("action") == "received" and m.get("senderId") == body.get("recipientId")
    ]
    now = await service_now(call)
    if received and now - max(received) > timedelta(seconds=min(WINDOWS.values())):
        return catalogued_refusal(Response(400), ErrorCode.MESSAGING_WINDOW_CLOSED)
    return await call(request)


# --- the active conversations of a billing cycle ------------------------------------------------
@fault("test_active_conversations_counted_per_calendar_month", "starts a new count")
@exchange
async def active_conversations_never_reset(request: Request, call: Call) -> Response:
    """The active conversations are counted since the profile began, not per calendar month:
    the wrapper remembers every conversation sent to and the limit the control set."""
    state = _ACTIVE
    body = request.json()
    if request.method == "POST" and request.path == "/_sandbox/messaging":
        if isinstance(body, dict) and "activeConversationLimit" in body:
            state["limit"] = int(body["activeConversationLimit"])
        return await call(request)
    if request.method != "POST" or not request.path.startswith(SEND_PREFIX):
        return await call(request)
    profile = request.header("profile-key")
    target = (profile, request.path, str((body or {}).get("recipientId")))
    sent: set[tuple[Any, ...]] = state["sent"]
    mine = {t for t in sent if t[0] == profile}
    if target not in sent and len(mine) >= state["limit"]:
        return catalogued_refusal(Response(400), ErrorCode.ACTIVE_CONVERSATION_LIMIT)
    response = await call(request)
    if response.status == 200:
        sent.add(target)
    return response


_ACTIVE: dict[str, Any] = {"limit": int(_MESSAGING["activeConversationsPerCycle"]), "sent": set()}


# --- presigned upload URLs and their files ------------------------------------------------------
@fault(
    "test_upload_url_and_access_url_lifetimes",
    "an upload URL works until one second before its expiresAt",
)
@judged_at(1, lambda request: request.method == "PUT" and request.path.startswith(UPLOAD_PREFIX))
def upload_url_one_second_early() -> None:
    """A presigned upload URL is refused from one second before its expiresAt."""


@fault(
    "test_upload_url_and_access_url_lifetimes",
    "an upload URL expires x-upload-url.expiresInSeconds after it was made",
)
@exchange
async def upload_url_expiry_announced_early(request: Request, call: Call) -> Response:
    """get_media_upload_url announces an `expiresAt` a minute before the URL's end."""
    response = await call(request)
    body = response.json()
    asked = request.path == UPLOAD_URL_PATH and response.status == 200
    if asked and isinstance(body, dict) and "expiresAt" in body:
        early = parse_timestamp(str(body["expiresAt"])) - timedelta(minutes=1)
        response = response.with_json({**body, "expiresAt": format_timestamp(early)})
    return response


# --- the batch export's file --------------------------------------------------------------------
@fault(
    "test_user_batch_file_lifetime_and_next_file",
    "one second before urlExpires the file is not served",
)
@exchange
async def batch_file_expires_one_second_early(request: Request, call: Call) -> Response:
    """The batch export's file stops being served one second before its urlExpires (a file
    the server serves is asked again one second later, and that answer given)."""
    response = await call(request)
    if under("GET", BATCH_FILES_PREFIX)(request) and response.status == 200:
        return await shifted(call, request, 1)
    return response


@fault(
    "test_user_batch_file_lifetime_and_next_file",
    "get_user_batch answers a new file from its nextUpdate on",
)
@exchange
async def batch_never_renewed(request: Request, call: Call) -> Response:
    """get_user_batch answers its first file for ever."""
    response = await call(request)
    if request.method == "GET" and request.path == BATCH_PATH and response.status == 200:
        first = _FIRST_BATCH.setdefault("answer", response)
        return first
    return response


_FIRST_BATCH: dict[str, Response] = {}


# --- scheduled posts ----------------------------------------------------------------------------
def _clock_set(request: Request) -> str | None:
    body = request.json()
    if request.method == "POST" and request.path == CLOCK_PATH and isinstance(body, dict):
        value = body.get("set")
        return str(value) if isinstance(value, str) else None
    return None


@fault("test_scheduled_post_published_at_its_date_not_before", "not before")
@exchange
async def scheduled_post_published_one_second_early(request: Request, call: Call) -> Response:
    """The scheduler publishes a post one second before its scheduleDate: setting the clock
    to T publishes what is due at T + 1 s."""
    moment = _clock_set(request)
    if moment is None:
        return await call(request)
    ahead = format_timestamp(parse_timestamp(moment) + timedelta(seconds=1))
    await call(request.with_json({"set": ahead}))
    return await call(request)


@fault("test_scheduled_post_published_at_its_date_not_before", "at its scheduleDate")
@exchange
async def scheduled_post_published_late(request: Request, call: Call) -> Response:
    """The scheduler publishes a post a minute after its scheduleDate (longer than the
    suite's bounded wait for publishing): the clock set to T reads T - 60 s."""
    moment = _clock_set(request)
    if moment is None:
        return await call(request)
    behind = format_timestamp(parse_timestamp(moment) - timedelta(seconds=60))
    return await call(request.with_json({"set": behind}))


# --- the webhook history window -----------------------------------------------------------------
@fault("test_history_window_to_the_second", "is missing (now")
@exchange
async def history_window_in_30_day_months(request: Request, call: Call) -> Response:
    """The webhook history's window counts months as 30 days."""
    response = await call(request)
    body = response.json()
    if request.method != "GET" or request.path != HISTORY_PATH or not isinstance(body, dict):
        return response
    months = int(SPEC.facts.limits.history_window_months)
    start = await service_now(call) - timedelta(days=30 * months)
    kept = {
        action: [e for e in entries if parse_timestamp(str(e.get("created"))) >= start]
        for action, entries in body.items()
        if isinstance(entries, list)
    }
    return response.with_json(kept)


# --- ads: review, run and history range ----------------------------------------------------------
_DELIVERY = SPEC.operation(OperationId.BOOST_POST).raw["x-ad-delivery"]
_AD_HISTORY = SPEC.operation(OperationId.GET_AD_SPEND_HISTORY)
LIST_ADS_PATH = SPEC.operation(OperationId.LIST_ADS).path
BOOST_PATH = SPEC.operation(OperationId.BOOST_POST).path


_lists_ads = on("GET", LIST_ADS_PATH)


_ACTIVE_ADS: set[str] = set()


@fault("test_ad_review_run_and_history_range_boundaries", "ACTIVE until its endDate")
@exchange
async def ad_completes_one_second_early(request: Request, call: Call) -> Response:
    """An ad is COMPLETED one second before its endDate (an ad once seen ACTIVE is judged one
    second late)."""
    if not _lists_ads(request):
        return await call(request)
    ad_id = dict(request.query).get("adId", "")
    response = await (shifted(call, request, 1) if ad_id in _ACTIVE_ADS else call(request))
    body = response.json()
    ads = body.get("ads") if isinstance(body, dict) else None
    if isinstance(ads, list) and any(a.get("deliveryStatus") == "ACTIVE" for a in ads):
        _ACTIVE_ADS.add(ad_id)
    return response


@fault("test_ad_review_run_and_history_range_boundaries", "COMPLETED from its endDate")
@exchange
async def ad_never_completes(request: Request, call: Call) -> Response:
    """An ad past its endDate is still ACTIVE."""
    response = await call(request)
    body = response.json()
    if _lists_ads(request) and isinstance(body, dict) and isinstance(body.get("ads"), list):
        ads = [
            {**a, "deliveryStatus": "ACTIVE"} if a.get("deliveryStatus") == "COMPLETED" else a
            for a in body["ads"]
        ]
        response = response.with_json({**body, "ads": ads})
    return response


@fault(
    "test_ad_review_run_and_history_range_boundaries",
    "boost_post accepts an ad of exactly x-ad-delivery.minRunSeconds",
)
@exchange
async def ad_min_run_exclusive(request: Request, call: Call) -> Response:
    """boost_post refuses an ad that runs exactly x-ad-delivery.minRunSeconds (700)."""
    body = request.json()
    boosts = request.method == "POST" and request.path == BOOST_PATH
    if boosts and isinstance(body, dict) and "endDate" in body:
        given = body.get("startDate")
        start = parse_timestamp(str(given)) if given else await service_now(call)
        run = parse_timestamp(str(body["endDate"])) - start
        if run <= timedelta(seconds=int(_DELIVERY["minRunSeconds"])):
            return catalogued_refusal(Response(400), ErrorCode.AD_RUN_TOO_SHORT)
    return await call(request)


def _history_range(request: Request) -> timedelta | None:
    query = dict(request.query)
    if request.method != "GET" or request.path != _AD_HISTORY.path:
        return None
    if "startDate" not in query or "endDate" not in query:
        return None
    return parse_timestamp(query["endDate"]) - parse_timestamp(query["startDate"])


@fault(
    "test_ad_review_run_and_history_range_boundaries",
    "accepts a range of x-ad-history.maxDays days",
)
@exchange
async def ad_history_range_exclusive(request: Request, call: Call) -> Response:
    """get_ad_spend_history refuses a range of exactly x-ad-history.maxDays days (706)."""
    span = _history_range(request)
    if span is not None and span >= timedelta(days=int(_AD_HISTORY.raw["x-ad-history"]["maxDays"])):
        return catalogued_refusal(Response(400), ErrorCode.AD_HISTORY_RANGE_INVALID)
    return await call(request)


# --- bulk posts: the most rows one file may hold -------------------------------------------------
def _csv_rows(request: Request) -> int | None:
    """The rows of posts of the CSV file part of a bulk_post request, or None."""
    kind = request.header("content-type") or ""
    if "boundary=" not in kind:
        return None
    boundary = kind.split("boundary=", 1)[1].strip('"').encode()
    for part in request.body.split(b"--" + boundary):
        head, _, content = part.partition(b"\r\n\r\n")
        if b'name="file"' in head:
            lines = [line for line in content.rstrip(b"\r\n").split(b"\r\n") if line]
            return len(lines) - 1
    return None


@fault("test_bulk_post_takes_max_rows", "bulk_post takes x-bulk-csv.maxRows")
@exchange
async def bulk_rows_limit_exclusive(request: Request, call: Call) -> Response:
    """bulk_post refuses a file of exactly x-bulk-csv.maxRows rows (618)."""
    op = SPEC.operation(OperationId.BULK_POST)
    if request.method == op.method.upper() and request.path == op.path:
        rows = _csv_rows(request)
        if rows is not None and rows >= int(op.raw["x-bulk-csv"]["maxRows"]):
            return catalogued_refusal(Response(400), ErrorCode.BULK_CSV_TOO_MANY_ROWS)
    return await call(request)


# --- uploaded media's retention ------------------------------------------------------------------
LIST_MEDIA_PATH = SPEC.operation(OperationId.LIST_MEDIA).path


@fault("test_media_retention_to_the_second", "one second before")
@judged_at(
    1,
    lambda request: (
        request.method == "GET"
        and (request.path == LIST_MEDIA_PATH or request.path.startswith(FILES_PREFIX))
    ),
)
def media_retention_one_second_short() -> None:
    """Uploaded media is unlisted and no longer served one second before its expiresAt."""


@fault("test_user_batch_file_lifetime_and_next_file", "carries Retry-After: the seconds until")
@exchange
async def batch_retry_after_rounded_up(request: Request, call: Call) -> Response:
    """A batch file not ready yet answers Retry-After one second longer than is left."""
    response = await call(request)
    retry = response.header("retry-after")
    if error_code(response) == ErrorCode.BATCH_FILE_NOT_READY and retry and retry.isdigit():
        response = response.with_header("retry-after", str(int(retry) + 1))
    return response


# --- media per message ---------------------------------------------------------------------------
MOST_MEDIA = {str(k): int(v) for k, v in _MESSAGING["maxMediaPerMessage"].items()}


@fault("test_media_per_message_limit", ", not one more")
@refusal_accepted(
    ErrorCode.MESSAGE_TOO_MANY_MEDIA,
    {"status": "success", "messageId": "m_many", "recipientId": "0", "conversationId": "t_0"},
)
def message_media_limit_ignored() -> None:
    """send_message takes any number of media files on every network."""


@fault("test_media_per_message_limit", "maxMediaPerMessage")
@exchange
async def message_media_limit_exclusive(request: Request, call: Call) -> Response:
    """A network of maxMediaPerMessage refuses a message with exactly that many media (661)."""
    platform = request.path.removeprefix(SEND_PREFIX)
    body = request.json()
    if request.method == "POST" and request.path.startswith(SEND_PREFIX) and platform in MOST_MEDIA:
        media = body.get("mediaUrls") if isinstance(body, dict) else None
        if isinstance(media, list) and len(media) >= MOST_MEDIA[platform]:
            return catalogued_refusal(Response(400), ErrorCode.MESSAGE_TOO_MANY_MEDIA)
    return await call(request)


# --- post history: the last days -----------------------------------------------------------------
POST_HISTORY_PATH = SPEC.operation(OperationId.GET_POST_HISTORY).path


@fault("test_post_history_last_days_to_the_second", "(default) leaves out a post one second")
@exchange
async def last_days_default_ignored(request: Request, call: Call) -> Response:
    """get_post_history without lastDays (nor startDate/endDate) lists every post, not the
    parameter's default number of days."""
    names = {name for name, _ in request.query}
    reads = request.method == "GET" and request.path == POST_HISTORY_PATH
    if reads and not names & {"lastDays", "startDate", "endDate"}:
        request = replace(request, query=[*request.query, ("lastDays", "0")])
    return await call(request)


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("reply_window_one_second_early",
     ("test_reply_window_boundary", "accepts a reply x-messaging.replyWindowSeconds"),
     judged_at(1, _sends_to(*WINDOWS)),
     "The reply window closes one second early (a reply exactly replyWindowSeconds after the "
     "correspondent's last message is refused)."),
    ("active_conversation_cycle_ends_early",
     ("test_active_conversations_counted_per_calendar_month",
      "one more is refused until the month's last second"),
     judged_at(1, _sends_to("facebook")),
     "The billing cycle's count starts again one second before the month ends."),
    ("access_url_one_second_early",
     ("test_upload_url_and_access_url_lifetimes",
      "one second before its expiresAt it is not served"),
     judged_at(1, under("GET", FILES_PREFIX)),
     "An uploaded file stops being served one second before its expiresAt."),
    ("access_url_served_forever",
     ("test_upload_url_and_access_url_lifetimes", "at its expiresAt it is still served"),
     replayed_after_expiry(under("GET", FILES_PREFIX)),
     "An uploaded file is still served at its accessUrl after its expiresAt."),
    ("batch_file_one_second_early",
     ("test_user_batch_file_lifetime_and_next_file",
      "not served one second before its urlAvailable"),
     judged_at(1, under("GET", BATCH_FILES_PREFIX)),
     "The batch export's file is judged one second late: served from one second before its "
     "urlAvailable."),
    ("batch_file_served_forever",
     ("test_user_batch_file_lifetime_and_next_file",
      "the batch export file is served until its urlExpires, then gone"),
     replayed_after_expiry(under("GET", BATCH_FILES_PREFIX)),
     "The batch export's file is still served after its urlExpires."),
    ("batch_next_file_one_second_early",
     ("test_user_batch_file_lifetime_and_next_file",
      "get_user_batch answers the same file until its nextUpdate"),
     judged_at(1, lambda request: request.method == "GET" and request.path == BATCH_PATH),
     "get_user_batch makes a new file one second before the last one's nextUpdate."),
    ("history_window_one_second_long", ("test_history_window_to_the_second", "is listed (now"),
     judged_at(-1, lambda request: request.method == "GET" and request.path == HISTORY_PATH),
     "The webhook history lists entries up to one second older than its window."),
    ("ad_review_one_second_short",
     ("test_ad_review_run_and_history_range_boundaries",
      "in review until x-ad-delivery.reviewSeconds"),
     judged_at(1, _lists_ads),
     "An ad's review ends one second before x-ad-delivery.reviewSeconds."),
    ("ad_review_one_second_long",
     ("test_ad_review_run_and_history_range_boundaries",
      "ACTIVE from the end of x-ad-delivery.reviewSeconds"),
     judged_at(-1, _lists_ads),
     "An ad's review ends one second after x-ad-delivery.reviewSeconds."),
    ("ad_history_range_unbounded",
     ("test_ad_review_run_and_history_range_boundaries", "refuses a range one second longer"),
     refusal_accepted(ErrorCode.AD_HISTORY_RANGE_INVALID, {"status": "success", "history": []}),
     "get_ad_spend_history answers any range, however long."),
    ("media_file_served_past_retention",
     ("test_media_retention_to_the_second", "at its expiresAt the file is still"),
     replayed_after_expiry(under("GET", FILES_PREFIX)),
     "An uploaded file is still served at its url after its expiresAt (while unlisted)."),
    ("last_days_one_second_short",
     ("test_post_history_last_days_to_the_second", "includes a post exactly that many days"),
     judged_at(1, lambda request: request.method == "GET" and request.path == POST_HISTORY_PATH),
     "get_post_history's lastDays leaves out a post exactly lastDays days old."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
