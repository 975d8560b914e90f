"""Settings from the environment and debug logging of the façade's clients.

The environment variables (SOCIAL_PUBLISHING_API_KEY, _BASE_URL, _PROFILE_KEY, _LOG), the
default timeout and retry count, and the `social_publishing` logger: `enable_logging` sends
requests and retries to stderr; header values are never logged. The default base URL is the
spec's server (`social_publishing_models.spec_facts`).
"""

import logging
import os
from typing import Final

import httpx

from social_publishing_models.spec_facts import DEFAULT_BASE_URL

from .errors import SocialPublishingError

ENV_API_KEY: Final = "SOCIAL_PUBLISHING_API_KEY"
ENV_BASE_URL: Final = "SOCIAL_PUBLISHING_BASE_URL"
ENV_PROFILE_KEY: Final = "SOCIAL_PUBLISHING_PROFILE_KEY"
ENV_LOG: Final = "SOCIAL_PUBLISHING_LOG"
DEFAULT_TIMEOUT: Final = httpx.Timeout(60.0, connect=10.0)
DEFAULT_MAX_RETRIES: Final = 2
RAW_RESPONSE_HEADER: Final = "X-Social-Publishing-Raw-Response"
"""Marks a call made through `with_raw_response` (never sent)."""

TimeoutTypes = float | httpx.Timeout | None
"""Seconds for every phase, an `httpx.Timeout`, or None for no limit."""


def from_environment(value: str | None, variable: str) -> str | None:
    """`value` if given, else the environment variable's value (empty counts as unset)."""
    if value:
        return value
    return os.environ.get(variable) or None


def base_url_of(value: str | None) -> str:
    """The base URL: given, else $SOCIAL_PUBLISHING_BASE_URL, else the spec's server default."""
    return (from_environment(value, ENV_BASE_URL) or DEFAULT_BASE_URL).rstrip("/")


# --- debug logging ----------------------------------------------------------------------------

LOGGER_NAME: Final = "social_publishing"
logger = logging.getLogger(LOGGER_NAME)
_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO}
_handler: logging.Handler | None = None


def enable_logging(level: str = "debug") -> None:
    """Log requests (method, path, status, time) and retries of every client to stderr at
    `level` (debug or info: retries only). Header values are never logged."""
    global _handler
    if level not in _LEVELS:
        raise SocialPublishingError(f"log level must be one of {sorted(_LEVELS)}, not {level!r}")
    if _handler is None:
        _handler = logging.StreamHandler()
        _handler.setFormatter(logging.Formatter("[%(asctime)s %(name)s %(levelname)s] %(message)s"))
        logger.addHandler(_handler)
    logger.setLevel(_LEVELS[level])


def configure_from_environment() -> None:
    """Apply SOCIAL_PUBLISHING_LOG when it is set (called by every client on creation)."""
    value = os.environ.get(ENV_LOG, "").strip().lower()
    if value:
        enable_logging(value)
