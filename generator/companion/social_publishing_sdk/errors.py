"""Errors of the service: the spec's `Error` model, and one exception type for raising mode."""

from __future__ import annotations

import json
from typing import Any, TypeVar

from social_publishing_client.models.error import Error
from social_publishing_client.types import Response

T = TypeVar("T")


class ServiceError(Exception):
    """A non-2xx response: HTTP status, and the `Error` body's code, message and action.

    `code` is None (and `message` the start of the body) when the body is not an `Error`.
    """

    def __init__(
        self, status: int, code: int | None, message: str, action: str | None = None
    ) -> None:
        super().__init__(f"HTTP {status}, code {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.action = action

    @classmethod
    def from_error(cls, status: int, error: Error) -> ServiceError:
        action = error.action if isinstance(error.action, str) else None
        return cls(status, error.code, error.message, action)

    @classmethod
    def from_http(cls, status: int, content: bytes) -> ServiceError:
        """From a raw response; tolerant of bodies that are not the `Error` shape."""
        error = _parse_error(content)
        if error is not None:
            return cls.from_error(status, error)
        text = content[:200].decode("utf-8", "replace") or "(empty body)"
        return cls(status, None, text)


def _parse_error(content: bytes) -> Error | None:
    try:
        data: Any = json.loads(content)
        return Error.from_dict(data) if isinstance(data, dict) else None
    except (ValueError, TypeError, KeyError):
        return None


def error_of(response: Response[Any]) -> Error | None:
    """The `Error` body of a non-2xx response (also for statuses an operation does not list)."""
    if 200 <= response.status_code < 300:
        return None
    if isinstance(response.parsed, Error):
        return response.parsed
    return _parse_error(response.content)


def unwrap(response: Response[T | Error]) -> T:
    """The parsed 2xx body of a `*_detailed` call, or `ServiceError` for anything else."""
    parsed = response.parsed
    if 200 <= response.status_code < 300 and parsed is not None and not isinstance(parsed, Error):
        return parsed
    raise ServiceError.from_http(response.status_code, response.content)
