"""Client settings: environment variable names, defaults, and the `NOT_GIVEN` marker.

`NOT_GIVEN` tells a per-call option apart from `None` (for `timeout`, `None` means no limit).
"""

from __future__ import annotations

import os
from typing import Final, Literal

import httpx

from social_publishing_models.spec_facts import DEFAULT_BASE_URL

ENV_API_KEY: Final = "SOCIAL_PUBLISHING_API_KEY"
ENV_BASE_URL: Final = "SOCIAL_PUBLISHING_BASE_URL"
ENV_PROFILE_KEY: Final = "SOCIAL_PUBLISHING_PROFILE_KEY"
ENV_LOG: Final = "SOCIAL_PUBLISHING_LOG"

DEFAULT_TIMEOUT: Final = httpx.Timeout(60.0, connect=10.0)
DEFAULT_MAX_RETRIES: Final = 2

TimeoutTypes = float | httpx.Timeout | None
"""Seconds for every phase, an `httpx.Timeout`, or None for no limit."""


class NotGiven:
    """The type of `NOT_GIVEN`: an argument that was not passed (falsy)."""

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN: Final = NotGiven()


def from_environment(value: str | None, variable: str) -> str | None:
    """`value` if given, else the environment variable's value (empty counts as unset)."""
    if value:
        return value
    return os.environ.get(variable) or None


def base_url_of(value: str | None) -> str:
    """The base URL: given, else $SOCIAL_PUBLISHING_BASE_URL, else the spec's server default."""
    return (from_environment(value, ENV_BASE_URL) or DEFAULT_BASE_URL).rstrip("/")
