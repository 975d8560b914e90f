"""Faults the rules of `contract_tests/test_rules_hashtags.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    accepted_refused,
    answer_field_dropped,
    answer_rewritten,
    body_rewritten,
    fields_ignored,
    filter_ignored,
    on,
    refusal_accepted,
    succeeded,
)


@fault("test_auto_hashtags_rule", "auto_hashtags adds the documented hashtags (auto, max 1)")
@fields_ignored(on("POST", "/hashtags/auto"), "max")
def auto_hashtags_max_ignored() -> None:
    """auto_hashtags ignores `max` (always the default)."""


def _untagged(body: dict[str, Any]) -> dict[str, Any]:
    post = body.get("post")
    return {**body, "post": post.replace("#", "")} if isinstance(post, str) else body


@fault("test_auto_hashtags_rule", "auto_hashtags adds the documented hashtags (auto, max 2)")
@body_rewritten(on("POST", "/hashtags/auto"), _untagged)
def auto_hashtags_tags_ignored() -> None:
    """auto_hashtags reads the text without its hashtags (a tagged word is a candidate again,
    and its `#` is lost)."""


@fault(
    "test_auto_hashtags_legacy_max_hashtags",
    "auto_hashtags_legacy reads maxHashtags as max ({'maxHashtags': 1})",
)
@fields_ignored(on("POST", "/auto-hashtag"), "maxHashtags")
def auto_hashtags_legacy_max_hashtags_ignored() -> None:
    """The legacy path of auto_hashtags ignores `maxHashtags` (always the default)."""


@fault(
    "test_recommend_hashtags_rule",
    "recommend_hashtags answers a profile without a linked TikTok account",
)
@accepted_refused(ErrorCode.PLATFORM_NOT_LINKED, on("GET", "/hashtags/recommend"), status=succeeded)
def recommend_needs_tiktok() -> None:
    """recommend_hashtags refuses a profile without a linked TikTok account (156)."""


@fault("test_recommend_hashtags_rule", "most viewed first")
@answer_rewritten(
    on("GET", "/hashtags/recommend"),
    lambda body: (
        {**body, "recommendations": sorted(body["recommendations"], key=lambda r: r["name"])}
        if isinstance(body.get("recommendations"), list)
        else body
    ),
)
def recommend_unsorted() -> None:
    """recommend_hashtags lists its recommendations by name, not most viewed first."""


def _upper_case_asked(request: Request) -> bool:
    asked = dict(request.query).get("hashtag", "")
    return asks(request, "GET", "/hashtags/banned") and asked != asked.lower()


@fault("test_banned_hashtags_list", "check_banned_hashtag reports")
@answer_rewritten(_upper_case_asked, lambda body: {**body, "banned": False})
def banned_case_sensitive() -> None:
    """check_banned_hashtag compares the hashtag case-sensitively (upper case passes)."""


@fault("test_search_hashtag_needs_instagram", "search_hashtag needs a linked Instagram")
@refusal_accepted(
    ErrorCode.PLATFORM_NOT_LINKED,
    {"status": "success", "hashtag": "x", "id": "17843000000000000", "mediaCount": 0},
    where=on("GET", "/hashtags/search"),
)
def search_hashtag_without_instagram() -> None:
    """search_hashtag answers a profile without a linked Instagram account."""


@fault("test_search_hashtag_rule", "search_hashtag follows the documented rule")
@exchange
async def search_hashtag_keeps_case(request: Request, call: Call) -> Response:
    """search_hashtag keeps the keyword's upper-case letters (it looks up the name as sent)."""
    response = await call(request)
    body = response.json()
    keyword = dict(request.query).get("keyword", "")
    if asks(request, "GET", "/hashtags/search") and isinstance(body, dict) and "hashtag" in body:
        kept = "".join(c for c in keyword if c.isalnum())
        response = response.with_json({**body, "hashtag": kept})
    return response


@fault("test_recommend_hashtags_rule", "recommend_hashtags echoes the keyword")
@answer_field_dropped(on("GET", "/hashtags/recommend"), "keyword")
def recommend_without_keyword() -> None:
    """recommend_hashtags answers without the keyword sent."""


@fault("test_recommend_hashtags_rule", "recommends nothing for a keyword without letters")
@answer_rewritten(
    on("GET", "/hashtags/recommend"),
    lambda body: (
        body | {"recommendations": [{"name": "tag", "viewCount": 1}]}
        if body.get("recommendations") == []
        else body
    ),
    status=succeeded,
)
def recommend_placeholder_without_a_word() -> None:
    """recommend_hashtags recommends a placeholder for a keyword without letters or digits."""


@fault("test_banned_hashtags_list", "check_banned_hashtag reports '#' allowed")
@answer_rewritten(
    on("GET", "/hashtags/banned"),
    lambda body: body | {"banned": True} if body.get("hashtag") == "" else body,
    status=succeeded,
)
def banned_bare_hash() -> None:
    """check_banned_hashtag calls a hashtag of only `#` banned."""


@fault("test_search_hashtag_rule", "search_hashtag follows the documented rule (recent media)")
@filter_ignored(on("GET", "/hashtags/search"), "searchType")
def search_type_ignored() -> None:
    """search_hashtag ignores `searchType`: `recent` answers the top media."""
