"""Route matching by the spec's path templates, the way Starlette routes: none, partial, full.

Concrete paths match before templated ones (OpenAPI "Path Templating Matching"), so
`/post/youTubeWatermark` wins over `/post/{id}`. A partial match (path known, method not)
carries the methods that are allowed, for a 405 with `Allow`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from urllib.parse import unquote

from .operations import HTTP_METHODS, Operation


class Match(enum.Enum):
    NONE = 0
    PARTIAL = 1
    FULL = 2


@dataclass(frozen=True)
class RouteMatch:
    """The outcome of matching one request line."""

    match: Match
    operation: Operation | None = None
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


def most_literal_first(templates: Iterable[PathTemplate]) -> list[PathTemplate]:
    """`templates` with the most literal segments first (stable for equal counts), the order
    of OpenAPI "Path Templating Matching" (`/post/youTubeWatermark` before `/post/{id}`)."""
    return sorted(templates, key=lambda t: -t.literal_count)


def split_path(raw_path: str) -> list[str]:
    """The decoded segments of a request path (`/post/a%2Fb` -> ['post', 'a/b'])."""
    return [unquote(p) for p in raw_path.split("?", 1)[0].split("/")[1:]]


class Router:
    """Matches request lines to the operations of `paths`."""

    def __init__(self, operations: Iterable[Operation]) -> None:
        self._operations: dict[tuple[str, str], Operation] = {}
        templates: dict[str, PathTemplate] = {}
        for op in operations:
            if op.section != "paths":
                continue
            self._operations[(op.path, op.method)] = op
            templates.setdefault(op.path, PathTemplate.compile(op.path))
        self.templates = most_literal_first(templates.values())

    def match(self, method: str, parts: list[str]) -> RouteMatch:
        """Match `method` and the decoded path segments `parts`."""
        method = method.lower()
        for template in self.templates:
            params = template.match(parts)
            if params is None:
                continue
            op = self._operations.get((template.template, method))
            if op is not None:
                return RouteMatch(Match.FULL, op, path_params=params)
            allowed = tuple(
                m.upper() for m in HTTP_METHODS if (template.template, m) in self._operations
            )
            return RouteMatch(Match.PARTIAL, allowed=allowed)
        return RouteMatch(Match.NONE)

    def match_path(self, method: str, path: str) -> RouteMatch:
        """Match a raw request path (`/post/abc?x=1`)."""
        return self.match(method, split_path(path))
