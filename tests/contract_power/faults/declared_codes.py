"""Faults the rules of `contract_tests/test_rules_declared_codes.py` must catch: each answers one
declared refusal of one operation as a success (`shapes.refusal_accepted`). The operation is
one only the every-operation table reaches, so each fault proves the table's breadth, not only
the rule on the operation another test already checks."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import on, refusal_accepted

_OK = {"status": "success"}


def _on_links(request: Request) -> bool:
    return request.method == "GET" and request.path.startswith("/links/")


@fault(
    "test_profile_key_as_api_key_on_every_operation",
    "get_brand_by_user: a Profile Key sent in place of the API key is refused",
)
@refusal_accepted(
    ErrorCode.PROFILE_KEY_AS_API_KEY,
    {"status": "success", "brands": []},
    where=on("GET", "/brand/byUser"),
)
def profile_key_as_api_key_served_on_brand() -> None:
    """get_brand_by_user serves a Profile Key sent in place of the API key."""


@fault(
    "test_unsupported_content_type_on_every_operation",
    "validate_post: a body of a Content-Type the operation does not take is refused",
)
@refusal_accepted(
    ErrorCode.UNSUPPORTED_CONTENT_TYPE,
    {"status": "success", "valid": True, "errors": []},
    where=on("POST", "/validate/post"),
)
def text_body_accepted_by_validate_post() -> None:
    """validate_post takes a text/plain body (its 415 becomes an answer)."""


@fault(
    "test_malformed_json_on_every_operation",
    "shorten_link: a JSON body that does not parse is refused with malformed_json",
)
@refusal_accepted(ErrorCode.MALFORMED_JSON, _OK, where=on("POST", "/shorten"))
def malformed_json_accepted_by_shorten() -> None:
    """shorten_link answers a body that is not JSON as a success."""


@fault(
    "test_rate_limited_on_every_operation",
    "list_reviews: a request over the profile's x-rate-limit is refused",
)
@refusal_accepted(
    ErrorCode.RATE_LIMITED,
    {"status": "success", "reviews": []},
    where=on("GET", "/reviews"),
)
def rate_limit_skipped_by_reviews() -> None:
    """list_reviews serves a profile over its x-rate-limit."""


@fault(
    "test_rate_limited_on_primary_only_operations",
    "get_user_lookups: a request over the Primary Profile's x-rate-limit is refused",
)
@refusal_accepted(
    ErrorCode.RATE_LIMITED,
    {"status": "success", "lookups": []},
    where=on("GET", "/user/lookups"),
)
def rate_limit_skipped_by_user_lookups() -> None:
    """get_user_lookups (Primary Profile only) serves the account over its x-rate-limit."""


@fault(
    "test_auth_failures_throttled_on_every_operation",
    "search_hashtag: once the address made x-auth-failure-limit's failures",
)
@refusal_accepted(
    ErrorCode.AUTH_FAILURES_THROTTLED,
    _OK,
    where=on("GET", "/hashtags/search"),
)
def throttle_skipped_by_hashtag_search() -> None:
    """search_hashtag serves an address that made x-auth-failure-limit's failures."""


@fault(
    "test_plan_required_on_every_operation",
    "list_ad_interests on Premium: an operation is refused with plan_required",
)
@refusal_accepted(
    ErrorCode.PLAN_REQUIRED,
    {"status": "success", "interests": []},
    where=on("GET", "/ads/facebook/interests"),
)
def plan_skipped_by_ad_interests() -> None:
    """list_ad_interests serves a plan outside its x-plans (or Profile-Key's)."""


@fault(
    "test_platform_not_linked_on_every_operation",
    "get_pinterest_boards: a request naming a network the profile has not linked",
)
@refusal_accepted(
    ErrorCode.PLATFORM_NOT_LINKED,
    {"status": "success", "boards": []},
    where=on("GET", "/user/details/pinterest"),
)
def unlinked_pinterest_boards_served() -> None:
    """get_pinterest_boards answers for a profile that has not linked Pinterest."""


@fault(
    "test_twitter_credentials_required_on_every_operation",
    "get_brand_by_user: a request targeting X without the caller's own X credentials",
)
@refusal_accepted(
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    {"status": "success", "brands": []},
    where=on("GET", "/brand/byUser"),
)
def x_without_credentials_served_by_brand() -> None:
    """get_brand_by_user looks up X without the caller's own X credentials."""


@fault(
    "test_short_link_limit_on_every_operation",
    "short_link: a profile at x-limits.shortLinksPerProfile is refused",
)
@refusal_accepted(
    ErrorCode.SHORT_LINK_LIMIT_REACHED,
    {"status": "success", "shortUrl": "https://ayrs.io/contract"},
    where=on("POST", "/short"),
)
def short_link_limit_skipped_by_short() -> None:
    """short_link makes a short link past x-limits.shortLinksPerProfile."""


