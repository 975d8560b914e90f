"""Check: every example in the spec is valid against the schema it illustrates."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError

from spec_lint.document import (
    DOCUMENT_URI,
    Spec,
    iter_example_holders,
    iter_schema_roots,
    iter_schemas,
)
from spec_lint.problems import Problem, join

CHECK = "examples"

_INT32 = (-(2**31), 2**31 - 1)
_INT64 = (-(2**63), 2**63 - 1)


def _format_checker() -> FormatChecker:
    """JSON Schema formats (date-time, uri, email ...) plus OpenAPI's integer formats."""
    checker = FormatChecker()

    def within(bounds: tuple[int, int]) -> Any:
        def check(value: object) -> bool:
            if not isinstance(value, int) or isinstance(value, bool):
                return True  # `type` reports non-integers
            return bounds[0] <= value <= bounds[1]

        return check

    checker.checks("int32")(within(_INT32))
    checker.checks("int64")(within(_INT64))
    return checker


FORMAT_CHECKER = _format_checker()


def validation_errors(spec: Spec, schema_location: str, instance: Any) -> list[ValidationError]:
    """Errors of `instance` against the schema at `schema_location` (refs resolved in the spec)."""
    wrapper = {"$ref": f"{DOCUMENT_URI}#{schema_location}"}
    validator = Draft202012Validator(wrapper, registry=spec.registry, format_checker=FORMAT_CHECKER)
    return sorted(validator.iter_errors(instance), key=lambda error: list(error.absolute_path))


def _examples_of_holder(
    spec: Spec, holder: Mapping[str, Any], location: str
) -> Iterator[tuple[Any, str]]:
    """The example values of a parameter, header or media type object, with locations."""
    if "example" in holder:
        yield holder["example"], join(location, "example")
    examples = holder.get("examples")
    if isinstance(examples, Mapping):
        for name, example in examples.items():
            example, example_location = spec.resolve(example, join(location, "examples", name))
            if isinstance(example, Mapping) and "value" in example:
                yield example["value"], join(example_location, "value")


def _examples_of_schema(schema: Mapping[str, Any], location: str) -> Iterator[tuple[Any, str]]:
    if "example" in schema:
        yield schema["example"], join(location, "example")
    examples = schema.get("examples")
    if isinstance(examples, list):
        for index, value in enumerate(examples):
            yield value, join(location, "examples", index)


def _describe(error: ValidationError) -> str:
    where = "".join(f"/{part}" for part in error.absolute_path) or "/"
    return f"{error.message} (at {where})"


def check_examples(spec: Spec) -> list[Problem]:
    """Every `example`/`examples` of media types, parameters, headers and schemas validates
    against its schema (JSON Schema 2020-12, formats checked, `$ref`s resolved in the spec)."""
    cases: list[tuple[Any, str, str]] = []  # (value, value location, schema location)
    for holder, location in iter_example_holders(spec.document):
        schema_location = join(location, "schema")
        cases.extend(
            (value, where, schema_location)
            for value, where in _examples_of_holder(spec, holder, location)
        )
    for root, root_location in iter_schema_roots(spec.document):
        for schema, location in iter_schemas(root, root_location):
            cases.extend(
                (value, where, location) for value, where in _examples_of_schema(schema, location)
            )

    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    for value, where, schema_location in cases:
        if (where, schema_location) in seen:
            continue
        seen.add((where, schema_location))
        try:
            errors = validation_errors(spec, schema_location, value)
        except Exception as exc:  # an unresolvable $ref or an invalid schema
            problems.append(Problem(where, f"cannot validate example: {exc}", CHECK))
            continue
        problems.extend(
            Problem(
                where, f"example does not match schema {schema_location}: {_describe(e)}", CHECK
            )
            for e in errors
        )
    return problems
