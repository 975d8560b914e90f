"""The spec the suite judges by: where `openapi.yaml` is found, and the facts read from it.

Every limit, error code, sunset date and compression rule the tests use is read here from the
document's `x-` extensions; no test repeats a literal from the spec.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import yaml

#: Environment variable naming the spec file (set by the command line's ``--spec``).
SPEC_ENV = "CONTRACT_SPEC"
_PACKAGE_DIR = Path(__file__).resolve().parent
_SPEC_NAME = "openapi.yaml"
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def spec_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The spec file: ``explicit`` (``--spec``), else the repository's, else the packaged copy."""
    chosen = explicit or os.environ.get(SPEC_ENV)
    if chosen:
        path = Path(chosen)
        if not path.is_file():
            raise FileNotFoundError(f"spec file not found: {path}")
        return path.resolve()
    packaged = _PACKAGE_DIR.parent / "spec_model" / _SPEC_NAME  # the wheel's copy
    for candidate in (_PACKAGE_DIR.parent / _SPEC_NAME, packaged):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(
        f"{_SPEC_NAME} not found next to the package or inside it; pass --spec PATH"
    )


@dataclass(frozen=True)
class Operation:
    """One operation of the spec: method, path template and operationId."""

    method: str
    path: str
    operation_id: str
    raw: Mapping[str, Any]

    @property
    def label(self) -> str:
        return f"{self.method.upper()} {self.path}"

    def matches(self, method: str, path: str) -> bool:
        """Whether a concrete request (``method``, ``path``) is this operation."""
        if method.lower() != self.method:
            return False
        pattern = re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(self.path))
        return re.fullmatch(pattern, path) is not None


@dataclass(frozen=True)
class CatalogueEntry:
    """An entry of `x-error-catalogue`."""

    code: int
    status: int
    name: str
    message: str


