"""Requests built from an operation's documented examples (its parameters' `example`s and the
request body's `example`): a well-formed request the gate and declared-code rules edit to break
one stated rule. A required part without an example is a gap in the spec, reported as such."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model import Operation

JSON = "application/json"
PLATFORM_FIELDS = ("platform", "platforms")


@dataclass
class ExampleRequest:
    """One operation's documented example request, ready to send (and to edit)."""

    operation: Operation
    path_params: dict[str, Any] = field(default_factory=dict)
    query: dict[str, Any] = field(default_factory=dict)
    body: Any = None

    def send(self, client: ApiClient) -> httpx.Response:
        path = self.operation.path
        for name, value in self.path_params.items():
            path = path.replace("{" + name + "}", str(value))
        query = {
            k: ",".join(map(str, v)) if isinstance(v, list) else v for k, v in self.query.items()
        }
        return client.request(
            self.operation.method.upper(),
            path,
            params=query or None,
            json_body=self.body,
        )

    def set_platform(self, platform: str) -> bool:
        """Name ``platform`` wherever the example names a network; False when it names none."""
        done = False
        for holder in (self.path_params, self.query, self.body):
            if not isinstance(holder, dict):
                continue
            for key in PLATFORM_FIELDS:
                if key in holder:
                    holder[key] = [platform] if isinstance(holder[key], list) else platform
                    done = True
        return done


def _schema_example(spec: ApiSpec, schema: Any) -> Any:
    resolved = spec.resolve(schema) if isinstance(schema, Mapping) else {}
    if "example" in resolved:
        return resolved["example"]
    examples = resolved.get("examples")
    return examples[0] if isinstance(examples, list) and examples else None


def example_request(spec: ApiSpec, op: Operation) -> ExampleRequest:
    """The operation's documented example request; a required part without an example is a
    gap in the spec, reported as such."""
    request = ExampleRequest(op)
    for param in op.parameters:
        if param.location not in ("path", "query"):
            continue
        value = param.example
        if value is None:
            if param.required:
                pytest.fail(f"{op.label}: parameter {param.name!r} has no example to build from")
            continue
        target = request.path_params if param.location == "path" else request.query
        target[param.name] = copy.deepcopy(value)
    if JSON in op.body_schemas:
        body = spec.resolve(op.raw.get("requestBody", {})).get("content", {}).get(JSON, {})
        example = body.get("example")
        if example is None:
            example = _schema_example(spec, body.get("schema"))
        if example is None and op.body_required:
            pytest.fail(f"{op.label}: the request body has no example to build from")
        request.body = copy.deepcopy(example)
    return request
