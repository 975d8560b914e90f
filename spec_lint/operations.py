"""Checks: every operation is documented, well named, and its bodies carry examples."""

from __future__ import annotations

import keyword
import re
from collections.abc import Mapping
from typing import Any

from spec_lint.document import Spec
from spec_lint.problems import Problem, join

_SNAKE = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
_CAMEL = re.compile(r"^[a-z][a-zA-Z0-9]*$")


def snake_case(name: str) -> str:
    """`createPost` -> `create_post` (the name generators give the Python function)."""
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def operation_id_problem(operation_id: object) -> str | None:
    """Why an operationId is unusable, or None when it is fine."""
    if not isinstance(operation_id, str) or not operation_id:
        return "operationId is missing"
    if not (_SNAKE.match(operation_id) or _CAMEL.match(operation_id)):
        return f"operationId {operation_id!r} is neither snake_case nor camelCase"
    python_name = snake_case(operation_id)
    if not python_name.isidentifier() or keyword.iskeyword(python_name):
        return f"operationId {operation_id!r} is not a usable Python name ({python_name!r})"
    return None


def check_operation_metadata(spec: Spec) -> list[Problem]:
    """Every operation has a good, unique operationId, tags, a summary and a description."""
    check = "operations"
    problems: list[Problem] = []
    first_use: dict[str, str] = {}
    for operation in spec.operations():
        node = operation.node
        operation_id = node.get("operationId")
        reason = operation_id_problem(operation_id)
        if reason:
            problems.append(Problem(operation.location, reason, check))
        elif isinstance(operation_id, str):
            python_name = snake_case(operation_id)
            if python_name in first_use:
                problems.append(
                    Problem(
                        join(operation.location, "operationId"),
                        f"operationId {operation_id!r} clashes with the one at "
                        f"{first_use[python_name]}",
                        check,
                    )
                )
            first_use.setdefault(python_name, operation.location)
        tags = node.get("tags")
        if (
            not isinstance(tags, list)
            or not tags
            or not all(isinstance(tag, str) and tag for tag in tags)
        ):
            problems.append(Problem(operation.location, "operation has no tags", check))
        for text in ("summary", "description"):
            value = node.get(text)
            if not isinstance(value, str) or not value.strip():
                problems.append(Problem(operation.location, f"operation has no {text}", check))
    return problems


def _has_example(spec: Spec, body: Mapping[str, Any]) -> bool:
    """Whether any media type of a request body or response shows an example."""
    content = body.get("content")
    if not isinstance(content, Mapping):
        return False
    for media in content.values():
        if not isinstance(media, Mapping):
            continue
        if "example" in media:
            return True
        examples = media.get("examples")
        if isinstance(examples, Mapping) and any(
            isinstance(spec.resolve(example, "")[0], Mapping) for example in examples.values()
        ):
            return True
    return False


def check_body_examples(spec: Spec) -> list[Problem]:
    """Every request body and every 2xx response with content has at least one example
    (`example` or `examples` on one of its media types)."""
    check = "body-examples"
    problems: list[Problem] = []
    for operation in spec.operations():
        request = operation.node.get("requestBody")
        if request is not None:
            body, location = spec.resolve(request, join(operation.location, "requestBody"))
            if isinstance(body, Mapping) and not _has_example(spec, body):
                problems.append(Problem(location, "request body has no example", check))
        responses = operation.node.get("responses")
        if not isinstance(responses, Mapping):
            continue
        for status, response in responses.items():
            if not str(status).startswith("2"):
                continue
            body, location = spec.resolve(
                response, join(operation.location, "responses", str(status))
            )
            if isinstance(body, Mapping) and body.get("content") and not _has_example(spec, body):
                problems.append(Problem(location, f"{status} response has no example", check))
    return problems
