"""`x-max-pack`: the documented sandbox behaviour of the Max Pack operations (per-network text
limits, word lists), read and checked once at load for the reference server and the suite."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from jsonschema import Draft202012Validator

from .loader import SpecLoadError
from .references import pointer

_WORDS = {
    "type": "array",
    "minItems": 1,
    "uniqueItems": True,
    "items": {"type": "string", "pattern": "^[a-z0-9]+$"},
}

#: The shape of `x-max-pack` (checked at load).
MAX_PACK_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["description", "textLimits", "moderation", "hashtags", "generate", "brand"],
    "properties": {
        "description": {"type": "string"},
        "textLimits": {
            "type": "object",
            "required": ["maxCharacters"],
            "properties": {
                "description": {"type": "string"},
                "maxCharacters": {
                    "type": "object",
                    "minProperties": 1,
                    "additionalProperties": {"type": "integer", "minimum": 1},
                },
            },
        },
        "hashtags": {
            "type": "object",
            "required": ["minWordLength", "stopWords", "recommendSuffixes", "banned"],
            "properties": {
                "description": {"type": "string"},
                "minWordLength": {"type": "integer", "minimum": 1},
                "stopWords": _WORDS,
                "recommendSuffixes": {
                    "type": "array",
                    "minItems": 1,
                    "uniqueItems": True,
                    "items": {"type": "string", "pattern": "^[a-z0-9]*$"},
                },
                "banned": _WORDS,
            },
        },
        "generate": {
            "type": "object",
            "required": [
                "mediaOnlyText",
                "emoji",
                "hashtagsMax",
                "truncationMark",
                "rewriteOpeners",
                "transcriptionTemplate",
                "sentiment",
            ],
            "properties": {
                "description": {"type": "string"},
                "mediaOnlyText": {"type": "string", "minLength": 1},
                "emoji": {"type": "string", "minLength": 1},
                "hashtagsMax": {"type": "integer", "minimum": 1},
                "truncationMark": {"type": "string", "minLength": 1, "maxLength": 1},
                "rewriteOpeners": {
                    "type": "array",
                    "minItems": 1,
                    "uniqueItems": True,
                    "items": {"type": "string", "minLength": 1},
                },
                "transcriptionTemplate": {"type": "string", "minLength": 1},
                "sentiment": {
                    "type": "object",
                    "required": ["positive", "negative"],
                    "properties": {"positive": _WORDS, "negative": _WORDS},
                },
            },
        },
        "brand": {
            "type": "object",
            "required": ["profileUrls"],
            "properties": {
                "description": {"type": "string"},
                "profileUrls": {
                    "type": "object",
                    "minProperties": 1,
                    "additionalProperties": {
                        "type": "string",
                        "pattern": "^https://.*[{]username[}]",
                    },
                },
            },
        },
        "moderation": {
            "type": "object",
            "required": ["categories"],
            "properties": {
                "description": {"type": "string"},
                "categories": {
                    "type": "object",
                    "minProperties": 1,
                    "propertyNames": {"pattern": "^[a-z]+$"},
                    "additionalProperties": _WORDS,
                },
            },
        },
    },
}


@dataclass(frozen=True)
class GenerateFacts:
    """`x-max-pack.generate`."""

    media_only_text: str
    emoji: str
    hashtags_max: int
    truncation_mark: str
    rewrite_openers: tuple[str, ...]
    #: With `{fileName}` and `{size}` placeholders.
    transcription_template: str
    positive_words: frozenset[str]
    negative_words: frozenset[str]


@dataclass(frozen=True)
class MaxPackRules:
    """`x-max-pack`, typed."""

    #: The most characters (Unicode code points) a post's text may have, per network, in
    #: the document's order.
    text_limits: Mapping[str, int]
    #: `moderation.categories`: category -> its lower-case words.
    moderation: Mapping[str, tuple[str, ...]]
    #: `hashtags.minWordLength`: the shortest word `auto_hashtags` makes a hashtag.
    hashtag_min_word_length: int
    #: `hashtags.stopWords`: words `auto_hashtags` never makes hashtags (lower case).
    hashtag_stop_words: frozenset[str]
    #: `hashtags.recommendSuffixes`: what `recommend_hashtags` appends to the keyword.
    recommend_suffixes: tuple[str, ...]
    #: `hashtags.banned`: the hashtags `check_banned_hashtag` reports banned (lower case).
    banned_hashtags: frozenset[str]
    #: `generate`: the facts of the generate operations' sandbox rules.
    generate: GenerateFacts
    #: `brand.profileUrls`: network -> address template with `{username}`.
    profile_urls: Mapping[str, str]

    def moderation_category(self, word: str) -> str | None:
        """The category whose list holds ``word`` (case-folded), or None."""
        folded = word.casefold()
        for category, words in self.moderation.items():
            if folded in words:
                return category
        return None


def read_max_pack(document: Mapping[str, Any], platforms: tuple[str, ...]) -> MaxPackRules | None:
    """The document's `x-max-pack` (None when it has none), checked: its shape, and every
    network of `textLimits` is a Platform."""
    raw = document.get("x-max-pack")
    if raw is None:
        return None
    errors = sorted(
        Draft202012Validator(MAX_PACK_SCHEMA).iter_errors(raw), key=lambda e: list(e.path)
    )
    if errors:
        first = errors[0]
        where = pointer("x-max-pack", *first.absolute_path)
        raise SpecLoadError(f"#{where}: {first.message[:200]}")
    limits = raw["textLimits"]["maxCharacters"]
    for where, networks in (
        ("textLimits/maxCharacters", limits),
        ("brand/profileUrls", raw["brand"]["profileUrls"]),
    ):
        unknown = [p for p in networks if p not in platforms]
        if unknown:
            raise SpecLoadError(f"#/x-max-pack/{where}: {unknown} are not Platforms")
    categories = raw["moderation"]["categories"]
    hashtags = raw["hashtags"]
    generate = raw["generate"]
    return MaxPackRules(
        text_limits={str(k): int(v) for k, v in limits.items()},
        moderation={str(k): tuple(str(w) for w in v) for k, v in categories.items()},
        hashtag_min_word_length=int(hashtags["minWordLength"]),
        hashtag_stop_words=frozenset(str(w) for w in hashtags["stopWords"]),
        recommend_suffixes=tuple(str(s) for s in hashtags["recommendSuffixes"]),
        banned_hashtags=frozenset(str(w) for w in hashtags["banned"]),
        generate=GenerateFacts(
            media_only_text=str(generate["mediaOnlyText"]),
            emoji=str(generate["emoji"]),
            hashtags_max=int(generate["hashtagsMax"]),
            truncation_mark=str(generate["truncationMark"]),
            rewrite_openers=tuple(str(o) for o in generate["rewriteOpeners"]),
            transcription_template=str(generate["transcriptionTemplate"]),
            positive_words=frozenset(str(w) for w in generate["sentiment"]["positive"]),
            negative_words=frozenset(str(w) for w in generate["sentiment"]["negative"]),
        ),
        profile_urls={str(k): str(v) for k, v in raw["brand"]["profileUrls"].items()},
    )
