"""Faults the rules of `contract_tests/test_rules_generate.py` must catch."""

from __future__ import annotations

import re

from spec_model import ServiceSpec
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
_LANG = ServiceSpec.load().refs.lookup("/components/schemas/LanguageCode")["pattern"]


@fault("test_generate_post_rule", "generate_post follows the documented rule for ['emojis'")
@fields_ignored(_generating, "emojis")
def generate_post_emojis_ignored() -> None:
    """generate_post ignores `emojis`."""


@fault("test_generate_post_rule", "generate_post reads `post` as the text")
@fields_ignored(_generating, "post")
def generate_post_post_field_ignored() -> None:
    """generate_post ignores `post` (the text's name in some of the page's samples)."""


@fault("test_generate_post_rule", "generate_post reads `text` when both")
@body_rewritten(_generating, lambda body: body | {"text": body.get("post", body.get("text"))})
def generate_post_post_field_wins() -> None:
    """generate_post reads `post` as the text also when `text` is sent."""


@fault("test_generate_translate_rule", "generate_translate refuses a lang off LanguageCode")
@body_rewritten(
    on("POST", "/generate/translate"),
    lambda body: body if re.search(_LANG, str(body.get("lang"))) else body | {"lang": "xx"},
)
def generate_translate_lang_unchecked() -> None:
    """generate_translate accepts a `lang` off its pattern (translated as if it were `xx`)."""


@fault("test_generate_post_rule", "totalMonthlyUsage adds usage to the month's total")
@answer_rewritten(
    _generating,
    lambda body: (
        body
        if body.get("totalMonthlyUsage") == body.get("usage")
        else {**body, "totalMonthlyUsage": 0}
    ),
    status=succeeded,
)
def generate_post_monthly_usage_not_kept() -> None:
    """generate_post answers `totalMonthlyUsage` as 0 after the first call (no month total)."""


@fault("test_generate_rewrite_rule", "generate_rewrite makes 1 documented rewrites")
@fields_ignored(on("POST", "/generate/rewrite"), "rewrites")
def generate_rewrite_count_ignored() -> None:
    """generate_rewrite ignores `rewrites` (always the default)."""


@fault("test_generate_transcription_rule", "generate_transcription needs a media-library video")
@refusal_accepted(
    ErrorCode.MEDIA_UNAVAILABLE,
    {"status": "success", "transcription": "..."},
    where=on("POST", "/generate/transcription"),
)
def transcription_of_any_url() -> None:
    """generate_transcription answers for a video outside the media library."""


@fault("test_generate_translate_rule", "generate_translate into pt-BR")
@body_rewritten(
    on("POST", "/generate/translate"), lambda body: {**body, "lang": str(body.get("lang", ""))[:2]}
)
def translate_region_dropped() -> None:
    """generate_translate drops the region of `lang` (pt-BR becomes pt)."""


@fault(
    "test_generate_alt_text_rule", "generate_alt_text follows the documented rule for ['keywords'"
)
@fields_ignored(on("POST", "/generate/altText"), "keywords")
def alt_text_keywords_ignored() -> None:
    """generate_alt_text ignores `keywords`."""


@fault("test_generate_sentiment_rule", "generate_sentiment judges 'Bad, bad, sad day' negative")
@answer_rewritten(
    on("POST", "/generate/sentiment"),
    lambda body: {**body, "sentiment": "neutral"} if body.get("sentiment") == "negative" else body,
)
def sentiment_negative_as_neutral() -> None:
    """generate_sentiment never answers `negative` (a negative score reads neutral)."""
