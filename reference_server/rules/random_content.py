"""The service's documented test features (DOCS quickstart, "Testing"): `randomPost`,
`randomMediaUrl` with `isLandscapeVideo`/`isPortraitVideo` on `create_post` and
`validate_post`, `randomComment` on `post_comment`.

In the sandbox they are deterministic: the text and media come from a seed, SHA-256 of the
acting profile's refId, the service clock's second and the request body (canonical JSON), so
the same request by the same profile at the same clock second gets the same text and media, and
a test can predict them by freezing the clock. `fill_post`/`fill_comment` write the text and
media address into the request body before the operation's rules run, so the post is stored,
answered and delivered like one sent with that text.

The random media is served by this server, without auth, at
`/media/random/{32 hex}.jpg` (a 1200x800 JPEG), `/media/random/{32 hex}-landscape.mp4` and
`-portrait.mp4` (`stand_ins.py`); the bytes follow from the address alone.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
from typing import Any

from starlette.responses import Response

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media import stand_ins
from ..media.serving import PASSIVE_CONTENT_HEADERS
from ..media.urls import own_path
from ..service import Call, Service

ROUTE = ("media", "random")
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
_VERBS = ("shares", "celebrates", "finds", "builds", "welcomes", "plans", "paints", "tries")
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


def media_name(value: bytes, kind: str) -> str:
    """The file name under `/media/random/` of the image (`kind` "image") or video."""
    token = value.hex()[:32]
    return f"{token}.jpg" if kind == "image" else f"{token}-{kind}.mp4"


def fill_post(service: Service, call: Call) -> None:
    """Write the random text and media a `create_post`/`validate_post` body asks for into it;
    108 when it has neither `post` nor `randomPost: true`."""
    body: dict[str, Any] = call.body
    if body.get("randomPost") is not True and "post" not in body:
        raise ApiError(
            ErrorCode.DEPENDENT_PARAMETER_MISSING,
            "The post text is required: send 'post', or 'randomPost: true' for a random text.",
        )
    if body.get("randomPost") is not True and body.get("randomMediaUrl") is not True:
        return
    value = seed(service, call)
    if body.get("randomPost") is True:
        body["post"] = random_text(value)
    if body.get("randomMediaUrl") is True:
        kind = "image"
        if body.get("isLandscapeVideo") is True:
            kind = "landscape"
        elif body.get("isPortraitVideo") is True:
            kind = "portrait"
        body["mediaUrls"] = [f"{call.base_url}/{'/'.join(ROUTE)}/{media_name(value[8:], kind)}"]
        if kind != "image":
            body["isVideo"] = True


def fill_comment(service: Service, call: Call) -> None:
    """Write the random comment a `post_comment` body asks for into it; 108 when it has
    neither `comment` nor `randomComment: true`."""
    body: dict[str, Any] = call.body
    if body.get("randomComment") is True:
        body["comment"] = random_comment(seed(service, call))
    elif "comment" not in body:
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
    if found.group(2) == "landscape":
        return stand_ins.video(value, "landscape"), stand_ins.VIDEO_TYPE
    if found.group(2) == "portrait":
        return stand_ins.video(value, "portrait"), stand_ins.VIDEO_TYPE
    return stand_ins.image(value, *stand_ins.DEFAULT_IMAGE_SIZE, "jpg")


def media_type(name: str) -> str | None:
    """The media type the random media file `name` is served with (not drawn), None for no
    such name."""
    found = _NAME.fullmatch(name)
    if found is None:
        return None
    if found.group(2) in ("landscape", "portrait"):
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
