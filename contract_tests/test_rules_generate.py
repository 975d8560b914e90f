"""Rules of the generate operations (Max Pack), as each operation documents its sandbox rule
with the facts of `x-max-pack.generate`: a post written from a text (or media only) with
hashtags, emoji and X's limit applied; rewrites made of the documented openers; a
transcription of a media-library video only; the reversible translation; alt text from the
image's size and the keywords; the sentiment from the documented word lists.

Everything here uses the public API on a fresh User Profile. A target whose account lacks
the Max Pack add-on answers its code; the tests then skip.
"""

from __future__ import annotations

from typing import Any

import httpx

from contract_tests.fixtures import UserProfile
from contract_tests.max_pack_rules import (
    WORD,
    call_max_pack,
    expected_finish,
    expected_generated_post,
    expected_sentiment,
    rules_of,
)
from contract_tests.samples import png_bytes, unique_name
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId


def _upload(client: ApiClient, spec: ApiSpec, name: str, content: bytes, media_type: str) -> Any:
    response = client.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, content, media_type)},
        data={"fileName": name},
    )
    return client.expect_status(response, 200, "upload_media stores the file")


def _expect(client: ApiClient, response: httpx.Response, rule: str, want: Any) -> None:
    body = client.expect_status(response, 200, rule)
    if body != want:
        client.fail(response, rule, f"expected {want}")


POST_CASES: list[dict[str, Any]] = [
    {"text": "our bakery opens a second shop downtown"},
    {"text": "  fresh   croissants daily!  ", "emojis": True},
    {"text": "Opening hours change on Monday?", "hashtags": False, "emojis": True},
    {"text": "sourdough " * 40, "twitter": True},
    {"text": "Short one", "twitter": True, "hashtags": False},
]


def _send(
    client: ApiClient, spec: ApiSpec, operation_id: OperationId, body: Any, **kw: Any
) -> httpx.Response:
    return call_max_pack(client, spec, operation_id, json_body=body, **kw)


def _words(text: str) -> int:
    return len(WORD.findall(text))


def _expect_generated(
    client: ApiClient, response: httpx.Response, rule: str, want: str, sent: str, total: int
) -> int:
    """The answer is the documented post with its token counters: `usage` the words of the
    text sent and of the post, `totalMonthlyUsage` the profile's running total (restarted
    when the service's month turned between two calls); the new total."""
    body = client.expect_status(response, 200, rule)
    usage = _words(sent) + _words(want)
    if not isinstance(body, dict) or body.get("usage") != usage:
        client.fail(response, rule, f"expected post {want!r} and usage {usage}")
    if body.get("totalMonthlyUsage") not in (total + usage, usage):
        client.fail(response, f"{rule}: totalMonthlyUsage adds usage to the month's total")
    if {k: v for k, v in body.items() if k not in ("usage", "totalMonthlyUsage")} != {
        "status": "success",
        "post": want,
    }:
        client.fail(response, rule, f"expected post {want!r}")
    return int(body["totalMonthlyUsage"])


def test_generate_post_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    rules = rules_of(spec)
    client = user_profile.client
    total = 0
    for case in POST_CASES:
        want = expected_generated_post(case["text"], rules, case)
        rule = f"generate_post follows the documented rule for {sorted(case)}"
        response = _send(client, spec, OperationId.GENERATE_POST, case)
        total = _expect_generated(client, response, rule, want, case["text"], total)
    # `post`, the text's name in some of the page's samples (deprecated), is read as `text`
    case = POST_CASES[0]
    rule = "generate_post reads `post` as the text when `text` is not sent"
    response = _send(client, spec, OperationId.GENERATE_POST, {"post": case["text"]})
    want = expected_generated_post(case["text"], rules, case)
    total = _expect_generated(client, response, rule, want, case["text"], total)
    rule = "generate_post reads `text` when both `text` and `post` are sent"
    both = {"text": case["text"], "post": "Another text"}
    response = _send(client, spec, OperationId.GENERATE_POST, both)
    total = _expect_generated(client, response, rule, want, case["text"], total)
    media = {"mediaUrls": ["https://example.com/shop.png"], "hashtags": False}
    response = _send(client, spec, OperationId.GENERATE_POST, media)
    rule = "generate_post writes the documented text about media only"
    _expect_generated(client, response, rule, rules.generate.media_only_text, "", total)
    response = _send(client, spec, OperationId.GENERATE_POST, {"emojis": True})
    client.expect_error(response, "invalid_request", "generate_post needs a text or mediaUrls")
    response = _send(client, spec, OperationId.GENERATE_POST, {"text": " \t "})
    client.expect_error(response, "invalid_request", "generate_post needs a text with a letter")


