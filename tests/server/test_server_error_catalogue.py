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

#: Codes a contract rule provokes over HTTP and a fault proves (the rule and the fault of each
#: are named in the history of this file), by their `ErrorCode` names.
_PROVEN_NAMES = """
    INVALID_REQUEST PROFILE_KEY_AS_API_KEY UNKNOWN_PROFILE_KEY PLAN_REQUIRED MISSING_API_KEY
    DEPENDENT_PARAMETER_MISSING ADD_ON_REQUIRED UNSUPPORTED_CONTENT_TYPE MALFORMED_JSON
    POST_NOT_FOUND MISSING_FILE INVALID_DATA_URI FILE_TOO_LARGE INVALID_WEBHOOK_ACTION
    WEBHOOK_URL_NOT_HTTPS WATERMARK_ASPECT_RATIO WATERMARK_IMAGE_UNAVAILABLE
    PROFILE_TITLE_TAKEN SCHEDULE_DATE_IN_PAST MEDIA_UNAVAILABLE POST_NOT_PENDING
    POST_NOT_RETRYABLE PLATFORM_NOT_LINKED NETWORK_NOT_SUPPORTED PROFILE_NOT_FOUND RATE_LIMITED
    AUTH_FAILURES_THROTTLED ANALYTICS_POST_NOT_FOUND AUTO_SCHEDULE_NOT_FOUND
    AUTO_SCHEDULE_NO_SLOT AUTO_SCHEDULE_TIMES_REQUIRED WATERMARK_NOT_PERMITTED NOT_ON_NETWORK
    MEDIA_TYPE_NOT_SUPPORTED REVIEW_NOT_FOUND MESSAGING_NOT_ENABLED MESSAGING_RELINK_REQUIRED
    ADS_ADD_ON_REQUIRED TWITTER_CREDENTIALS_REQUIRED SOCIAL_ID_NEEDS_ONE_NETWORK LINK_NOT_FOUND
    JWT_INVALID JWT_EXPIRED MEDIA_NOT_FETCHABLE IMAGE_TOO_LARGE_TO_RESIZE LINK_SESSION_REVOKED
    LINK_SESSION_NOT_FOUND LINK_SESSION_EXPIRED NETWORK_UPDATE_LIMIT PARAMETER_NOT_FOR_NETWORK
    BULK_CSV_UNREADABLE BULK_CSV_TOO_MANY_ROWS BULK_ROW_INVALID BATCH_FILE_NOT_READY
    FEED_UNREADABLE MESSAGE_TOO_MANY_MEDIA MESSAGE_TEXT_REQUIRED VOICE_MESSAGE_NOT_SUPPORTED
    CONVERSATION_NOT_STARTED MESSAGING_WINDOW_CLOSED ACTIVE_CONVERSATION_LIMIT INVALID_CURSOR
    AD_RUN_TOO_SHORT AD_BUDGET_INVALID AD_POST_NOT_ON_FACEBOOK AD_ACCOUNT_NOT_FOUND
    AD_AGE_RANGE_INVALID AD_NOT_FOUND AD_HISTORY_RANGE_INVALID POST_TOO_LONG INVALID_API_KEY
    ACTION_RETIRED PROFILE_SUSPENDED ANALYTICS_NOT_AVAILABLE ANALYTICS_OPTIONS_CONFLICT
    USER_LOOKUP_NEEDS_PRIMARY VALIDATE_NEEDS_PROFILE_KEY FEED_NOT_FOUND
    INSTAGRAM_MEDIA_NOT_ACCEPTED TOO_MANY_MEDIA IMAGE_DIMENSIONS_NOT_ACCEPTED
    VIDEO_DURATION_NOT_ACCEPTED MEDIA_FILE_TOO_LARGE VIDEO_DIMENSIONS_NOT_ACCEPTED
    WEBHOOK_NOT_FOUND ROUTE_NOT_FOUND METHOD_NOT_ALLOWED COMMENT_NOT_FOUND POST_ALREADY_DELETED
    UPLOAD_URL_INVALID NO_REVIEWS REVIEW_REPLY_NOT_FOUND CONVERSATION_NOT_FOUND
    MESSAGE_NOT_FOUND MESSAGE_NOT_EDITABLE
"""
PROVEN_BY_RULES = frozenset(ErrorCode[name] for name in _PROVEN_NAMES.split())


def test_every_catalogued_code(api: Api) -> None:
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

    stored = api.ok("POST", "/media/upload", files={"file": ("four.bin", b"1234")})
    expect(ErrorCode.RANGE_NOT_SATISFIABLE, "GET", stored["url"], headers={"Range": "bytes=10-20"})
    not_x = {"platforms": ["linkedin"], "userId": "42"}
    expect(ErrorCode.USER_LOOKUP_X_ONLY, "POST", "/analytics/social", json=not_x)

    elsewhere = PROVEN_BY_RULES | set(LIMIT_CODES)
    assert elsewhere <= set(CATALOGUE), sorted(elsewhere - set(CATALOGUE))
    expected = set(CATALOGUE) - elsewhere
    assert not expected - seen, f"not produced: {sorted(expected - seen)}"
