"""Deliberately broken variants of the reference server, one fault each: the proof of power.

Each fault is an ASGI wrapper that takes the reference server's app and returns a broken app
(``python -m tests.built_server --wrap tests.contract_power.faults:NAME``), registered
(`registry.fault`) with the suite tests that must catch it and the rule text their failure must
name. One module per rule module of the suite (``auth`` for `contract_tests/test_rules_auth.py`,
``properties`` for the property tests ...); `exchange` is a fault's view of one HTTP exchange,
`common` what several areas share. `FAULTS` lists every fault (the generated table:
`contract_tests/FAULTS.md`); a wrapper is found by name here, whatever its module.

Most faults rewrite requests or responses at the HTTP level (`exchange`). Those that reach
behaviour HTTP alone cannot (an operation's handler, the delivery engine's signing, headers,
retries and timeouts, the queued events, the history window, feed parsing and limits,
presigned uploads) give the parts the broken app is built from (``fault(..., parts=True)``,
``python -m tests.built_server --parts tests.contract_power.faults:NAME``): given the
production `reference_server.parts.ServerParts`, they return them with one handler replaced
(`HandlerTables.replacing`) or one seam of `reference_server.seams.Seams` replaced, usually by
a subclass overriding the one decision the fault changes; never a server module's attribute.
Four handler replacements still read or write the area's records to do so
(`links.link_analytics_any_profile`, `reviews.review_reply_first_kept`,
`seeded_accounts.seeded_account_new_on_relink`, `messages.message_edit_event_old_text`).
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
    "declared_state",
    "media_rules",
)
_MODULES: tuple[ModuleType, ...] = tuple(import_module(f"{__name__}.{area}") for area in AREAS)


def wrapper_module(name: str) -> ModuleType:
    """The area module that defines the wrapper ``name``."""
    for module in _MODULES:
        if callable(getattr(module, name, None)):
            return module
    raise AttributeError(f"no fault wrapper {name!r} in {__name__}")


def __getattr__(name: str) -> Any:
    """``faults:NAME`` (`--wrap`, `--parts`): the fault of that name, from its area module."""
    return getattr(wrapper_module(name), name)
