"""Features some documented requests wait for, and whether this tree has them.

A corpus example that `needs` a feature not in `AVAILABLE` is not sent: its test is skipped
as awaiting that feature (and counted so in the table). When the feature lands, add it to
`AVAILABLE` with the server options it needs (e.g. ``"offline-fetch": ("--offline-fetch",)``):
its examples then run, and must pass, like every other.
"""

from __future__ import annotations

#: Every feature a corpus example may name, with what it provides.
KNOWN: dict[str, str] = {
    "offline-fetch": "public addresses served by a deterministic stand-in",
    "random-post": "randomPost / randomMediaUrl / isLandscapeVideo of a post request",
    "seeded-networks": "a linked network holds an account's history",
}

#: The features this tree has -> the reference server options they need.
AVAILABLE: dict[str, tuple[str, ...]] = {
    "offline-fetch": ("--offline-fetch",),
    "random-post": (),
    "seeded-networks": (),
}


def server_args() -> list[str]:
    """The server options of every available feature (each once, in order)."""
    args: list[str] = []
    for options in AVAILABLE.values():
        args.extend(o for o in options if o not in args)
    return args
