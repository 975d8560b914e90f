"""The one `$ref` resolver: JSON pointers into the document and JSON Schema validators.

The whole document is registered under one URI, so a schema anywhere in it (which may `$ref`
`#/components/...`) validates with `validator_for` without copying the document. Sibling
documents (`openapi.yaml` for `sandbox.yaml`) are registered in the same registry at their
relative reference resolved against the base URI, so `openapi.yaml#/components/...` refs
resolve too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urljoin

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from .ecma_regex import EcmaDraft202012Validator

DOCUMENT_URI = "urn:social-publishing:openapi"
#: Base URI of a document that refers to siblings by relative references (hierarchical, so
#: `openapi.yaml#/...` resolves against it); never fetched.
SIBLINGS_BASE = "https://spec.social-publishing.invalid/"


class UnresolvableReference(LookupError):
    """A `$ref` or JSON pointer names nothing in the document."""


def escape_token(token: str) -> str:
    """One JSON-pointer token (`/` and `~` escaped)."""
    return token.replace("~", "~0").replace("/", "~1")


def resolve_pointer(node: Any, location: str) -> Any:
    """The node at JSON pointer `location` inside `node` (any JSON value: a document, or an
    answer a response link's `$response.body#/...` names); UnresolvableReference if none."""
    for raw in location.split("/")[1:]:
        token = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, Mapping) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            raise UnresolvableReference(f"nothing at #{location}")
    return node


def pointer(*tokens: object) -> str:
    """A JSON pointer from its tokens: pointer('paths', '/post', 'get') -> '/paths/~1post/get'."""
    return "".join("/" + escape_token(str(t)) for t in tokens)


def _resource(document: Mapping[str, Any]) -> Resource[Any]:
    return Resource.from_contents(document, default_specification=DRAFT202012)


class References:
    """Pointer lookup, `$ref` resolution and validators over one parsed document.

    `siblings` maps relative references (`"openapi.yaml"`) to the documents they name; the
    document itself is registered at `base_uri` and each sibling at its reference resolved
    against it.
    """

    def __init__(
        self,
        document: Mapping[str, Any],
        base_uri: str = DOCUMENT_URI,
        siblings: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> None:
        self.document = document
        self.base_uri = base_uri
        self.siblings: dict[str, References] = {
            name: References(sibling) for name, sibling in (siblings or {}).items()
        }
        registry: Registry[Any] = Registry().with_resource(base_uri, _resource(document))
        for name, sibling in (siblings or {}).items():
            registry = registry.with_resource(urljoin(base_uri, name), _resource(sibling))
        self.registry = registry
        self._validators: dict[str, Draft202012Validator] = {}

    def lookup(self, location: str) -> Any:
        """The node at JSON pointer `location` (`/components/schemas/Error`)."""
        return resolve_pointer(self.document, location)

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

    def lookup_ref(self, ref: str) -> Any:
        """The node a local (`#/...`) or sibling (`openapi.yaml#/...`) reference names; a
        sibling's node comes with its local refs rewritten to point into the sibling."""
        name, hash_, location = ref.partition("#")
        if not hash_ or (location and not location.startswith("/")):
            raise UnresolvableReference(f"cannot resolve $ref {ref!r}")
        if not name:
            return self.lookup(location)
        sibling = self.siblings.get(name)
        if sibling is None:
            raise UnresolvableReference(f"cannot resolve $ref {ref!r}: no document {name!r}")
        return rebase(sibling.lookup(location), name)

    def resolve(self, node: Any) -> Any:
        """Follow local (`#/...`) and sibling (`openapi.yaml#/...`) `$ref`s from `node` to the
        node they name."""
        seen: set[str] = set()
        while isinstance(node, Mapping) and isinstance(node.get("$ref"), str):
            ref = node["$ref"]
            if ref in seen:
                raise UnresolvableReference(f"cannot resolve $ref {ref!r}")
            seen.add(ref)
            node = self.lookup_ref(ref)
        return node

    def validator_for(self, schema: Any) -> Draft202012Validator:
        """A validator (with format checks, ECMA-262 patterns) of `schema`, whose `$ref`s may
        point anywhere."""
        return EcmaDraft202012Validator(
            absolutize(schema, self.base_uri),
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


def absolutize(schema: Any, base_uri: str = DOCUMENT_URI) -> Any:
    """`schema` with local `#/...` refs rewritten to point into the document registered at
    `base_uri`, and relative ones (`openapi.yaml#/...`) into the sibling they name."""
    if isinstance(schema, Mapping):
        out: dict[str, Any] = {}
        for key, value in schema.items():
            if key == "$ref" and isinstance(value, str) and "://" not in value:
                if value.startswith("#/"):
                    out[key] = base_uri + value
                elif base_uri != DOCUMENT_URI and not value.startswith("urn:"):
                    out[key] = urljoin(base_uri, value)
                else:
                    out[key] = value
            else:
                out[key] = absolutize(value, base_uri)
        return out
    if isinstance(schema, list):
        return [absolutize(v, base_uri) for v in schema]
    return schema


def rebase(node: Any, name: str) -> Any:
    """`node` of the document `name` with its local refs (`#/...`) rewritten to `name#/...`,
    so they resolve from the document that refers to `name`."""
    if isinstance(node, Mapping):
        return {
            key: name + value
            if key == "$ref" and isinstance(value, str) and value.startswith("#")
            else rebase(value, name)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [rebase(v, name) for v in node]
    return node
