"""Faults the rules of `contract_tests/test_rules_declared_codes.py` must catch: each answers one
declared refusal of one operation as a success (`shapes.refusal_accepted`). The operation is
one only the every-operation table reaches, so each fault proves the table's breadth, not only
the rule on the operation another test already checks."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import declare, on, refusal_accepted

_OK = {"status": "success"}


def _on_links(request: Request) -> bool:
    return request.method == "GET" and request.path.startswith("/links/")


for _name, _selection, _rule, _code, _answer, _where, _doc in (
    (
        "profile_key_as_api_key_served_on_brand",
        "test_profile_key_as_api_key_on_every_operation",
        "get_brand_by_user: a Profile Key sent in place of the API key is refused",
        ErrorCode.PROFILE_KEY_AS_API_KEY,
        {"status": "success", "brands": []},
        on("GET", "/brand/byUser"),
        "get_brand_by_user serves a Profile Key sent in place of the API key.",
    ),
    (
        "text_body_accepted_by_validate_post",
        "test_unsupported_content_type_on_every_operation",
        "validate_post: a body of a Content-Type the operation does not take is refused",
        ErrorCode.UNSUPPORTED_CONTENT_TYPE,
        {"status": "success", "valid": True, "errors": []},
        on("POST", "/validate/post"),
        "validate_post takes a text/plain body (its 415 becomes an answer).",
    ),
    (
        "malformed_json_accepted_by_shorten",
        "test_malformed_json_on_every_operation",
        "shorten_link: a JSON body that does not parse is refused with malformed_json",
        ErrorCode.MALFORMED_JSON,
        _OK,
        on("POST", "/shorten"),
        "shorten_link answers a body that is not JSON as a success.",
    ),
    (
        "rate_limit_skipped_by_reviews",
        "test_rate_limited_on_every_operation",
        "list_reviews: a request over the profile's x-rate-limit is refused",
        ErrorCode.RATE_LIMITED,
        {"status": "success", "reviews": []},
        on("GET", "/reviews"),
        "list_reviews serves a profile over its x-rate-limit.",
    ),
    (
        "rate_limit_skipped_by_user_lookups",
        "test_rate_limited_on_primary_only_operations",
        "get_user_lookups: a request over the Primary Profile's x-rate-limit is refused",
        ErrorCode.RATE_LIMITED,
        {"status": "success", "lookups": []},
        on("GET", "/user/lookups"),
        "get_user_lookups (Primary Profile only) serves the account over its x-rate-limit.",
    ),
    (
        "throttle_skipped_by_hashtag_search",
        "test_auth_failures_throttled_on_every_operation",
        "search_hashtag: once the address made x-auth-failure-limit's failures",
        ErrorCode.AUTH_FAILURES_THROTTLED,
        _OK,
        on("GET", "/hashtags/search"),
        "search_hashtag serves an address that made x-auth-failure-limit's failures.",
    ),
    (
        "plan_skipped_by_ad_interests",
        "test_plan_required_on_every_operation",
        "list_ad_interests on Premium: an operation is refused with plan_required",
        ErrorCode.PLAN_REQUIRED,
        {"status": "success", "interests": []},
        on("GET", "/ads/facebook/interests"),
        "list_ad_interests serves a plan outside its x-plans (or Profile-Key's).",
    ),
    (
        "unlinked_pinterest_boards_served",
        "test_platform_not_linked_on_every_operation",
        "get_pinterest_boards: a request naming a network the profile has not linked",
        ErrorCode.PLATFORM_NOT_LINKED,
        {"status": "success", "boards": []},
        on("GET", "/user/details/pinterest"),
        "get_pinterest_boards answers for a profile that has not linked Pinterest.",
    ),
    (
        "x_without_credentials_served_by_brand",
        "test_twitter_credentials_required_on_every_operation",
        "get_brand_by_user: a request targeting X without the caller's own X credentials",
        ErrorCode.TWITTER_CREDENTIALS_REQUIRED,
        {"status": "success", "brands": []},
        on("GET", "/brand/byUser"),
        "get_brand_by_user looks up X without the caller's own X credentials.",
    ),
    (
        "short_link_limit_skipped_by_short",
        "test_short_link_limit_on_every_operation",
        "short_link: a profile at x-limits.shortLinksPerProfile is refused",
        ErrorCode.SHORT_LINK_LIMIT_REACHED,
        {"status": "success", "shortUrl": "https://ayrs.io/contract"},
        on("POST", "/short"),
        "short_link makes a short link past x-limits.shortLinksPerProfile.",
    ),
    (
        "past_schedule_validated",
        "test_schedule_date_in_past_on_every_operation",
        "validate_post: a scheduleDate in the past is refused",
        ErrorCode.SCHEDULE_DATE_IN_PAST,
        {"status": "success", "valid": True, "errors": []},
        on("POST", "/validate/post"),
        "validate_post finds nothing wrong with a scheduleDate in the past.",
    ),
    (
        "off_pattern_link_id_served",
        "test_parameter_pattern_on_every_operation",
        "get_link_analytics (id): a path or query parameter outside its pattern is refused",
        ErrorCode.INVALID_REQUEST,
        {"status": "success", "clicks": 0},
        _on_links,
        "get_link_analytics answers for a link ID outside its pattern.",
    ),
    (
        "title_taken_ignored_by_sdk_update",
        "test_profile_title_taken_on_every_operation",
        "update_profile_sdk: a User Profile title another profile has is refused",
        ErrorCode.PROFILE_TITLE_TAKEN,
        _OK,
        on("PATCH", "/profiles/profile"),
        "update_profile_sdk renames a User Profile to another profile's title.",
    ),
    (
        "published_post_rescheduled_by_legacy_update",
        "test_post_state_refusals_on_every_operation",
        "update_post_legacy: only a pending post can be rescheduled",
        ErrorCode.POST_NOT_PENDING,
        _OK,
        on("PUT", "/post"),
        "update_post_legacy reschedules a post that was already published.",
    ),
    (
        "new_auto_schedule_without_times_kept_by_legacy",
        "test_auto_schedule_times_required_on_every_operation",
        "set_auto_schedule_legacy: a new auto-schedule title without `schedule` times",
        ErrorCode.AUTO_SCHEDULE_TIMES_REQUIRED,
        _OK,
        on("POST", "/auto-schedule"),
        "set_auto_schedule_legacy keeps a new schedule that has no times.",
    ),
    (
        "ad_spend_alias_without_ads_add_on",
        "test_add_on_required_on_every_operation",
        "get_ad_spend: an operation of the Ads add-on is refused without it",
        ErrorCode.ADS_ADD_ON_REQUIRED,
        {"status": "success", "spend": []},
        on("GET", "/ads/facebook/spend"),
        "get_ad_spend (the alias of get_ad_spend_history) answers without the Ads add-on.",
    ),
    (
        "comment_flags_without_platform_served",
        "test_dependent_parameter_missing_on_every_operation",
        "get_comments: a query flag without the `platform` it needs is refused",
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        {"status": "success"},
        lambda request: request.method == "GET" and request.path.startswith("/comments/"),
        "get_comments answers searchPlatformId/commentId without the platform they need.",
    ),
    (
        "foreign_message_cursor_served",
        "test_invalid_cursor_on_every_operation",
        "get_messages: a `next` cursor the operation did not make is refused",
        ErrorCode.INVALID_CURSOR,
        {"status": "success", "messages": [], "messagesCount": 0},
        lambda request: request.method == "GET" and request.path.startswith("/messages/"),
        "get_messages pages from a `next` cursor it never made (as from the start).",
    ),
    (
        "social_id_with_two_networks_served",
        "test_post_analytics_refusals_on_every_operation",
        "get_post_analytics: analytics asked as",
        ErrorCode.SOCIAL_ID_NEEDS_ONE_NETWORK,
        {"status": "success"},
        on("POST", "/analytics/post"),
        "get_post_analytics looks a Social Post ID up on two networks at once.",
    ),
    (
        "missing_library_media_resized",
        "test_media_unavailable_on_every_operation",
        "resize_image: a media URL that names no item of the media library is refused",
        ErrorCode.MEDIA_UNAVAILABLE,
        {"status": "success"},
        on("POST", "/media/resize"),
        "resize_image answers for a media-library URL that names no item.",
    ),
    (
        "unknown_auto_schedules_listed_by_legacy",
        "test_auto_schedule_not_found_on_every_operation",
        "list_auto_schedules_legacy: an auto-schedule the profile has not set is refused",
        ErrorCode.AUTO_SCHEDULE_NOT_FOUND,
        {"status": "success", "schedules": []},
        on("GET", "/auto-schedule"),
        "list_auto_schedules_legacy answers an empty list for a profile without auto-schedules.",
    ),
):
    declare(
        globals(),
        _name,
        _doc,
        refusal_accepted(_code, _answer, where=_where),
        fault(_selection, _rule),
    )