@fault(
    "test_schedule_date_in_past_on_every_operation",
    "validate_post: a scheduleDate in the past is refused",
)
@refusal_accepted(
    ErrorCode.SCHEDULE_DATE_IN_PAST,
    {"status": "success", "valid": True, "errors": []},
    where=on("POST", "/validate/post"),
)
def past_schedule_validated() -> None:
    """validate_post finds nothing wrong with a scheduleDate in the past."""


@fault(
    "test_parameter_pattern_on_every_operation",
    "get_link_analytics (id): a path or query parameter outside its pattern is refused",
)
@refusal_accepted(ErrorCode.INVALID_REQUEST, {"status": "success", "clicks": 0}, where=_on_links)
def off_pattern_link_id_served() -> None:
    """get_link_analytics answers for a link ID outside its pattern."""


@fault(
    "test_profile_title_taken_on_every_operation",
    "update_profile_sdk: a User Profile title another profile has is refused",
)
@refusal_accepted(
    ErrorCode.PROFILE_TITLE_TAKEN,
    _OK,
    where=on("PATCH", "/profiles/profile"),
)
def title_taken_ignored_by_sdk_update() -> None:
    """update_profile_sdk renames a User Profile to another profile's title."""


@fault(
    "test_post_state_refusals_on_every_operation",
    "update_post_legacy: only a pending post can be rescheduled",
)
@refusal_accepted(ErrorCode.POST_NOT_PENDING, _OK, where=on("PUT", "/post"))
def published_post_rescheduled_by_legacy_update() -> None:
    """update_post_legacy reschedules a post that was already published."""


@fault(
    "test_auto_schedule_times_required_on_every_operation",
    "set_auto_schedule_legacy: a new auto-schedule title without `schedule` times",
)
@refusal_accepted(
    ErrorCode.AUTO_SCHEDULE_TIMES_REQUIRED,
    _OK,
    where=on("POST", "/auto-schedule"),
)
def new_auto_schedule_without_times_kept_by_legacy() -> None:
    """set_auto_schedule_legacy keeps a new schedule that has no times."""


@fault(
    "test_add_on_required_on_every_operation",
    "get_ad_spend: an operation of the Ads add-on is refused without it",
)
@refusal_accepted(
    ErrorCode.ADS_ADD_ON_REQUIRED,
    {"status": "success", "spend": []},
    where=on("GET", "/ads/facebook/spend"),
)
def ad_spend_alias_without_ads_add_on() -> None:
    """get_ad_spend (the alias of get_ad_spend_history) answers without the Ads add-on."""


@fault(
    "test_dependent_parameter_missing_on_every_operation",
    "get_comments: a query flag without the `platform` it needs is refused",
)
@refusal_accepted(
    ErrorCode.DEPENDENT_PARAMETER_MISSING,
    {"status": "success"},
    where=lambda request: request.method == "GET" and request.path.startswith("/comments/"),
)
def comment_flags_without_platform_served() -> None:
    """get_comments answers searchPlatformId/commentId without the platform they need."""


@fault(
    "test_invalid_cursor_on_every_operation",
    "get_messages: a `next` cursor the operation did not make is refused",
)
@refusal_accepted(
    ErrorCode.INVALID_CURSOR,
    {"status": "success", "messages": [], "messagesCount": 0},
    where=lambda request: request.method == "GET" and request.path.startswith("/messages/"),
)
def foreign_message_cursor_served() -> None:
    """get_messages pages from a `next` cursor it never made (as from the start)."""


@fault(
    "test_post_analytics_refusals_on_every_operation",
    "get_post_analytics: analytics asked as",
)
@refusal_accepted(
    ErrorCode.SOCIAL_ID_NEEDS_ONE_NETWORK,
    {"status": "success"},
    where=on("POST", "/analytics/post"),
)
def social_id_with_two_networks_served() -> None:
    """get_post_analytics looks a Social Post ID up on two networks at once."""


@fault(
    "test_media_unavailable_on_every_operation",
    "resize_image: a media URL that names no item of the media library is refused",
)
@refusal_accepted(
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success"},
    where=on("POST", "/media/resize"),
)
def missing_library_media_resized() -> None:
    """resize_image answers for a media-library URL that names no item."""


@fault(
    "test_auto_schedule_not_found_on_every_operation",
    "list_auto_schedules_legacy: an auto-schedule the profile has not set is refused",
)
@refusal_accepted(
    ErrorCode.AUTO_SCHEDULE_NOT_FOUND,
    {"status": "success", "schedules": []},
    where=on("GET", "/auto-schedule"),
)
def unknown_auto_schedules_listed_by_legacy() -> None:
    """list_auto_schedules_legacy answers an empty list for a profile without auto-schedules."""
