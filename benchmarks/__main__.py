"""`python -m benchmarks [AREA ...]`: run the benchmark areas and print their tables."""

from __future__ import annotations

import argparse
import sys

from benchmarks.registry import Row, area_modules, collect


def _format_value(row: Row) -> str:
    if abs(row.value) >= 100:
        return f"{row.value:,.0f}"
    if abs(row.value) >= 1:
        return f"{row.value:.2f}"
    return f"{row.value:.3f}"


def format_table(area: str, rows: list[Row]) -> str:
    header = ("benchmark", "value", "unit", "goal", "met", "note")
    cells = [
        (
            row.name,
            _format_value(row),
            row.unit,
            row.goal,
            "" if row.ok is None else ("yes" if row.ok else "NO"),
            row.note,
        )
        for row in rows
    ]
    widths = [max(len(str(line[i])) for line in [header, *cells]) for i in range(len(header))]
    lines = [f"== {area} =="]
    for line in [header, tuple("-" * w for w in widths), *cells]:
        lines.append(
            "  ".join(
                str(cell).rjust(width) if index == 1 else str(cell).ljust(width)
                for index, (cell, width) in enumerate(zip(line, widths, strict=True))
            ).rstrip()
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("areas", nargs="*", help=f"areas to run (default all: {area_modules()})")
    args = parser.parse_args(argv)
    failed = False
    for area, result in collect(set(args.areas) or None).items():
        if isinstance(result, Exception):
            print(f"== {area} ==\n  FAILED: {type(result).__name__}: {result}\n")
            failed = True
            continue
        print(format_table(area, result) + "\n", flush=True)
        failed = failed or any(row.ok is False for row in result)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
