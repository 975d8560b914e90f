"""The client's logger (`social_publishing`) and its debug switch.

Set SOCIAL_PUBLISHING_LOG=debug (or info) in the environment, or call `enable_logging()`, to
print each request (method, path, status, time) and each retry to stderr. Header values are
never logged.
"""

from __future__ import annotations

import logging
import os

from .settings import ENV_LOG

logger = logging.getLogger("social_publishing")

_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO}
_handler: logging.Handler | None = None


def enable_logging(level: str = "debug") -> None:
    """Log requests and retries of every client to stderr at `level` (debug or info)."""
    global _handler
    if level not in _LEVELS:
        raise ValueError(f"log level must be one of {sorted(_LEVELS)}, not {level!r}")
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
