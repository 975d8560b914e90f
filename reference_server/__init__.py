"""The reference server: a real, stateful implementation of `openapi.yaml` for tests and
offline development. `create_app(Settings(...))` gives the ASGI app; `python -m
reference_server` runs it (see README, "Reference server")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .settings import Settings

if TYPE_CHECKING:
    from .http.app import create_app

__all__ = ["Settings", "create_app"]


def __getattr__(name: str) -> Any:
    # Imported lazily so that `python -m reference_server` can tune imports before jsonschema
    # loads (see __main__).
    if name == "create_app":
        from .http.app import create_app

        return create_app
    raise AttributeError(name)
