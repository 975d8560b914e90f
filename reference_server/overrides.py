"""Override points: the one documented way for code outside the server to change what it does
inside (the deliberately broken servers of `tests/contract_power/faults/`).

Two kinds of point, both found by name:

* **a decision of a rule or of the delivery engine**, a server function declared with
  ``@point("area.decision")`` (e.g. ``history.window_start``, ``delivery.max_attempts``): the
  server calls it as any function; while an override of that name is installed, the call goes
  to the override. Points are named for what they decide, not for the module they live in, so
  a module that moves keeps its points' names. `POINTS` lists them (the server's README too,
  checked by `tests/server/test_overrides.py`);
* **the handler of an operation**, by operationId: the rule `rules.HANDLERS`,
  `rules.PUBLIC_HANDLERS` or `rules.sandbox.HANDLERS` dispatches to.

``python -m reference_server --override module:callable`` (repeatable) imports each callable at
start, in every worker process, before the app is built, and calls it with an `Overrides`:
``overrides.replace(name, make)`` installs ``make(original)`` for the point ``name`` (``make``
gets the server's own function, so an override can call it and change its answer);
``overrides.replace_handler(operation_id, make)`` does the same for an operation's handler. A
name that is no point, or an operationId with no handler, stops the server at start, naming
the known ones. Without ``--override`` nothing is installed: a point costs one dictionary
lookup per call.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass
from typing import Any, TypeVar

from spec_model.operation_ids import ControlOperationId, OperationId

F = TypeVar("F", bound=Callable[..., Any])

#: Every point: its name and the server's own function.
POINTS: dict[str, Callable[..., Any]] = {}
#: The installed overrides, by point name.
_INSTALLED: dict[str, Callable[..., Any]] = {}
#: The modules that declare points: imported before an override is checked against `POINTS`.
POINT_MODULES = (
    "reference_server.rules",
    "reference_server.suspension",
    "reference_server.media.presigned",
    "reference_server.feed_reader",
    "reference_server.isolated_parse",
    "reference_server.transfer_limits",
    "reference_server.webhooks.events",
    "reference_server.webhooks.policy",
    "reference_server.webhooks.signing",
    "reference_server.webhooks.worker",
)


class OverrideError(Exception):
    """An override names no point or no operation, or cannot be imported."""


def point(name: str) -> Callable[[F], F]:
    """Declare the decorated function the override point ``name``."""

    def declare(function: F) -> F:
        if name in POINTS:
            raise OverrideError(f"override point {name!r} is declared twice")
        POINTS[name] = function

        @functools.wraps(function)
        def call(*args: Any, **kwargs: Any) -> Any:
            return _INSTALLED.get(name, function)(*args, **kwargs)

        return call  # type: ignore[return-value]

    return declare


def _handler_tables() -> tuple[MutableMapping[Any, Any], ...]:
    from .rules import HANDLERS, PUBLIC_HANDLERS, sandbox

    return HANDLERS, PUBLIC_HANDLERS, sandbox.HANDLERS


@dataclass(frozen=True)
class Overrides:
    """What an ``--override`` callable is given: replace points and handlers by name."""

    def replace(self, name: str, make: Callable[[Callable[..., Any]], Callable[..., Any]]) -> None:
        """Install ``make(original)`` for the point ``name``."""
        if name not in POINTS:
            known = ", ".join(sorted(POINTS))
            raise OverrideError(f"no override point {name!r}; the points are: {known}")
        _INSTALLED[name] = make(_INSTALLED.get(name, POINTS[name]))

    def replace_handler(
        self,
        operation_id: OperationId | ControlOperationId,
        make: Callable[[Callable[..., Any]], Callable[..., Any]],
    ) -> None:
        """Install ``make(original)`` as the handler of the operation ``operation_id``."""
        for table in _handler_tables():
            if operation_id in table:
                table[operation_id] = make(table[operation_id])
                return
        raise OverrideError(f"no operation {str(operation_id)!r} has a handler to override")


def install(specs: list[str]) -> None:
    """Import and call each ``module:callable`` of ``specs`` with an `Overrides`."""
    for module_name in POINT_MODULES:
        importlib.import_module(module_name)
    for spec in specs:
        module_name, _, attribute = spec.partition(":")
        try:
            install_overrides = getattr(importlib.import_module(module_name), attribute)
        except (ImportError, AttributeError) as error:
            raise OverrideError(f"--override {spec}: {error}") from error
        install_overrides(Overrides())
