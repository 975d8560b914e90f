"""The server's routes: one `spec_model.Router` whose targets are endpoints.

The order is the special routes, the test control's (when it is on), then the spec's paths.
The control's and the spec's are the routes of `ControlSpec.router` and `ServiceSpec.router`
(concrete before templated: `/post/youTubeWatermark` before `/post/{id}`), each method bound
to the endpoint that runs its operation. The first route whose path matches decides (see
`spec_model.routing`); `not_routed` is the answer when it has no endpoint for the method.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from functools import partial

from starlette.requests import Request
from starlette.responses import Response

from spec_model import Match, Operation, Route, RouteMatch, Router
from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..handler_table import HandlerTables
from ..media.urls import FILES_PATH
from ..rules import links, random_content, user_accounts
from ..service import Service
from . import endpoints, operations

#: An endpoint: the request and its route's path parameters -> the response.
Endpoint = Callable[[Request, Mapping[str, str]], Awaitable[Response]]
ServiceEndpoint = Callable[[Service, Request, Mapping[str, str]], Awaitable[Response]]
OperationEndpoint = Callable[..., Awaitable[Response]]


def not_routed(found: RouteMatch[Endpoint]) -> ApiError:
    """The refusal of a request no endpoint takes: 404 (no route) or 405 with `Allow` (its
    route has other methods)."""
    if found.match is Match.NONE:
        return ApiError(ErrorCode.ROUTE_NOT_FOUND)
    return ApiError(ErrorCode.METHOD_NOT_ALLOWED, headers={"Allow": ", ".join(found.allowed)})


def route_table(service: Service, handlers: HandlerTables | None = None) -> Router[Endpoint]:
    """The server's routes: special, the control's (unless `--no-sandbox`), the spec's; an
    operation runs its handler in ``handlers`` (default: the rules' own)."""
    handlers = handlers or HandlerTables.default()

    def special(template: str, endpoint: ServiceEndpoint, *methods: str) -> Route[Endpoint]:
        """A special route: its endpoints answer an empty parameter themselves (404)."""
        bound = partial(endpoint, service)
        return Route.at(template, dict.fromkeys(methods, bound), empty_params=True)

    def bound(router: Router[Operation], run: OperationEndpoint) -> list[Route[Endpoint]]:
        """`router`'s routes, each operation bound to `run(handlers, service, op, ...)`."""
        return [
            route.bind(lambda op: partial(run, handlers, service, op)) for route in router.routes
        ]

    control = service.settings.sandbox  # off: /_sandbox and /sandbox.yaml are unknown paths
    batch = user_accounts.BATCH_ROUTE + "/{name}"
    short = "/".join(("", *links.facts(service).prefix, "{id}"))
    random_media = "/".join(("", *random_content.ROUTE, "{name}"))
    media_files = "/".join(("", *FILES_PATH, "{id}", "{fileName}"))
    return Router(
        [
            special("/openapi.yaml", endpoints.openapi_document, "get"),
            *([special("/sandbox.yaml", endpoints.control_document, "get")] if control else []),
            special("/docs", endpoints.docs_page, "get"),
            special(media_files, endpoints.media_file, "get", "head"),
            special(random_media, endpoints.random_media, "get", "head"),
            special("/media/presigned/{id}", endpoints.presigned_put, "put"),
            *(bound(service.control.router, operations.control) if control else []),
            special(batch, endpoints.batch_file, "get"),
            special(short, endpoints.short_link, "get"),
            *bound(service.spec.router, operations.operation),
        ]
    )
