"""Work the proof's fork server (`prefork.py`) does once, before it forks any run.

Imported last by the fork server (it runs with the repository on its path), so every forked
reference server and suite process starts with it done:

* `faults.py` imported (each broken server imported it, spec load included: ~0.23 s of CPU);
* the spec read once as the server reads it (`ServiceSpec.load`, which one server process
  called four times: its service, two delivery-policy readers and the test-control document)
  and as the suite reads it (`contract_tests.spec.load_spec`). A process asking for the same
  file (same resolved path, size and modification time) gets the object built here; the spec
  objects are read-only by design ("read it only through this object"), and each forked
  process holds its own copy, so nothing one run does reaches another;
* the test-control document (`ControlSpec.load`, ~0.06 s of CPU in each server and suite
  process: a YAML parse, a deep copy and its operations) read against each of those two
  spec objects;
* the operationIds the suite's code names (`contract_tests.operation_names`, read from its
  source with `ast`: ~0.2 s of CPU in each suite process);
* `inspect`'s file-to-module map filled for the preloaded modules: pytest walks it on every
  failure it reports (each module's real path, ~0.1 s per run with this many modules).
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from contract_tests.operation_names import suite_operation_names
from contract_tests.spec import load_spec
from spec_model import ControlSpec, ServiceSpec
from spec_model.loader import default_control_spec_path, default_spec_path

_LOADED: dict[tuple[type, Path, int, int], Any] = {}
_load = ServiceSpec.load.__func__  # type: ignore[attr-defined]


def _file_key(
    path: str | os.PathLike[str] | None, default: Callable[[], Path]
) -> tuple[Path, int, int]:
    """The file a load reads (``default()`` when no path is given) as resolved path, size and
    modification time: a changed file is read again."""
    resolved = (Path(path) if path is not None else default()).resolve()
    found = resolved.stat()
    return resolved, found.st_size, found.st_mtime_ns


def _load_once(cls: type, path: str | os.PathLike[str] | None = None) -> Any:
    try:
        key = (cls, *_file_key(path, default_spec_path))
    except OSError:
        return _load(cls, path)  # the loader reports a missing file its own way
    if key not in _LOADED:
        _LOADED[key] = _load(cls, path)
    return _LOADED[key]


#: Each entry keeps its spec object alive, so no other object can take its `id`.
_CONTROLS: dict[tuple[Path, int, int, int], tuple[ServiceSpec, ControlSpec]] = {}
_load_control = ControlSpec.load.__func__  # type: ignore[attr-defined]


def _control_once(
    cls: type, path: str | os.PathLike[str] | None = None, api: ServiceSpec | None = None
) -> Any:
    """`ControlSpec.load`, once per control file and spec object (the spec objects are the
    shared ones above)."""
    try:
        found = _file_key(path, default_control_spec_path)
    except OSError:
        return _load_control(cls, path, api)
    api = api if api is not None else ServiceSpec.load()
    key = (*found, id(api))
    if key not in _CONTROLS:
        _CONTROLS[key] = (api, _load_control(cls, path, api))
    return _CONTROLS[key][1]


ServiceSpec.load = classmethod(_load_once)  # type: ignore[assignment,method-assign]
ControlSpec.load = classmethod(_control_once)  # type: ignore[assignment,method-assign]
for _api in (ServiceSpec.load(), load_spec()):
    ControlSpec.load(api=_api)
import tests.contract_power.faults  # noqa: E402,F401  (after the patch: its spec is the shared one)

suite_operation_names()

inspect.getmodule(compile("", "<fork-preload>", "exec"))
