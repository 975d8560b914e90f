"""The copy of the client's hand-written runtime into the generated client package.

Contract: `copy_runtime(package)` copies every module of `generator/client_runtime/` but its
`__init__.py`, byte for byte and in name order, into `package` (the tool's output, before it
is gated and merged). A module may replace only the tool's own modules listed in `REPLACED`
(`errors.py`, `types.py`: the runtime's versions keep the tool's names and add the façade's);
any other name the tool already wrote is a `RuntimeClash`. The stamp's input hash covers
`client_runtime/` as part of the generator package, so `make generate` and
`make check-generated` see every edit.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from generator.settings import GENERATOR_DIR

RUNTIME_DIR = GENERATOR_DIR / "client_runtime"
#: The tool's modules the runtime's of the same name replace.
REPLACED = frozenset({"errors.py", "types.py"})


class RuntimeClash(Exception):
    """A runtime module would overwrite a module of the tool's that it may not replace."""


def runtime_modules(source: Path = RUNTIME_DIR) -> list[Path]:
    """The modules copied into the client package, in name order."""
    return sorted(p for p in source.glob("*.py") if p.name != "__init__.py")


def copy_runtime(package: Path, source: Path = RUNTIME_DIR) -> list[str]:
    """Copy the runtime modules into `package`; the names copied."""
    modules = runtime_modules(source)
    clashes = [m.name for m in modules if (package / m.name).exists() and m.name not in REPLACED]
    if clashes:
        raise RuntimeClash(
            f"runtime module(s) {', '.join(clashes)} of {source} would overwrite the tool's "
            f"output in {package}: rename them (only {', '.join(sorted(REPLACED))} may replace "
            "the tool's)"
        )
    for module in modules:
        shutil.copyfile(module, package / module.name)
    return [m.name for m in modules]
