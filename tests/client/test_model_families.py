"""The two model families read and write every format-bearing field of every operation as the
same JSON: the client's attrs models (openapi-python-client) and the pydantic models
(`social_publishing_models`, datamodel-code-generator) that the reference server answers with.

Cases come from the spec, not from code: each operation's JSON request body and 2xx JSON
answers, with their documented examples; then, for every format-bearing property of an object
the example reaches, optional nested objects and arrays filled in (date-time, date, uri, email,
Unix time, an enum or an array of one: each value), a variant
with that property set, kept only when it is valid against the spec. Each instance is read by
both families (attrs: `from_dict` of the body's model or its union's first fitting branch, and
the operation module's `_parse_response` for answers; pydantic: a `TypeAdapter` of the
schema's model) and written back (`to_dict()`; pydantic's `dump_python` in JSON mode, by
alias, without the defaults the instance leaves out): both JSONs must equal the instance,
and the typed values of its format-bearing fields must be equal (an aware date-time in both,
the same date, the same string).
"""

from __future__ import annotations

import copy
import datetime as dt
import importlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import attrs
import httpx
import pydantic
import pytest
import social_publishing_client.models as attrs_models
import social_publishing_models as pydantic_models
from social_publishing_client.client import Client

from generator.naming import model_class, model_field, tool_snake
from generator.openapi_client_stage import load_stage_settings
from generator.settings import load_config
from spec_model import ServiceSpec
from tests.client.test_client_formats import format_bearing_properties

SPEC = ServiceSpec.load()
DOC: dict[str, Any] = dict(SPEC.document)
SCHEMAS: dict[str, Any] = DOC["components"]["schemas"]
RENAMED = load_config().naming["fields"]
TAG_MODULES = load_stage_settings().tag_modules
#: A valid value of each format (the spec's own forms: date-times exactly `...Z`).
FORMAT_VALUES = {
    "date-time": "2026-11-23T07:10:52Z",
    "date": "2026-11-23",
    "uri": "https://cdn.example.com/media/x.png",
    "email": "owner@example.com",
}


@dataclass(frozen=True)
class Case:
    label: str
    operation_id: str
    tag: str
    status: str | None  # None: the request body
    ref: str  # the component the schema names
    instance: Any


def _name(node: Any) -> str | None:
    ref = node.get("$ref") if isinstance(node, dict) else None
    return ref.rsplit("/", 1)[-1] if isinstance(ref, str) else None


def _resolved(node: Any) -> Any:
    return SPEC.refs.resolve(node) if isinstance(node, dict) else node


def _format_of(schema: Any) -> tuple[str, list[Any]] | None:
    """(kind, values) of a format-bearing schema: a format, Unix time or an enum."""
    name, target = _name(schema), _resolved(schema)
    if not isinstance(target, dict):
        return None
    if target.get("format") in FORMAT_VALUES:
        return str(target["format"]), [FORMAT_VALUES[target["format"]]]
    if name == "UnixTime":
        return "unix-time", [1795000000]
    if isinstance(target.get("enum"), list) and len(target["enum"]) > 1:
        return "enum", list(target["enum"])
    if target.get("type") == "array" and "items" in target:
        inner = _format_of(target["items"])
        return (inner[0], [[value] for value in inner[1]]) if inner else None
    for key in ("allOf", "anyOf", "oneOf"):
        for member in target.get(key) or []:
            found = _format_of(member)
            if found:
                return found
    return None


def _objects(
    schema: Any, instance: Any, path: tuple[Any, ...]
) -> Iterator[tuple[Any, tuple[Any, ...]]]:
    """(object schema, path) of each object of `instance` that `schema` describes."""
    target = _resolved(schema)
    if not isinstance(target, dict):
        return
    for key in ("allOf", "anyOf", "oneOf"):
        for member in target.get(key) or []:
            yield from _objects(member, instance, path)
    if isinstance(instance, dict) and target.get("properties"):
        yield target, path
        for prop, sub in target["properties"].items():
            if prop in instance:
                yield from _objects(sub, instance[prop], (*path, prop))
    if isinstance(instance, list) and "items" in target:
        for index, item in enumerate(instance):
            yield from _objects(target["items"], item, (*path, index))


