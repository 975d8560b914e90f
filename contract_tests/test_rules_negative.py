"""Negative probes from the spec: every required field, every enum, every typed field and every
numeric bound of a request, in JSON bodies and in query parameters, is refused with a
catalogued code (undescribed fields are ignored by `x-conventions`, so these are what keeps
negative testing honest).

Each probe starts from a valid request (the operation's JSON body `example`, and for the query
the required parameters' examples or first enum values) and breaks one thing: drops one
required field, puts a value outside one enum, gives one field a value of the wrong JSON type,
or puts one number just outside its `minimum`/`maximum`. The answer must be HTTP 400 with an Error
whose code is one of those the spec lists for that operation's 400 answer (`x-error-codes`),
other than `malformed_json` (the probes are well-formed JSON).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from contract_tests.run_settings import run_spec
from contract_tests.spec import ApiSpec, Operation
from contract_tests.target import ApiClient

#: A value no enum of the spec holds.
_NOT_IN_ENUM = "contract-not-a-listed-value"


@dataclass(frozen=True)
class Probe:
    """One broken request: an operation, what was broken, the body and query to send."""

    operation_id: str
    broken: str
    body: Any = None
    query: Mapping[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.operation_id}-{self.broken}"


def enum_of(spec: ApiSpec, schema: Any) -> tuple[list[Any], bool] | None:
    """The enum a value must come from, and whether the value is an array of them."""
    schema = spec.resolve(schema)
    if not isinstance(schema, Mapping):
        return None
    if "enum" in schema:
        return list(schema["enum"]), False
    if schema.get("type") == "array" and "items" in schema:
        inner = enum_of(spec, schema["items"])
        return (inner[0], True) if inner and not inner[1] else None
    for key in ("oneOf", "anyOf", "allOf"):
        for option in schema.get(key, []):
            found = enum_of(spec, option)
            if found:
                return found
    return None


#: A value of another JSON type for each single `type` (a query sends its text).
_WRONG_TYPE: dict[str, Any] = {
    "string": 12345,
    "integer": "contract-not-a-number",
    "number": "contract-not-a-number",
    "boolean": "contract-not-a-boolean",
    "array": "contract-not-an-array",
    "object": "contract-not-an-object",
}


def wrong_type(spec: ApiSpec, schema: Any) -> tuple[str, Any] | None:
    """(type, a value not of it) for a schema of exactly one JSON type, else None."""
    schema = spec.resolve(schema)
    if not isinstance(schema, Mapping) or any(k in schema for k in ("oneOf", "anyOf", "enum")):
        return None
    kind = schema.get("type")
    if not isinstance(kind, str) or kind not in _WRONG_TYPE:
        return None
    return kind, _WRONG_TYPE[kind]


def out_of_range(spec: ApiSpec, schema: Any) -> list[tuple[str, int | float]]:
    """(bound, a value just outside it) for each numeric bound of the schema."""
    schema = spec.resolve(schema)
    if not isinstance(schema, Mapping) or schema.get("type") not in ("integer", "number"):
        return []
    step = 1 if schema["type"] == "integer" else 0.5
    found: list[tuple[str, int | float]] = []
    for key, sign in (("minimum", -1), ("maximum", 1)):
        if isinstance(schema.get(key), int | float) and not isinstance(schema[key], bool):
            found.append((key, schema[key] + sign * step))
    for key in ("exclusiveMinimum", "exclusiveMaximum"):
        if isinstance(schema.get(key), int | float) and not isinstance(schema[key], bool):
            found.append((key, schema[key]))
    return found


def _json_body(spec: ApiSpec, operation: Operation) -> tuple[Mapping[str, Any], Any] | None:
    """(schema, example) of the operation's JSON request body, when it has both."""
    body = operation.raw.get("requestBody")
    if body is None:
        return None
    media = spec.resolve(body).get("content", {}).get("application/json")
    if not media or "example" not in media:
        return None
    schema = _flattened(spec, spec.resolve(media["schema"]))
    if "properties" not in schema or not isinstance(media["example"], Mapping):
        return None
    return schema, media["example"]


def _flattened(spec: ApiSpec, schema: Mapping[str, Any]) -> Mapping[str, Any]:
    """`schema` with the `properties` and `required` of its `allOf` members merged in."""
    members = [spec.resolve(m) for m in schema.get("allOf", [])]
    if not members:
        return schema
    merged: dict[str, Any] = {"properties": {}, "required": []}
    for part in [schema, *(_flattened(spec, m) for m in members)]:
        merged["properties"].update(part.get("properties", {}))
        merged["required"] += [r for r in part.get("required", []) if r not in merged["required"]]
    return merged


