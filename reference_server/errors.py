"""API errors: one exception carrying a catalogued code, rendered in the spec's Error shape."""

from __future__ import annotations

from typing import Any

from jsonschema.exceptions import best_match
from jsonschema.protocols import Validator

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode


class ApiError(Exception):
    """A request refused with a code of `x-error-catalogue`, by name (`ErrorCode`).

    `message` overrides the catalogue's text when a more precise one helps the caller;
    `headers` are added to the response (e.g. `Allow` for 405).
    """

    def __init__(
        self, code: ErrorCode, message: str | None = None, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(message or str(code))
        self.code = code
        self.message = message
        self.headers = headers or {}


def refuse_invalid(validator: Validator, instance: Any, what: str) -> None:
    """ApiError invalid_request naming `what` and the path of the best-matching schema error
    when `instance` does not match (`Body entries/0: ...`); nothing when it does."""
    error = best_match(validator.iter_errors(instance))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path)
        raise ApiError(
            ErrorCode.INVALID_REQUEST,
            f"{what}{' ' + where if where else ''}: {error.message[:300]}",
        )


def error_body(spec: ServiceSpec, error: ApiError) -> tuple[int, dict[str, Any]]:
    """The HTTP status and JSON body of an error, from the catalogue."""
    entry = spec.facts.catalogue[error.code]
    body: dict[str, Any] = {
        "status": "error",
        "code": int(entry.code),
        "message": error.message or entry.message,
    }
    if entry.action is not None:
        body["action"] = entry.action
    return entry.status, body
