"""The app: a Starlette `Router` with no routes of its own, for the lifespan (this process's
webhook delivery and scheduler) and the compression middleware; its `default`, `Answering`,
answers every request: one match of the server's router (`routes.py`), the endpoint's answer,
`ApiError`s and failures (a stray cancellation included) in the spec's Error shape (never a
bare 500), the rate-limit headers of counted requests and, with `--check-responses`, every
answer checked against the spec. (The `Starlette` class would add only its error middleware,
whose text/plain answers this server never gives.)"""

from __future__ import annotations

import asyncio
import json
import sys
import traceback
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import starlette.routing
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

from spec_model import ControlSpec, Match, Router, ServiceSpec
from spec_model.error_codes import ErrorCode

from .. import feed_reader, interpreter
from ..compression import CompressionMiddleware
from ..errors import ApiError, error_body
from ..handler_table import check_handler_table
from ..parts import ServerParts
from ..scheduler import Scheduler
from ..service import Service
from ..settings import Settings
from .response_check import INTERNAL_ERROR_MARK, check_response
from .responses import error_response
from .routes import Endpoint, not_routed, route_table

#: What builds the served app from the settings and the specs already read (`create_app`, or a
#: launcher's own function of the same arguments).
AppFactory = Callable[[Settings, ServiceSpec | None, ControlSpec | None], Any]


class Answering:
    """The ASGI app that answers every HTTP request of the server (see the module docstring),
    and the lifespan of the server's background work."""

    def __init__(self, service: Service, routes: Router[Endpoint]) -> None:
        self.service = service
        self.routes = routes
        self.scheduler = Scheduler(service)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        spec = self.service.spec
        request = Request(scope, receive)
        request.state.operation = None
        request.state.rate_limit_headers = None
        try:
            raw_path: bytes = scope.get("raw_path") or scope["path"].encode()
            found = self.routes.match_path(request.method, raw_path.decode("latin-1"))
            if found.match is not Match.FULL or found.target is None:
                raise not_routed(found)
            response = await found.target(request, found.path_params)
        except ApiError as error:
            response = error_response(spec, error)
        except ClientDisconnect:  # the client went away (or was cut off) mid-body: no answer
            return
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # this request itself is being cancelled (the server stops): no answer
            # A cancellation that escaped from something the handler awaited (a cancelled
            # future): a failure of the server like any other, answered in the Error shape.
            response = self._failure(scope)
        except Exception:
            response = self._failure(scope)
        if request.state.rate_limit_headers:  # every answer to a counted request
            response.headers.update(request.state.rate_limit_headers)
        if self.service.settings.check_responses:
            check_response(spec, request, response)
        await response(scope, receive, send)

    def _failure(self, scope: Scope) -> Response:
        """The answer to a request whose handler failed: logged with INTERNAL_ERROR_MARK and
        its traceback, answered in the spec's Error shape (never a bare 500)."""
        print(INTERNAL_ERROR_MARK, scope.get("method"), scope.get("path"), file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        sys.stderr.flush()
        return error_response(
            self.service.spec,
            ApiError(ErrorCode.INVALID_REQUEST, "The request could not be processed."),
        )

    @asynccontextmanager
    async def lifespan(self, app: object) -> AsyncIterator[None]:
        """Background work of this process: webhook delivery and the scheduler; at shutdown
        they stop, the isolated feed parser is ended and the service closed."""
        await self.service.delivery.start()
        await self.scheduler.start()
        interpreter.settle()  # everything loaded: see interpreter.py
        yield
        await self.scheduler.stop()
        await self.service.delivery.stop()
        feed_reader.PARSER.close(kill=True)
        self.service.close()


def malformed_request_answer(spec: ServiceSpec) -> tuple[int, bytes, str]:
    """Status, JSON body (the spec's Error shape) and Content-Type of the answer to a request
    that is not valid HTTP/1.1 (sent by `http_guard` before the app sees anything)."""
    status, body = error_body(
        spec,
        ApiError(
            ErrorCode.INVALID_REQUEST,
            "The request is not valid HTTP/1.1; the connection is closed.",
        ),
    )
    content = json.dumps(body, separators=(",", ":")).encode()
    return status, content, spec.facts.conventions.json_content_type


def create_app(
    settings: Settings,
    spec: ServiceSpec | None = None,
    control: ControlSpec | None = None,
    *,
    parts: ServerParts | None = None,
) -> starlette.routing.Router:
    """The reference server's ASGI app for `settings` (a Starlette `Router` whose `default` is
    the `Answering`); raises `HandlerTableError` when the handler tables do not match the
    spec's operations.
    `spec`/`control`: already read (see `Service`). `parts`: what the server is built from
    (default: the production parts, `ServerParts()`).

    A module-level function of its arguments: `functools.partial(create_app, settings)` (or
    of any function of the same arguments) is the app factory `python -m reference_server
    --workers N` pickles into each worker (`__main__.main(app_factory=...)`)."""
    parts = parts or ServerParts()
    service = Service(settings, spec, control, parts.seams)
    try:
        check_handler_table(service.spec, service.control, parts.handlers)
    except Exception:
        service.close()
        raise
    answering = Answering(service, route_table(service, parts.handlers))
    return starlette.routing.Router(
        redirect_slashes=False,
        default=answering,
        lifespan=answering.lifespan,
        middleware=[Middleware(CompressionMiddleware, service.spec.facts.compression)],
    )
