"""The copy of the hand-written runtime into the generated client packages.

Contract: `copy_runtime(package, runtime)` copies every module of `runtime.source` but its
`__init__.py`, byte for byte and in name order, into `package` (the tool's output, before it
is gated and merged). A module may replace only the tool's own modules listed in
`runtime.replaced`; any other name the tool already wrote is a `RuntimeClash`. `CLIENT` is
`generator/client_runtime/` for the client package (`errors.py`, `types.py`: the runtime's
versions keep the tool's names and add the façade's); `SANDBOX` is its `sandbox/` for the
sandbox's package (`client.py`, `errors.py`, `types.py`: the client's runtime, re-exported).
The stamp's input hash covers `client_runtime/` as part of the generator package, so
`make generate` and `make check-generated` see every edit.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from generator.settings import GENERATOR_DIR

RUNTIME_DIR = GENERATOR_DIR / "client_runtime"


@dataclass(frozen=True)
class Runtime:
    """A directory of runtime modules and the tool's modules they may replace."""

    source: Path
    replaced: frozenset[str]


CLIENT = Runtime(RUNTIME_DIR, frozenset({"errors.py", "types.py"}))
SANDBOX = Runtime(RUNTIME_DIR / "sandbox", frozenset({"client.py", "errors.py", "types.py"}))


class RuntimeClash(Exception):
    """A runtime module would overwrite a module of the tool's that it may not replace."""


def runtime_modules(source: Path = RUNTIME_DIR) -> list[Path]:
    """The modules copied into the package, in name order."""
    return sorted(p for p in source.glob("*.py") if p.name != "__init__.py")


def copy_runtime(package: Path, runtime: Runtime = CLIENT) -> list[str]:
    """Copy the runtime modules into `package`; the names copied."""
    modules = runtime_modules(runtime.source)
    clashes = [
        m.name for m in modules if (package / m.name).exists() and m.name not in runtime.replaced
    ]
    if clashes:
        raise RuntimeClash(
            f"runtime module(s) {', '.join(clashes)} of {runtime.source} would overwrite the "
            f"tool's output in {package}: rename them (only {', '.join(sorted(runtime.replaced))} "
            "may replace the tool's)"
        )
    for module in modules:
        shutil.copyfile(module, package / module.name)
    return [m.name for m in modules]
