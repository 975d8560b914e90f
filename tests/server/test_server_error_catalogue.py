"""Every code of `x-error-catalogue` is produced: each code here once, with its catalogued
status and the spec's Error shape, against a fresh server; every other code is provoked by a
contract rule that a fault of `tests/contract_power` proves (`PROVEN_BY_RULES`), or by the
count limits of `test_server_limits.py` (`LIMIT_CODES`). A new catalogued code is listed in one
of the three."""

from __future__ import annotations

from typing import Any

from spec_model import error_codes_of, load_document
from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api
from tests.server.test_server_limits import LIMIT_CODES

SPEC = load_document()
CATALOGUE = {int(k): v for k, v in SPEC["x-error-catalogue"].items()}
X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "k", "X-Twitter-OAuth1-Api-Secret": "s"}

#: Codes a contract rule provokes over HTTP and a fault proves (the rule and the fault of each
#: are named in the history of this file).
PROVEN_BY_RULES = frozenset(
    {
        ErrorCode.INVALID_REQUEST,
        ErrorCode.PROFILE_KEY_AS_API_KEY,
        ErrorCode.UNKNOWN_PROFILE_KEY,
        ErrorCode.PLAN_REQUIRED,
        ErrorCode.MISSING_API_KEY,
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        ErrorCode.ADD_ON_REQUIRED,
        ErrorCode.UNSUPPORTED_CONTENT_TYPE,
        ErrorCode.MALFORMED_JSON,
        ErrorCode.POST_NOT_FOUND,
        ErrorCode.MISSING_FILE,
        ErrorCode.INVALID_DATA_URI,
        ErrorCode.FILE_TOO_LARGE,
        ErrorCode.INVALID_WEBHOOK_ACTION,
        ErrorCode.WEBHOOK_URL_NOT_HTTPS,
        ErrorCode.WATERMARK_ASPECT_RATIO,
        ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
        ErrorCode.PROFILE_TITLE_TAKEN,
        ErrorCode.SCHEDULE_DATE_IN_PAST,
        ErrorCode.MEDIA_UNAVAILABLE,
        ErrorCode.POST_NOT_PENDING,
        ErrorCode.POST_NOT_RETRYABLE,
        ErrorCode.PLATFORM_NOT_LINKED,
        ErrorCode.NETWORK_NOT_SUPPORTED,
        ErrorCode.PROFILE_NOT_FOUND,
        ErrorCode.RATE_LIMITED,
        ErrorCode.AUTH_FAILURES_THROTTLED,
        ErrorCode.ANALYTICS_POST_NOT_FOUND,
        ErrorCode.AUTO_SCHEDULE_NOT_FOUND,
        ErrorCode.AUTO_SCHEDULE_NO_SLOT,
        ErrorCode.AUTO_SCHEDULE_TIMES_REQUIRED,
        ErrorCode.WATERMARK_NOT_PERMITTED,
        ErrorCode.NOT_ON_NETWORK,
        ErrorCode.MEDIA_TYPE_NOT_SUPPORTED,
        ErrorCode.REVIEW_NOT_FOUND,
        ErrorCode.MESSAGING_NOT_ENABLED,
        ErrorCode.MESSAGING_RELINK_REQUIRED,
        ErrorCode.ADS_ADD_ON_REQUIRED,
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        ErrorCode.SOCIAL_ID_NEEDS_ONE_NETWORK,
        ErrorCode.LINK_NOT_FOUND,
        ErrorCode.JWT_INVALID,
        ErrorCode.JWT_EXPIRED,
        ErrorCode.MEDIA_NOT_FETCHABLE,
        ErrorCode.IMAGE_TOO_LARGE_TO_RESIZE,
        ErrorCode.LINK_SESSION_REVOKED,
        ErrorCode.LINK_SESSION_NOT_FOUND,
        ErrorCode.LINK_SESSION_EXPIRED,
        ErrorCode.NETWORK_UPDATE_LIMIT,
        ErrorCode.PARAMETER_NOT_FOR_NETWORK,
        ErrorCode.BULK_CSV_UNREADABLE,
        ErrorCode.BULK_CSV_TOO_MANY_ROWS,
        ErrorCode.BULK_ROW_INVALID,
        ErrorCode.BATCH_FILE_NOT_READY,
        ErrorCode.FEED_UNREADABLE,
        ErrorCode.MESSAGE_TOO_MANY_MEDIA,
        ErrorCode.MESSAGE_TEXT_REQUIRED,
        ErrorCode.VOICE_MESSAGE_NOT_SUPPORTED,
        ErrorCode.CONVERSATION_NOT_STARTED,
        ErrorCode.MESSAGING_WINDOW_CLOSED,
        ErrorCode.ACTIVE_CONVERSATION_LIMIT,
        ErrorCode.INVALID_CURSOR,
        ErrorCode.AD_RUN_TOO_SHORT,
        ErrorCode.AD_BUDGET_INVALID,
        ErrorCode.AD_POST_NOT_ON_FACEBOOK,
        ErrorCode.AD_ACCOUNT_NOT_FOUND,
        ErrorCode.AD_AGE_RANGE_INVALID,
        ErrorCode.AD_NOT_FOUND,
        ErrorCode.AD_HISTORY_RANGE_INVALID,
        ErrorCode.POST_TOO_LONG,
        ErrorCode.INVALID_API_KEY,
        ErrorCode.ACTION_RETIRED,
        ErrorCode.PROFILE_SUSPENDED,
        ErrorCode.ANALYTICS_NOT_AVAILABLE,
        ErrorCode.ANALYTICS_OPTIONS_CONFLICT,
        ErrorCode.USER_LOOKUP_NEEDS_PRIMARY,
        ErrorCode.VALIDATE_NEEDS_PROFILE_KEY,
        ErrorCode.FEED_NOT_FOUND,
        ErrorCode.INSTAGRAM_MEDIA_NOT_ACCEPTED,
        ErrorCode.TOO_MANY_MEDIA,
        ErrorCode.IMAGE_DIMENSIONS_NOT_ACCEPTED,
        ErrorCode.VIDEO_DURATION_NOT_ACCEPTED,
        ErrorCode.MEDIA_FILE_TOO_LARGE,
        ErrorCode.VIDEO_DIMENSIONS_NOT_ACCEPTED,
    }
)


