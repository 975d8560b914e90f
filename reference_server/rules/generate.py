"""Generate rules (Max Pack): write, rewrite and translate posts, transcribe a video, describe
an image and judge a text's sentiment, all by the fixed sandbox rules each operation documents
with the facts of the spec's `x-max-pack.generate` (no AI; only alt text fetches an image that
is not in the media library, as `get_media_meta` does).
Requests are read as their generated models (`Call.body_as`; `generate_post`'s anyOf body as
the union of its branches), whose defaults are the spec's (`hashtags`, `rewrites`); answers
are built as the generated models."""

from __future__ import annotations

import io
from typing import Literal

from PIL import Image, UnidentifiedImageError
from pydantic import MISSING, TypeAdapter
from social_publishing_models import (
    AltText,
    AltTextRequest,
    GeneratedPost,
    GenerateFromMedia,
    GenerateFromPostField,
    GenerateFromText,
    GeneratePostRequest,
    RewriteRequest,
    Rewrites,
    Sentiment,
    SentimentRequest,
    Transcription,
    TranscriptionRequest,
    TranslateRequest,
)
from social_publishing_models import Translation as TranslationModel

from spec_model import MaxPackRules
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..media.retention import live_media, own_media_id
from ..service import Call, Service
from ..store import MediaRow
from .hashtags import chosen_words
from .media_extras import media_file
from .validate import WORD, rules

#: The network whose text limit `twitter: true` keeps to.
TWITTER = Network.TWITTER
#: An image's alt text before its keywords.
ALT_TEXT = "An image of {width}x{height} pixels"


#: `generate_post`'s body: the spec's anyOf `GeneratePostRequest`, one generated model per branch.
GENERATE_POST: TypeAdapter[GenerateFromText | GenerateFromMedia | GenerateFromPostField] = (
    TypeAdapter(GeneratePostRequest)
)
#: The `meta` key of a profile's generate_post tokens in a month (`totalMonthlyUsage`).
USAGE_KEY = "generate-usage:{profile}:{month}"


def finish(
    text: str,
    max_pack: MaxPackRules,
    options: GenerateFromText | GenerateFromMedia | GenerateFromPostField | RewriteRequest,
) -> str:
    """Apply `hashtags`, `emojis` and `twitter` (each defaulted by the spec), in that order."""
    facts = max_pack.generate
    if options.hashtags is True:
        chosen = chosen_words(text, max_pack, facts.hashtags_max)
        if chosen:
            text = text + " " + " ".join("#" + m.group().lower() for m in chosen)
    if options.emojis is True:
        text = f"{text} {facts.emoji}"
    limit = max_pack.text_limits[TWITTER]
    if options.twitter is True and len(text) > limit:
        text = text[: limit - 1] + facts.truncation_mark
    return text


def _base(text: str) -> str:
    text = " ".join(text.split())
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


async def generate_post(service: Service, call: Call) -> GeneratedPost:
    request = call.body_one_of(GENERATE_POST)
    max_pack = rules(service)
    # `post` is the deprecated name of `text` (some of the page's samples); `text` wins
    sent = request.text if request.text is not MISSING else request.post
    if sent is not MISSING and _base(sent):
        text = _base(sent)
    elif request.media_urls is not MISSING and request.media_urls:
        text = max_pack.generate.media_only_text
    else:
        raise ApiError(ErrorCode.INVALID_REQUEST, "Give a text or mediaUrls to write about.")
    post = finish(text, max_pack, request)
    usage = len(WORD.findall("" if sent is MISSING else sent)) + len(WORD.findall(post))
    key = USAGE_KEY.format(profile=call.profile.id, month=service.now().strftime("%Y-%m"))
    with service.store.transaction():
        total = int(service.store.meta.get(key) or 0) + usage
        service.store.meta.set(key, str(total))
    return GeneratedPost(post=post, usage=usage, total_monthly_usage=total)


async def generate_rewrite(service: Service, call: Call) -> Rewrites:
    request = call.body_as(RewriteRequest)
    max_pack = rules(service)
    openers = max_pack.generate.rewrite_openers[: request.rewrites]
    posts = [finish(opener + request.post, max_pack, request) for opener in openers]
    return Rewrites(posts=posts)


def _library_item(service: Service, call: Call, url: str) -> MediaRow:
    media_id = own_media_id(call, url)
    row = live_media(service, media_id) if media_id is not None else None
    if row is None:
        raise ApiError(
            ErrorCode.MEDIA_UNAVAILABLE,
            "The media must be an unexpired item of the media library (upload_media).",
        )
    return row


async def generate_transcription(service: Service, call: Call) -> Transcription:
    row = _library_item(service, call, call.body_as(TranscriptionRequest).video_url)
    template = rules(service).generate.transcription_template
    text = template.replace("{fileName}", row.file_name).replace("{size}", str(row.size))
    return Transcription(transcription=text)


def translate(text: str, lang: str) -> str:
    """The sandbox's reversible translation."""
    return f"[{lang}] {text}"


async def generate_translate(service: Service, call: Call) -> TranslationModel:
    request = call.body_as(TranslateRequest)
    return TranslationModel(translation=translate(request.text, request.lang), lang=request.lang)


async def generate_alt_text(service: Service, call: Call) -> AltText:
    request = call.body_as(AltTextRequest)
    found = await media_file(service, call, request.url)  # the library's, or fetched
    try:
        with Image.open(io.BytesIO(found.data)) as image:
            width, height = image.size
    except (UnidentifiedImageError, OSError, ValueError, Image.DecompressionBombError):
        raise ApiError(
            ErrorCode.MEDIA_TYPE_NOT_SUPPORTED, "The media type is not supported; not an image."
        ) from None
    text = ALT_TEXT.format(width=width, height=height)
    if request.keywords is not MISSING and request.keywords:
        text += " showing " + ", ".join(request.keywords)
    text += "."
    lang = "en" if request.lang is MISSING else request.lang
    return AltText(alt_text=translate(text, lang) if lang != "en" else text, url=request.url)


async def generate_sentiment(service: Service, call: Call) -> Sentiment:
    facts = rules(service).generate
    words = [w.casefold() for w in WORD.findall(call.body_as(SentimentRequest).text)]
    positive = sum(w in facts.positive_words for w in words)
    negative = sum(w in facts.negative_words for w in words)
    score = (positive - negative) / (positive + negative) if positive + negative else 0.0
    sentiment: Literal["positive", "negative", "neutral"] = (
        "positive" if score > 0 else "negative" if score < 0 else "neutral"
    )
    return Sentiment(sentiment=sentiment, score=score)
