"""Command line: `python -m generator [--check] [--force] [--root DIR]`."""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

from generator import stamp
from generator.settings import load_config


def _report(step: str) -> None:
    print(f"  - {step}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m generator",
        description="Generate generated_client/ from openapi.yaml (a no-op when unchanged).",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="regenerate into a temporary directory and fail if the committed output differs",
    )
    parser.add_argument("--force", action="store_true", help="regenerate even when unchanged")
    parser.add_argument(
        "--root", type=Path, default=Path.cwd(), help="project root (default: current directory)"
    )
    args = parser.parse_args(argv)
    root: Path = args.root.resolve()
    started = time.perf_counter()
    if not args.check and not args.force and stamp.is_up_to_date(root, load_config()):
        elapsed = time.perf_counter() - started
        print(f"generated_client/ is up to date, nothing to do ({elapsed:.2f} s)")
        return 0
    # The pipeline imports the tools' inputs (spec library, renderer): only when there is work.
    from generator.pipeline import GeneratorFailure, check, generate

    try:
        if args.check:
            difference, result = check(root, report=_report)
            for note in result.notes:
                print(f"note: {note}")
            if difference:
                print(
                    "generated_client/ does not match openapi.yaml and the generator:\n"
                    f"{difference.describe()}\n"
                    "run `make generate` and commit the result.",
                    file=sys.stderr,
                )
                return 1
            print(f"generated_client/ is up to date ({time.perf_counter() - started:.1f} s)")
            return 0
        changed, result = generate(root, force=args.force, report=_report)
    except GeneratorFailure as exc:
        print(f"generator failed, previous output left untouched:\n{exc}", file=sys.stderr)
        return 1
    except Exception:  # a bug in the generator or a tool: still say the output is intact
        traceback.print_exc()
        print(
            "generator failed with an unexpected error (above), previous output left untouched",
            file=sys.stderr,
        )
        return 1
    for note in result.notes:
        print(f"note: {note}")
    elapsed = time.perf_counter() - started
    if changed:
        print(f"generated_client/ regenerated ({elapsed:.1f} s)")
    else:
        print(f"generated_client/ is up to date, nothing to do ({elapsed:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
