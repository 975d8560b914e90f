"""Faults the rules of `contract_tests/test_rules_hashtags.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import (
    asks,
    catalogued_refusal,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import answer_field_dropped


@fault("test_auto_hashtags_rule", "auto_hashtags adds the documented hashtags (auto, max 1)")
@exchange
async def auto_hashtags_max_ignored(request: Request, call: Call) -> Response:
    """auto_hashtags ignores `max` (always the default)."""
    body = request.json()
    if asks(request, "POST", "/hashtags/auto") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k != "max"})
    return await call(request)


@fault(
    "test_auto_hashtags_legacy_max_hashtags",
    "auto_hashtags_legacy reads maxHashtags as max ({'maxHashtags': 1})",
)
@exchange
async def auto_hashtags_legacy_max_hashtags_ignored(request: Request, call: Call) -> Response:
    """The legacy path of auto_hashtags ignores `maxHashtags` (always the default)."""
    body = request.json()
    if asks(request, "POST", "/auto-hashtag") and isinstance(body, dict):
        request = request.with_json({k: v for k, v in body.items() if k != "maxHashtags"})
    return await call(request)


@fault(
    "test_recommend_hashtags_rule",
    "recommend_hashtags answers a profile without a linked TikTok account",
)
@exchange
async def recommend_needs_tiktok(request: Request, call: Call) -> Response:
    """recommend_hashtags refuses a profile without a linked TikTok account (156)."""
    response = await call(request)
    if asks(request, "GET", "/hashtags/recommend") and response.status == 200:
        response = catalogued_refusal(response, ErrorCode.PLATFORM_NOT_LINKED)
    return response


@fault("test_recommend_hashtags_rule", "most viewed first")
@exchange
async def recommend_unsorted(request: Request, call: Call) -> Response:
    """recommend_hashtags lists its recommendations by name, not most viewed first."""
    response = await call(request)
    body = response.json()
    listed = body.get("recommendations") if isinstance(body, dict) else None
    if asks(request, "GET", "/hashtags/recommend") and isinstance(listed, list):
        listed.sort(key=lambda r: r["name"])
        response = response.with_json(body)
    return response


@fault("test_banned_hashtags_list", "check_banned_hashtag reports")
@exchange
async def banned_case_sensitive(request: Request, call: Call) -> Response:
    """check_banned_hashtag compares the hashtag case-sensitively (upper case passes)."""
    response = await call(request)
    asked = dict(request.query).get("hashtag", "")
    body = response.json()
    if (
        asks(request, "GET", "/hashtags/banned")
        and isinstance(body, dict)
        and asked != asked.lower()
    ):
        body["banned"] = False
        response = response.with_json(body)
    return response


@fault("test_search_hashtag_needs_instagram", "search_hashtag needs a linked Instagram")
@exchange
async def search_hashtag_without_instagram(request: Request, call: Call) -> Response:
    """search_hashtag answers a profile without a linked Instagram account."""
    response = await call(request)
    if asks(request, "GET", "/hashtags/search") and error_code(response) == int(
        ErrorCode.PLATFORM_NOT_LINKED
    ):
        made_up = {"status": "success", "hashtag": "x", "id": "17843000000000000"}
        response = response.with_json({**made_up, "mediaCount": 0}, 200)
    return response


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


recommend_without_keyword = answer_field_dropped(
    "recommend_without_keyword",
    "recommend_hashtags answers without the keyword sent.",
    lambda request: asks(request, "GET", "/hashtags/recommend"),
    "keyword",
    caught_by=fault("test_recommend_hashtags_rule", "recommend_hashtags echoes the keyword"),
)
