"""Loading the spec and walking it: operations, responses, schemas and example holders."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from spec_lint.problems import join

#: The URI under which the whole document is registered, so `#/components/...` refs resolve.
DOCUMENT_URI = "https://spec-lint.invalid/openapi.yaml"

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

# Keywords whose value is a subschema, a list of subschemas, or a map of subschemas.
_SUBSCHEMA = (
    "additionalProperties",
    "items",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentSchema",
)
_SUBSCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
_SUBSCHEMA_MAPS = ("properties", "patternProperties", "$defs", "dependentSchemas")


class _Yaml12Loader(yaml.SafeLoader):
    """SafeLoader that reads scalars the way YAML 1.2 tools (redocly, spectral) do.

    PyYAML follows YAML 1.1: it turns `2024-01-01` into a date and `yes`/`on` into booleans,
    which would make examples fail (or pass) here but not in the other tools.
    """


_Yaml12Loader.yaml_implicit_resolvers = {
    first: [
        (tag, regexp)
        for tag, regexp in resolvers
        if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:bool")
    ]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
)


def load_yaml(text: str) -> Any:
    """Parse YAML with YAML 1.2 scalar rules: dates stay strings, only true/false are bools."""
    return yaml.load(text, Loader=_Yaml12Loader)  # a SafeLoader subclass


@dataclass(frozen=True)
class Operation:
    """One operation of `paths` or `webhooks`, with its location."""

    location: str
    path: str
    method: str
    node: Mapping[str, Any]


@dataclass
class Spec:
    """An OpenAPI document plus what the checks need to resolve and validate inside it."""

    document: Mapping[str, Any]
    registry: Registry[Any] = field(init=False)

    def __post_init__(self) -> None:
        resource: Resource[Any] = DRAFT202012.create_resource(self.document)
        self.registry = Registry().with_resource(DOCUMENT_URI, resource)

    def lookup(self, location: str) -> Any:
        """Return the node at a JSON pointer, or None when there is none."""
        node: Any = self.document
        for raw in location.split("/")[1:]:
            token = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, Mapping) and token in node:
                node = node[token]
            elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
                node = node[int(token)]
            else:
                return None
        return node

    def resolve(self, node: Any, location: str) -> tuple[Any, str]:
        """Follow local `$ref`s (`#/...`) from a node; return the target and its location.

        An unresolvable or external ref yields ``(None, ref)``.
        """
        seen: set[str] = set()
        while isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if not ref.startswith("#/") or ref in seen:
                return None, ref
            seen.add(ref)
            location = ref[1:]
            node = self.lookup(location)
            if node is None:
                return None, ref
        return node, location

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


def iter_schemas(schema: Any, location: str) -> Iterator[tuple[Mapping[str, Any], str]]:
    """A schema and all its inline subschemas (not following `$ref`), with locations."""
    if not isinstance(schema, Mapping):
        return
    yield schema, location
    for keyword in _SUBSCHEMA:
        yield from iter_schemas(schema.get(keyword), join(location, keyword))
    for keyword in _SUBSCHEMA_LISTS:
        members = schema.get(keyword)
        if isinstance(members, list):
            for index, member in enumerate(members):
                yield from iter_schemas(member, join(location, keyword, index))
    for keyword in _SUBSCHEMA_MAPS:
        members = schema.get(keyword)
        if isinstance(members, Mapping):
            for name, member in members.items():
                yield from iter_schemas(member, join(location, keyword, name))


def iter_schema_roots(document: Any, location: str = "") -> Iterator[tuple[Any, str]]:
    """Every schema root: `components.schemas.*` and each `schema` of a parameter, header or
    media type anywhere in the document. Example values and extensions are not searched."""
    if isinstance(document, Mapping):
        for key, value in document.items():
            here = join(location, key)
            if location == "/components/schemas" or (
                key == "schema" and isinstance(value, Mapping)
            ):
                yield value, here
            elif isinstance(key, str) and (
                key in ("example", "examples", "links") or key.startswith("x-")
            ):
                continue
            else:
                yield from iter_schema_roots(value, here)
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from iter_schema_roots(value, join(location, index))


def iter_example_holders(
    document: Any, location: str = ""
) -> Iterator[tuple[Mapping[str, Any], str]]:
    """Every parameter, header or media type object that has a `schema` and an example."""
    if isinstance(document, Mapping):
        if isinstance(document.get("schema"), Mapping) and (
            "example" in document or "examples" in document
        ):
            yield document, location
        for key, value in document.items():
            if location == "/components/schemas" or (
                isinstance(key, str)
                and (key in ("schema", "example", "examples", "links") or key.startswith("x-"))
            ):
                continue
            yield from iter_example_holders(value, join(location, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from iter_example_holders(value, join(location, index))