def _at(instance: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        instance = instance[step]
    return instance


def _minimal(schema: Any) -> Any:
    """A small value of `schema` (its required fields only), or None when none is simple."""
    target = _resolved(schema)
    if not isinstance(target, dict):
        return None
    for key in ("const", "example", "default"):
        if key in target:
            return target[key]
    if isinstance(target.get("enum"), list):
        return target["enum"][0]
    if target.get("format") in FORMAT_VALUES:
        return FORMAT_VALUES[target["format"]]
    for key in ("allOf", "anyOf", "oneOf"):
        if target.get(key):
            return _minimal(target[key][0])
    kind = target.get("type")
    if kind == "object" or "properties" in target:
        value = {}
        for name in target.get("required") or []:
            value[name] = _minimal((target.get("properties") or {}).get(name, {}))
            if value[name] is None:
                return None
        return value
    if kind == "array":
        item = _minimal(target.get("items", {}))
        return [] if not target.get("minItems") else None if item is None else [item]
    text = FORMAT_VALUES["uri"] if "http" in str(target.get("pattern", "")) else "x"
    simple = {"string": text, "integer": target.get("minimum", 1), "number": 1, "boolean": False}
    return simple.get(str(kind))


def _expanded(
    schema: Any, example: Any, label: str = "example", under: tuple[Any, ...] = ()
) -> Iterator[tuple[str, Any]]:
    """The example, then the example with each object property it leaves out filled with a
    small valid object, then the same inside that object, and so on (so that the fields of
    optional nested objects are reached too; `under`: the path of the object just filled)."""
    yield label, example
    if len(under) > 4:
        return
    validator = SPEC.refs.validator_for(schema)
    for target, path in list(_objects(schema, example, ())):
        if path[: len(under)] != under:
            continue
        for prop, sub in target["properties"].items():
            if _at(example, path).get(prop, []) != []:  # given (an empty array counts as not)
                continue
            value = _minimal(sub)
            items = _resolved(sub).get("items") if isinstance(_resolved(sub), dict) else None
            if value == [] and isinstance(_minimal(items), dict):
                value = [_minimal(items)]  # an array of objects: one small object
            if isinstance(value, dict) or (isinstance(value, list) and value):
                variant = copy.deepcopy(example)
                _at(variant, path)[prop] = value
                if validator.is_valid(variant):
                    where = "/".join(map(str, (*path, prop))) + "={...}"
                    yield from _expanded(schema, variant, where, (*path, prop))


def _variants(schema: Any, example: Any) -> Iterator[tuple[str, Any]]:
    """The expanded examples, then one instance per format-bearing property value of each
    (valid ones only)."""
    validator = SPEC.refs.validator_for(schema)
    seen: set[str] = set()
    for base_label, base in _expanded(schema, example):
        yield base_label, base
        yield from _field_variants(schema, base, validator, seen)


def _field_variants(
    schema: Any, example: Any, validator: Any, seen: set[str]
) -> Iterator[tuple[str, Any]]:
    for target, path in list(_objects(schema, example, ())):
        for prop, sub in target["properties"].items():
            found = _format_of(sub)
            if found is None:
                continue
            for value in found[1]:
                variant = copy.deepcopy(example)
                _at(variant, path)[prop] = value
                label = "/".join(map(str, (*path, prop))) + f"={value}"
                if label not in seen and validator.is_valid(variant):
                    seen.add(label)
                    yield label, variant


def _cases() -> Iterator[Case]:
    for op in SPEC.operations:
        if op.alias_of or op.section != "paths":
            continue
        tag = op.tags[0]
        body = _resolved(op.raw.get("requestBody") or {})
        media = (body.get("content") or {}).get("application/json")
        if media and _name(media["schema"]) and "example" in media:
            for label, instance in _variants(media["schema"], media["example"]):
                ref = str(_name(media["schema"]))
                yield Case(
                    f"{op.operation_id} body {label}", op.operation_id, tag, None, ref, instance
                )
        for status, response in (op.raw.get("responses") or {}).items():
            media = (_resolved(response).get("content") or {}).get("application/json")
            if not str(status).startswith("2") or not media or not _name(media["schema"]):
                continue
            if "example" in media:
                for label, instance in _variants(media["schema"], media["example"]):
                    ref = str(_name(media["schema"]))
                    yield Case(
                        f"{op.operation_id} {status} {label}",
                        op.operation_id,
                        tag,
                        str(status),
                        ref,
                        instance,
                    )


CASES = list(_cases())


def _attrs_read(case: Case) -> Any:
    if case.status is not None:  # the operation module parses the answer
        tag = tool_snake(case.tag)
        package = f"social_publishing_client.api.{TAG_MODULES.get(tag, tag)}"
        api = importlib.import_module(f"{package}.{tool_snake(case.operation_id)}")
        response = httpx.Response(int(case.status), json=case.instance)
        return api._parse_response(client=Client(base_url="http://x"), response=response)
    schema = SCHEMAS[case.ref]
    names = (
        [case.ref]
        if "anyOf" not in schema and "oneOf" not in schema
        else [_name(b) or b["title"] for b in schema.get("anyOf") or schema.get("oneOf")]
    )
    for name in names:
        model = getattr(attrs_models, model_class(name))
        try:
            return model.from_dict(case.instance)
        except (KeyError, TypeError, ValueError):
            continue
    raise AssertionError(f"no attrs model of {case.ref} reads {case.instance!r}")


def _attrs_json(value: Any) -> Any:
    if isinstance(value, list):
        return [_attrs_json(v) for v in value]
    return value.to_dict() if hasattr(value, "to_dict") else value


def _typed_attrs(value: Any, key: str) -> Any:
    if attrs.has(type(value)):
        name = model_field(key, RENAMED)
        if name in attrs.fields_dict(type(value)):
            return getattr(value, name)
        return value.additional_properties.get(key)
    return value[key] if isinstance(value, dict) else None


def _typed_pydantic(value: Any, key: str) -> Any:
    if isinstance(value, pydantic.BaseModel):
        for name, info in type(value).model_fields.items():
            if (info.alias or name) == key:
                return getattr(value, name)
        return (value.model_extra or {}).get(key)
    return value[key] if isinstance(value, dict) else None


def _leaves(
    schema: Any, instance: Any, a: Any, p: Any, path: str
) -> Iterator[tuple[str, Any, Any]]:
    """(path, attrs value, pydantic value) of every format-bearing field of `instance`."""
    for target, where in _objects(schema, instance, ()):
        node_a, node_p = a, p
        for step in where:
            if isinstance(step, int):
                node_a, node_p = node_a[step], node_p[step]
            else:
                node_a, node_p = _typed_attrs(node_a, step), _typed_pydantic(node_p, step)
        for prop, sub in target["properties"].items():
            if prop in _at(instance, where) and _format_of(sub) is not None:
                yield (
                    "/".join(map(str, (*where, prop))),
                    _typed_attrs(node_a, prop),
                    _typed_pydantic(node_p, prop),
                )


def _plain(value: Any) -> Any:
    """A typed leaf as comparable data: enum members by value, date-times must be aware."""
    if isinstance(value, dt.datetime):
        assert value.tzinfo is not None, value
    return getattr(value, "value", value)


def test_the_cases_reach_every_format_bearing_property_and_every_format() -> None:
    """Every date-time, Unix-time and enum property of every operation's JSON bodies and 2xx
    answers (the list `test_client_formats` checks the wire against) is in some case, and the
    cases hold a value of each kind of format."""
    found = {
        (prop, _format_of(sub)[0])  # type: ignore[index]
        for case in CASES
        for target, where in _objects(SCHEMAS[case.ref], case.instance, ())
        for prop, sub in target["properties"].items()
        if prop in _at(case.instance, where) and _format_of(sub) is not None
    }
    wanted = format_bearing_properties(DOC, "request") | format_bearing_properties(DOC, "response")
    assert wanted - {prop for prop, _ in found} == set()
    kinds = {kind for _, kind in found}
    assert {"date-time", "uri", "enum", "unix-time"} <= kinds, kinds
    assert len({c.operation_id for c in CASES}) > 60 and len(CASES) > 500


@pytest.mark.parametrize("case", CASES, ids=[c.label for c in CASES])
def test_both_families_read_and_write_the_same_json(case: Case) -> None:
    adapter = pydantic.TypeAdapter(getattr(pydantic_models, case.ref))
    typed_p = adapter.validate_python(case.instance)
    typed_a = _attrs_read(case)
    assert _attrs_json(typed_a) == case.instance
    written = adapter.dump_python(typed_p, mode="json", by_alias=True, exclude_unset=True)
    assert written == case.instance
    for path, value_a, value_p in _leaves(SCHEMAS[case.ref], case.instance, typed_a, typed_p, ""):
        assert _plain(value_a) == _plain(value_p), path
