"""`ServiceSpec`: the loaded document with its operations, router and facts, in one object.

Consumers (reference server, delivery engine, contract suite, spec_lint, generator, tests)
load the spec through `ServiceSpec.load` and read it only through this object.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import Any, Self

from . import sharing
from ._jsonschema_formats import iri_format_locations
from .facts import Facts, read_facts
from .loader import SpecLoadError, default_spec_path, load_yaml
from .max_pack import MaxPackRules, read_max_pack
from .media_rules import MediaRules, read_media_rules
from .operation_facts import OperationFacts, read_operation_facts
from .operation_ids import OperationId
from .operation_refs import OperationReference, dangling_references
from .operations import Operation, read_operations
from .references import References, UnresolvableReference
from .routing import Router, operation_routes


class ServiceSpec:
    """One OpenAPI document of the service, read and checked."""

    def __init__(
        self, document: Mapping[str, Any], path: Path | None = None, text: str = ""
    ) -> None:
        self.document = document
        self.path = path
        self.text = text
        self.refs = References(document)
        try:
            self.operations: tuple[Operation, ...] = tuple(read_operations(self.refs))
        except (KeyError, UnresolvableReference) as exc:
            raise SpecLoadError(f"an operation cannot be read: {exc}") from None
        self.by_id: dict[str, Operation] = {op.operation_id: op for op in self.operations}
        for op in self.operations:
            if op.alias_of is None:
                continue
            target = self.by_id.get(op.alias_of)
            if target is None or target.alias_of is not None or not op.deprecated:
                raise SpecLoadError(
                    f"#{op.location}/x-alias-of: {op.alias_of!r} must name an operation that is "
                    "not itself an alias, and the alias must be deprecated"
                )
        self.router: Router[Operation] = Router(operation_routes(self.operations))
        self.facts: Facts = read_facts(self.refs)
        self._check_operation_facts()
        #: The typed `x-` facts of single operations (`x-short-link`, `x-feed-posting`, ...).
        self.operation_facts: OperationFacts = read_operation_facts(self.by_id, self.refs)
        #: `x-max-pack` (None when the document has none).
        self.max_pack: MaxPackRules | None = read_max_pack(document, self.facts.platforms)
        #: `x-media-rules` (None when the document has none).
        self.media_rules: MediaRules | None = read_media_rules(
            document, self.facts.platforms, frozenset(self.facts.catalogue.entries)
        )
        unchecked = iri_format_locations(document)
        if unchecked:  # jsonschema does not check these formats here (_jsonschema_formats)
            raise SpecLoadError(
                "formats iri/iri-reference are not checked by spec_model: "
                + ", ".join(f"#{where}" for where in unchecked[:5])
            )

    def _check_operation_facts(self) -> None:
        """`x-add-ons` name add-ons of the top level; `x-networks` name platforms; a catalogue
        entry's `unprovokable` names operations that declare its code."""
        platforms = set(self.facts.platforms)
        for entry in self.facts.catalogue:
            for mark in entry.unprovokable:
                for operation_id in mark.operations or ():
                    op = self.by_id.get(operation_id)
                    responses = op.responses.values() if op else ()
                    if not any(entry.code in (r.error_codes or ()) for r in responses):
                        raise SpecLoadError(
                            f"#/x-error-catalogue/{entry.code}/unprovokable: {operation_id!r} "
                            "is no operation that declares this code"
                        )
        for op in self.operations:
            unknown = [a for a in op.add_ons if a not in self.facts.add_ons]
            if unknown:
                raise SpecLoadError(f"#{op.location}/x-add-ons: {unknown} not in #/x-add-ons")
            if op.networks is not None:
                wrong = [n for n in op.networks if n not in platforms]
                if wrong or not op.networks or len(set(op.networks)) != len(op.networks):
                    raise SpecLoadError(
                        f"#{op.location}/x-networks: a non-empty list of distinct platforms "
                        f"of #/components/schemas/Platform (not {wrong or list(op.networks)})"
                    )

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None) -> Self:
        """Read and check the spec at `path` (default: `default_spec_path()`); shared with
        earlier loads of the same file after `share_loaded_specs()` (`sharing.py`)."""
        return sharing.once(cls, path, default_spec_path, lambda: cls._read(path))

    @classmethod
    def _read(cls, path: str | os.PathLike[str] | None) -> Self:
        spec_path = Path(path) if path is not None else default_spec_path()
        try:
            text = spec_path.read_text(encoding="utf-8")
        except OSError as exc:
            raise SpecLoadError(f"cannot read the spec {spec_path}: {exc.strerror}") from None
        document = load_yaml(text)
        if not isinstance(document, dict) or "openapi" not in document:
            raise SpecLoadError(f"{spec_path} is not an OpenAPI document")
        return cls(document, spec_path.resolve(), text)

    def operation(self, operation_id: OperationId) -> Operation:
        """The operation with this operationId (KeyError names it: a document other than the
        bundled openapi.yaml may lack one). Code that reads ids from the document itself looks
        them up in `by_id`."""
        try:
            return self.by_id[operation_id]
        except KeyError:
            raise KeyError(f"the spec has no operation {str(operation_id)!r}") from None

    @property
    def paths(self) -> tuple[Operation, ...]:
        """The operations of `paths` (not the webhook deliveries)."""
        return tuple(op for op in self.operations if op.section == "paths")

    @property
    def webhooks(self) -> tuple[Operation, ...]:
        """The deliveries of `webhooks`."""
        return tuple(op for op in self.operations if op.section == "webhooks")

    @cached_property
    def dangling_references(self) -> tuple[OperationReference, ...]:
        """The places outside an operation that name no operation of this document
        (`spec_model.dangling_references`), computed once per loaded spec: the server's handler
        check and the suite's operation-name check both read them at every start."""
        return tuple(dangling_references(self.document))

    @cached_property
    def version(self) -> str:
        return str(self.document["info"]["version"])
