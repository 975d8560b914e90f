"""Recurring shapes of a fault, as data: a fault of a shape is one call naming what differs
(which refusal, what answer, which requests), not a wrapper written out again.

* `refusal_accepted`: a refusal with a catalogued code is answered as a success (HTTP 200
  with a made-up body): the server accepts what the spec says it refuses.
* `filter_ignored`: query parameters of the requests ``where`` picks never reach the server:
  it answers as if a filter (a window, a page token ...) had not been given.
* `write_ignored`: JSON body fields of the requests ``where`` picks never reach the server:
  it answers a write as if those fields had not been sent.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tests.contract_power.faults.exchange import (
    ASGIApp,
    Call,
    Request,
    Response,
    error_code,
    exchange,
)

Wrapper = Callable[[ASGIApp], ASGIApp]
Registration = Callable[[Wrapper], Wrapper]


def faked_success(response: Response, code: int, body: dict[str, Any]) -> Response:
    """``response``, or when it refuses with ``code``, ``body`` answered with HTTP 200."""
    if error_code(response) == code:
        return response.with_json(body, 200)
    return response


def refusal_accepted(
    name: str,
    doc: str,
    code: int,
    answer: dict[str, Any] | Callable[[Request], dict[str, Any]],
    *,
    caught_by: Registration,
    where: Callable[[Request], bool] | None = None,
) -> Wrapper:
    """The fault ``name`` (what it breaks: ``doc``): a request (of those ``where`` picks) that
    the server refuses with ``code`` is answered 200 with ``answer`` (or ``answer(request)``);
    registered by ``caught_by`` (a `fault(...)`)."""

    async def accept(request: Request, call: Call) -> Response:
        response = await call(request)
        if where is not None and not where(request):
            return response
        body = answer(request) if callable(answer) else answer
        return faked_success(response, code, body)

    accept.__name__ = accept.__qualname__ = name
    accept.__doc__ = doc
    return caught_by(exchange(accept))


def filter_ignored(
    name: str,
    doc: str,
    where: Callable[[Request], bool],
    *parameters: str,
    caught_by: Registration,
) -> Wrapper:
    """The fault ``name`` (``doc``): the query ``parameters`` of a request ``where`` picks are
    dropped before the server sees it; registered by ``caught_by``."""

    async def ignore(request: Request, call: Call) -> Response:
        if where(request):
            request = replace(
                request, query=[(k, v) for k, v in request.query if k not in parameters]
            )
        return await call(request)

    ignore.__name__ = ignore.__qualname__ = name
    ignore.__doc__ = doc
    return caught_by(exchange(ignore))


def write_ignored(
    name: str,
    doc: str,
    where: Callable[[Request], bool],
    *fields: str,
    caught_by: Registration,
) -> Wrapper:
    """The fault ``name`` (``doc``): the JSON body ``fields`` of a request ``where`` picks are
    dropped before the server sees it; registered by ``caught_by``."""

    async def ignore(request: Request, call: Call) -> Response:
        body = request.json()
        if where(request) and isinstance(body, dict) and any(f in body for f in fields):
            request = request.with_json({k: v for k, v in body.items() if k not in fields})
        return await call(request)

    ignore.__name__ = ignore.__qualname__ = name
    ignore.__doc__ = doc
    return caught_by(exchange(ignore))
