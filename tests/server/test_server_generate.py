"""The generate operations (Max Pack) on the reference server: the documented sandbox rules of
`x-max-pack.generate` for posts, rewrites, transcriptions (media library only), translations,
alt text (image size from the stored file) and sentiment."""

from __future__ import annotations

import pytest

from spec_model import MaxPackRules, ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.server.image_server import image_bytes
from tests.server.server_harness import Api


@pytest.fixture(scope="module")
def rules() -> MaxPackRules:
    found = ServiceSpec.load().max_pack
    assert found is not None
    return found


def test_generate_post_rule(api: Api, rules: MaxPackRules) -> None:
    facts = rules.generate
    text = "  our bakery   opens a second shop downtown "
    body = api.ok("POST", "/generate/post", json={"text": text, "emojis": True})
    base = "Our bakery opens a second shop downtown."
    post = f"{base} #downtown #bakery {facts.emoji}"
    # usage: the words of the text sent and of the post (7 + 9); the month's total so far
    assert body == {"status": "success", "post": post, "usage": 16, "totalMonthlyUsage": 16}
    body = api.ok("POST", "/generate/post", json={"text": "Done!", "hashtags": False})
    assert (body["post"], body["usage"], body["totalMonthlyUsage"]) == ("Done!", 2, 18)
    # `post`, the text's name in some of the page's samples, is read as `text` (text wins)
    body = api.ok("POST", "/generate/post", json={"post": "Done!", "hashtags": False})
    assert (body["post"], body["totalMonthlyUsage"]) == ("Done!", 20)
    both = {"text": "First", "post": "Second", "hashtags": False}
    assert api.ok("POST", "/generate/post", json=both)["post"] == "First."
    media = api.ok("POST", "/generate/post", json={"mediaUrls": ["https://example.com/a.png"]})
    # hashtags default to true: "media" and "post" (4+ letters, not stop words), longest first
    assert media["post"] == f"{facts.media_only_text} #media #post"
    api.error(int(ErrorCode.INVALID_REQUEST), "POST", "/generate/post", json={"emojis": True})
    limit = rules.text_limits["twitter"]
    long = api.ok(
        "POST",
        "/generate/post",
        json={"text": "a" * (limit + 50), "twitter": True, "hashtags": False},
    )["post"]
    assert len(long) == limit and long.endswith(facts.truncation_mark)


def test_generate_rewrite_is_reversible(api: Api, rules: MaxPackRules) -> None:
    openers = rules.generate.rewrite_openers
    body = api.ok("POST", "/generate/rewrite", json={"post": "Our new logo is here!"})
    assert body["posts"] == [o + "Our new logo is here!" for o in openers[:5]]
    body = api.ok("POST", "/generate/rewrite", json={"post": "Logo", "rewrites": 3, "emojis": True})
    assert body["posts"] == [f"{o}Logo {rules.generate.emoji}" for o in openers[:3]]
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/generate/rewrite",
        json={"post": "Logo", "rewrites": 11},
    )


def test_transcription_needs_library_media(api: Api, rules: MaxPackRules) -> None:
    video = b"\x00\x00\x00\x18ftypmp42" + bytes(100)
    item = api.ok("POST", "/media/upload", files={"file": ("launch.mp4", video)})
    body = api.ok("POST", "/generate/transcription", json={"videoUrl": item["url"]})
    template = rules.generate.transcription_template
    want = template.replace("{fileName}", "launch.mp4").replace("{size}", str(len(video)))
    assert body == {"status": "success", "transcription": want}
    api.error(
        int(ErrorCode.MEDIA_UNAVAILABLE),
        "POST",
        "/generate/transcription",
        json={"videoUrl": "https://example.com/launch.mp4"},
    )


def test_translate_and_alt_text(api: Api) -> None:
    body = api.ok("POST", "/generate/translate", json={"text": "Hello", "lang": "pt-BR"})
    assert body == {"status": "success", "translation": "[pt-BR] Hello", "lang": "pt-BR"}
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/generate/translate",
        json={"text": "Hello", "lang": "french"},
    )
    image = api.ok("POST", "/media/upload", files={"file": ("i.png", image_bytes(64, 48))})
    body = api.ok("POST", "/generate/altText", json={"url": image["url"]})
    assert body == {
        "status": "success",
        "altText": "An image of 64x48 pixels.",
        "url": image["url"],
    }
    body = api.ok(
        "POST",
        "/generate/altText",
        json={"url": image["url"], "keywords": ["logo", "red"], "lang": "de"},
    )
    assert body["altText"] == "[de] An image of 64x48 pixels showing logo, red."
    text = api.ok("POST", "/media/upload", files={"file": ("notes.txt", b"not an image")})
    api.error(
        int(ErrorCode.MEDIA_TYPE_NOT_SUPPORTED),
        "POST",
        "/generate/altText",
        json={"url": text["url"]},
    )
    # A public address is fetched (this server runs with --no-external-fetch: not fetchable)
    api.error(
        int(ErrorCode.MEDIA_NOT_FETCHABLE),
        "POST",
        "/generate/altText",
        json={"url": "https://example.com/i.png"},
    )


@pytest.mark.parametrize(
    ("text", "sentiment", "score"),
    [
        ("We LOVE our fresh bread, but the queue was terrible", "positive", 1 / 3),
        ("Bad, bad, sad day", "negative", -1.0),
        ("Good and bad", "neutral", 0.0),
        ("Nothing to say", "neutral", 0.0),
        ("goodness", "neutral", 0.0),
    ],
)
def test_sentiment_word_lists(api: Api, text: str, sentiment: str, score: float) -> None:
    body = api.ok("POST", "/generate/sentiment", json={"text": text})
    assert body == {"status": "success", "sentiment": sentiment, "score": score}