def _query_parameters(spec: ApiSpec, operation: Operation) -> list[Mapping[str, Any]]:
    found = [spec.resolve(p) for p in operation.raw.get("parameters", [])]
    return [p for p in found if p.get("in") == "query"]


def _valid_value(spec: ApiSpec, parameter: Mapping[str, Any]) -> Any:
    if "example" in parameter:
        return parameter["example"]
    enum = enum_of(spec, parameter.get("schema", {}))
    if enum:
        return enum[0][0]
    return spec.resolve(parameter.get("schema", {})).get("example")


def probes(spec: ApiSpec) -> Iterator[Probe]:
    for operation in spec.paths:
        body = _json_body(spec, operation)
        if body is not None:
            schema, example = body
            for name in schema.get("required", []):
                if name in example:
                    broken = {k: v for k, v in example.items() if k != name}
                    yield Probe(operation.operation_id, f"body-without-{name}", body=broken)
            for name, prop in schema["properties"].items():
                enum = enum_of(spec, prop)
                if enum is not None:
                    value: Any = [_NOT_IN_ENUM] if enum[1] else _NOT_IN_ENUM
                    broken = {**example, name: value}
                    yield Probe(operation.operation_id, f"body-{name}-not-in-enum", body=broken)
                typed = wrong_type(spec, prop)
                if typed is not None:
                    broken = {**example, name: typed[1]}
                    yield Probe(operation.operation_id, f"body-{name}-not-{typed[0]}", body=broken)
                for bound, outside in out_of_range(spec, prop):
                    broken = {**example, name: outside}
                    yield Probe(operation.operation_id, f"body-{name}-beyond-{bound}", body=broken)
        parameters = _query_parameters(spec, operation)
        base = {
            p["name"]: _valid_value(spec, p)
            for p in parameters
            if p.get("required") and _valid_value(spec, p) is not None
        }
        for parameter in parameters:
            name = parameter["name"]
            if parameter.get("required") and name in base:
                query = {k: v for k, v in base.items() if k != name}
                yield Probe(operation.operation_id, f"query-without-{name}", query=query)
            if enum_of(spec, parameter.get("schema", {})) is not None:
                query = {**base, name: _NOT_IN_ENUM}
                yield Probe(operation.operation_id, f"query-{name}-not-in-enum", query=query)
            typed = wrong_type(spec, parameter.get("schema", {}))
            if typed is not None and typed[0] in ("integer", "number", "boolean"):
                query = {**base, name: typed[1]}
                yield Probe(operation.operation_id, f"query-{name}-not-{typed[0]}", query=query)
            for bound, outside in out_of_range(spec, parameter.get("schema", {})):
                query = {**base, name: outside}
                yield Probe(operation.operation_id, f"query-{name}-beyond-{bound}", query=query)


_PROBES = list(probes(run_spec()))


@pytest.mark.parametrize("probe", _PROBES, ids=[p.id for p in _PROBES])
def test_broken_request_refused(api: ApiClient, spec: ApiSpec, probe: Probe) -> None:
    operation = spec.by_id[probe.operation_id]
    path = operation.path
    for parameter in operation.parameters:  # the documented example of each path parameter
        if parameter.location == "path" and parameter.example is not None:
            path = path.replace("{" + parameter.name + "}", str(parameter.example))
    if "{" in path:
        pytest.skip(f"{operation.label} needs a path parameter; its probes are the property tests'")
    response = api.request(
        operation.method.upper(),
        path,
        json_body=probe.body,
        params=dict(probe.query) or None,
    )
    listed = [
        code
        for code in spec.error_codes_for(probe.operation_id, 400)
        if code != spec.error_code("malformed_json")
    ]
    rule = (
        f"a request with {probe.broken.replace('-', ' ')} is refused with HTTP 400 and one of "
        f"the codes {listed} listed for {probe.operation_id}"
    )
    body = api.json_of(response, rule)
    code = body.get("code") if isinstance(body, Mapping) else None
    if response.status_code != 400 or code not in listed:
        api.fail(response, rule, f"got HTTP {response.status_code} code {code!r}")
