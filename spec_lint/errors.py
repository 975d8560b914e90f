"""Checks: error responses share one body shape and name their codes from one catalogue.

The contract, written once in the spec:

* top-level ``x-error-catalogue`` maps each error code (an integer; YAML keys may be quoted)
  to ``{status: int, name: str, message: str}``;
* every 4xx/5xx response of an operation under ``paths`` (directly or through a
  ``$ref`` to ``components.responses``) has an ``application/json`` body whose schema is
  ``#/components/schemas/Error`` or reaches it through ``$ref``/``allOf`` (or a ``oneOf`` of
  such a schema and results marked ``x-error-result: true``, whose codes are those of their
  ``errors`` entries: the service answers a post that failed on every network with the full
  result), and lists the codes it can carry in ``x-error-codes: [int, ...]`` on the Response
  object;
* each listed code is catalogued with the response's status, and each catalogued code is
  listed by at least one response, unless its entry says ``scope: any-request`` (errors such
  as an unknown route or a wrong method, which belong to no operation).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from spec_lint.document import Spec
from spec_lint.problems import Problem, join

CATALOGUE = "x-error-catalogue"
CODES = "x-error-codes"
ANY_REQUEST = "any-request"  # catalogue scope of errors that belong to no operation
CONTROL = "control"  # catalogue scope of errors only the test control answers (sandbox.yaml)
ERROR_SCHEMA = "#/components/schemas/Error"
ERROR_RESULT = "x-error-result"  # a result body whose `errors[].code` are its error codes


@dataclass(frozen=True)
class ErrorResponse:
    """A 4xx/5xx response as used by one operation."""

    status: str  # "404", or a range such as "4XX"
    usage: str  # where the operation lists it
    location: str  # where its content lives (a component when referenced)
    node: Mapping[str, Any]


def is_error_status(status: str) -> bool:
    return (
        len(status) == 3
        and status[0] in "45"
        and (status[1:].isdigit() or status[1:].upper() == "XX")
    )


def status_matches(catalogued: object, status: str) -> bool:
    if not isinstance(catalogued, int):
        return False
    if status[1:].upper() == "XX":
        return str(catalogued)[0] == status[0]
    return str(catalogued) == status


def error_responses(spec: Spec) -> Iterator[ErrorResponse]:
    """Every 4xx/5xx response of every operation under `paths`."""
    for operation in spec.operations(webhooks=False):
        responses = operation.node.get("responses")
        if not isinstance(responses, Mapping):
            continue
        for status, response in responses.items():
            if not is_error_status(str(status)):
                continue
            usage = join(operation.location, "responses", str(status))
            node, location = spec.resolve(response, usage)
            if isinstance(node, Mapping):
                yield ErrorResponse(str(status), usage, location, node)


def catalogue_codes(spec: Spec) -> dict[int, Any]:
    """The catalogue keyed by integer code; keys that are not integers are left out."""
    catalogue = spec.document.get(CATALOGUE)
    codes: dict[int, Any] = {}
    if isinstance(catalogue, Mapping):
        for key, entry in catalogue.items():
            if isinstance(key, int) and not isinstance(key, bool):
                codes[key] = entry
            elif isinstance(key, str) and key.isdigit():
                codes[int(key)] = entry
    return codes


def reaches_error_schema(spec: Spec, schema: Any, seen: frozenset[str] = frozenset()) -> bool:
    """Whether a schema is the Error schema, or refs/allOf-extends it."""
    if not isinstance(schema, Mapping):
        return False
    ref = schema.get("$ref")
    if isinstance(ref, str):
        if ref == ERROR_SCHEMA:
            return spec.lookup(ERROR_SCHEMA[1:]) is not None
        if ref in seen or not ref.startswith("#/"):
            return False
        if reaches_error_schema(spec, spec.lookup(ref[1:]), seen | {ref}):
            return True
    members = schema.get("allOf")
    return isinstance(members, list) and any(
        reaches_error_schema(spec, member, seen) for member in members
    )


def is_error_result(spec: Spec, schema: Any) -> bool:
    """Whether a schema is (a $ref to) a result marked `x-error-result: true`."""
    if not isinstance(schema, Mapping):
        return False
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        schema = spec.lookup(ref[1:])
    return isinstance(schema, Mapping) and schema.get(ERROR_RESULT) is True


def is_error_body(spec: Spec, schema: Any) -> bool:
    """The Error schema, or a `oneOf` of it and results marked `x-error-result`."""
    if reaches_error_schema(spec, schema):
        return True
    branches = schema.get("oneOf") if isinstance(schema, Mapping) else None
    return (
        isinstance(branches, list)
        and any(reaches_error_schema(spec, b) for b in branches)
        and all(reaches_error_schema(spec, b) or is_error_result(spec, b) for b in branches)
    )


def check_error_bodies(spec: Spec) -> list[Problem]:
    """Every 4xx/5xx response has an application/json body with the Error schema."""
    problems: list[Problem] = []
    checked: set[str] = set()
    for response in error_responses(spec):
        if response.location in checked:
            continue
        checked.add(response.location)
        content = response.node.get("content")
        media = content.get("application/json") if isinstance(content, Mapping) else None
        if not isinstance(media, Mapping):
            problems.append(
                Problem(
                    response.location,
                    f"error response has no application/json body (used at {response.usage})",
                    "error-bodies",
                )
            )
        elif not is_error_body(spec, media.get("schema")):
            problems.append(
                Problem(
                    join(response.location, "content", "application/json", "schema"),
                    f"error body schema must be (a $ref/allOf chain to) {ERROR_SCHEMA}, or a "
                    f"oneOf of it and results marked {ERROR_RESULT}",
                    "error-bodies",
                )
            )
    return problems


def check_error_codes(spec: Spec) -> list[Problem]:
    """Every 4xx/5xx response lists catalogued codes of its own status in `x-error-codes`."""
    problems: list[Problem] = []
    catalogue = catalogue_codes(spec)
    reported: set[tuple[str, str]] = set()

    def report(location: str, message: str) -> None:
        if (location, message) not in reported:
            reported.add((location, message))
            problems.append(Problem(location, message, "error-codes"))

    for response in error_responses(spec):
        codes = response.node.get(CODES)
        where = join(response.location, CODES)
        if codes is None:
            report(response.location, f"error response must list its codes in {CODES}")
            continue
        if not isinstance(codes, list) or not codes:
            report(where, f"{CODES} must be a non-empty list of integer codes")
            continue
        for index, code in enumerate(codes):
            here = join(where, index)
            if not isinstance(code, int) or isinstance(code, bool):
                report(here, f"error code {code!r} is not an integer")
            elif codes.index(code) != index:
                report(here, f"error code {code} is listed twice")
            elif code not in catalogue:
                report(here, f"error code {code} is not in {CATALOGUE}")
            else:
                entry = catalogue[code]
                status = entry.get("status") if isinstance(entry, Mapping) else None
                if isinstance(status, int) and not status_matches(status, response.status):
                    report(
                        here,
                        f"error code {code} has status {status} in {CATALOGUE}, but is "
                        f"listed on a {response.status} response (at {response.usage})",
                    )
    return problems


def check_error_catalogue(spec: Spec) -> list[Problem]:
    """`x-error-catalogue` is well formed, its names are unique and every code is used."""
    check = "error-catalogue"
    catalogue = spec.document.get(CATALOGUE)
    location = join("", CATALOGUE)
    if catalogue is None:
        if any(True for _ in error_responses(spec)):
            return [
                Problem("", f"missing top-level {CATALOGUE} (code -> status, name, message)", check)
            ]
        return []
    if not isinstance(catalogue, Mapping):
        return [Problem(location, f"{CATALOGUE} must be a mapping of code -> entry", check)]

    problems: list[Problem] = []
    names: dict[str, Any] = {}
    for key, entry in catalogue.items():
        here = join(location, key)
        if not (isinstance(key, int) and not isinstance(key, bool)) and not (
            isinstance(key, str) and key.isdigit()
        ):
            problems.append(Problem(here, f"error code {key!r} is not an integer", check))
        if not isinstance(entry, Mapping):
            problems.append(Problem(here, "entry must be a mapping {status, name, message}", check))
            continue
        status = entry.get("status")
        if not isinstance(status, int) or isinstance(status, bool) or not 400 <= status <= 599:
            problems.append(
                Problem(
                    join(here, "status"), "status must be an HTTP error status (400-599)", check
                )
            )
        for text in ("name", "message"):
            if not isinstance(entry.get(text), str) or not entry[text].strip():
                problems.append(
                    Problem(join(here, text), f"{text} must be a non-empty string", check)
                )
        name = entry.get("name")
        if isinstance(name, str):
            if name in names:
                problems.append(
                    Problem(
                        join(here, "name"),
                        f"name {name!r} is also used by code {names[name]}",
                        check,
                    )
                )
            names.setdefault(name, key)

    used: set[object] = set()
    for response in error_responses(spec):
        codes = response.node.get(CODES)
        if isinstance(codes, list):
            used.update(codes)
    for key, entry in catalogue.items():
        code = int(key) if isinstance(key, str) and key.isdigit() else key
        if isinstance(entry, Mapping) and entry.get("scope") in (ANY_REQUEST, CONTROL):
            continue
        if code not in used:
            problems.append(
                Problem(
                    join(location, key),
                    f"error code {code} is not listed by any response's {CODES}",
                    check,
                )
            )
    return problems
