"""`python -m spec_lint openapi.yaml`: the project's own checks on the spec.

Prints one line per problem, `FILE#/json/pointer: message [check]`, and exits 1 when there is
any problem, 2 when the file cannot be read as a YAML/JSON mapping, 0 otherwise.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import yaml

from spec_lint.document import load_spec
from spec_lint.runner import CHECKS, run_checks


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m spec_lint", description=__doc__.split("\n")[0])
    parser.add_argument("spec", nargs="?", default="openapi.yaml", help="path to the OpenAPI file")
    args = parser.parse_args(argv)
    try:
        spec = load_spec(args.spec)
    except (OSError, ValueError, yaml.YAMLError) as exc:
        print(f"spec_lint: cannot read {args.spec}: {exc}", file=sys.stderr)
        return 2
    problems = run_checks(spec)
    for problem in problems:
        print(problem.format(args.spec))
    if problems:
        print(f"spec_lint: {len(problems)} problem(s) in {args.spec}", file=sys.stderr)
        return 1
    print(f"spec_lint: {args.spec}: {len(CHECKS)} checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
