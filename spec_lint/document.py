"""The spec as the catalogue checks see it: the spec library's YAML 1.2 loader and resolver,
and the operations of `paths` and `webhooks` with their locations."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referencing import Registry

from spec_lint.problems import join
from spec_model import DOCUMENT_URI, HTTP_METHODS, References, load_yaml

__all__ = ["DOCUMENT_URI", "HTTP_METHODS", "Operation", "Spec", "load_spec", "load_yaml"]


@dataclass(frozen=True)
class Operation:
    """One operation of `paths` or `webhooks`, with its location."""

    location: str
    path: str
    method: str
    node: Mapping[str, Any]


@dataclass
class Spec:
    """An OpenAPI document plus what the checks need to resolve and validate inside it (the
    spec library's resolver, which tolerates broken references: a linter reports them)."""

    document: Mapping[str, Any]
    references: References = field(init=False)

    def __post_init__(self) -> None:
        self.references = References(self.document)

    @property
    def registry(self) -> Registry[Any]:
        return self.references.registry

    def lookup(self, location: str) -> Any:
        """Return the node at a JSON pointer, or None when there is none."""
        return self.references.find(location)

    def resolve(self, node: Any, location: str) -> tuple[Any, str]:
        """Follow local `$ref`s (`#/...`) from a node; return the target and its location.

        An unresolvable or external ref yields ``(None, ref)``.
        """
        return self.references.resolve_located(node, location)

    def operations(self, *, webhooks: bool = True) -> Iterator[Operation]:
        """Every operation under `paths` (and `webhooks` unless told not to)."""
        sections = ("paths", "webhooks") if webhooks else ("paths",)
        for section in sections:
            items = self.document.get(section)
            if not isinstance(items, Mapping):
                continue
            for path, item in items.items():
                item, item_location = self.resolve(item, join("", section, path))
                if not isinstance(item, Mapping):
                    continue
                for method in HTTP_METHODS:
                    node = item.get(method)
                    if isinstance(node, Mapping):
                        yield Operation(join(item_location, method), str(path), method, node)


def load_spec(path: str | Path) -> Spec:
    """Read an OpenAPI document from a YAML (or JSON) file."""
    document = load_yaml(Path(path).read_text(encoding="utf-8"))
    if not isinstance(document, Mapping):
        raise ValueError(f"{path}: not an OpenAPI document (top level is not a mapping)")
    return Spec(document)
