"""The benchmark registry: a `Row` type and the discovery of `benchmarks/<area>.py` modules."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

NOT_AREAS = frozenset({"registry", "soak"})


@dataclass(frozen=True)
class Row:
    """One measured number, with its goal when it has one.

    `ok` is True/False when the row has a goal and it was checked, None otherwise.
    """

    area: str
    name: str
    value: float
    unit: str
    goal: str = ""
    ok: bool | None = None
    note: str = ""


def area_modules() -> list[str]:
    """Names of the area modules of this package, sorted."""
    import benchmarks

    return sorted(
        info.name
        for info in pkgutil.iter_modules(benchmarks.__path__)
        if not info.name.startswith("_") and info.name not in NOT_AREAS
    )


def _rows_function(module: ModuleType) -> Callable[[], list[Row]] | None:
    function = getattr(module, "rows", None)
    return function if callable(function) else None


def collect(only: set[str] | None = None) -> dict[str, list[Row] | Exception]:
    """Run each area's `rows()`; an area that fails gives its exception instead of rows."""
    results: dict[str, list[Row] | Exception] = {}
    for name in area_modules():
        if only and name not in only:
            continue
        try:
            module = importlib.import_module(f"benchmarks.{name}")
            function = _rows_function(module)
            if function is None:
                continue
            results[name] = function()
        except Exception as exc:  # one broken area must not hide the others' numbers
            results[name] = exc
    return results
