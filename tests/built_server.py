"""A reference server built from other parts, for the tests that need a server the public
command line does not make (the proof of power's deliberately broken servers, a target that
dies or answers slowly):

    python -m tests.built_server [--parts MODULE:CALLABLE] [--wrap MODULE:CALLABLE]
        [any option of python -m reference_server]

It serves the app `reference_server.create_app` builds, the way `python -m reference_server`
does (`reference_server.__main__.main` with this module's app factory; every option of the
server's command line is taken as is, `--workers N` included: each worker builds its app from
the same names):

* ``--parts``: ``CALLABLE(parts)`` gives the `ServerParts` the app is built from, given the
  production ones (the handler of an operation replaced, `HandlerTables.replacing`, or a seam
  of `reference_server.seams.Seams`);
* ``--wrap``: ``CALLABLE(app)`` gives the ASGI app served around the built one.

A name that cannot be imported is one ``error: ...`` line and exit status 2, before the port is
bound. The server's own code has no option of these: they reach it only through its public
factory's arguments and around its ASGI app.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from functools import partial
from typing import Any

from reference_server.__main__ import main as serve
from reference_server.http.app import create_app
from reference_server.parts import ServerParts
from reference_server.settings import Settings
from spec_model import ControlSpec, ServiceSpec


class LauncherError(Exception):
    """A ``MODULE:CALLABLE`` that names nothing callable."""


def resolve(name: str) -> Callable[..., Any]:
    """The callable ``MODULE:CALLABLE`` names."""
    module_name, _, attribute = name.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError, ValueError) as error:
        raise LauncherError(f"{name}: {error}") from error
    if not callable(found):
        raise LauncherError(f"{name} is not callable")
    return found  # type: ignore[no-any-return]


def build_app(
    parts_name: str | None,
    wrap_name: str | None,
    settings: Settings,
    spec: ServiceSpec | None = None,
    control: ControlSpec | None = None,
) -> Any:
    """The app of ``settings`` built from the parts ``parts_name`` makes and wrapped by
    ``wrap_name`` (each optional). A module-level function of names: a `partial` of it is
    the app factory pickled into each worker of ``--workers N``."""
    parts = ServerParts()
    if parts_name:
        parts = resolve(parts_name)(parts)
    app = create_app(settings, spec, control, parts=parts)
    return resolve(wrap_name)(app) if wrap_name else app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.built_server", description=__doc__, allow_abbrev=False
    )
    parser.add_argument("--parts", default=None, metavar="MODULE:CALLABLE")
    parser.add_argument("--wrap", default=None, metavar="MODULE:CALLABLE")
    own, server_args = parser.parse_known_args(argv)
    try:
        for name in (own.parts, own.wrap):
            if name:
                resolve(name)
    except LauncherError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return serve(server_args, partial(build_app, own.parts, own.wrap))


if __name__ == "__main__":
    sys.exit(main())
