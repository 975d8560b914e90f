"""The one `$ref` resolver: JSON pointers into the document and JSON Schema validators.

The whole document is registered under one URI, so a schema anywhere in it (which may `$ref`
`#/components/...`) validates with `validator_for` without copying the document.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

DOCUMENT_URI = "urn:social-publishing:openapi"


class UnresolvableReference(LookupError):
    """A `$ref` or JSON pointer names nothing in the document."""


def escape_token(token: str) -> str:
    """One JSON-pointer token (`/` and `~` escaped)."""
    return token.replace("~", "~0").replace("/", "~1")


def pointer(*tokens: object) -> str:
    """A JSON pointer from its tokens: pointer('paths', '/post', 'get') -> '/paths/~1post/get'."""
    return "".join("/" + escape_token(str(t)) for t in tokens)


class References:
    """Pointer lookup, local `$ref` resolution and validators over one parsed document."""

    def __init__(self, document: Mapping[str, Any]) -> None:
        self.document = document
        resource: Resource[Any] = Resource.from_contents(
            document, default_specification=DRAFT202012
        )
        self.registry: Registry[Any] = Registry().with_resource(DOCUMENT_URI, resource)
        self._validators: dict[str, Draft202012Validator] = {}

    def lookup(self, location: str) -> Any:
        """The node at JSON pointer `location` (`/components/schemas/Error`)."""
        node: Any = self.document
        for raw in location.split("/")[1:]:
            token = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, Mapping) and token in node:
                node = node[token]
            elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
                node = node[int(token)]
            else:
                raise UnresolvableReference(f"nothing at #{location}")
        return node

    def find(self, location: str) -> Any:
        """The node at JSON pointer `location`, or None when there is none (for linters)."""
        try:
            return self.lookup(location)
        except UnresolvableReference:
            return None

    def resolve_located(self, node: Any, location: str) -> tuple[Any, str]:
        """Follow local `$ref`s from `node` (found at `location`); return the target and its
        location, or `(None, ref)` for a ref that is external, circular or names nothing."""
        seen: set[str] = set()
        while isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if not ref.startswith("#/") or ref in seen:
                return None, ref
            seen.add(ref)
            location = ref[1:]
            node = self.find(location)
            if node is None:
                return None, ref
        return node, location

    def resolve(self, node: Any) -> Any:
        """Follow local `$ref`s (`#/...`) from `node` to the node they name."""
        seen: set[str] = set()
        while isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if not ref.startswith("#/") or ref in seen:
                raise UnresolvableReference(f"cannot resolve $ref {ref!r}")
            seen.add(ref)
            node = self.lookup(ref[1:])
        return node

    def validator_for(self, schema: Any) -> Draft202012Validator:
        """A validator (with format checks) of `schema`, whose `$ref`s may point anywhere."""
        return Draft202012Validator(
            absolutize(schema),
            registry=self.registry,
            format_checker=Draft202012Validator.FORMAT_CHECKER,
        )

    def schema_validator(self, name: str) -> Draft202012Validator:
        """A cached validator of `#/components/schemas/<name>`."""
        if name not in self._validators:
            self._validators[name] = self.validator_for({"$ref": f"#/components/schemas/{name}"})
        return self._validators[name]

    def cached_validator(self, key: str, schema: Any) -> Draft202012Validator:
        """A validator of `schema` kept under `key` (build once, use per request)."""
        if key not in self._validators:
            self._validators[key] = self.validator_for(schema)
        return self._validators[key]


def absolutize(schema: Any) -> Any:
    """`schema` with local `#/...` refs rewritten to point into the registered document."""
    if isinstance(schema, Mapping):
        out: dict[str, Any] = {}
        for key, value in schema.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/"):
                out[key] = DOCUMENT_URI + value
            else:
                out[key] = absolutize(value)
        return out
    if isinstance(schema, list):
        return [absolutize(v) for v in schema]
    return schema
