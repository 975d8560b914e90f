"""The parts the app is built from, given at construction (`create_app(parts=...)`): the
handler of every operation (`HandlerTables`) and the service's seams (`Seams`: the decisions
of the delivery engine, the limits and the rules that a team's own server, or a deliberately
broken one, may make otherwise). `ServerParts()` is the production server's."""

from __future__ import annotations

from dataclasses import dataclass, field

from .handler_table import HandlerTables
from .seams import Seams


@dataclass(frozen=True)
class ServerParts:
    """What `create_app` builds the server from (each default: the production part)."""

    handlers: HandlerTables = field(default_factory=HandlerTables.default)
    seams: Seams = field(default_factory=Seams)
