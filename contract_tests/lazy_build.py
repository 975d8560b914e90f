"""Property tests built when they run, not when they are collected.

Schemathesis builds each operation's Hypothesis test while pytest collects it, and that build
computes the coverage phase's cases (every boundary and negative value of every field): about
a tenth of a second per operation, over 8 s for the spec's operations. Every pytest-xdist
worker collects every test, and a `-k` run collects every property test too, so each of them
paid the whole build for the few tests it then ran.

`lazy()` marks a test function; for a marked function, schemathesis' builder (patched here)
returns a stand-in that builds the real test on its first call, once, and then behaves as it:
the same call (with the test's fixtures, every parameter but ``case``), and the same marks on
the function object (schemathesis' pytest plugin reads them from the item's function after the
call). Unmarked tests are built as schemathesis builds them.

A shim over a private name, kept because the public route does not run here: schemathesis'
lazy schema (`schemathesis.pytest.from_fixture`) builds its tests when they run, but on pytest
9.2 it fails every test (it sets pytest's private ``Function._nodeid``, which pytest 9.2 no
longer has). `tests/contract_suite/test_private_api_guards.py` fails when the private builder
changes shape, and when `from_fixture` works again: then this module goes and
`test_properties.py` uses `from_fixture` (the fixtures it takes stay as they are).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from schemathesis.pytest import _test_builder

_MARK = "_contract_build_lazily"
_build_now = _test_builder.build_operation_test


def lazy(test: Callable[..., Any]) -> Callable[..., Any]:
    """Mark ``test`` (a function taking ``case`` first, then fixtures) to be built when it first
    runs."""
    if list(inspect.signature(test).parameters)[:1] != ["case"]:
        raise TypeError(f"{test.__name__}: a lazily built test takes `case` first")
    setattr(test, _MARK, True)
    return test


def _build_when_called(**kwargs: Any) -> Callable[..., Any]:
    """`build_operation_test`, deferred for tests marked by `lazy()`."""
    test_func = kwargs["test_func"]
    if not getattr(test_func, _MARK, False) or kwargs.get("given_kwargs"):
        return _build_now(**kwargs)
    built: list[Callable[..., Any]] = []

    def stand_in(**fixtures: Any) -> Any:
        if not built:
            real = _build_now(**kwargs)
            # The marks schemathesis sets on the built function (unsatisfiable examples,
            # unserializable payloads ...), where its plugin looks for them.
            stand_in.__dict__.update(
                (name, value) for name, value in vars(real).items() if name != "__wrapped__"
            )
            built.append(real)
        return built[0](**fixtures)

    # Named as the test (reports and timeouts name it); no `__wrapped__`: pytest asks for the
    # fixtures of the stand-in's signature, the test's parameters but `case` (Hypothesis
    # supplies `case`).
    for name in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(stand_in, name, getattr(test_func, name))
    signature = inspect.signature(test_func)
    stand_in.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=list(signature.parameters.values())[1:]
    )
    return stand_in


_test_builder.build_operation_test = _build_when_called
