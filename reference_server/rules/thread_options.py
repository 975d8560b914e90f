"""The X thread options of a post (`TwitterOptions`): thread numbers and the thread's media
need `thread: true` (code 108 otherwise), as the spec's `TwitterOptions` says."""

from __future__ import annotations

from pydantic import MISSING
from social_publishing_models import PostRequest, TwitterOptions

from spec_model.error_codes import ErrorCode

from ..errors import ApiError


def _spec_name(attribute: str) -> str:
    field = TwitterOptions.model_fields[attribute]
    return field.alias or attribute


def refuse_thread_options_without_thread(request: PostRequest) -> None:
    """108 when `twitterOptions` asks for thread numbers or thread media without a thread."""
    options = request.twitter_options
    if options is MISSING or options.thread is True:
        return
    if options.thread_number is True:
        asked = _spec_name("thread_number")
    elif options.media_urls is not MISSING:
        asked = _spec_name("media_urls")
    else:
        return
    raise ApiError(
        ErrorCode.DEPENDENT_PARAMETER_MISSING,
        f"twitterOptions.{asked} applies to a thread and needs twitterOptions.thread: true.",
    )
