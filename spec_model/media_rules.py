"""`x-media-rules`: the networks' documented media and text rules a post is checked against,
read and checked once at load (shape, networks, catalogued codes, the page of each rule) for
the reference server and the contract suite."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from jsonschema import Draft202012Validator

from .loader import SpecLoadError
from .references import pointer

#: A documented page of the service (every rule names the one it is taken from).
PAGE_PATTERN = r"^https://www\.ayrshare\.com/docs/"
_RATIO = {"type": "string", "pattern": r"^[0-9]+(\.[0-9]+)?:[0-9]+(\.[0-9]+)?$"}
_COMMON = {
    "rule": {"type": "string"},
    "errorCode": {"type": "integer"},
    "source": {"type": "string", "pattern": PAGE_PATTERN},
    "note": {"type": "string"},
}
_COUNT = {"type": "integer", "minimum": 0}
_PIXELS = {"type": "integer", "minimum": 1}
_SECONDS = {"type": "number", "exclusiveMinimum": 0}
_BYTES = {"type": "integer", "minimum": 1}


def _kind(name: str, required: list[str], properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "if": {"properties": {"rule": {"const": name}}},
        "then": {
            "required": required,
            "properties": {**_COMMON, **properties},
            "additionalProperties": False,
        },
    }


#: The rule kinds and their fields.
RULE_KINDS = (
    "maxImages",
    "maxVideos",
    "imageSize",
    "imageMaxPixels",
    "imageAspectRatio",
    "videoDuration",
    "videoAspectRatio",
    "imageFileSize",
    "videoFileSize",
)
#: The kinds whose bounds are width:height ratios (`min`, `max`).
RATIO_KINDS = ("imageAspectRatio", "videoAspectRatio")

MEDIA_RULES_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["description", "appliedBy", "videoExtensions", "textLength", "networks"],
    "additionalProperties": False,
    "properties": {
        "description": {"type": "string"},
        "appliedBy": {"type": "array", "minItems": 1, "items": {"type": "string"}},
        "videoExtensions": {
            "type": "array",
            "minItems": 1,
            "items": {"type": "string", "pattern": r"^\.[a-z0-9]+$"},
        },
        "textLength": {
            "type": "object",
            "required": ["errorCode", "truncatedOn", "source"],
            "additionalProperties": False,
            "properties": {
                "errorCode": {"type": "integer"},
                "truncatedOn": {"type": "array", "items": {"type": "string"}},
                "splitWhen": {
                    "type": "object",
                    "additionalProperties": {
                        "type": "string",
                        "pattern": r"^[a-zA-Z]+Options\.[a-zA-Z]+$",
                    },
                },
                "source": {"type": "string", "pattern": PAGE_PATTERN},
            },
        },
        "networks": {
            "type": "object",
            "additionalProperties": {
                "type": "array",
                "minItems": 1,
                "items": {
                    "type": "object",
                    "required": ["rule", "errorCode", "source"],
                    "properties": {"rule": {"enum": list(RULE_KINDS)}},
                    "allOf": [
                        _kind("maxImages", ["max"], {"max": _COUNT}),
                        _kind("maxVideos", ["max"], {"max": _COUNT}),
                        _kind(
                            "imageSize",
                            [],
                            {
                                "minWidth": _PIXELS,
                                "maxWidth": _PIXELS,
                                "minHeight": _PIXELS,
                                "maxHeight": _PIXELS,
                            },
                        ),
                        _kind("imageMaxPixels", ["max"], {"max": _PIXELS}),
                        _kind(
                            "imageAspectRatio",
                            ["min", "max"],
                            {
                                "min": _RATIO,
                                "max": _RATIO,
                                "alsoAccepted": {"type": "array", "items": _RATIO},
                            },
                        ),
                        _kind(
                            "videoDuration",
                            [],
                            {"minSeconds": _SECONDS, "maxSeconds": _SECONDS},
                        ),
                        _kind("videoAspectRatio", ["min", "max"], {"min": _RATIO, "max": _RATIO}),
                        _kind("imageFileSize", ["maxBytes"], {"maxBytes": _BYTES}),
                        _kind("videoFileSize", ["maxBytes"], {"maxBytes": _BYTES}),
                    ],
                },
            },
        },
    },
}


def ratio(text: str) -> Fraction:
    """`"W:H"` as the exact fraction W/H (`"1.91:1"` is 191/100)."""
    width, height = text.split(":")
    return Fraction(width) / Fraction(height)


@dataclass(frozen=True)
class MediaRule:
    """One documented rule of one network: its kind (`rule`), the code a post breaking it
    gets, its page, and its bounds (None where the page sets none)."""

    network: str
    kind: str
    error_code: int
    source: str
    #: `maxImages`, `maxVideos`, `imageMaxPixels`: the most allowed.
    max_count: int | None = None
    min_width: int | None = None
    max_width: int | None = None
    min_height: int | None = None
    max_height: int | None = None
    #: `imageAspectRatio`, `videoAspectRatio`: width/height bounds (and, for images, the
    #: ratios also accepted).
    min_ratio: Fraction | None = None
    max_ratio: Fraction | None = None
    also_ratios: tuple[Fraction, ...] = ()
    min_seconds: float | None = None
    max_seconds: float | None = None
    #: `imageFileSize`, `videoFileSize`: the most bytes a file of the kind may have.
    max_bytes: int | None = None

    def image_problem(self, width: int, height: int) -> str | None:
        """Why an image of `width` x `height` breaks this rule (None when it does not, or the
        rule is not about image pixels)."""
        if self.kind == "imageSize":
            for bound, value, label, low in (
                (self.min_width, width, "width", True),
                (self.max_width, width, "width", False),
                (self.min_height, height, "height", True),
                (self.max_height, height, "height", False),
            ):
                if bound is not None and (value < bound if low else value > bound):
                    side = "at least" if low else "at most"
                    return f"its {label} is {value} px; {self.network} takes {side} {bound} px"
        pixels = width * height
        if self.kind == "imageMaxPixels" and self.max_count is not None and pixels > self.max_count:
            return f"it has {pixels} pixels; {self.network} takes at most {self.max_count}"
        if self.kind == "imageAspectRatio" and self.min_ratio is not None:
            found = Fraction(width, height)
            assert self.max_ratio is not None
            if not (self.min_ratio <= found <= self.max_ratio) and found not in self.also_ratios:
                return (
                    f"its aspect ratio is {width}:{height}; {self.network} takes "
                    f"{self.min_ratio} to {self.max_ratio} (width/height)"
                    + (
                        f" or {', '.join(str(r) for r in self.also_ratios)}"
                        if self.also_ratios
                        else ""
                    )
                )
        return None

    def file_problem(self, is_video: bool, size: int) -> str | None:
        """Why a file of `size` bytes (a video or an image) breaks this rule (None when it does
        not, or the rule is not about the size of files of its kind)."""
        kind = "videoFileSize" if is_video else "imageFileSize"
        if self.kind != kind or self.max_bytes is None or size <= self.max_bytes:
            return None
        what = "video" if is_video else "image"
        return f"the {what} file has {size} bytes; {self.network} takes at most {self.max_bytes}"

    def video_size_problem(self, width: int, height: int) -> str | None:
        """Why a video of `width` x `height` pixels breaks this rule (None when it does not, or
        the rule is not about a video's aspect ratio)."""
        if self.kind != "videoAspectRatio" or self.min_ratio is None or self.max_ratio is None:
            return None
        if self.min_ratio <= Fraction(width, height) <= self.max_ratio:
            return None
        return (
            f"the video's aspect ratio is {width}:{height}; {self.network} takes "
            f"{self.min_ratio} to {self.max_ratio} (width/height)"
        )

    def video_problem(self, seconds: float) -> str | None:
        """Why a video of `seconds` breaks this rule (None when it does not, or the rule is not
        about durations)."""
        if self.kind != "videoDuration":
            return None
        if self.min_seconds is not None and seconds < self.min_seconds:
            return f"it lasts {seconds:g} s; {self.network} takes at least {self.min_seconds:g} s"
        if self.max_seconds is not None and seconds > self.max_seconds:
            return f"it lasts {seconds:g} s; {self.network} takes at most {self.max_seconds:g} s"
        return None


@dataclass(frozen=True)
class MediaRules:
    """`x-media-rules`: the rules of each network, the video file extensions, and the text
    length rule (its code, the networks that shorten instead, its page)."""

    rules: tuple[MediaRule, ...]
    video_extensions: tuple[str, ...]
    text_error_code: int
    text_truncated_on: frozenset[str]
    #: network -> (its options field, the flag in it) that splits a long text into a thread.
    text_split_when: dict[str, tuple[str, str]]
    text_source: str

    def of(self, network: str) -> tuple[MediaRule, ...]:
        return tuple(r for r in self.rules if r.network == network)


def _rule(network: str, raw: Mapping[str, Any]) -> MediaRule:
    def opt(name: str) -> Any:
        return raw.get(name)

    return MediaRule(
        network=network,
        kind=str(raw["rule"]),
        error_code=int(raw["errorCode"]),
        source=str(raw["source"]),
        max_count=None if opt("max") is None or raw["rule"] in RATIO_KINDS else int(raw["max"]),
        min_width=opt("minWidth"),
        max_width=opt("maxWidth"),
        min_height=opt("minHeight"),
        max_height=opt("maxHeight"),
        min_ratio=ratio(raw["min"]) if raw["rule"] in RATIO_KINDS else None,
        max_ratio=ratio(raw["max"]) if raw["rule"] in RATIO_KINDS else None,
        also_ratios=tuple(ratio(r) for r in raw.get("alsoAccepted") or ()),
        min_seconds=None if opt("minSeconds") is None else float(raw["minSeconds"]),
        max_seconds=None if opt("maxSeconds") is None else float(raw["maxSeconds"]),
        max_bytes=None if opt("maxBytes") is None else int(raw["maxBytes"]),
    )


def read_media_rules(
    document: Mapping[str, Any], platforms: tuple[str, ...], codes: frozenset[int]
) -> MediaRules | None:
    """The document's `x-media-rules` (None when it has none), checked: its shape, every
    network is a Platform, every code is catalogued (`codes`), every rule names its page."""
    raw = document.get("x-media-rules")
    if raw is None:
        return None
    errors = sorted(
        Draft202012Validator(MEDIA_RULES_SCHEMA).iter_errors(raw), key=lambda e: list(e.path)
    )
    if errors:
        first = errors[0]
        where = pointer("x-media-rules", *first.absolute_path)
        raise SpecLoadError(f"#{where}: {first.message[:200]}")
    text = raw["textLength"]
    split_when = dict(text.get("splitWhen") or {})
    named = list(raw["networks"]) + list(text["truncatedOn"]) + list(split_when)
    unknown = [p for p in named if p not in platforms]
    if unknown:
        raise SpecLoadError(f"#/x-media-rules: {unknown} are not Platforms")
    rules = tuple(_rule(n, r) for n, items in raw["networks"].items() for r in items)
    for index, rule in enumerate(rules):
        if rule.error_code not in codes:
            raise SpecLoadError(
                f"#/x-media-rules/networks/{rule.network}: rule {rule.kind} names code "
                f"{rule.error_code}, which x-error-catalogue does not list (rule {index})"
            )
    if int(text["errorCode"]) not in codes:
        raise SpecLoadError(
            f"#/x-media-rules/textLength/errorCode: {text['errorCode']} is not catalogued"
        )
    return MediaRules(
        rules=rules,
        video_extensions=tuple(str(e) for e in raw["videoExtensions"]),
        text_error_code=int(text["errorCode"]),
        text_truncated_on=frozenset(str(p) for p in text["truncatedOn"]),
        text_split_when={
            str(network): (str(option).partition(".")[0], str(option).partition(".")[2])
            for network, option in split_when.items()
        },
        text_source=str(text["source"]),
    )


__all__ = ["RULE_KINDS", "MediaRule", "MediaRules", "ratio", "read_media_rules"]
