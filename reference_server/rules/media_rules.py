"""The networks' documented media and text rules (`x-media-rules`), checked on a post for each
targeted network.

`broken_rules` gives, for each network a post breaks a rule of, the rule's catalogued code and
a message naming the media and the page; the post rules turn each into that network's `errors`
entry (the others publish). What is checked, as `x-media-rules` says:

* the counts of images and videos among `mediaUrls`, on every address (an uploaded item by
  its stored media type; another address by `isVideo` or its path's extension);
* image pixel sizes, pixel counts and aspect ratios, video durations and aspect ratios, and
  file sizes, on media uploaded to this server only: an image's size is read from its header
  (Pillow, no decoding), a video's duration from the movie header (`mvhd`) of its
  MP4/QuickTime file and its width and height from the header (`tkhd`) of its first track
  with a picture (`media.mp4_facts`), a file's size from the stored file;
* the text length against `x-max-pack.textLimits`, except on the networks that shorten text.

One entry per network: the text length first, then the first of the network's rules the post
breaks, in the spec's order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from PIL import Image, UnidentifiedImageError

from spec_model.error_codes import ErrorCode
from spec_model.media_rules import MediaRule, MediaRules

from ..media.mp4_facts import mp4_file_facts
from ..service import Call, Service
from .media_retention import live_media, own_media_id


@dataclass(frozen=True)
class MediaItem:
    """One address of `mediaUrls`: whether it is a video, and what this server knows of it
    (uploaded media only): an image's pixel size, a video's duration in seconds and its pixel
    size, the file's size in bytes."""

    url: str
    is_video: bool
    size: tuple[int, int] | None = None
    seconds: float | None = None
    video_size: tuple[int, int] | None = None
    file_bytes: int | None = None


@dataclass(frozen=True)
class Broken:
    """A rule a post breaks on one network: the network, the rule's code, why."""

    platform: str
    code: ErrorCode
    message: str


def image_size(path: Path) -> tuple[int, int] | None:
    """An image file's (width, height) from its header, None when it is not an image."""
    try:
        with Image.open(path) as picture:
            width, height = picture.size
    except (OSError, UnidentifiedImageError, Image.DecompressionBombError, ValueError):
        return None
    return int(width), int(height)


def media_items(
    service: Service, call: Call, urls: list[str], is_video: bool, rules: MediaRules
) -> list[MediaItem]:
    """What the rules can know of each address of `mediaUrls`."""
    items: list[MediaItem] = []
    for url in urls:
        media_id = own_media_id(call, url)
        row = None if media_id is None else live_media(service, media_id)
        if row is None or media_id is None:
            path = urlsplit(url).path.lower()
            video = is_video or path.endswith(rules.video_extensions)
            items.append(MediaItem(url, video))
            continue
        file = service.media.path(media_id)
        try:
            length: int | None = file.stat().st_size
        except OSError:
            length = None
        if row.content_type.startswith("video/"):
            facts = mp4_file_facts(file)
            seconds = None if facts is None else facts.seconds
            pixels = None if facts is None else facts.picture
            items.append(
                MediaItem(url, True, seconds=seconds, video_size=pixels, file_bytes=length)
            )
        elif row.content_type.startswith("image/"):
            items.append(MediaItem(url, False, size=image_size(file), file_bytes=length))
        else:
            items.append(MediaItem(url, False))
    return items


def _count_problem(rule: MediaRule, items: list[MediaItem]) -> str | None:
    if rule.max_count is None or rule.kind not in ("maxImages", "maxVideos"):
        return None
    videos = rule.kind == "maxVideos"
    count = sum(1 for item in items if item.is_video == videos)
    if count <= rule.max_count:
        return None
    what = "videos" if videos else "images"
    return f"the post has {count} {what}; {rule.network} takes at most {rule.max_count}"


def _item_problem(rule: MediaRule, item: MediaItem) -> str | None:
    problems = (
        None if item.size is None else rule.image_problem(*item.size),
        None if item.seconds is None else rule.video_problem(item.seconds),
        None if item.video_size is None else rule.video_size_problem(*item.video_size),
        None if item.file_bytes is None else rule.file_problem(item.is_video, item.file_bytes),
    )
    problem = next((p for p in problems if p), None)
    return None if problem is None else f"{item.url[:300]}: {problem}"


def broken_rules(
    service: Service,
    call: Call,
    platforms: list[str],
    text: str,
    media_urls: list[str],
    is_video: bool,
    sent: Mapping[str, Any],
) -> list[Broken]:
    """The first rule of `x-media-rules` the post breaks on each of `platforms` (none for a
    network without one, or when the spec has no `x-media-rules`). `sent`: the request as
    sent, by spec names, whose network options may split a long text (`splitWhen`)."""
    rules = service.spec.media_rules
    if rules is None:
        return []
    items = media_items(service, call, media_urls, is_video, rules) if media_urls else []
    limits = service.spec.max_pack.text_limits if service.spec.max_pack else {}
    broken: list[Broken] = []
    for platform in platforms:
        limit = limits.get(platform)
        options, flag = rules.text_split_when.get(platform, ("", ""))
        split = flag != "" and (sent.get(options) or {}).get(flag) is True
        shortened = platform in rules.text_truncated_on or split
        if limit is not None and not shortened and len(text) > limit:
            message = (
                f"The text has {len(text)} characters; {platform} takes at most {limit} "
                f"({rules.text_source})."
            )
            broken.append(Broken(platform, ErrorCode(rules.text_error_code), message))
            continue
        for rule in rules.of(platform):
            problem = _count_problem(rule, items) or next(
                (p for item in items if (p := _item_problem(rule, item))), None
            )
            if problem:
                message = f"{problem} ({rule.source})."
                broken.append(Broken(platform, ErrorCode(rule.error_code), message))
                break
    return broken


__all__ = ["Broken", "MediaItem", "broken_rules", "image_size"]
