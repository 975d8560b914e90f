"""The loaded OpenAPI document: operations, validators and the `x-` facts the server reads.

Everything the server knows about limits, error codes, plans and sunsets comes from here, so
each fact is written once, in `openapi.yaml`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_URI = "urn:social-publishing:openapi"
DEFAULT_SPEC_PATH = Path(__file__).resolve().parent.parent / "openapi.yaml"
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


@dataclass(frozen=True)
class CatalogueEntry:
    """One entry of `x-error-catalogue`."""

    code: int
    status: int
    name: str
    message: str
    action: str | None = None


@dataclass(frozen=True)
class Parameter:
    """A resolved operation parameter with its validator."""

    name: str
    location: str
    required: bool
    schema: dict[str, Any]
    validator: Draft202012Validator
    extensions: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Operation:
    """One operation of the spec."""

    operation_id: str
    method: str
    path: str
    parameters: tuple[Parameter, ...]
    body_required: bool
    body_validators: dict[str, Draft202012Validator]
    plans: tuple[str, ...] | None
    raw: dict[str, Any]

    def parameter(self, name: str, location: str) -> Parameter | None:
        for param in self.parameters:
            if param.location == location and param.name.lower() == name.lower():
                return param
        return None


@dataclass(frozen=True)
class PathTemplate:
    """A spec path compiled to a matcher of raw path segments."""

    template: str
    segments: tuple[str, ...]
    literal_count: int

    def match(self, parts: list[str]) -> dict[str, str] | None:
        if len(parts) != len(self.segments):
            return None
        params: dict[str, str] = {}
        for seg, part in zip(self.segments, parts, strict=True):
            if seg.startswith("{") and seg.endswith("}"):
                if part == "":
                    return None
                params[seg[1:-1]] = part
            elif seg != part:
                return None
        return params


class Spec:
    """The OpenAPI document and its extensions, with ready validators."""

    def __init__(self, document: dict[str, Any], path: Path) -> None:
        self.document = document
        self.path = path
        self.text = path.read_text(encoding="utf-8")
        resource = Resource.from_contents(document, default_specification=DRAFT202012)
        self.registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
        self._validators: dict[str, Draft202012Validator] = {}
        self.operations: dict[tuple[str, str], Operation] = {}
        self.templates: list[PathTemplate] = []
        for template, item in document.get("paths", {}).items():
            segments = tuple(template.strip("/").split("/"))
            literal = sum(1 for s in segments if not s.startswith("{"))
            self.templates.append(PathTemplate(template, segments, literal))
            common = item.get("parameters", [])
            for method in HTTP_METHODS:
                if method in item:
                    self.operations[(template, method)] = self._operation(
                        template, method, item[method], common
                    )
        # Most literal segments first, so `/post/youTubeWatermark` wins over `/post/{id}`.
        self.templates.sort(key=lambda t: -t.literal_count)

    @classmethod
    def load(cls, path: Path | None = None) -> Spec:
        spec_path = path or DEFAULT_SPEC_PATH
        with spec_path.open(encoding="utf-8") as fh:
            document = yaml.safe_load(fh)
        return cls(document, spec_path)

    # -- validators ---------------------------------------------------------------------------

    def validator_for(self, schema: dict[str, Any]) -> Draft202012Validator:
        """A validator of `schema` (which may `$ref` into the document)."""
        return Draft202012Validator(
            schema,
            registry=self.registry,
            format_checker=Draft202012Validator.FORMAT_CHECKER,
        )

    def schema_validator(self, name: str) -> Draft202012Validator:
        """A validator of `#/components/schemas/<name>`."""
        if name not in self._validators:
            self._validators[name] = self.validator_for(
                {"$ref": f"{SPEC_URI}#/components/schemas/{name}"}
            )
        return self._validators[name]

    def resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        """Follow a local `$ref` (repeatedly) to the node it names."""
        while "$ref" in node:
            ref = node["$ref"]
            target: Any = self.document
            for part in ref.lstrip("#/").split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            node = target
        return node

    def _param_validator(self, schema: dict[str, Any]) -> Draft202012Validator:
        return self.validator_for(_absolutize(schema))

    def _operation(
        self, template: str, method: str, raw: dict[str, Any], common: list[dict[str, Any]]
    ) -> Operation:
        params: list[Parameter] = []
        for node in [*common, *raw.get("parameters", [])]:
            param = self.resolve(node)
            schema = param.get("schema", {})
            params.append(
                Parameter(
                    name=param["name"],
                    location=param["in"],
                    required=bool(param.get("required", False)),
                    schema=schema,
                    validator=self._param_validator(schema),
                    extensions={k: v for k, v in param.items() if k.startswith("x-")},
                )
            )
        body_validators: dict[str, Draft202012Validator] = {}
        body_required = False
        if "requestBody" in raw:
            body = self.resolve(raw["requestBody"])
            body_required = bool(body.get("required", False))
            for media_type, content in body.get("content", {}).items():
                body_validators[media_type] = self._param_validator(content.get("schema", {}))
        plans = raw.get("x-plans")
        return Operation(
            operation_id=raw["operationId"],
            method=method,
            path=template,
            parameters=tuple(params),
            body_required=body_required,
            body_validators=body_validators,
            plans=tuple(plans) if plans is not None else None,
            raw=raw,
        )

    # -- routing ------------------------------------------------------------------------------

    def match(self, parts: list[str], method: str) -> tuple[Operation | None, list[str], bool]:
        """Find the operation for a path split into segments.

        Returns (operation, allowed methods, path exists). The operation is None when the
        path is unknown or the method is not allowed on it.
        """
        for template in self.templates:
            if template.match(parts) is None:
                continue
            # Concrete paths match before templated ones (OpenAPI "Path Templating Matching").
            op = self.operations.get((template.template, method))
            if op is not None:
                return op, [], True
            allowed = [m.upper() for m in HTTP_METHODS if (template.template, m) in self.operations]
            return None, allowed, True
        return None, [], False

    def path_params(self, op: Operation, parts: list[str]) -> dict[str, str]:
        for template in self.templates:
            if template.template == op.path:
                return template.match(parts) or {}
        return {}

    def response_problem(self, op: Operation | None, status: int, body: Any) -> str | None:
        """Why a JSON response is not what the spec allows for `op` (None when it is)."""
        if status >= 400:
            error = best_match(self.schema_validator("Error").iter_errors(body))
            if error is not None:
                return f"not an Error: {error.message[:200]}"
            entry = self.catalogue.get(body["code"])
            if entry is None or entry.status != status:
                return f"code {body['code']} is not catalogued with status {status}"
        if op is None:
            return None
        documented = op.raw["responses"].get(str(status))
        if documented is None:
            return f"status {status} is not documented for {op.operation_id}"
        documented = self.resolve(documented)
        codes = documented.get("x-error-codes")
        listed = codes is None or body["code"] in codes or body["code"] in self.any_request_codes
        if status >= 400 and not listed:
            return f"code {body['code']} is not in x-error-codes {codes}"
        content = documented.get("content", {}).get("application/json")
        if content is None:
            return None
        key = f"response:{op.operation_id}:{status}"
        if key not in self._validators:
            self._validators[key] = self.validator_for(_absolutize(content["schema"]))
        error = best_match(self._validators[key].iter_errors(body))
        return None if error is None else f"schema: {error.message[:300]}"

    # -- x- facts -----------------------------------------------------------------------------

    @cached_property
    def catalogue(self) -> dict[int, CatalogueEntry]:
        entries: dict[int, CatalogueEntry] = {}
        for key, value in self.document["x-error-catalogue"].items():
            code = int(key)
            entries[code] = CatalogueEntry(
                code=code,
                status=int(value["status"]),
                name=str(value["name"]),
                message=str(value["message"]),
                action=value.get("action"),
            )
        return entries

    @cached_property
    def any_request_codes(self) -> set[int]:
        """Codes any request may get (catalogue `scope: any-request`), listed on no response."""
        return {
            int(k)
            for k, v in self.document["x-error-catalogue"].items()
            if v.get("scope") == "any-request"
        }

    @property
    def limits(self) -> dict[str, int]:
        return dict(self.document["x-limits"])

    @property
    def upload_max_bytes(self) -> int:
        return int(self.limits["uploadMaxBytes"])

    @property
    def media_retention_days(self) -> int:
        return int(self.limits["mediaRetentionDays"])

    @property
    def history_window_months(self) -> int:
        return int(self.limits["historyWindowMonths"])

    @property
    def compression(self) -> dict[str, Any]:
        return dict(self.document["x-compression"])

    @property
    def plans(self) -> list[str]:
        return list(self.document["x-plans"])

    @property
    def profile_key_plans(self) -> list[str]:
        param = self.document["components"]["parameters"]["ProfileKey"]
        return list(param.get("x-plans", self.plans))

    @cached_property
    def webhook_actions(self) -> list[str]:
        return list(self.document["components"]["schemas"]["WebhookAction"]["enum"])

    @cached_property
    def action_sunsets(self) -> dict[str, datetime]:
        """Webhook actions that become unavailable, with the first moment they are refused."""
        sunsets = self.document["components"]["schemas"]["WebhookAction"].get("x-sunset", {})
        return {name: parse_timestamp(v["unavailableFrom"]) for name, v in sunsets.items()}

    @cached_property
    def twitter_headers_required_from(self) -> tuple[datetime, list[str], str]:
        """(date, header names, platform) of the X own-credential header rule."""
        names: list[str] = []
        when = datetime.max.replace(tzinfo=UTC)
        platform = "twitter"
        for param in self.document["components"]["parameters"].values():
            sunset = param.get("x-sunset")
            if sunset and "requiredFrom" in sunset:
                names.append(param["name"])
                when = min(when, parse_timestamp(sunset["requiredFrom"]))
                platform = sunset.get("whenTargeting", platform)
        return when, names, platform

    @cached_property
    def platforms(self) -> list[str]:
        return list(self.document["components"]["schemas"]["Platform"]["enum"])


def _absolutize(schema: Any) -> Any:
    """Rewrite local `#/...` refs to point into the registered document."""
    if isinstance(schema, dict):
        out: dict[str, Any] = {}
        for key, value in schema.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/"):
                out[key] = SPEC_URI + value
            else:
                out[key] = _absolutize(value)
        return out
    if isinstance(schema, list):
        return [_absolutize(v) for v in schema]
    return schema


TIMESTAMP_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")


def parse_timestamp(text: str) -> datetime:
    """Parse `YYYY-MM-DDThh:mm:ssZ` (or a full ISO date-time) as an aware UTC datetime."""
    value = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def format_timestamp(value: datetime) -> str:
    """Format as the spec's exact `YYYY-MM-DDThh:mm:ssZ`."""
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
