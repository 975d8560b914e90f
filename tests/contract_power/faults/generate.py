"""Faults the rules of `contract_tests/test_rules_generate.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import refusal_accepted


def _drop_field(request: Request, path: str, name: str) -> Request:
    body = request.json()
    if asks(request, "POST", path) and isinstance(body, dict) and name in body:
        return request.with_json({k: v for k, v in body.items() if k != name})
    return request


@fault("test_generate_post_rule", "generate_post follows the documented rule for ['emojis'")
@exchange
async def generate_post_emojis_ignored(request: Request, call: Call) -> Response:
    """generate_post ignores `emojis`."""
    return await call(_drop_field(request, "/generate/post", "emojis"))


@fault("test_generate_post_rule", "generate_post reads `post` as the text")
@exchange
async def generate_post_post_field_ignored(request: Request, call: Call) -> Response:
    """generate_post ignores `post` (the text's name in some of the page's samples)."""
    return await call(_drop_field(request, "/generate/post", "post"))


@fault("test_generate_post_rule", "totalMonthlyUsage adds usage to the month's total")
@exchange
async def generate_post_monthly_usage_not_kept(request: Request, call: Call) -> Response:
    """generate_post answers `totalMonthlyUsage` as 0 after the first call (no month total)."""
    response = await call(request)
    body = response.json()
    generated = asks(request, "POST", "/generate/post") and response.status == 200
    if generated and isinstance(body, dict) and body.get("totalMonthlyUsage") != body.get("usage"):
        response = response.with_json({**body, "totalMonthlyUsage": 0})
    return response


@fault("test_generate_rewrite_rule", "generate_rewrite makes 1 documented rewrites")
@exchange
async def generate_rewrite_count_ignored(request: Request, call: Call) -> Response:
    """generate_rewrite ignores `rewrites` (always the default)."""
    return await call(_drop_field(request, "/generate/rewrite", "rewrites"))


transcription_of_any_url = refusal_accepted(
    "transcription_of_any_url",
    "generate_transcription answers for a video outside the media library.",
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success", "transcription": "..."},
    where=lambda request: asks(request, "POST", "/generate/transcription"),
    caught_by=fault(
        "test_generate_transcription_rule", "generate_transcription needs a media-library video"
    ),
)


@fault("test_generate_translate_rule", "generate_translate into pt-BR")
@exchange
async def translate_region_dropped(request: Request, call: Call) -> Response:
    """generate_translate drops the region of `lang` (pt-BR becomes pt)."""
    body = request.json()
    if asks(request, "POST", "/generate/translate") and isinstance(body, dict):
        request = request.with_json({**body, "lang": str(body.get("lang", ""))[:2]})
    return await call(request)


@fault(
    "test_generate_alt_text_rule", "generate_alt_text follows the documented rule for ['keywords'"
)
@exchange
async def alt_text_keywords_ignored(request: Request, call: Call) -> Response:
    """generate_alt_text ignores `keywords`."""
    return await call(_drop_field(request, "/generate/altText", "keywords"))


@fault("test_generate_sentiment_rule", "generate_sentiment judges 'Bad, bad, sad day' negative")
@exchange
async def sentiment_negative_as_neutral(request: Request, call: Call) -> Response:
    """generate_sentiment never answers `negative` (a negative score reads neutral)."""
    response = await call(request)
    body = response.json()
    negative = isinstance(body, dict) and body.get("sentiment") == "negative"
    if asks(request, "POST", "/generate/sentiment") and negative:
        response = response.with_json({**body, "sentiment": "neutral"})
    return response
