"""The service's documented test features (DOCS quickstart, "Testing"): `randomPost`,
`randomMediaUrl` with `isLandscapeVideo`/`isPortraitVideo` on `create_post` and
`validate_post`, `randomComment` on `post_comment`.

In the sandbox they are deterministic: the text and media come from a seed, SHA-256 of the
acting profile's refId, the service clock's second and the request body (canonical JSON), so
the same request by the same profile at the same clock second gets the same text and media, and
a test can predict them by freezing the clock. `filled_post` sets the text and media address
on the request (the generated `PostRequest`) before `create_post`'s rules run, and
`fill_comment` writes the comment into the body before `post_comment` reads it, so the post or
comment is stored, answered and delivered like one sent with that text.

The random media is served by this server, without auth, at
`/media/random/{32 hex}.jpg` (a 1200x800 JPEG), `/media/random/{32 hex}-landscape.mp4` and
`-portrait.mp4` (`stand_ins.py`); the bytes follow from the address alone.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
from typing import Final

from pydantic import MISSING
from social_publishing_models import CommentRequest, PostRequest
from starlette.responses import Response

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media import stand_ins
from ..media.serving import PASSIVE_CONTENT_HEADERS
from ..media.urls import own_path
from ..service import Call, Service

#: The path the random media is served under, and its segments.
ROUTE_PATH = "media/random"
ROUTE = tuple(ROUTE_PATH.split("/"))
#: The shapes of the random videos (`isLandscapeVideo`, `isPortraitVideo`).
LANDSCAPE: Final = "landscape"
PORTRAIT: Final = "portrait"
VIDEO_SHAPES = (LANDSCAPE, PORTRAIT)
_NAME = re.compile(r"([0-9a-f]{32})(?:\.jpg|-(landscape|portrait)\.mp4)")

_OPENERS = ("Today", "This morning", "Tonight", "This week", "Right now", "Every Friday")
_SUBJECTS = (
    "our team",
    "the bakery on the corner",
    "a small garden",
    "the city library",
    "our newest volunteer",
    "the harbour",
    "a quiet studio",
    "the river path",
)
#: The verbs, written as the text they are (prose words, some of which are also spec names).
_VERBS = tuple("shares celebrates finds builds welcomes plans paints tries".split())  # noqa: SIM905
_OBJECTS = (
    "a fresh start",
    "the first snow of the year",
    "a better way to say thank you",
    "something bright",
    "an old favourite",
    "the perfect cup of tea",
    "a brand new idea",
    "the long way home",
)
_TAGS = ("#sandbox", "#testing", "#goodnews", "#community", "#today")
_COMMENTS = (
    "Great post!",
    "Love this.",
    "Thanks for sharing.",
    "So good to see this.",
    "Couldn't agree more.",
    "This made my day.",
)


def seed(service: Service, call: Call) -> bytes:
    """The seed of the request's random content (see the module docstring)."""
    body = json.dumps(call.body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return stand_ins.digest("random", call.profile.ref_id, str(service.now_unix()), body)


def _pick(options: tuple[str, ...], byte: int) -> str:
    return options[byte % len(options)]


def random_text(value: bytes) -> str:
    """A short post text chosen by `value`, ending with a code that tells seeds apart."""
    sentence = " ".join(
        (
            _pick(_OPENERS, value[0]),
            _pick(_SUBJECTS, value[1]),
            _pick(_VERBS, value[2]),
            _pick(_OBJECTS, value[3]) + ".",
        )
    )
    return f"{sentence} {_pick(_TAGS, value[4])} ({value.hex()[:8]})"


def random_comment(value: bytes) -> str:
    return f"{_pick(_COMMENTS, value[0])} ({value.hex()[:8]})"


def media_name(value: bytes, video: str | None) -> str:
    """The file name under `/media/random/` of the image (`video` None) or of the video of that
    shape (`landscape`, `portrait`)."""
    token = value.hex()[:32]
    return f"{token}.jpg" if video is None else f"{token}-{video}.mp4"


def filled_post(service: Service, call: Call, request: PostRequest) -> PostRequest:
    """`request` (a `create_post`/`validate_post` body as sent) with the random text and media
    it asks for; 108 when it has neither `post` nor `randomPost: true`. The values are the
    server's own, set on the model as made (not held to what a client may send: a random
    media address under a long Host header can be longer than `mediaUrls` takes)."""
    if request.random_post is not True and request.post is MISSING:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "The post text is required: send 'post', or 'randomPost: true' for a random text.",
        )
    if request.random_post is not True and request.random_media_url is not True:
        return request
    value = seed(service, call)
    filled = request.model_copy()
    if request.random_post is True:
        filled.post = random_text(value)
    if request.random_media_url is True:
        video = None
        if request.is_landscape_video is True:
            video = LANDSCAPE
        elif request.is_portrait_video is True:
            video = PORTRAIT
        filled.media_urls = [f"{call.base_url}/{'/'.join(ROUTE)}/{media_name(value[8:], video)}"]
        if video is not None:
            filled.is_video = True
    return filled


def fill_comment(service: Service, call: Call) -> None:
    """Write the random comment a `post_comment` body asks for into it; 108 when it has
    neither `comment` nor `randomComment: true`."""
    request = call.body_as(CommentRequest)
    if request.random_comment is True:
        made = CommentRequest(id=request.id, comment=random_comment(seed(service, call)))
        call.body = {**call.body, **made.model_dump(by_alias=True, exclude_unset=True)}
    elif request.comment is MISSING:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "The comment text is required: send 'comment', or 'randomComment: true'.",
        )


@functools.lru_cache(maxsize=32)
def media(name: str) -> tuple[bytes, str] | None:
    """(bytes, media type) of the random media file `name`, None for no such name."""
    found = _NAME.fullmatch(name)
    if found is None:
        return None
    value = bytes.fromhex(found.group(1))
    if found.group(2) == LANDSCAPE:
        return stand_ins.video(value, LANDSCAPE), stand_ins.VIDEO_TYPE
    if found.group(2) == PORTRAIT:
        return stand_ins.video(value, PORTRAIT), stand_ins.VIDEO_TYPE
    return stand_ins.image(value, *stand_ins.DEFAULT_IMAGE_SIZE, "jpg")


def media_type(name: str) -> str | None:
    """The media type the random media file `name` is served with (not drawn), None for no
    such name."""
    found = _NAME.fullmatch(name)
    if found is None:
        return None
    if found.group(2) in VIDEO_SHAPES:
        return stand_ins.VIDEO_TYPE
    return stand_ins.IMAGE_FORMATS["jpg"][1]


def media_name_at(call: Call, url: str) -> str | None:
    """The file name when `url` addresses a random media file of this server, else None."""
    path = own_path(call.host, url)
    if path is None or len(path) != 3 or tuple(path[:2]) != ROUTE:
        return None
    return path[2] if _NAME.fullmatch(path[2]) else None


async def media_response(name: str, method: str) -> Response:
    """The answer to GET or HEAD `/media/random/{name}` (404 code 170 for an unknown name);
    the file is drawn off the event loop (a JPEG takes ~30 ms) and the last 32 are kept."""
    found = await asyncio.to_thread(media, name)
    if found is None:
        raise ApiError(ErrorCode.ROUTE_NOT_FOUND, "No random media file has this name.")
    data, media_type = found
    headers = {
        **PASSIVE_CONTENT_HEADERS,
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Length": str(len(data)),
    }
    return Response(b"" if method == "head" else data, media_type=media_type, headers=headers)
