"""The documented sandbox rules of the Max Pack operations, as the suite reads them from the
operations' descriptions and `x-max-pack`: the expected answers the rule tests compare with.
Written from the spec, independently of any server. Also the rule tests' one way to call a Max
Pack operation (skipping when the target's account lacks the add-on)."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model import MaxPackRules
from spec_model.operation_ids import OperationId


def rules_of(spec: ApiSpec) -> MaxPackRules:
    """The spec's `x-max-pack` rules; the test skips when the spec has none."""
    if spec.max_pack is None:
        pytest.skip("the spec has no x-max-pack")
    return spec.max_pack


def error_code(response: httpx.Response) -> object:
    """The `code` of a JSON error body (None for anything else)."""
    try:
        body = response.json()
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


def call_max_pack(
    client: ApiClient, spec: ApiSpec, operation_id: OperationId, **kwargs: Any
) -> httpx.Response:
    """Send a request to a Max Pack operation (its method and path from the spec; `kwargs` as
    for `ApiClient.request`); the test skips when the account lacks the add-on."""
    op = spec.operation(operation_id)
    response = client.request(op.method.upper(), op.path, **kwargs)
    add_on = spec.facts.add_ons["MaxPack"].error_code
    if response.status_code == 403 and error_code(response) == add_on:
        pytest.skip(f"needs the MaxPack add-on: {operation_id} answered code {add_on}")
    return response


#: A word: a maximal run of letters and digits.
WORD = re.compile(r"[^\W_]+")


def hashtag_words(text: str, rules: MaxPackRules, most: int) -> list[re.Match[str]]:
    """The `most` words `auto_hashtags` chooses (longest first, ties: the earlier)."""
    seen: set[str] = set()
    candidates: list[re.Match[str]] = []
    for found in WORD.finditer(text):
        word = found.group()
        if found.start() and text[found.start() - 1] == "#":
            continue
        if len(word) < rules.hashtag_min_word_length or word.casefold() in seen:
            continue
        if word.casefold() in rules.hashtag_stop_words:
            continue
        seen.add(word.casefold())
        candidates.append(found)
    return sorted(candidates, key=lambda m: (-len(m.group()), m.start()))[:most]


def expected_auto(text: str, rules: MaxPackRules, position: str, most: int) -> str:
    """`auto_hashtags` of ``text``."""
    chosen = hashtag_words(text, rules, most)
    if not chosen:
        return text
    if position == "end":
        return text + " " + " ".join("#" + m.group().lower() for m in chosen)
    for found in sorted(chosen, key=lambda m: m.start(), reverse=True):
        text = text[: found.start()] + "#" + text[found.start() :]
    return text


def expected_finish(text: str, rules: MaxPackRules, options: dict[str, Any], hashtags: bool) -> str:
    """`hashtags`, `emojis` and `twitter` applied as `generate_post` documents."""
    facts = rules.generate
    if options.get("hashtags", hashtags):
        text = expected_auto(text, rules, "end", facts.hashtags_max)
    if options.get("emojis", False):
        text = f"{text} {facts.emoji}"
    limit = rules.text_limits["twitter"]
    if options.get("twitter", False) and len(text) > limit:
        text = text[: limit - 1] + facts.truncation_mark
    return text


def expected_generated_post(text: str, rules: MaxPackRules, options: dict[str, Any]) -> str:
    base = " ".join(text.split())
    base = base[0].upper() + base[1:]
    if base[-1] not in ".!?":
        base += "."
    return expected_finish(base, rules, options, hashtags=True)


def expected_sentiment(text: str, rules: MaxPackRules) -> tuple[str, float]:
    words = [w.casefold() for w in WORD.findall(text)]
    positive = sum(w in rules.generate.positive_words for w in words)
    negative = sum(w in rules.generate.negative_words for w in words)
    score = (positive - negative) / (positive + negative) if positive + negative else 0.0
    return ("positive" if score > 0 else "negative" if score < 0 else "neutral"), score
