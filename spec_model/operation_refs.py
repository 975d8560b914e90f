"""Where an OpenAPI document names one of its operations by operationId (or `operationRef`),
and which of those names no operation.

Contract: `operation_references(document)` yields every place outside an operation's own
`operationId` that names an operation of the same document:
* a Link object's `operationId` or local `operationRef` (`#/paths/...`): links of the responses
  of `paths` and `webhooks`, of `components.responses` and `components.links`;
* `x-alias-of` on an operation;
* inside any `x-` extension (top level, operation, response): a key `operationId`, a key ending
  in `Operation` (e.g. `x-jwt.pageOperation`) holding a string, or ending in `Operations`
  holding a list of strings. A new extension that names operations follows this convention.

`dangling_references(document)` returns those that name no operation of `paths` or `webhooks`.
Nothing here raises on a malformed document: the linters report what they find.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .operations import HTTP_METHODS
from .references import UnresolvableReference, pointer, resolve_pointer

__all__ = [
    "OperationReference",
    "dangling_references",
    "declared_operation_ids",
    "operation_references",
]

_SECTIONS = ("paths", "webhooks")


@dataclass(frozen=True, order=True)
class OperationReference:
    """A place (`location`, a JSON pointer) that names an operation (`target`).

    `kind` says what names it (`link Name`, `x-alias-of`, `x-jwt.pageOperation`); `by_ref` is
    True for an `operationRef` (target is then the pointer it holds)."""

    location: str
    target: str
    kind: str
    by_ref: bool = False

    def describe(self) -> str:
        """`link GetPost names operationId 'get_post'` (how a message names the place)."""
        field = "operationRef" if self.by_ref else "operationId"
        return f"{self.kind} names {field} {self.target!r}"


def _operations(document: Mapping[str, Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(location, operation object) of every operation of `paths` and `webhooks`."""
    for section in _SECTIONS:
        items = document.get(section)
        if not isinstance(items, Mapping):
            continue
        for path, item in items.items():
            location = pointer(section, path)
            if isinstance(item, Mapping) and isinstance(item.get("$ref"), str):
                ref = str(item["$ref"])
                if not ref.startswith("#"):
                    continue
                try:
                    item = resolve_pointer(document, ref[1:])
                except UnresolvableReference:
                    continue
                location = ref[1:]
            if not isinstance(item, Mapping):
                continue
            for method in HTTP_METHODS:
                node = item.get(method)
                if isinstance(node, Mapping):
                    yield location + pointer(method), node


def declared_operation_ids(document: Mapping[str, Any]) -> set[str]:
    """The operationIds of the operations of `paths` and `webhooks`."""
    return {
        str(node["operationId"])
        for _, node in _operations(document)
        if isinstance(node.get("operationId"), str)
    }


def _links(links: Any, location: str) -> Iterator[OperationReference]:
    if not isinstance(links, Mapping):
        return
    for name, link in links.items():
        if not isinstance(link, Mapping):
            continue
        where = location + pointer(name)
        if isinstance(link.get("operationId"), str):
            yield OperationReference(
                where + pointer("operationId"), link["operationId"], f"link {name}"
            )
        ref = link.get("operationRef")
        if isinstance(ref, str) and ref.startswith("#"):  # another document's: not ours to check
            yield OperationReference(where + pointer("operationRef"), ref, f"link {name}", True)


def _responses(responses: Any, location: str) -> Iterator[OperationReference]:
    if not isinstance(responses, Mapping):
        return
    for status, response in responses.items():
        if isinstance(response, Mapping):
            where = location + pointer(status)
            yield from _links(response.get("links"), where + pointer("links"))
            yield from _extensions(response, where)


def _named_in_extension(node: Any, location: str, kind: str) -> Iterator[OperationReference]:
    if isinstance(node, Mapping):
        for key, value in node.items():
            where = location + pointer(key)
            label = f"{kind}.{key}"
            if isinstance(value, str) and (key == "operationId" or str(key).endswith("Operation")):
                yield OperationReference(where, value, label)
            elif isinstance(value, list) and str(key).endswith("Operations"):
                for index, item in enumerate(value):
                    if isinstance(item, str):
                        yield OperationReference(where + pointer(index), item, label)
            else:
                yield from _named_in_extension(value, where, label)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from _named_in_extension(item, location + pointer(index), kind)


def _extensions(node: Mapping[str, Any], location: str) -> Iterator[OperationReference]:
    for key, value in node.items():
        if not str(key).startswith("x-"):
            continue
        where = location + pointer(key)
        if key == "x-alias-of" and isinstance(value, str):
            yield OperationReference(where, value, "x-alias-of")
        else:
            yield from _named_in_extension(value, where, str(key))


def operation_references(document: Mapping[str, Any]) -> list[OperationReference]:
    """Every place that names an operation (see the module docstring), in document order."""
    found: list[OperationReference] = list(_extensions(document, ""))
    for location, operation in _operations(document):
        found.extend(_extensions(operation, location))
        found.extend(_responses(operation.get("responses"), location + pointer("responses")))
    components = document.get("components")
    if isinstance(components, Mapping):
        found.extend(_responses(components.get("responses"), pointer("components", "responses")))
        found.extend(_links(components.get("links"), pointer("components", "links")))
    return found


def _names_operation(document: Mapping[str, Any], reference: OperationReference) -> bool:
    if not reference.by_ref:
        return False
    try:
        node = resolve_pointer(document, reference.target[1:])
    except UnresolvableReference:
        return False
    tokens = reference.target[1:].split("/")[1:]
    return (
        isinstance(node, Mapping)
        and len(tokens) >= 3
        and tokens[0] in _SECTIONS
        and tokens[-1] in HTTP_METHODS
    )


def dangling_references(
    document: Mapping[str, Any], known: set[str] | None = None
) -> list[OperationReference]:
    """The references that name no operation (of `known`, default: the document's own)."""
    declared = declared_operation_ids(document) if known is None else known
    return [
        reference
        for reference in operation_references(document)
        if (
            not _names_operation(document, reference)
            if reference.by_ref
            else reference.target not in declared
        )
    ]
