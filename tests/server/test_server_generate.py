"""The generate operations (Max Pack) on the reference server where no proven contract rule
looks: `text` wins over `post`, a `lang` off its pattern is refused, and alt text of a public
address is fetched (not fetchable on this server, run with --no-external-fetch). The documented
sandbox rules of `x-max-pack.generate` themselves: `contract_tests/test_rules_generate.py`."""

from __future__ import annotations

from spec_model.error_codes import ErrorCode
from tests.server.server_harness import Api


def test_generate_post_text_wins_over_post(api: Api) -> None:
    """`post`, the text's name in some of the page's samples, gives way to `text`."""
    both = {"text": "First", "post": "Second", "hashtags": False}
    assert api.ok("POST", "/generate/post", json=both)["post"] == "First."


def test_translate_lang_pattern_and_alt_text_fetch(api: Api) -> None:
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/generate/translate",
        json={"text": "Hello", "lang": "french"},
    )
    # A public address is fetched (this server runs with --no-external-fetch: not fetchable)
    api.error(
        int(ErrorCode.MEDIA_NOT_FETCHABLE),
        "POST",
        "/generate/altText",
        json={"url": "https://example.com/i.png"},
    )
