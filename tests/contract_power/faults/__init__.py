"""Deliberately broken variants of the reference server, one fault each: the proof of power.

Each fault is an ASGI wrapper that takes the reference server's app and returns a broken app
(``python -m reference_server --asgi-wrapper tests.contract_power.faults:NAME``), registered
(`registry.fault`) with the suite tests that must catch it and the rule text their failure must
name. One module per rule module of the suite (``auth`` for `contract_tests/test_rules_auth.py`,
``properties`` for the property tests ...); `exchange` is a fault's view of one HTTP exchange,
`common` what several areas share. `FAULTS` lists every fault (the generated table:
`contract_tests/FAULTS.md`); a wrapper is found by name here, whatever its module.

Most faults rewrite requests or responses at the HTTP level (`exchange`). About twenty reach
behaviour HTTP alone cannot (the delivery engine's signing, headers, retries and timeouts, the
outbox's events, the history window, feed parsing and limits, presigned uploads) by replacing
a function of the server from their wrapper; they are the ones that import `reference_server`.
A documented fault seam of the reference server (named override points it calls through)
would replace those assignments; it is not built yet.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import Any

from tests.contract_power.faults.registry import FAULTS, WITHOUT_CONTROL, Fault, fault

__all__ = ["AREAS", "FAULTS", "WITHOUT_CONTROL", "Fault", "fault", "wrapper_module"]

#: The area modules, in the order their faults are registered.
AREAS = (
    "auth",
    "webhooks",
    "http",
    "properties",
    "posts",
    "timestamps",
    "history",
    "profiles",
    "media",
    "watermark",
    "delivery",
    "post_history",
    "plans",
    "negative",
    "rate_limit",
    "conventions",
    "auto_schedule",
    "user",
    "analytics",
    "gates",
    "validate",
    "hashtags",
    "generate",
    "brand",
    "comments",
    "media_extras",
    "profile_extras",
    "links",
    "messages",
    "ads",
    "feeds",
    "reviews",
    "network_history",
    "user_extras",
    "mentions",
    "post_copy",
    "bulk_post",
    "random_content",
    "seeded_accounts",
    "auth_failures",
    "seeded_limits",
    "time_limits",
    "time_windows",
    "declared_codes",
)
_MODULES: tuple[ModuleType, ...] = tuple(import_module(f"{__name__}.{area}") for area in AREAS)


def wrapper_module(name: str) -> ModuleType:
    """The area module that defines the wrapper ``name``."""
    for module in _MODULES:
        if callable(getattr(module, name, None)):
            return module
    raise AttributeError(f"no fault wrapper {name!r} in {__name__}")


def __getattr__(name: str) -> Any:
    """``faults:NAME`` (`--asgi-wrapper`): the wrapper of that name, from its area module."""
    return getattr(wrapper_module(name), name)
