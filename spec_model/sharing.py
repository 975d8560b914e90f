"""Opt-in sharing of loaded specs within a process (`share_loaded_specs`).

By default every `ServiceSpec.load` and `ControlSpec.load` reads and builds a new object. A
process that loads the same files many times, or forks many processes that each would (the
contract-power proof's fork server), calls `share_loaded_specs()` once: from then on a load of
the same file (same resolved path, size and modification time; a changed file is read again)
answers the object built the first time, and a control document read against the same spec
object answers the same control object. The spec objects are read-only by design ("read it
only through this object"), so sharing them changes nothing a reader sees.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

#: key -> (what keeps the key's objects alive, the loaded object); None: not sharing.
_SHARED: dict[Hashable, tuple[Any, Any]] | None = None


def share_loaded_specs() -> None:
    """From now on, in this process (and the processes it forks), loads are shared."""
    global _SHARED
    if _SHARED is None:
        _SHARED = {}


def sharing() -> bool:
    return _SHARED is not None


def file_key(path: str | os.PathLike[str] | None, default: Callable[[], Path]) -> Hashable:
    """The file a load reads (``default()`` when no path is given) as resolved path, size and
    modification time."""
    resolved = (Path(path) if path is not None else default()).resolve()
    found = resolved.stat()
    return resolved, found.st_size, found.st_mtime_ns


def once(
    cls: type,
    path: str | os.PathLike[str] | None,
    default: Callable[[], Path],
    load: Callable[[], T],
    against: object = None,
) -> T:
    """``load()``, or when sharing, the object an earlier load of the same ``cls``, file and
    ``against`` object (kept alive with it, so its `id` stays its own) gave."""
    if _SHARED is None:
        return load()
    try:
        key = (cls, file_key(path, default), id(against))
    except OSError:
        return load()  # the loader reports a missing file its own way
    if key not in _SHARED:
        _SHARED[key] = (against, load())
    found: T = _SHARED[key][1]
    return found
