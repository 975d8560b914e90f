"""Recurring shapes of a fault, as data: a fault of a shape is a declaration naming what
differs (which refusal, what answer, which requests), not a wrapper written out again. The
shape, given those values, makes the declaration (a function of no code: its name is the
fault's, its docstring what the fault breaks) the fault's wrapper, which `fault` registers::

    @fault("test_rule", "what the failure must mention")
    @refusal_accepted(ErrorCode.POST_NOT_FOUND, {"status": "success"}, where=on("POST", "/x"))
    def unknown_post_accepted() -> None:
        '''What the fault breaks.'''

A table of faults that differ only in data declares each row with `declare` instead.

* `refusal_accepted`: a refusal with a catalogued code is answered as a success (HTTP 200
  with a made-up body): the server accepts what the spec says it refuses.
* `filter_ignored`: query parameters of the requests ``where`` picks never reach the server:
  it answers as if a filter (a window, a page token ...) had not been given.
* `fields_ignored`: JSON body fields of the requests ``where`` picks never reach the server:
  it answers a write as if those fields had not been sent.
* `write_ignored`: a writing operation is answered with its documented success (the 200
  example of the spec) and never reaches the server: nothing is created, changed or deleted.
  The suite's read-back rules (``@pytest.mark.reads_back``) catch it by reading the effect
  back through the API.
* `request_rewritten`: the requests ``where`` picks reach the server changed (a field read
  as another, a value moved, a path no longer served).
* `answer_rewritten`: the JSON answers to the requests ``where`` picks are changed (a value
  wrong, an entry more or less): the server did the work but answers it wrong.
* `accepted_refused`: a request the spec accepts is answered with a catalogued refusal (its
  status, code and message): the server refuses what the spec says it serves.
* `refusal_recoded`: a refusal with one catalogued code is answered with another one (its
  catalogued status): the right refusal under the wrong code.
* `failure_answered_ok`: a failed write's full result (HTTP 400 without an error code: a post
  that failed on every network) is answered HTTP 200, as if it had succeeded.
* `answer_headers_dropped`: the answers to the requests ``where`` picks lack documented
  headers.
* `answer_field_dropped`: the answers to the requests ``where`` picks lack documented fields
  (a required one, or one a rule reads): the server did the work but does not say so.
* `id_not_round_tripped`: the ids answered to the requests ``where`` picks are altered, so a
  later request naming an answered id (a read, an update, a delete) finds nothing.
* `judged_at`: the requests ``where`` picks are judged with the server's clock moved by some
  seconds (the test control's clock, moved around the request and back): a lifetime that ends
  a second early or late.
* `replayed_after_expiry`: a file the server once served is served again after it answers
  404: a lifetime that never ends.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime
from typing import Any

from spec_model import parse_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import catalogued_refusal
from tests.contract_power.faults.exchange import (
    API_KEY,
    SPEC,
    ASGIApp,
    Call,
    Handler,
    Request,
    Response,
    error_code,
    exchange,
)

Wrapper = Callable[[ASGIApp], ASGIApp]
Registration = Callable[[Wrapper], Wrapper]
#: A fault declared as a function of no code: its name is the fault's, its docstring says what
#: the fault breaks.
Declaration = Callable[[], object]
#: A shape given the values of one fault: it makes the declaration below it that fault's wrapper.
Shape = Callable[[Declaration], Wrapper]


def declared(handler: Handler) -> Shape:
    """The shape that makes a declaration the ASGI wrapper running ``handler``, named and
    documented as the declaration is."""

    def declare(declaration: Declaration) -> Wrapper:
        handler.__name__ = handler.__qualname__ = declaration.__name__
        handler.__doc__ = declaration.__doc__
        return exchange(handler)

    return declare


def declare(
    namespace: dict[str, Any], name: str, doc: str, shape: Shape, registration: Registration
) -> Wrapper:
    """The fault ``name`` declared from data, as a row of a table of faults that differ only in
    data: the wrapper ``shape`` makes of a declaration named ``name`` and documented ``doc``,
    registered by ``registration`` (a `fault(...)`) and defined in ``namespace`` (the area
    module's ``globals()``, where the fault is found by name)."""

    def declaration() -> None:
        pass

    declaration.__name__ = declaration.__qualname__ = name
    declaration.__doc__ = doc
    wrapper = registration(shape(declaration))
    namespace[name] = wrapper
    return wrapper


#: The test control's clock (sandbox.yaml set_clock).
CLOCK_PATH = "/_sandbox/clock"


def succeeded(status: int) -> bool:
    """Whether an HTTP ``status`` is the 200 of a success (the ``status`` of a shape)."""
    return status == 200


def on(method: str, *paths: str) -> Callable[[Request], bool]:
    """The ``where`` of a shape that picks the ``method`` requests to any of ``paths``."""
    return lambda request: request.method == method and request.path in paths


def under(method: str, prefix: str) -> Callable[[Request], bool]:
    """The ``where`` of a shape that picks the ``method`` requests to paths under ``prefix``."""
    return lambda request: request.method == method and request.path.startswith(prefix)


def faked_success(response: Response, code: int, body: dict[str, Any]) -> Response:
    """``response``, or when it refuses with ``code``, ``body`` answered with HTTP 200."""
    if error_code(response) == code:
        return response.with_json(body, 200)
    return response


def refusal_accepted(
    code: int,
    answer: dict[str, Any] | Callable[[Request], dict[str, Any]],
    *,
    where: Callable[[Request], bool] | None = None,
) -> Shape:
    """A request (of those ``where`` picks) that the server refuses with ``code`` is answered
    200 with ``answer`` (or ``answer(request)``)."""

    async def accept(request: Request, call: Call) -> Response:
        response = await call(request)
        if where is not None and not where(request):
            return response
        body = answer(request) if callable(answer) else answer
        return faked_success(response, code, body)

    return declared(accept)


def filter_ignored(where: Callable[[Request], bool], *parameters: str) -> Shape:
    """The query ``parameters`` of a request ``where`` picks are dropped before the server
    sees it."""

    async def ignore(request: Request, call: Call) -> Response:
        if where(request):
            request = replace(
                request, query=[(k, v) for k, v in request.query if k not in parameters]
            )
        return await call(request)

    return declared(ignore)


def fields_ignored(where: Callable[[Request], bool], *fields: str) -> Shape:
    """The JSON body ``fields`` of a request ``where`` picks are dropped before the server
    sees it."""

    async def ignore(request: Request, call: Call) -> Response:
        body = request.json()
        if where(request) and isinstance(body, dict) and any(f in body for f in fields):
            request = request.with_json({k: v for k, v in body.items() if k not in fields})
        return await call(request)

    return declared(ignore)


def request_rewritten(
    where: Callable[[Request], bool], change: Callable[[Request], Request]
) -> Shape:
    """A request ``where`` picks reaches the server as ``change(request)``."""

    async def rewrite(request: Request, call: Call) -> Response:
        return await call(change(request) if where(request) else request)

    return declared(rewrite)


def unserved(request: Request) -> Request:
    """A `request_rewritten` change: the request sent to a path nothing serves (a form of an
    operation the server no longer answers)."""
    return replace(request, path=f"{request.path}-gone")


def body_rewritten(
    where: Callable[[Request], bool], change: Callable[[dict[str, Any]], dict[str, Any]]
) -> Shape:
    """The JSON object body of a request ``where`` picks reaches the server as
    ``change(body)`` (given a copy)."""

    def rewrite(request: Request) -> Request:
        body = request.json()
        return request.with_json(change(copy.deepcopy(body))) if isinstance(body, dict) else request

    return request_rewritten(where, rewrite)


def answer_rewritten(
    where: Callable[[Request], bool],
    change: Callable[[dict[str, Any]], dict[str, Any]],
    *,
    status: Callable[[int], bool] | None = None,
) -> Shape:
    """The JSON object answering a request ``where`` picks (with
    an HTTP status ``status`` accepts, any by default) is sent as ``change(body)`` (given a
    copy)."""

    async def rewrite(request: Request, call: Call) -> Response:
        response = await call(request)
        if not where(request) or (status is not None and not status(response.status)):
            return response
        body = response.json()
        if not isinstance(body, dict):
            return response
        changed = change(copy.deepcopy(body))
        return response.with_json(changed) if changed != body else response

    return declared(rewrite)


def each_entry(
    key: str, change: Callable[[dict[str, Any]], dict[str, Any]]
) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """An `answer_rewritten` change: every object of the answer's list ``key`` as
    ``change(entry)`` (an answer without that list is kept)."""

    def rewrite(body: dict[str, Any]) -> dict[str, Any]:
        entries = body.get(key)
        if isinstance(entries, list):
            body[key] = [change(e) if isinstance(e, dict) else e for e in entries]
        return body

    return rewrite


def without(*keys: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A change of an object (an answer, an entry, a body): the object without ``keys``."""
    return lambda found: {k: v for k, v in found.items() if k not in keys}


def failure_answered_ok(where: Callable[[Request], bool]) -> Shape:
    """The answer to a request ``where`` picks that is HTTP 400 without an error code (a full
    result of a write that failed everywhere) is sent with HTTP 200."""

    async def answer_ok(request: Request, call: Call) -> Response:
        response = await call(request)
        if where(request) and response.status == 400 and error_code(response) is None:
            response = replace(response, status=200)
        return response

    return declared(answer_ok)


def refreshed_at_once(body: dict[str, Any]) -> dict[str, Any]:
    """An `answer_rewritten` change: a cached answer's `nextUpdate` is its `lastUpdated` (no
    refresh interval)."""
    return {**body, "nextUpdate": body.get("lastUpdated")}


def accepted_refused(
    code: ErrorCode,
    where: Callable[[Request], bool],
    *,
    status: Callable[[int], bool] | None = None,
) -> Shape:
    """The answer to a request ``where`` picks (with an HTTP status ``status`` accepts, any by
    default) is the catalogue's refusal ``code`` instead (its status, code and message)."""

    async def refuse(request: Request, call: Call) -> Response:
        response = await call(request)
        if not where(request) or (status is not None and not status(response.status)):
            return response
        return catalogued_refusal(response, code)

    return declared(refuse)


def refusal_recoded(
    where: Callable[[Request], bool], codes: tuple[ErrorCode, ...], to: ErrorCode
) -> Shape:
    """A refusal with one of ``codes`` of a request ``where``
    picks is answered with the code ``to`` and its catalogued status (the message kept)."""

    async def recode(request: Request, call: Call) -> Response:
        response = await call(request)
        body = response.json()
        if where(request) and isinstance(body, dict) and body.get("code") in codes:
            return response.with_json({**body, "code": int(to)}, SPEC.facts.catalogue[to].status)
        return response

    return declared(recode)


def documented_success(operation_id: OperationId) -> dict[str, Any]:
    """The 200 example of ``operation_id``'s JSON answer in the spec."""
    response = SPEC.operation(operation_id).response(200)
    media = dict(response.content.get("application/json") or {}) if response else {}
    if "example" in media:
        return dict(media["example"])
    examples = media.get("examples") or {}
    for example in examples.values():
        return dict(SPEC.refs.resolve(example)["value"])
    raise LookupError(f"{operation_id} documents no 200 JSON example")


#: ``answer(request, call)``: fields of a faked answer, computed from the request and from what
#: the server reads back (`read_json`; never a write), or None to let the server answer (a
#: request it would refuse).
Answer = Callable[[Request, Call], Awaitable[dict[str, Any] | None]]


async def read_json(
    request: Request,
    call: Call,
    operation_id: OperationId,
    profile_key: str | None = None,
    **path_parameters: str,
) -> Any:
    """The JSON answer of the GET ``operation_id`` (its path parameters given by name) sent
    with ``request``'s credentials (its Profile-Key, or ``profile_key``)."""
    path = SPEC.operation(operation_id).path
    for name, value in path_parameters.items():
        path = path.replace("{" + name + "}", value)
    read = Request("GET", path, [], list(request.headers), b"")
    read = read.with_header("content-type", None)
    if profile_key is not None:
        read = read.with_header("profile-key", profile_key)
    return (await call(read)).json()


def write_ignored(
    operation_id: OperationId,
    *,
    caught_by: Registration,
    echo: bool = False,
    answer: Answer | None = None,
) -> Wrapper:
    """The fault ``<operation_id>_ignored``: every request of ``operation_id`` (its method and
    path, aliases being operations of their own) is answered 200 with the operation's
    documented success (`documented_success`) and never reaches the server. The answer can
    look applied, so that only reading the effect back catches it: ``echo`` repeats the
    request's JSON fields, ``answer`` adds fields computed from the request and the server's
    reads (or lets the server answer a request it would refuse). Registered by ``caught_by``
    (a `fault(...)` naming the read-back test)."""
    documented = documented_success(operation_id)

    async def ignore(request: Request, call: Call) -> Response:
        route = SPEC.router.match_path(request.method, request.path)
        if route.target is None or route.target.operation_id != operation_id:
            return await call(request)
        sent = request.json() if echo else None
        faked = {**documented, **sent} if isinstance(sent, dict) else dict(documented)
        if answer is not None:
            fields = await answer(request, call)
            if fields is None:
                return await call(request)
            faked.update(fields)
        return Response(status=200).with_json(faked)

    ignore.__name__ = ignore.__qualname__ = f"{operation_id}_ignored"
    ignore.__doc__ = (
        f"{operation_id} answers its documented success without applying the write "
        "(the request never reaches the server)."
    )
    return caught_by(exchange(ignore))


def answer_field_dropped(
    where: Callable[[Request], bool], *fields: str, status: Callable[[int], bool] | None = None
) -> Shape:
    """The JSON object answering a request ``where`` picks (with
    an HTTP status ``status`` accepts, any by default) is sent without its top-level
    ``fields``."""

    async def drop(request: Request, call: Call) -> Response:
        response = await call(request)
        if not where(request) or (status is not None and not status(response.status)):
            return response
        body = response.json()
        if isinstance(body, dict) and any(f in body for f in fields):
            response = response.with_json({k: v for k, v in body.items() if k not in fields})
        return response

    return declared(drop)


def answer_headers_dropped(
    where: Callable[[Request], bool], *headers: str, status: Callable[[int], bool] | None = None
) -> Shape:
    """The answer to a request ``where`` picks (with an HTTP
    status ``status`` accepts, any by default) is sent without the ``headers``."""

    async def drop(request: Request, call: Call) -> Response:
        response = await call(request)
        if where(request) and (status is None or status(response.status)):
            for header in headers:
                response = response.with_header(header, None)
        return response

    return declared(drop)


def altered_id(value: Any) -> Any:
    """``value`` changed so that it names nothing: a string with a character appended, a
    number plus one."""
    if isinstance(value, bool) or not isinstance(value, str | int):
        return value
    return value + 1 if isinstance(value, int) else f"{value}0"


def _with_ids_altered(body: Any, fields: tuple[str, ...], alter: Callable[[Any], Any]) -> Any:
    if isinstance(body, dict):
        return {
            k: alter(v) if k in fields else _with_ids_altered(v, fields, alter)
            for k, v in body.items()
        }
    if isinstance(body, list):
        return [_with_ids_altered(item, fields, alter) for item in body]
    return body


def id_not_round_tripped(
    where: Callable[[Request], bool],
    *fields: str,
    alter: Callable[[Any], Any] = altered_id,
    status: Callable[[int], bool] | None = None,
) -> Shape:
    """In the JSON answer to a request ``where`` picks (with an
    HTTP status ``status`` accepts, any by default: a post that failed on its networks is
    stored and answers its id with HTTP 400), every ``fields`` value (at any depth: a wrapped
    result's too) is answered as ``alter(value)``, so the id the operation answers is not the
    one later requests accept."""

    async def alter_ids(request: Request, call: Call) -> Response:
        response = await call(request)
        if not where(request) or (status is not None and not status(response.status)):
            return response
        body = response.json()
        altered = _with_ids_altered(body, fields, alter)
        return response.with_json(altered) if altered != body else response

    return declared(alter_ids)


# --- the clock shapes ---------------------------------------------------------------------------
#: The client address a fault's own control requests come from: the control is held to the
#: failed-authentication lockout, and the request a fault acts on may come from a locked-out
#: address (the suite's second loopback address).
CONTROL_CLIENT = ("127.0.0.1", 0)


def control_request(method: str, path: str, body: Any = None) -> Request:
    """A request of the test control, with the account's API key, from `CONTROL_CLIENT`."""
    headers = [("authorization", f"Bearer {API_KEY}"), ("content-type", "application/json")]
    raw = b"" if body is None else json.dumps(body).encode()
    return Request(method, path, [], headers, raw, client=CONTROL_CLIENT)


async def service_now(call: Call) -> datetime:
    """The server's clock (the test control's state)."""
    state = (await call(control_request("GET", "/_sandbox"))).json()
    return parse_timestamp(str(state["now"]))


async def shifted(call: Call, request: Request, seconds: int) -> Response:
    """``request`` judged with the server's clock ``seconds`` later, the clock put back after."""
    await call(control_request("POST", CLOCK_PATH, {"advanceSeconds": seconds}))
    try:
        return await call(request)
    finally:
        await call(control_request("POST", CLOCK_PATH, {"advanceSeconds": -seconds}))


def judged_at(seconds: int, where: Callable[[Request], bool]) -> Shape:
    """Each request ``where`` picks is judged with the server's
    clock ``seconds`` later (negative: earlier), the clock put back after it."""

    async def judge(request: Request, call: Call) -> Response:
        if not where(request):
            return await call(request)
        return await shifted(call, request, seconds)

    return declared(judge)


def replayed_after_expiry(where: Callable[[Request], bool]) -> Shape:
    """A GET ``where`` picks that the server once served (200)
    and now answers 404 is answered with the body it served."""
    served: dict[str, Response] = {}

    async def replay(request: Request, call: Call) -> Response:
        response = await call(request)
        if request.method != "GET" or not where(request):
            return response
        if response.status == 200:
            served[request.path] = response
        elif response.status == 404 and request.path in served:
            return served[request.path]
        return response

    return declared(replay)
