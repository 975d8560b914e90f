"""Guards of the non-public dependency APIs the server uses, each isolated in one module: a
release that moves or changes them fails here, not in a hostile-input run.

- `reference_server/media/serving.py`: Starlette's `FileResponse._parse_range_header`, so the
  server's 416 and Starlette's range serving agree on what is malformed or unsatisfiable.
- `reference_server/http_guard.py`: uvicorn's `H11Protocol` (its `conn`, `config`, `loop`,
  `send_400_response`, `on_response_complete`, `handle_events`), subclassed for the request
  timeout and the single-framing rule.
"""

from __future__ import annotations

import asyncio
from importlib.metadata import version

import h11
import pytest
import uvicorn
from starlette.responses import FileResponse, MalformedRangeHeader, RangeNotSatisfiable
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from reference_server.http_guard import GuardedH11Protocol, SingleFramingConnection


def test_starlette_is_the_release_the_range_parser_was_read_from() -> None:
    assert version("starlette").startswith("1.10."), "re-check FileResponse._parse_range_header"


def test_starlette_range_parser_answers_as_serving_module_reads_it() -> None:
    assert FileResponse._parse_range_header("bytes=0-1", 10) == [(0, 2)]
    with pytest.raises(RangeNotSatisfiable):
        FileResponse._parse_range_header("bytes=20-30", 10)
    with pytest.raises(MalformedRangeHeader):
        FileResponse._parse_range_header("bytes=x-y", 10)


def test_uvicorn_is_the_release_the_protocol_subclass_was_written_for() -> None:
    assert version("uvicorn").startswith("0.54."), "re-check http_guard.GuardedH11Protocol"


def test_uvicorn_protocol_has_what_the_guard_overrides_and_reads() -> None:
    for name in ("send_400_response", "on_response_complete", "handle_events", "data_received"):
        assert callable(getattr(H11Protocol, name, None)), name

    async def build() -> GuardedH11Protocol:
        config = uvicorn.Config(app=lambda scope, receive, send: None, log_level="warning")
        config.load()
        return GuardedH11Protocol(
            config=config,
            server_state=ServerState(),
            app_state={},
            _loop=asyncio.get_running_loop(),
            request_timeout=7.0,
        )

    protocol = asyncio.run(build())
    assert isinstance(protocol.conn, SingleFramingConnection)
    assert protocol.conn.their_state is h11.IDLE
    assert protocol.config.h11_max_incomplete_event_size is None
    assert protocol._window == 7.0
