"""The spec the suite judges by: where `openapi.yaml` is found, and the facts read from it.

The document is read through the spec library (`spec_model`: one loader, one resolver, the
facts checked at load); `ApiSpec` adds the accessors the rule tests use. Every limit, error
code, sunset date and compression rule the tests use is read here; no test repeats a literal
from the spec. The suite imports the spec library, never server code.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from datetime import datetime
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from spec_model import (
    HTTP_METHODS,
    CatalogueEntry,
    Match,
    Operation,
    ServiceSpec,
    format_timestamp,
    parse_timestamp,
)

__all__ = [
    "HTTP_METHODS",
    "SPEC_ENV",
    "ApiSpec",
    "CatalogueEntry",
    "Operation",
    "format_timestamp",
    "load_spec",
    "parse_timestamp",
    "spec_path",
]

#: Environment variable naming the spec file (the default of the command line's ``--spec``).
SPEC_ENV = "CONTRACT_SPEC"
_PACKAGE_DIR = Path(__file__).resolve().parent
_SPEC_NAME = "openapi.yaml"


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


class ApiSpec(ServiceSpec):
    """The parsed spec with the accessors the rule tests use."""

    @property
    def file(self) -> Path:
        """The spec file the suite judges by."""
        if self.path is None:
            raise ValueError("this spec was not read from a file")
        return self.path

    # --- operations -------------------------------------------------------------------------
    def find_operation(self, method: str, path: str) -> Operation | None:
        """The operation a concrete request (``method``, ``path``) is, by the spec's routing."""
        route = self.router.match_path(method, path)
        return route.target if route.match is Match.FULL else None

    def report_label(self, operation: Operation | str) -> str:
        """How reports name an operation: `GET /media (list_media)`. Given schemathesis' label
        (`GET /media`), the operation it names; a label of no operation is kept as it is."""
        if isinstance(operation, str):
            found = self.labelled(operation)
            if found is None:
                return operation
            operation = found
        return f"{operation.label} ({operation.operation_id})"

    def labelled(self, label: str) -> Operation | None:
        """The operation of `paths` schemathesis names ``label`` (`GET /media`), or None."""
        return next((operation for operation in self.paths if operation.label == label), None)

    def methods_at(self, path: str) -> set[str]:
        """Upper-case methods the spec declares at ``path`` (a template)."""
        return {op.method.upper() for op in self.paths if op.path == path}

    # --- references -------------------------------------------------------------------------
    def resolve(self, node: Any) -> Any:
        """Follow local ``$ref`` chains."""
        return self.refs.resolve(node)

    def schema(self, name: str) -> Mapping[str, Any]:
        return self.document["components"]["schemas"][name]  # type: ignore[no-any-return]

    # The three below also serve the property checks, which get operationIds from schemathesis
    # (any operation of the judged spec): they take a plain str and look it up in `by_id`.
    def responses(self, operation_id: str) -> dict[str, Mapping[str, Any]]:
        """Status (string) -> resolved response object of an operation."""
        raw = self.by_id[operation_id].raw.get("responses", {})
        return {status: self.resolve(response) for status, response in raw.items()}

    def error_codes_for(self, operation_id: str, status: int) -> list[int]:
        """The `x-error-codes` the spec lists for ``status`` of an operation."""
        response = self.by_id[operation_id].responses.get(str(status))
        return list(response.error_codes or ()) if response is not None else []

    def documented_statuses(self, operation_id: str) -> list[int]:
        return sorted(int(s) for s in self.by_id[operation_id].responses if s.isdigit())

    # --- x- facts ---------------------------------------------------------------------------
    @property
    def error_catalogue(self) -> dict[int, CatalogueEntry]:
        return dict(self.facts.catalogue.entries)

    def error_code(self, name: str) -> int:
        """The catalogued code whose `name` is ``name`` (tests name codes, not numbers)."""
        return self.facts.catalogue.by_name(name).code

    def any_request_codes(self) -> set[int]:
        """Codes that any request may get (catalogue entries with `scope: any-request`)."""
        return set(self.facts.catalogue.any_request_codes)

    @property
    def limits(self) -> Mapping[str, Any]:
        return self.facts.limits.raw

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
        return list(self.facts.webhook_actions)

    def action_sunsets(self) -> dict[str, datetime]:
        """Action -> the instant it becomes unavailable (`x-sunset` of `WebhookAction`)."""
        return {a: s.unavailable_from for a, s in self.facts.action_sunsets.items()}

    def action_sunset_code(self, action: str) -> int:
        return self.facts.action_sunsets[action].error_code

    def header_sunset(self, parameter: str) -> Mapping[str, Any]:
        """`x-sunset` of a header parameter component (e.g. ``TwitterApiKey``)."""
        return self.document["components"]["parameters"][parameter]["x-sunset"]  # type: ignore[no-any-return]

    def header_name(self, parameter: str) -> str:
        return str(self.document["components"]["parameters"][parameter]["name"])

    def x_credential_headers(self) -> dict[str, str]:
        """The caller's own X credentials (`TwitterApiKey`, `TwitterApiSecret` headers) with
        made-up values: what a request targeting X must carry (`x-sunset.whenTargeting`)."""
        return {
            self.header_name("TwitterApiKey"): "contract-consumer-key",
            self.header_name("TwitterApiSecret"): "contract-consumer-secret",
        }

    @property
    def platforms(self) -> list[str]:
        return list(self.facts.platforms)

    def iter_timestamp_fields(self) -> Iterator[str]:
        """Names of properties that are `Timestamp`s wherever the schemas declare them (a name
        that is another type somewhere, e.g. a millisecond time of the profile list, is judged
        by its schema alone)."""
        yield from sorted(self.timestamp_fields)

    @cached_property
    def timestamp_fields(self) -> frozenset[str]:
        """The set `iter_timestamp_fields` yields (computed once: a check reads it on every
        response)."""
        timestamps: set[str] = set()
        others: set[str] = set()
        for schema in self.document["components"]["schemas"].values():
            for name, is_timestamp in _named_properties(schema):
                (timestamps if is_timestamp else others).add(name)
        return frozenset(timestamps - others)


def _named_properties(schema: Any) -> Iterator[tuple[str, bool]]:
    """(name, whether it is a `Timestamp`) of each property declared in `schema`."""
    if not isinstance(schema, Mapping):
        return
    for name, prop in schema.get("properties", {}).items():
        if isinstance(prop, Mapping):
            yield name, prop.get("$ref") == "#/components/schemas/Timestamp"
    for key in ("allOf", "oneOf", "anyOf"):
        for sub in schema.get(key, []):
            yield from _named_properties(sub)


@lru_cache(maxsize=4)
def _load(path: Path) -> ApiSpec:
    return ApiSpec.load(path)


def load_spec(explicit: str | os.PathLike[str] | None = None) -> ApiSpec:
    """Load the spec chosen by :func:`spec_path` (cached per path)."""
    return _chosen(None if explicit is None else os.fspath(explicit), os.environ.get(SPEC_ENV))


@lru_cache(maxsize=8)
def _chosen(explicit: str | None, _from_env: str | None) -> ApiSpec:
    """The spec for ``explicit`` and the environment's choice: resolving the path (file system
    calls) cost more than the checks that ask for the spec on every response."""
    return _load(spec_path(explicit))