class ApiSpec:
    """The parsed spec with accessors for the facts the suite checks."""

    def __init__(self, path: Path, document: Mapping[str, Any]) -> None:
        self.path = path
        self.document = document

    # --- operations -------------------------------------------------------------------------
    @cached_property
    def operations(self) -> list[Operation]:
        found = []
        for path, item in self.document["paths"].items():
            for method, raw in item.items():
                if method in HTTP_METHODS:
                    found.append(Operation(method, path, raw["operationId"], raw))
        return found

    def operation(self, operation_id: str) -> Operation:
        for operation in self.operations:
            if operation.operation_id == operation_id:
                return operation
        raise KeyError(operation_id)

    def find_operation(self, method: str, path: str) -> Operation | None:
        for operation in self.operations:
            if operation.matches(method, path):
                return operation
        return None

    def methods_at(self, path: str) -> set[str]:
        """Upper-case methods the spec declares at ``path`` (a template)."""
        return {m.upper() for m in self.document["paths"][path] if m in HTTP_METHODS}

    # --- references -------------------------------------------------------------------------
    def resolve(self, node: Any) -> Any:
        """Follow local ``$ref`` chains."""
        while isinstance(node, Mapping) and "$ref" in node:
            pointer = node["$ref"]
            if not pointer.startswith("#/"):
                raise ValueError(f"only local references are supported: {pointer}")
            target: Any = self.document
            for part in pointer[2:].split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            node = target
        return node

    def schema(self, name: str) -> Mapping[str, Any]:
        return self.document["components"]["schemas"][name]  # type: ignore[no-any-return]

    def responses(self, operation_id: str) -> dict[str, Mapping[str, Any]]:
        """Status (string) -> resolved response object of an operation."""
        raw = self.operation(operation_id).raw.get("responses", {})
        return {status: self.resolve(response) for status, response in raw.items()}

    def error_codes_for(self, operation_id: str, status: int) -> list[int]:
        """The `x-error-codes` the spec lists for ``status`` of an operation."""
        response = self.responses(operation_id).get(str(status))
        if response is None:
            return []
        return [int(code) for code in response.get("x-error-codes", [])]

    def documented_statuses(self, operation_id: str) -> list[int]:
        return sorted(int(s) for s in self.responses(operation_id) if s.isdigit())

    # --- x- facts ---------------------------------------------------------------------------
    @cached_property
    def error_catalogue(self) -> dict[int, CatalogueEntry]:
        return {
            int(code): CatalogueEntry(int(code), int(e["status"]), e["name"], e["message"])
            for code, e in self.document["x-error-catalogue"].items()
        }

    def error_code(self, name: str) -> int:
        """The catalogued code whose `name` is ``name`` (tests name codes, not numbers)."""
        for entry in self.error_catalogue.values():
            if entry.name == name:
                return entry.code
        raise KeyError(name)

    def any_request_codes(self) -> set[int]:
        """Codes that any request may get (catalogue entries with `scope: any-request`)."""
        return {
            int(code)
            for code, e in self.document["x-error-catalogue"].items()
            if e.get("scope") == "any-request"
        }

    @property
    def limits(self) -> Mapping[str, Any]:
        return self.document["x-limits"]  # type: ignore[no-any-return]

    @property
    def compression(self) -> Mapping[str, Any]:
        return self.document["x-compression"]  # type: ignore[no-any-return]

    @property
    def webhook_delivery(self) -> Mapping[str, Any]:
        return self.document["x-webhook-delivery"]  # type: ignore[no-any-return]

    @cached_property
    def timestamp_pattern(self) -> re.Pattern[str]:
        return re.compile(self.schema("Timestamp")["pattern"])

    @property
    def webhook_actions(self) -> list[str]:
        return list(self.schema("WebhookAction")["enum"])

    def action_sunsets(self) -> dict[str, datetime]:
        """Action -> the instant it becomes unavailable (`x-sunset` of `WebhookAction`)."""
        sunset = self.schema("WebhookAction").get("x-sunset", {})
        return {action: parse_timestamp(rule["unavailableFrom"]) for action, rule in sunset.items()}

    def action_sunset_code(self, action: str) -> int:
        return int(self.schema("WebhookAction")["x-sunset"][action]["errorCode"])

    def header_sunset(self, parameter: str) -> Mapping[str, Any]:
        """`x-sunset` of a header parameter component (e.g. ``TwitterApiKey``)."""
        return self.document["components"]["parameters"][parameter]["x-sunset"]  # type: ignore[no-any-return]

    def header_name(self, parameter: str) -> str:
        return str(self.document["components"]["parameters"][parameter]["name"])

    @property
    def platforms(self) -> list[str]:
        return list(self.schema("Platform")["enum"])

    def iter_timestamp_fields(self) -> Iterator[str]:
        """Names of properties anywhere in the schemas that are `Timestamp`s."""
        for schema in self.document["components"]["schemas"].values():
            yield from _timestamp_properties(schema)


def _timestamp_properties(schema: Any) -> Iterator[str]:
    if not isinstance(schema, Mapping):
        return
    for name, prop in schema.get("properties", {}).items():
        if isinstance(prop, Mapping) and prop.get("$ref") == "#/components/schemas/Timestamp":
            yield name
    for key in ("allOf", "oneOf", "anyOf"):
        for sub in schema.get(key, []):
            yield from _timestamp_properties(sub)


def parse_timestamp(text: str) -> datetime:
    """Parse a spec timestamp (`YYYY-MM-DDThh:mm:ssZ`) into an aware datetime."""
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def format_timestamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


@lru_cache(maxsize=4)
def _load(path: Path) -> ApiSpec:
    with path.open(encoding="utf-8") as handle:
        return ApiSpec(path, yaml.safe_load(handle))


def load_spec(explicit: str | os.PathLike[str] | None = None) -> ApiSpec:
    """Load the spec chosen by :func:`spec_path` (cached per path)."""
    return _load(spec_path(explicit))
