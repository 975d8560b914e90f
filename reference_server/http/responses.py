"""JSON answers: a rule's generated model, JSON it already holds as text, or a plain value."""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel
from starlette.requests import Request
from starlette.responses import Response

from spec_model import ServiceSpec

from ..errors import ApiError, error_body
from ..service import Answer, RawJson, model_json


def json_response(
    status: int, body: Any, headers: dict[str, str] | None = None, *, media_type: str
) -> Response:
    """A JSON answer: a generated model (by its aliases, the spec's names), JSON already held as
    text, or a plain value (sandbox routes and errors); `media_type` is the spec's
    `x-conventions.jsonContentType`. An `Answer` carries its own status."""
    if isinstance(body, Answer):
        status, body = body.status, body.body
    if isinstance(body, BaseModel):
        content = model_json(body).encode("utf-8")
    elif isinstance(body, RawJson):
        content = body.content
    else:
        content = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return Response(content, status_code=status, media_type=media_type, headers=headers)


def error_response(spec: ServiceSpec, error: ApiError) -> Response:
    """An `ApiError` in the spec's Error shape."""
    status, body = error_body(spec, error)
    return json_response(
        status, body, error.headers, media_type=spec.facts.conventions.json_content_type
    )


def base_url(request: Request) -> str:
    """The URL the client reached the server at, without a trailing slash."""
    return str(request.base_url).rstrip("/")
