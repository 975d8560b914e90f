"""Faults the rules of `contract_tests/test_rules_random_content.py` must catch."""

from __future__ import annotations

from collections.abc import Callable

from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.exchange import Request
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import body_rewritten, fields_ignored, on, refusal_recoded

_posting = on("POST", "/post")


@fault("test_random_post_writes_text_and_attaches_an_image", "randomPost: true makes the service")
@fields_ignored(_posting, "randomPost")
def random_post_ignored() -> None:
    """create_post ignores `randomPost` (a body without `post` is refused with 108)."""


@fault("test_random_post_writes_text_and_attaches_an_image", "randomMediaUrl: true attaches one")
@fields_ignored(_posting, "randomMediaUrl")
def random_media_ignored() -> None:
    """create_post ignores `randomMediaUrl`: the post has no media."""


@fault("test_random_video_has_the_orientation", "attaches a portrait video")
@body_rewritten(
    lambda request: _posting(request) and "isPortraitVideo" in (request.json() or {}),
    lambda body: {
        **{k: v for k, v in body.items() if k != "isPortraitVideo"},
        "isLandscapeVideo": True,
    },
)
def random_video_orientation_swapped() -> None:
    """A random portrait video is landscape (`isPortraitVideo` read as `isLandscapeVideo`)."""


@fault("test_post_text_or_random_post_required", "neither post nor randomPost")
@refusal_recoded(_posting, (ErrorCode.DEPENDENT_PARAMETER_MISSING,), ErrorCode.INVALID_REQUEST)
def post_text_missing_as_invalid() -> None:
    """A post without `post` or `randomPost: true` is refused with the shape code 101, not 108."""


@fault("test_random_comment_writes_the_text", "randomComment: true makes the service write")
@fields_ignored(on("POST", "/comments"), "randomComment")
def random_comment_ignored() -> None:
    """post_comment ignores `randomComment` (a body without `comment` is refused with 108)."""


def _posting_with(*fields: str) -> Callable[[Request], bool]:
    return lambda request: _posting(request) and all(f in (request.json() or {}) for f in fields)


@fault("test_random_post_writes_text", "randomPost: true replaces a post sent with it")
@fields_ignored(_posting_with("post"), "randomPost")
def sent_post_wins_over_random_post() -> None:
    """A `post` sent with `randomPost: true` is kept (the random text is not written)."""


@fault("test_random_video_has_the_orientation", "isPortraitVideo and isLandscapeVideo attaches")
@fields_ignored(_posting_with("isPortraitVideo"), "isLandscapeVideo")
def portrait_wins_over_landscape() -> None:
    """With both video flags the random video is portrait."""


@fault("test_random_video_has_the_orientation", "a video flag without randomMediaUrl is ignored")
@body_rewritten(_posting_with("isPortraitVideo"), lambda body: body | {"randomMediaUrl": True})
def video_flag_attaches_random_media() -> None:
    """A video flag alone attaches a random video (as if `randomMediaUrl` were sent)."""


@fault("test_random_video_has_the_orientation", "without randomPost the text sent is kept")
@body_rewritten(_posting_with("randomMediaUrl"), lambda body: body | {"randomPost": True})
def random_media_writes_random_text() -> None:
    """`randomMediaUrl` also writes a random text over the `post` sent."""
