"""What the generated client calls each part of the spec: the one place the diff learns it.

`ClientNames(spec)` answers, for one version of the spec:

* `methods(operation)`: the client methods of an operation (`"POST /post"`), one per entry
  point, e.g. `SocialPublishing.posts.create()` and `AsyncSocialPublishing.posts.create()`;
  with `argument` (a parameter key as the diff writes it, `"query lastDays"`) the keyword
  argument is named too: `SocialPublishing.posts.get_history(last_days=...)` (`"body"`: the
  request body, `body=...`). Webhooks and
  operations the client leaves out (deprecated aliases) have none.
* `model(schema)`: the model class of a component schema (`PostRequest`).
* `field(property)`: the model field of a property (`scheduleDate` -> `schedule_date`).

Methods and arguments come from `generator.naming` (the rule plus `generator/config.yaml`
`client.naming`: the names the templates render); classes and fields are the attrs models'
names as openapi-python-client forms them (its `ClassName` and `snake_case`, with
`client.naming.fields` renames). Nothing else in `generator.diff` names client parts.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from generator import naming
from generator.settings import GeneratorConfig, load_config

ENTRY_POINTS = ("SocialPublishing", "AsyncSocialPublishing")
SCHEMA_REF = "#/components/schemas/"


@cache
def _config() -> GeneratorConfig:
    """`generator/config.yaml`, read once per process (every property name asks for it)."""
    return load_config()


@cache
def field(name: str) -> str:
    """The client model field of a schema property (`scheduleDate` -> `schedule_date`;
    `faceBookOptions` -> `facebook_options` by `config.yaml` `client.naming.fields`)."""
    return naming.model_field(name, _config().naming.get("fields", {}))


@cache
def model(schema: str) -> str:
    """The client model class of a component schema (`PostRequest`; `profileKey` ->
    `ProfileKey`)."""
    return naming.model_class(schema)


def schema_of_ref(ref: Any) -> str | None:
    """The component schema a `$ref` names, or None for other references."""
    if isinstance(ref, str) and ref.startswith(SCHEMA_REF) and "/" not in ref[len(SCHEMA_REF) :]:
        return ref[len(SCHEMA_REF) :]
    return None


def parameter_key(location: str, name: str) -> str:
    """A parameter as the diff names it: `query lastDays`, `header profile-key` (lower case)."""
    return f"{location} {name.lower() if location == 'header' else name}"


class ClientNames:
    """The client's names of one spec's operations and parameters (see the module docstring)."""

    def __init__(self, spec: dict[str, Any]) -> None:
        # "METHOD /path" -> (resource attribute, method name, {"query lastDays": "last_days"})
        self._operations: dict[str, tuple[str, str, dict[str, str]]] = {}
        try:
            resources = naming.resources(spec, _config().naming)
        except (naming.NamingError, KeyError, TypeError, AttributeError):
            return  # a spec the client cannot be generated from: no client names
        for resource in resources:
            for method in resource.methods:
                arguments = dict(method.parameters)
                operation = spec["paths"][method.path][method.http_method.lower()]
                if operation.get("requestBody"):
                    arguments["body"] = "body"
                key = f"{method.http_method} {method.path}"
                self._operations[key] = (resource.attribute, method.name, arguments)

    def methods(self, operation: str, argument: str | None = None) -> tuple[str, ...]:
        """The operation's method on each entry point (empty when the client has none)."""
        found = self._operations.get(operation)
        if found is None:
            return ()
        attribute, method, arguments = found
        call = "()"
        if argument is not None and argument in arguments:
            call = f"({arguments[argument]}=...)"
        return tuple(f"{entry}.{attribute}.{method}{call}" for entry in ENTRY_POINTS)
