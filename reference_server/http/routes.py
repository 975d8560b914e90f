"""The route table: every path the server answers, in one list of `Route`s.

A route is a path pattern and an endpoint per method. Matching walks the table in order and
the first route whose path matches decides (Starlette's Match): FULL (the method has an
endpoint) or PARTIAL (405 with `Allow` listing the route's methods); no route is NONE (404).
The order is the special routes, the test control's (when it is on), then the spec's paths,
concrete before templated (OpenAPI "Path Templating Matching": `/post/youTubeWatermark`
before `/post/{id}`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial

from starlette.requests import Request
from starlette.responses import Response

from spec_model import Match, Operation
from spec_model.error_codes import ErrorCode
from spec_model.operations import HTTP_METHODS
from spec_model.routing import PathTemplate, most_literal_first

from ..errors import ApiError
from ..handler_table import HandlerTables
from ..media.urls import FILES_PATH
from ..rules import links, random_content, user_extras
from ..service import Service
from . import endpoints, operations

#: An endpoint: the request and its route's path parameters -> the response.
Endpoint = Callable[[Request, Mapping[str, str]], Awaitable[Response]]
ServiceEndpoint = Callable[[Service, Request, Mapping[str, str]], Awaitable[Response]]


@dataclass(frozen=True)
class Route:
    """A path pattern (`/media/files/{id}/{fileName}`) and its endpoints by method.

    `empty_params`: a parameter may be an empty segment (the special routes, whose endpoints
    answer their own 404 for it); the spec's path parameters never are.
    """

    template: str
    endpoints: Mapping[str, Endpoint]
    empty_params: bool = False
    path: PathTemplate = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", PathTemplate.compile(self.template))

    @property
    def allowed(self) -> tuple[str, ...]:
        return tuple(method.upper() for method in self.endpoints)

    def match_path(self, parts: list[str]) -> dict[str, str] | None:
        return self.path.match(parts, allow_empty=self.empty_params)


@dataclass(frozen=True)
class Found:
    """The outcome of matching one request line against the table."""

    match: Match
    endpoint: Endpoint | None = None
    params: Mapping[str, str] = field(default_factory=dict)
    allowed: tuple[str, ...] = ()

    def endpoint_or_error(self) -> Endpoint:
        """The endpoint; ApiError 404 (no route) or 405 with `Allow` (not this method)."""
        if self.match is Match.NONE:
            raise ApiError(ErrorCode.ROUTE_NOT_FOUND)
        if self.endpoint is None:
            raise ApiError(ErrorCode.METHOD_NOT_ALLOWED, headers={"Allow": ", ".join(self.allowed)})
        return self.endpoint


class RouteTable:
    def __init__(self, routes: Iterable[Route]) -> None:
        self.routes = tuple(routes)

    def match(self, method: str, parts: list[str]) -> Found:
        """Match a lower-case method and the decoded path segments."""
        for route in self.routes:
            params = route.match_path(parts)
            if params is None:
                continue
            endpoint = route.endpoints.get(method)
            if endpoint is None:
                return Found(Match.PARTIAL, allowed=route.allowed)
            return Found(Match.FULL, endpoint, params)
        return Found(Match.NONE)


def operation_routes(
    service: Service, ops: Iterable[Operation], run: Callable[..., Awaitable[Response]]
) -> list[Route]:
    """One route per path of `ops` (section `paths`), concrete paths first (stable: document
    order), with an endpoint per method running `run(service, op, request, params)`."""
    by_path: dict[str, dict[str, Operation]] = {}
    for op in ops:
        if op.section == "paths":
            by_path.setdefault(op.path, {})[op.method] = op
    paths = [t.template for t in most_literal_first(map(PathTemplate.compile, by_path))]
    return [
        Route(
            path,
            {
                method: partial(run, service, by_path[path][method])
                for method in HTTP_METHODS
                if method in by_path[path]
            },
        )
        for path in paths
    ]


def route_table(service: Service, handlers: HandlerTables | None = None) -> RouteTable:
    """The server's routes: special, the control's (unless `--no-sandbox`), the spec's; an
    operation runs its handler in ``handlers`` (default: the rules' own)."""
    handlers = handlers or HandlerTables.default()

    def special(template: str, endpoint: ServiceEndpoint, *methods: str) -> Route:
        bound = partial(endpoint, service)
        return Route(template, dict.fromkeys(methods, bound), empty_params=True)

    control = service.settings.sandbox  # off: /_sandbox and /sandbox.yaml are unknown paths
    batch = "/".join(("", *user_extras.BATCH_PATH, "{name}"))
    short = "/".join(("", *links.facts(service).prefix, "{id}"))
    random_media = "/".join(("", *random_content.ROUTE, "{name}"))
    media_files = "/".join(("", *FILES_PATH, "{id}", "{fileName}"))
    routes = [
        special("/openapi.yaml", endpoints.openapi_document, "get"),
        *([special("/sandbox.yaml", endpoints.control_document, "get")] if control else []),
        special("/docs", endpoints.docs_page, "get"),
        special(media_files, endpoints.media_file, "get", "head"),
        special(random_media, endpoints.random_media, "get", "head"),
        special("/media/presigned/{id}", endpoints.presigned_put, "put"),
        *(
            operation_routes(
                service, service.control.operations, partial(operations.control, handlers)
            )
            if control
            else []
        ),
        special(batch, endpoints.batch_file, "get"),
        special(short, endpoints.short_link, "get"),
        *operation_routes(
            service, service.spec.operations, partial(operations.operation, handlers)
        ),
    ]
    return RouteTable(routes)
