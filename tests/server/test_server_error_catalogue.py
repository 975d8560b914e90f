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
        ErrorCode.WEBHOOK_NOT_FOUND,
        ErrorCode.ROUTE_NOT_FOUND,
        ErrorCode.METHOD_NOT_ALLOWED,
        ErrorCode.COMMENT_NOT_FOUND,
        ErrorCode.POST_ALREADY_DELETED,
        ErrorCode.UPLOAD_URL_INVALID,
        ErrorCode.NO_REVIEWS,
        ErrorCode.REVIEW_REPLY_NOT_FOUND,
        ErrorCode.CONVERSATION_NOT_FOUND,
        ErrorCode.MESSAGE_NOT_FOUND,
        ErrorCode.MESSAGE_NOT_EDITABLE,
    }
)


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