def test_generate_rewrite_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    rules = rules_of(spec)
    client = user_profile.client
    openers = rules.generate.rewrite_openers
    cases: list[dict[str, Any]] = [
        {"post": "Our new logo is here!"},
        {"post": "Our new logo is here!", "rewrites": 1},
        {"post": "Bakery news", "rewrites": len(openers), "emojis": True, "hashtags": True},
    ]
    for case in cases:
        count = case.get("rewrites", 5)
        want = [expected_finish(o + case["post"], rules, case, False) for o in openers[:count]]
        rule = f"generate_rewrite makes {count} documented rewrites"
        response = _send(client, spec, OperationId.GENERATE_REWRITE, case)
        _expect(client, response, rule, {"status": "success", "posts": want})


def test_generate_transcription_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    rules = rules_of(spec)
    client = user_profile.client
    name = unique_name("launch", ".mp4")
    video = b"\x00\x00\x00\x18ftypmp42" + bytes(64)
    item = _upload(client, spec, name, video, "video/mp4")
    template = rules.generate.transcription_template
    want = template.replace("{fileName}", name).replace("{size}", str(len(video)))
    response = _send(client, spec, OperationId.GENERATE_TRANSCRIPTION, {"videoUrl": item["url"]})
    rule = "generate_transcription of a media-library video follows the documented template"
    _expect(client, response, rule, {"status": "success", "transcription": want})
    outside = {"videoUrl": "https://example.com/launch.mp4"}
    response = _send(client, spec, OperationId.GENERATE_TRANSCRIPTION, outside)
    client.expect_error(
        response, "media_unavailable", "generate_transcription needs a media-library video"
    )


def test_generate_translate_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    for lang in ("fr", "pt-BR"):
        body = {"text": "Our new logo is here!", "lang": lang}
        want = {"status": "success", "translation": f"[{lang}] {body['text']}", "lang": lang}
        response = _send(client, spec, OperationId.GENERATE_TRANSLATE, body)
        _expect(client, response, f"generate_translate into {lang} is the documented text", want)
    response = _send(client, spec, OperationId.GENERATE_TRANSLATE, {"text": "Hi", "lang": "french"})
    client.expect_error(
        response, "invalid_request", "generate_translate refuses a lang off LanguageCode"
    )


def test_generate_alt_text_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    item = _upload(client, spec, unique_name("alt", ".png"), png_bytes(30, 20), "image/png")
    cases: list[tuple[dict[str, Any], str]] = [
        ({}, "An image of 30x20 pixels."),
        ({"keywords": ["logo", "red"]}, "An image of 30x20 pixels showing logo, red."),
        ({"keywords": ["logo"], "lang": "de"}, "[de] An image of 30x20 pixels showing logo."),
    ]
    for extra, want in cases:
        rule = f"generate_alt_text follows the documented rule for {sorted(extra)}"
        response = _send(client, spec, OperationId.GENERATE_ALT_TEXT, {"url": item["url"], **extra})
        _expect(client, response, rule, {"status": "success", "altText": want, "url": item["url"]})


SENTIMENT_TEXTS = [
    "We LOVE our fresh bread, but the queue was terrible",
    "Bad, bad, sad day",
    "Good and bad",
    "Nothing to say about goodness",
]


def test_generate_sentiment_rule(user_profile: UserProfile, spec: ApiSpec) -> None:
    rules = rules_of(spec)
    client = user_profile.client
    for text in SENTIMENT_TEXTS:
        sentiment, score = expected_sentiment(text, rules)
        rule = f"generate_sentiment judges {text!r} {sentiment} by the documented word lists"
        response = _send(client, spec, OperationId.GENERATE_SENTIMENT, {"text": text})
        _expect(
            client, response, rule, {"status": "success", "sentiment": sentiment, "score": score}
        )
