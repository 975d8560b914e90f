"""Benchmarks of the toolkit: `python -m benchmarks` (make bench) prints one table per area.

A small registry: every module `benchmarks/<area>.py` (not starting with `_`, and not `soak`)
exposes `rows() -> list[Row]`; `__main__` imports each one and prints its rows. Goals are
part of a row, so the table says whether each goal is met.
"""

from benchmarks.registry import Row, area_modules, collect

__all__ = ["Row", "area_modules", "collect"]
