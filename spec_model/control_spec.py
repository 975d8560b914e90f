"""`ControlSpec`: the optional test-control interface (`sandbox.yaml`) as typed operations.

`sandbox.yaml` refers to the API's schemas by relative references (`openapi.yaml#/...`); both
documents are registered in one `References` registry, so those refs resolve and validators
built from the control document check the API's schemas too. A schema with `x-enum-from`
(a reference to a list, such as the API's `x-plans`, or to a map, whose keys are taken, such
as `x-add-ons`) gets that list as its `enum` on loading.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Self

from . import sharing
from .loader import SPEC_NAME, SpecLoadError, default_control_spec_path, load_yaml
from .operation_ids import ControlOperationId
from .operations import Operation, read_operations
from .references import SIBLINGS_BASE, References, UnresolvableReference
from .routing import Router, operation_routes
from .service_spec import ServiceSpec

#: Where the control document is registered; `openapi.yaml` resolves next to it.
CONTROL_URI = SIBLINGS_BASE + "sandbox.yaml"
ENUM_FROM = "x-enum-from"


class ControlSpec:
    """The test-control document, read against the API document it refers to."""

    def __init__(
        self,
        document: Mapping[str, Any],
        api: ServiceSpec,
        path: Path | None = None,
        text: str = "",
    ) -> None:
        self.api = api
        self.path = path
        self.text = text
        siblings = {SPEC_NAME: api.document}
        self.document = _fill_enums(document, References(document, CONTROL_URI, siblings))
        self.refs = References(self.document, CONTROL_URI, siblings)
        try:
            self.operations: tuple[Operation, ...] = tuple(read_operations(self.refs))
        except (KeyError, UnresolvableReference) as exc:
            raise SpecLoadError(f"a control operation cannot be read: {exc}") from None
        self.by_id: dict[str, Operation] = {op.operation_id: op for op in self.operations}
        self.router: Router[Operation] = Router(operation_routes(self.operations))

    @classmethod
    def load(
        cls, path: str | os.PathLike[str] | None = None, api: ServiceSpec | None = None
    ) -> Self:
        """Read the control document at `path` (default: `default_control_spec_path()`)
        against `api` (default: `ServiceSpec.load()`); shared with earlier loads of the same
        file against the same spec object after `share_loaded_specs()` (`sharing.py`)."""
        spec = api if api is not None else ServiceSpec.load()
        return sharing.once(
            cls, path, default_control_spec_path, lambda: cls._read(path, spec), against=spec
        )

    @classmethod
    def _read(cls, path: str | os.PathLike[str] | None, api: ServiceSpec) -> Self:
        spec_path = Path(path) if path is not None else default_control_spec_path()
        try:
            text = spec_path.read_text(encoding="utf-8")
        except OSError as exc:
            raise SpecLoadError(
                f"cannot read the control spec {spec_path}: {exc.strerror}"
            ) from None
        document = load_yaml(text)
        if not isinstance(document, dict) or "openapi" not in document:
            raise SpecLoadError(f"{spec_path} is not an OpenAPI document")
        return cls(document, api, spec_path.resolve(), text)

    def operation(self, operation_id: ControlOperationId) -> Operation:
        """The control operation with this operationId (KeyError names it)."""
        try:
            return self.by_id[operation_id]
        except KeyError:
            raise KeyError(f"the control spec has no operation {str(operation_id)!r}") from None

    def describe(self, operation_id: ControlOperationId) -> str:
        """`POST /_sandbox/link (link_network)`: how a skip names the operation it needs."""
        op = self.operation(operation_id)
        return f"{op.label} ({op.operation_id})"


def _fill_enums(document: Mapping[str, Any], refs: References) -> dict[str, Any]:
    """A copy of `document` where each schema with `x-enum-from` has the list it names as
    its `enum`."""
    filled: dict[str, Any] = copy.deepcopy(dict(document))

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            source = node.get(ENUM_FROM)
            if isinstance(source, str):
                values = refs.lookup_ref(source)
                if not isinstance(values, list | Mapping):
                    raise SpecLoadError(f"{ENUM_FROM} {source!r} names neither a list nor a map")
                node["enum"] = list(values)  # a map: its keys
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    try:
        walk(filled)
    except UnresolvableReference as exc:
        raise SpecLoadError(f"{ENUM_FROM}: {exc}") from None
    return filled