def test_every_catalogued_code(api: Api) -> None:
    profile = api.ok("POST", "/profiles", json={"title": "Catalogue"})
    pk = {"Profile-Key": profile["profileKey"]}
    for platform in ("youtube", "instagram"):
        api.sandbox("link", {"platform": platform}, headers=pk)
    seen: set[int] = set()

    def expect(code: int, method: str, path: str, **kwargs: Any) -> None:
        """An Error with `code`, or a result whose only error code is `code` (a post that
        failed on every network)."""
        response = api.request(method, path, **kwargs)
        assert response.status_code == CATALOGUE[code]["status"], response.text
        body = response.json()
        assert error_codes_of(body) == [code], response.text
        if "action" in CATALOGUE[code] and "code" in body:
            assert body["action"] == CATALOGUE[code]["action"]
        seen.add(code)

    unknown_hook = {"action": "batch"}
    expect(ErrorCode.WEBHOOK_NOT_FOUND, "DELETE", "/hook/webhook", json=unknown_hook, headers=pk)
    expect(ErrorCode.ROUTE_NOT_FOUND, "GET", "/no/such/route")
    expect(ErrorCode.METHOD_NOT_ALLOWED, "TRACE", "/profiles")
    stored = api.ok("POST", "/media/upload", files={"file": ("four.bin", b"1234")})
    expect(ErrorCode.RANGE_NOT_SATISFIABLE, "GET", stored["url"], headers={"Range": "bytes=10-20"})
    posted = api.create_post({"post": "x", "platforms": ["youtube"]}, headers=pk)
    comment = {"commentId": "true", "platform": "youtube"}
    expect(ErrorCode.COMMENT_NOT_FOUND, "GET", "/comments/123", params=comment, headers=pk)
    api.ok("DELETE", "/post", json={"id": posted["id"]}, headers=pk)
    expect(ErrorCode.POST_ALREADY_DELETED, "DELETE", "/post", json={"id": posted["id"]}, headers=pk)
    not_x = {"platforms": ["linkedin"], "userId": "42"}
    expect(ErrorCode.USER_LOOKUP_X_ONLY, "POST", "/analytics/social", json=not_x)
    presigned = "/media/presigned/" + "0" * 32
    plain = {"Content-Type": "text/plain"}
    expect(ErrorCode.UPLOAD_URL_INVALID, "PUT", presigned, content=b"x", headers=plain)
    api.sandbox("link", {"platform": "gmb", "account": "empty"}, headers=pk)  # no review yet
    gmb = {"platform": "gmb"}
    expect(ErrorCode.NO_REVIEWS, "GET", "/reviews", params=gmb, headers=pk)
    review = api.sandbox("reviews", {**gmb, "rating": "FIVE", "reviewerName": "Cat"}, headers=pk)
    no_reply = {**gmb, "reviewId": review["id"]}
    expect(ErrorCode.REVIEW_REPLY_NOT_FOUND, "DELETE", "/reviews", json=no_reply, headers=pk)

    # Direct messages: a conversation that does not exist, and the control's message refusals.
    api.sandbox("link", {"platform": "facebook", "account": "empty"}, headers=pk)
    archived = {"status": "archived"}
    expect(ErrorCode.CONVERSATION_NOT_FOUND, "PUT", "/messages/facebook/t_1", json=archived,
           headers=pk)  # fmt: skip
    dm = {"platform": "instagram", "senderId": "180000000000001", "message": "hi"}
    api.sandbox("messages", dm, headers=pk)
    reply = {"recipientId": dm["senderId"], "message": "hello"}
    mine = api.ok("POST", "/messages/instagram", json=reply, headers=pk)
    unknown = {"platform": "instagram", "messageId": "aWdfZAGnone", "reaction": "x"}
    expect(ErrorCode.MESSAGE_NOT_FOUND, "POST", "/_sandbox/messages/reaction", json=unknown,
           headers=pk)  # fmt: skip
    edit = {"platform": "instagram", "messageId": mine["messageId"], "message": "x"}
    expect(ErrorCode.MESSAGE_NOT_EDITABLE, "POST", "/_sandbox/messages/edit", json=edit, headers=pk)

    elsewhere = PROVEN_BY_RULES | set(LIMIT_CODES)
    assert elsewhere <= set(CATALOGUE), sorted(elsewhere - set(CATALOGUE))
    expected = set(CATALOGUE) - elsewhere
    assert not expected - seen, f"not produced: {sorted(expected - seen)}"
    api.ok("DELETE", "/profiles", json={"refId": profile["refId"]})
