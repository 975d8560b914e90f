"""Route matching by path templates: one `Router` of `Route`s, the first route whose path
matches decides, and one `RouteMatch` from which 404, 405 and `Allow` follow.

A `Route` is a path template and, per method, what the method leads to: the spec's operation
(`ServiceSpec.router`, `ControlSpec.router`), or whatever a user of the routes binds to it
(`Route.bind`; the reference server binds its endpoints to the spec's own routes). Matching
gives NONE (no route's path matches), PARTIAL (the first matching route has no such method:
405, with the route's methods for `Allow`) or FULL (its target and the decoded path
parameters). Concrete paths come before templated ones (OpenAPI "Path Templating Matching",
`operation_routes`), so `/post/youTubeWatermark` wins over `/post/{id}`, for its other
methods too. Path parameters are the percent-decoded segments of the raw path, split at `/`
first (`/post/a%2Fb` -> `a/b`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar
from urllib.parse import unquote

from .operations import HTTP_METHODS, Operation

T = TypeVar("T")
U = TypeVar("U")


class Match(enum.Enum):
    NONE = 0
    PARTIAL = 1
    FULL = 2


@dataclass(frozen=True)
class RouteMatch(Generic[T]):
    """The outcome of matching one request line: FULL carries the method's `target` and the
    path parameters, PARTIAL the route's methods (`allowed`, upper-case), NONE nothing."""

    match: Match
    target: T | None = None
    allowed: tuple[str, ...] = ()
    path_params: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class PathTemplate:
    """A path template compiled to a matcher of decoded path segments."""

    template: str
    segments: tuple[str, ...]

    @classmethod
    def compile(cls, template: str) -> PathTemplate:
        return cls(template, tuple(template.strip("/").split("/")))

    @property
    def literal_count(self) -> int:
        return sum(1 for s in self.segments if not s.startswith("{"))

    def match(self, parts: list[str], allow_empty: bool = False) -> dict[str, str] | None:
        """The path parameters when `parts` match, else None; a parameter is never an empty
        segment unless `allow_empty`."""
        if len(parts) != len(self.segments):
            return None
        params: dict[str, str] = {}
        for seg, part in zip(self.segments, parts, strict=True):
            if seg.startswith("{") and seg.endswith("}"):
                if part == "" and not allow_empty:
                    return None
                params[seg[1:-1]] = part
            elif seg != part:
                return None
        return params


@dataclass(frozen=True)
class Route(Generic[T]):
    """A path template and the target of each of its methods (lower-case keys, in the order
    `Allow` lists them).

    `empty_params`: a parameter may be an empty segment (for routes whose targets answer that
    case themselves); the spec's path parameters never are.
    """

    path: PathTemplate
    methods: Mapping[str, T]
    empty_params: bool = False

    @classmethod
    def at(cls, template: str, methods: Mapping[str, T], *, empty_params: bool = False) -> Route[T]:
        """The route of path template `template` (`/media/files/{id}/{fileName}`)."""
        return cls(PathTemplate.compile(template), methods, empty_params)

    @property
    def allowed(self) -> tuple[str, ...]:
        return tuple(method.upper() for method in self.methods)

    def bind(self, target: Callable[[T], U]) -> Route[U]:
        """The same route with `target(t)` in place of each method's `t`."""
        return Route(self.path, {m: target(t) for m, t in self.methods.items()}, self.empty_params)


def split_path(raw_path: str) -> list[str]:
    """The decoded segments of a request path (`/post/a%2Fb` -> ['post', 'a/b'])."""
    return [unquote(p) for p in raw_path.split("?", 1)[0].split("/")[1:]]


class Router(Generic[T]):
    """Matches request lines to the targets of `routes`, in their order."""

    def __init__(self, routes: Iterable[Route[T]]) -> None:
        self.routes = tuple(routes)

    def match(self, method: str, parts: list[str]) -> RouteMatch[T]:
        """Match `method` (any case) and the decoded path segments `parts`."""
        method = method.lower()
        for route in self.routes:
            params = route.path.match(parts, allow_empty=route.empty_params)
            if params is None:
                continue
            target = route.methods.get(method)
            if target is None:
                return RouteMatch(Match.PARTIAL, allowed=route.allowed)
            return RouteMatch(Match.FULL, target, path_params=params)
        return RouteMatch(Match.NONE)

    def match_path(self, method: str, path: str) -> RouteMatch[T]:
        """Match a raw request path (`/post/abc?x=1`)."""
        return self.match(method, split_path(path))


def operation_routes(operations: Iterable[Operation]) -> list[Route[Operation]]:
    """One route per path of `operations` (section `paths`), its methods in `HTTP_METHODS`
    order; the paths with the most literal segments first, stable for equal counts (document
    order), the order of OpenAPI "Path Templating Matching"."""
    by_path: dict[str, dict[str, Operation]] = {}
    for op in operations:
        if op.section == "paths":
            by_path.setdefault(op.path, {})[op.method] = op
    routes = [
        Route.at(path, {m: ops[m] for m in HTTP_METHODS if m in ops})
        for path, ops in by_path.items()
    ]
    return sorted(routes, key=lambda route: -route.path.literal_count)
