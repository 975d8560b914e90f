"""The reference server: a real, stateful implementation of `openapi.yaml` for tests and
offline development. `create_app(Settings(...))` gives the ASGI app; `python -m
reference_server` runs it (see README, "Reference server")."""

from .app import create_app
from .settings import Settings

__all__ = ["Settings", "create_app"]
