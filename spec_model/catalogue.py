"""The error catalogue (`x-error-catalogue`) as read: every code with its HTTP status, name,
message and where it cannot be provoked, by code and by name (`facts.read_facts` reads it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum
from typing import Any


@dataclass(frozen=True)
class Unprovokable:
    """Where a catalogued code, though declared, cannot be provoked over HTTP, and why (an
    entry's `unprovokable`): on the named operations, or (None) on every one declaring it."""

    reason: str
    operations: tuple[str, ...] | None = None


@dataclass(frozen=True)
class CatalogueEntry:
    """One entry of `x-error-catalogue`."""

    code: int
    status: int
    name: str
    message: str
    action: str | None = None
    any_request: bool = False
    #: Whether public material shows this code (`published`, with `source`) or the spec chose it.
    origin: str = "own"
    source: str | None = None
    #: `unprovokable`: declared pairs of this code no request over HTTP can provoke.
    unprovokable: tuple[Unprovokable, ...] = ()

    def unprovokable_on(self, operation_id: str) -> str | None:
        """Why this code cannot be provoked on ``operation_id`` (None when it can)."""
        for mark in self.unprovokable:
            if mark.operations is None or operation_id in mark.operations:
                return mark.reason
        return None


class Catalogue:
    """`x-error-catalogue`: every error code with its HTTP status, by code and by name."""

    def __init__(self, entries: Mapping[int, CatalogueEntry]) -> None:
        self.entries = dict(entries)
        self._by_name = {e.name: e for e in entries.values()}

    def __getitem__(self, code: int) -> CatalogueEntry:
        return self.entries[int(code)]

    def __contains__(self, code: object) -> bool:
        return code in self.entries

    def __iter__(self) -> Any:
        return iter(self.entries.values())

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, code: int) -> CatalogueEntry | None:
        return self.entries.get(code)

    def by_name(self, name: str) -> CatalogueEntry:
        """The entry called `name` (`route_not_found`); KeyError names the missing one."""
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"x-error-catalogue has no entry named {name!r}") from None

    @property
    def any_request_codes(self) -> frozenset[int]:
        """Codes any request may get (`scope: any-request`), listed on no response."""
        return frozenset(e.code for e in self.entries.values() if e.any_request)

    def mismatches(self, enum: type[IntEnum]) -> list[str]:
        """How a code enum differs from the catalogue ([] when each name has its code)."""
        want = {e.name.upper(): e.code for e in self.entries.values()}
        have = {m.name: int(m.value) for m in enum}
        problems = [f"{n}={c} missing" for n, c in sorted(want.items()) if have.get(n) != c]
        problems += [f"{n}={c} not catalogued" for n, c in sorted(have.items()) if n not in want]
        return problems
