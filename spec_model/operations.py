"""Typed operations of `paths` and `webhooks`: parameters, request bodies and responses.

Each operation is read once, with its `$ref`s resolved, and carries the per-operation facts
(`x-plans`, the `x-error-codes` of each response, the `x-error-code` of a body field).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from jsonschema import Draft202012Validator

from .references import References, pointer

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


@dataclass(frozen=True)
class Parameter:
    """A parameter (path, query, header or cookie) with its resolved schema and validator."""

    name: str
    location: str
    required: bool
    schema: Mapping[str, Any]
    validator: Draft202012Validator = field(repr=False)
    extensions: Mapping[str, Any] = field(default_factory=dict)
    deprecated: bool = False
    #: The parameter's documented `example` (else its schema's), or None.
    example: Any = None

    @property
    def error_code(self) -> int | None:
        """The `x-error-code` of a value this parameter refuses (on it or its schema), or None
        when the default code applies."""
        code = self.extensions.get("x-error-code", self.schema.get("x-error-code"))
        return int(code) if code is not None else None


@dataclass(frozen=True)
class FieldCodes:
    """The codes of one body field: a value that does not match, and the field absent."""

    invalid: int | None = None
    missing: int | None = None


@dataclass(frozen=True)
class Response:
    """A documented response of an operation."""

    status: str
    description: str
    error_codes: tuple[int, ...] | None
    content: Mapping[str, Mapping[str, Any]]
    headers: tuple[str, ...]
    location: str

    def schema(self, media_type: str = "application/json") -> Mapping[str, Any] | None:
        media = self.content.get(media_type)
        return None if media is None else media.get("schema")


@dataclass(frozen=True)
class Operation:
    """One operation: where it lives, what it takes and what it answers."""

    operation_id: str
    method: str
    path: str
    section: str  # "paths" or "webhooks"
    tags: tuple[str, ...]
    parameters: tuple[Parameter, ...] = field(repr=False)
    body_required: bool
    body_schemas: Mapping[str, Mapping[str, Any]] = field(repr=False)
    body_validators: Mapping[str, Draft202012Validator] = field(repr=False)
    responses: Mapping[str, Response] = field(repr=False)
    plans: tuple[str, ...] | None
    deprecated: bool
    raw: Mapping[str, Any] = field(repr=False)
    field_codes: Mapping[str, Mapping[str, FieldCodes]] = field(default_factory=dict, repr=False)
    #: `x-alias-of`: the operationId this deprecated operation is another path/method of.
    alias_of: str | None = None
    #: `x-add-ons`: add-ons (names of the top-level `x-add-ons`) the account needs for it.
    add_ons: tuple[str, ...] = ()
    #: `x-networks`: the networks the operation supports (None: every network). A request
    #: naming another network in its `platform`/`platforms` field is refused.
    networks: tuple[str, ...] | None = None

    @property
    def canonical_id(self) -> str:
        """The operationId whose rules this operation follows (itself unless an alias)."""
        return self.alias_of or self.operation_id

    @property
    def public(self) -> bool:
        """True when the operation takes no API key (`security: []`, e.g. the linking page,
        whose query token is its credential)."""
        return self.raw.get("security") == []

    @property
    def label(self) -> str:
        """`POST /post` (or `webhook social` for a delivery)."""
        if self.section == "webhooks":
            return f"webhook {self.path}"
        return f"{self.method.upper()} {self.path}"

    @property
    def location(self) -> str:
        """The JSON pointer of the operation object."""
        return pointer(self.section, self.path, self.method)

    def parameter(self, name: str, location: str) -> Parameter | None:
        """The parameter called `name` in `location` (header names ignore case)."""
        for param in self.parameters:
            if param.location == location and param.name.lower() == name.lower():
                return param
        return None

    def response(self, status: int | str) -> Response | None:
        """The documented response for `status` (exact, then `4XX`-style, then default)."""
        text = str(status)
        return (
            self.responses.get(text)
            or self.responses.get(f"{text[:1]}XX")
            or self.responses.get("default")
        )

    def body_field_codes(self, media_type: str, field_name: object) -> FieldCodes:
        """The `x-error-code` / `x-missing-error-code` of a top-level body field."""
        return self.field_codes.get(media_type, {}).get(str(field_name), FieldCodes())


def read_operations(refs: References) -> list[Operation]:
    """Every operation of `paths` and `webhooks`, in document order."""
    operations: list[Operation] = []
    for section in ("paths", "webhooks"):
        items = refs.document.get(section) or {}
        for path, item in items.items():
            item = refs.resolve(item)
            common = item.get("parameters", [])
            for method in HTTP_METHODS:
                raw = item.get(method)
                if isinstance(raw, Mapping):
                    operations.append(_operation(refs, section, path, method, raw, common))
    return operations


def _parameter(refs: References, node: Any) -> Parameter:
    param = refs.resolve(node)
    schema = param.get("schema", {})
    return Parameter(
        name=str(param["name"]),
        location=str(param["in"]),
        required=bool(param.get("required", False)),
        schema=refs.resolve(schema),
        validator=refs.validator_for(schema),
        extensions={k: v for k, v in param.items() if k.startswith("x-")},
        example=param.get("example", refs.resolve(schema).get("example")),
        deprecated=bool(param.get("deprecated", False)),
    )


def _extension(refs: References, node: Mapping[str, Any], key: str) -> int | None:
    """`key` on `node`, else on what its `$ref` names (a sibling of `$ref` wins)."""
    if key in node:
        return int(node[key])
    target = refs.resolve(node)
    return int(target[key]) if key in target else None


def _field_codes(refs: References, schema: Any) -> dict[str, FieldCodes]:
    """The field codes of each top-level property of a body schema."""
    resolved = refs.resolve(schema)
    codes: dict[str, FieldCodes] = {}
    for name, prop in (resolved.get("properties") or {}).items():
        found = FieldCodes(
            _extension(refs, prop, "x-error-code"), _extension(refs, prop, "x-missing-error-code")
        )
        if found != FieldCodes():
            codes[str(name)] = found
    return codes


def _operation(
    refs: References,
    section: str,
    path: str,
    method: str,
    raw: Mapping[str, Any],
    common: list[Any],
) -> Operation:
    params = tuple(_parameter(refs, node) for node in [*common, *raw.get("parameters", [])])
    body_schemas: dict[str, Mapping[str, Any]] = {}
    body_validators: dict[str, Draft202012Validator] = {}
    field_codes: dict[str, dict[str, FieldCodes]] = {}
    body_required = False
    if "requestBody" in raw:
        body = refs.resolve(raw["requestBody"])
        body_required = bool(body.get("required", False))
        for media_type, content in body.get("content", {}).items():
            schema = content.get("schema", {})
            body_schemas[media_type] = schema
            body_validators[media_type] = refs.validator_for(schema)
            field_codes[media_type] = _field_codes(refs, schema)
    responses: dict[str, Response] = {}
    for status, node in (raw.get("responses") or {}).items():
        resolved = refs.resolve(node)
        codes = resolved.get("x-error-codes")
        responses[str(status)] = Response(
            status=str(status),
            description=str(resolved.get("description", "")),
            error_codes=tuple(int(c) for c in codes) if codes is not None else None,
            content=dict(resolved.get("content") or {}),
            headers=tuple(resolved.get("headers") or {}),
            location=pointer(section, path, method, "responses", status),
        )
    plans = raw.get("x-plans")
    return Operation(
        operation_id=str(raw["operationId"]),
        method=method,
        path=path,
        section=section,
        tags=tuple(raw.get("tags") or ()),
        parameters=params,
        body_required=body_required,
        body_schemas=body_schemas,
        body_validators=body_validators,
        responses=responses,
        plans=tuple(plans) if plans is not None else None,
        deprecated=bool(raw.get("deprecated", False)),
        raw=raw,
        field_codes=field_codes,
        alias_of=str(raw["x-alias-of"]) if "x-alias-of" in raw else None,
        add_ons=tuple(str(a) for a in raw.get("x-add-ons") or ()),
        networks=tuple(str(n) for n in raw["x-networks"]) if "x-networks" in raw else None,
    )
