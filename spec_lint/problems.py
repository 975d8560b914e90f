"""The one thing every check returns: a located, one-line problem."""

from __future__ import annotations

from dataclasses import dataclass


def escape_token(token: str | int) -> str:
    """Escape one JSON-pointer reference token (RFC 6901)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def pointer(*tokens: str | int) -> str:
    """Build a JSON pointer such as ``/paths/~1posts/get`` from raw tokens."""
    return "".join("/" + escape_token(token) for token in tokens)


def join(base: str, *tokens: str | int) -> str:
    """Extend an existing JSON pointer with more raw tokens."""
    return base + pointer(*tokens)


@dataclass(frozen=True, order=True)
class Problem:
    """A problem in the spec at a JSON-pointer location, found by the check named ``check``."""

    location: str
    message: str
    check: str

    def format(self, filename: str) -> str:
        return f"{filename}#{self.location}: {self.message} [{self.check}]"
