"""The registry of faults: `fault` registers a fault with the suite tests that must catch it
(a `-k` selection) and the rule text their failure must name; `FAULTS` lists them.

A fault reaches the reference server through its public seams only, each an option of the
launcher of a server built from other parts (`tests/built_server.py`): an ASGI wrapper of its
app (``--wrap``: the HTTP exchange, `exchange.py`), or, for behaviour HTTP alone cannot reach
(an operation's handler, the delivery engine, limits, windows), the parts the app is built from
(``--parts``: a function of the production `reference_server.parts.ServerParts` that gives the
broken ones)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from tests.contract_power.faults.exchange import ASGIApp


# --- the registry -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Fault:
    """A fault, the contract tests that must catch it, and text the failure must contain."""

    name: str
    selection: str
    rule: str
    #: Whether the catching tests include the schemathesis property/stateful tests (their
    #: collection costs seconds, so rule-only selections skip those modules).
    properties: bool = False
    #: Extra `python -m contract_tests` arguments of the proof run (e.g. short time limits).
    suite_args: tuple[str, ...] = ()
    #: Extra `python -m reference_server` arguments of the broken server.
    server_args: tuple[str, ...] = ()
    #: The ASGI wrapper or parts function of this package that breaks the server (`name`, or
    #: the fault it is a variant of).
    wrapper: str = ""
    #: The launcher option that takes `wrapper`: `ASGI_WRAPPER` or `PARTS`.
    server_option: str = "--wrap"


#: Every fault, in definition order (filled by :func:`fault`).
FAULTS: list[Fault] = []
Wrapper = Callable[[ASGIApp], ASGIApp]
#: How a fault reaches the server: an ASGI wrapper, or the parts its app is built from.
ASGI_WRAPPER = "--wrap"
PARTS = "--parts"
F = TypeVar("F", bound=Callable[..., Any])
#: A broken server without the test control (`--no-sandbox`): what the public path catches.
WITHOUT_CONTROL = ("--no-sandbox",)


def fault(
    selection: str,
    rule: str,
    *,
    properties: bool = False,
    suite_args: tuple[str, ...] = (),
    server_args: tuple[str, ...] = (),
    variant: str = "",
    parts: bool = False,
) -> Callable[[F], F]:
    """Register the decorated ASGI wrapper as a fault: ``-k selection`` must catch it and the
    failure output must contain ``rule``. A ``variant`` (e.g. ``without_control``, with
    ``server_args=WITHOUT_CONTROL``) registers another run of the same wrapper, named
    ``<wrapper>_<variant>``: a rule checked with the test control and, without it, through the
    public API is proven on both paths. With ``parts``, the decorated function is no wrapper
    but gives the parts the broken app is built from (``--parts``): it is given the
    production `ServerParts` and returns them with the fault's replacement (an operation's
    handler, `HandlerTables.replacing`, or a seam of `reference_server.seams.Seams`)."""

    def register(wrapper: F) -> F:
        name = f"{wrapper.__name__}_{variant}" if variant else wrapper.__name__
        option = PARTS if parts else ASGI_WRAPPER
        FAULTS.append(
            Fault(
                name, selection, rule, properties, suite_args, server_args, wrapper.__name__, option
            )
        )
        return wrapper

    return register
