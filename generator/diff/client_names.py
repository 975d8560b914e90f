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

Methods and arguments come from `generator.client_render` (its naming rule plus
`generator/config.yaml` `client.naming`); classes and fields follow datamodel-code-generator's
own resolvers with the options of `config.yaml` (`--snake-case-field`, Python 3.11). When the
client generator is replaced (openapi-python-client is planned, with the same resource/method
naming), this module is the one to change: nothing else in `generator.diff` names client parts.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from datamodel_code_generator.format import PythonVersion
from datamodel_code_generator.model.field_name import PydanticFieldNameResolver
from datamodel_code_generator.reference import FieldNameResolver

from generator.client_render import RenderError, collect_resources
from generator.settings import load_config

ENTRY_POINTS = ("SocialPublishing", "AsyncSocialPublishing")
SCHEMA_REF = "#/components/schemas/"

PYTHON = PythonVersion.PY_311  # datamodel-code-generator's --target-python-version
_FIELDS = PydanticFieldNameResolver(snake_case_field=True, target_python_version=PYTHON)
_CLASSES = FieldNameResolver(target_python_version=PYTHON)


@cache
def field(name: str) -> str:
    """The model field of a schema property (`scheduleDate` -> `schedule_date`)."""
    return _FIELDS.get_valid_name(name)


@cache
def model(schema: str) -> str:
    """The model class of a component schema (`PostRequest`; `profileKey` -> `ProfileKey`)."""
    return _CLASSES.get_valid_name(schema, ignore_snake_case_field=True, upper_camel=True)


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
            resources = collect_resources(spec, load_config().naming)
        except (RenderError, KeyError, TypeError, AttributeError):
            return  # a spec the client cannot be generated from: no client names
        for resource in resources:
            for operation in resource.operations:
                arguments = {
                    parameter_key(p.location, p.wire_name): p.python_name
                    for p in operation.parameters
                }
                if operation.bodies:
                    arguments["body"] = "body"
                key = f"{operation.http_method.upper()} {operation.path}"
                self._operations[key] = (resource.attribute, operation.method_name, arguments)

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
