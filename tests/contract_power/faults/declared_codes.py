"""Faults the rules of `contract_tests/test_rules_declared_codes.py` must catch: each answers one
declared refusal of one operation as a success (`shapes.refusal_accepted`). The operation is
one only the every-operation table reaches, so each fault proves the table's breadth, not only
the rule on the operation another test already checks."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import refusal_accepted

_OK = {"status": "success"}


def _on_links(request: Request) -> bool:
    return request.method == "GET" and request.path.startswith("/links/")


profile_key_as_api_key_served_on_brand = refusal_accepted(
    "profile_key_as_api_key_served_on_brand",
    "get_brand_by_user serves a Profile Key sent in place of the API key.",
    ErrorCode.PROFILE_KEY_AS_API_KEY,
    {"status": "success", "brands": []},
    where=lambda request: asks(request, "GET", "/brand/byUser"),
    caught_by=fault(
        "test_profile_key_as_api_key_on_every_operation",
        "get_brand_by_user: a Profile Key sent in place of the API key is refused",
    ),
)

text_body_accepted_by_validate_post = refusal_accepted(
    "text_body_accepted_by_validate_post",
    "validate_post takes a text/plain body (its 415 becomes an answer).",
    ErrorCode.UNSUPPORTED_CONTENT_TYPE,
    {"status": "success", "valid": True, "errors": []},
    where=lambda request: asks(request, "POST", "/validate/post"),
    caught_by=fault(
        "test_unsupported_content_type_on_every_operation",
        "validate_post: a body of a Content-Type the operation does not take is refused",
    ),
)

malformed_json_accepted_by_shorten = refusal_accepted(
    "malformed_json_accepted_by_shorten",
    "shorten_link answers a body that is not JSON as a success.",
    ErrorCode.MALFORMED_JSON,
    _OK,
    where=lambda request: asks(request, "POST", "/shorten"),
    caught_by=fault(
        "test_malformed_json_on_every_operation",
        "shorten_link: a JSON body that does not parse is refused with malformed_json",
    ),
)

rate_limit_skipped_by_reviews = refusal_accepted(
    "rate_limit_skipped_by_reviews",
    "list_reviews serves a profile over its x-rate-limit.",
    ErrorCode.RATE_LIMITED,
    {"status": "success", "reviews": []},
    where=lambda request: asks(request, "GET", "/reviews"),
    caught_by=fault(
        "test_rate_limited_on_every_operation",
        "list_reviews: a request over the profile's x-rate-limit is refused",
    ),
)

rate_limit_skipped_by_user_lookups = refusal_accepted(
    "rate_limit_skipped_by_user_lookups",
    "get_user_lookups (Primary Profile only) serves the account over its x-rate-limit.",
    ErrorCode.RATE_LIMITED,
    {"status": "success", "lookups": []},
    where=lambda request: asks(request, "GET", "/user/lookups"),
    caught_by=fault(
        "test_rate_limited_on_primary_only_operations",
        "get_user_lookups: a request over the Primary Profile's x-rate-limit is refused",
    ),
)

throttle_skipped_by_hashtag_search = refusal_accepted(
    "throttle_skipped_by_hashtag_search",
    "search_hashtag serves an address that made x-auth-failure-limit's failures.",
    ErrorCode.AUTH_FAILURES_THROTTLED,
    _OK,
    where=lambda request: asks(request, "GET", "/hashtags/search"),
    caught_by=fault(
        "test_auth_failures_throttled_on_every_operation",
        "search_hashtag: once the address made x-auth-failure-limit's failures",
    ),
)

plan_skipped_by_ad_interests = refusal_accepted(
    "plan_skipped_by_ad_interests",
    "list_ad_interests serves a plan outside its x-plans (or Profile-Key's).",
    ErrorCode.PLAN_REQUIRED,
    {"status": "success", "interests": []},
    where=lambda request: asks(request, "GET", "/ads/facebook/interests"),
    caught_by=fault(
        "test_plan_required_on_every_operation",
        "list_ad_interests on Premium: an operation is refused with plan_required",
    ),
)

unlinked_pinterest_boards_served = refusal_accepted(
    "unlinked_pinterest_boards_served",
    "get_pinterest_boards answers for a profile that has not linked Pinterest.",
    ErrorCode.PLATFORM_NOT_LINKED,
    {"status": "success", "boards": []},
    where=lambda request: asks(request, "GET", "/user/details/pinterest"),
    caught_by=fault(
        "test_platform_not_linked_on_every_operation",
        "get_pinterest_boards: a request naming a network the profile has not linked",
    ),
)

x_without_credentials_served_by_brand = refusal_accepted(
    "x_without_credentials_served_by_brand",
    "get_brand_by_user looks up X without the caller's own X credentials.",
    ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
    {"status": "success", "brands": []},
    where=lambda request: asks(request, "GET", "/brand/byUser"),
    caught_by=fault(
        "test_twitter_credentials_required_on_every_operation",
        "get_brand_by_user: a request targeting X without the caller's own X credentials",
    ),
)

short_link_limit_skipped_by_short = refusal_accepted(
    "short_link_limit_skipped_by_short",
    "short_link makes a short link past x-limits.shortLinksPerProfile.",
    ErrorCode.SHORT_LINK_LIMIT_REACHED,
    {"status": "success", "shortUrl": "https://ayrs.io/contract"},
    where=lambda request: asks(request, "POST", "/short"),
    caught_by=fault(
        "test_short_link_limit_on_every_operation",
        "short_link: a profile at x-limits.shortLinksPerProfile is refused",
    ),
)

past_schedule_validated = refusal_accepted(
    "past_schedule_validated",
    "validate_post finds nothing wrong with a scheduleDate in the past.",
    ErrorCode.SCHEDULE_DATE_IN_PAST,
    {"status": "success", "valid": True, "errors": []},
    where=lambda request: asks(request, "POST", "/validate/post"),
    caught_by=fault(
        "test_schedule_date_in_past_on_every_operation",
        "validate_post: a scheduleDate in the past is refused",
    ),
)

off_pattern_link_id_served = refusal_accepted(
    "off_pattern_link_id_served",
    "get_link_analytics answers for a link ID outside its pattern.",
    ErrorCode.INVALID_REQUEST,
    {"status": "success", "clicks": 0},
    where=_on_links,
    caught_by=fault(
        "test_parameter_pattern_on_every_operation",
        "get_link_analytics (id): a path or query parameter outside its pattern is refused",
    ),
)

title_taken_ignored_by_sdk_update = refusal_accepted(
    "title_taken_ignored_by_sdk_update",
    "update_profile_sdk renames a User Profile to another profile's title.",
    ErrorCode.PROFILE_TITLE_TAKEN,
    _OK,
    where=lambda request: asks(request, "PATCH", "/profiles/profile"),
    caught_by=fault(
        "test_profile_title_taken_on_every_operation",
        "update_profile_sdk: a User Profile title another profile has is refused",
    ),
)

published_post_rescheduled_by_legacy_update = refusal_accepted(
    "published_post_rescheduled_by_legacy_update",
    "update_post_legacy reschedules a post that was already published.",
    ErrorCode.POST_NOT_PENDING,
    _OK,
    where=lambda request: asks(request, "PUT", "/post"),
    caught_by=fault(
        "test_post_state_refusals_on_every_operation",
        "update_post_legacy: only a pending post can be rescheduled",
    ),
)

new_auto_schedule_without_times_kept_by_legacy = refusal_accepted(
    "new_auto_schedule_without_times_kept_by_legacy",
    "set_auto_schedule_legacy keeps a new schedule that has no times.",
    ErrorCode.AUTO_SCHEDULE_TIMES_REQUIRED,
    _OK,
    where=lambda request: asks(request, "POST", "/auto-schedule"),
    caught_by=fault(
        "test_auto_schedule_times_required_on_every_operation",
        "set_auto_schedule_legacy: a new auto-schedule title without `schedule` times",
    ),
)

ad_spend_alias_without_ads_add_on = refusal_accepted(
    "ad_spend_alias_without_ads_add_on",
    "get_ad_spend (the alias of get_ad_spend_history) answers without the Ads add-on.",
    ErrorCode.ADS_ADD_ON_REQUIRED,
    {"status": "success", "spend": []},
    where=lambda request: asks(request, "GET", "/ads/facebook/spend"),
    caught_by=fault(
        "test_add_on_required_on_every_operation",
        "get_ad_spend: an operation of the Ads add-on is refused without it",
    ),
)

comment_flags_without_platform_served = refusal_accepted(
    "comment_flags_without_platform_served",
    "get_comments answers searchPlatformId/commentId without the platform they need.",
    ErrorCode.DEPENDENT_PARAMETER_MISSING,
    {"status": "success"},
    where=lambda request: request.method == "GET" and request.path.startswith("/comments/"),
    caught_by=fault(
        "test_dependent_parameter_missing_on_every_operation",
        "get_comments: a query flag without the `platform` it needs is refused",
    ),
)

foreign_message_cursor_served = refusal_accepted(
    "foreign_message_cursor_served",
    "get_messages pages from a `next` cursor it never made (as from the start).",
    ErrorCode.INVALID_CURSOR,
    {"status": "success", "messages": [], "messagesCount": 0},
    where=lambda request: request.method == "GET" and request.path.startswith("/messages/"),
    caught_by=fault(
        "test_invalid_cursor_on_every_operation",
        "get_messages: a `next` cursor the operation did not make is refused",
    ),
)

social_id_with_two_networks_served = refusal_accepted(
    "social_id_with_two_networks_served",
    "get_post_analytics looks a Social Post ID up on two networks at once.",
    ErrorCode.SOCIAL_ID_NEEDS_ONE_NETWORK,
    {"status": "success"},
    where=lambda request: asks(request, "POST", "/analytics/post"),
    caught_by=fault(
        "test_post_analytics_refusals_on_every_operation",
        "get_post_analytics: analytics asked as",
    ),
)

missing_library_media_resized = refusal_accepted(
    "missing_library_media_resized",
    "resize_image answers for a media-library URL that names no item.",
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success"},
    where=lambda request: asks(request, "POST", "/media/resize"),
    caught_by=fault(
        "test_media_unavailable_on_every_operation",
        "resize_image: a media URL that names no item of the media library is refused",
    ),
)

unknown_auto_schedules_listed_by_legacy = refusal_accepted(
    "unknown_auto_schedules_listed_by_legacy",
    "list_auto_schedules_legacy answers an empty list for a profile without auto-schedules.",
    ErrorCode.AUTO_SCHEDULE_NOT_FOUND,
    {"status": "success", "schedules": []},
    where=lambda request: asks(request, "GET", "/auto-schedule"),
    caught_by=fault(
        "test_auto_schedule_not_found_on_every_operation",
        "list_auto_schedules_legacy: an auto-schedule the profile has not set is refused",
    ),
)
