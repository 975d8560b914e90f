"""Faults the rules of `contract_tests/test_rules_generate.py` must catch."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    body_rewritten,
    fields_ignored,
    on,
    refusal_accepted,
    succeeded,
)

_generating = on("POST", "/generate/post")

generate_post_emojis_ignored = fields_ignored(
    "generate_post_emojis_ignored",
    "generate_post ignores `emojis`.",
    _generating,
    "emojis",
    caught_by=fault(
        "test_generate_post_rule", "generate_post follows the documented rule for ['emojis'"
    ),
)

generate_post_post_field_ignored = fields_ignored(
    "generate_post_post_field_ignored",
    "generate_post ignores `post` (the text's name in some of the page's samples).",
    _generating,
    "post",
    caught_by=fault("test_generate_post_rule", "generate_post reads `post` as the text"),
)

generate_post_monthly_usage_not_kept = answer_rewritten(
    "generate_post_monthly_usage_not_kept",
    "generate_post answers `totalMonthlyUsage` as 0 after the first call (no month total).",
    _generating,
    lambda body: (
        body
        if body.get("totalMonthlyUsage") == body.get("usage")
        else {**body, "totalMonthlyUsage": 0}
    ),
    status=succeeded,
    caught_by=fault("test_generate_post_rule", "totalMonthlyUsage adds usage to the month's total"),
)

generate_rewrite_count_ignored = fields_ignored(
    "generate_rewrite_count_ignored",
    "generate_rewrite ignores `rewrites` (always the default).",
    on("POST", "/generate/rewrite"),
    "rewrites",
    caught_by=fault("test_generate_rewrite_rule", "generate_rewrite makes 1 documented rewrites"),
)

transcription_of_any_url = refusal_accepted(
    "transcription_of_any_url",
    "generate_transcription answers for a video outside the media library.",
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success", "transcription": "..."},
    where=on("POST", "/generate/transcription"),
    caught_by=fault(
        "test_generate_transcription_rule", "generate_transcription needs a media-library video"
    ),
)

translate_region_dropped = body_rewritten(
    "translate_region_dropped",
    "generate_translate drops the region of `lang` (pt-BR becomes pt).",
    on("POST", "/generate/translate"),
    lambda body: {**body, "lang": str(body.get("lang", ""))[:2]},
    caught_by=fault("test_generate_translate_rule", "generate_translate into pt-BR"),
)

alt_text_keywords_ignored = fields_ignored(
    "alt_text_keywords_ignored",
    "generate_alt_text ignores `keywords`.",
    on("POST", "/generate/altText"),
    "keywords",
    caught_by=fault(
        "test_generate_alt_text_rule",
        "generate_alt_text follows the documented rule for ['keywords'",
    ),
)

sentiment_negative_as_neutral = answer_rewritten(
    "sentiment_negative_as_neutral",
    "generate_sentiment never answers `negative` (a negative score reads neutral).",
    on("POST", "/generate/sentiment"),
    lambda body: {**body, "sentiment": "neutral"} if body.get("sentiment") == "negative" else body,
    caught_by=fault(
        "test_generate_sentiment_rule", "generate_sentiment judges 'Bad, bad, sad day' negative"
    ),
)
