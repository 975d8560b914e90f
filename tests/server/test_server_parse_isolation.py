"""One feed read's deadline never touches another request: each parse runs in a child process
of its own, so a read killed at its deadline ends alone, while the reads that run or wait
beside it are answered as usual (a read of a slow feed killed the parsing pool that every
read shared: the reads beside it got 631 "the parsing process died", and those still
queued an HTTP 500 in plain text). A deeply nested feed is refused (631) before any parser
sees it, and a cancellation escaping a handler is answered in the Error shape, never as a
plain-text 500.

Real subprocess servers and real concurrent requests; nothing here asserts a duration."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import httpx
import pytest

from reference_server.isolated_parse import IsolatedParser, ParseAborted
from reference_server.parts import ServerParts
from spec_model import load_document
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.server import parse_children
from tests.server.image_server import ImageServer
from tests.server.server_harness import INTERNAL_ERROR_MARK, Api, RunningServer, start_server
from tests.server.test_server_hostile_load import item, rss

POSTING = load_document()["paths"]["/feed"]["post"]["x-feed-posting"]
#: Reads that run beside the slow one (each a few hundred kB: a second or so of parsing, so
#: they are still running or waiting for a parsing slot when the slow one is killed).
NEIGHBOURS = 9
NEIGHBOUR_ITEMS = 4_000


def items_within(max_bytes: int) -> str:
    """As many items as fit in a feed of `max_bytes`."""
    size = len(item(99_999))
    return "".join(item(n) for n in range((max_bytes - 400) // size))


@pytest.fixture
def files() -> Iterator[ImageServer]:
    served = ImageServer()
    yield served
    served.close()


def test_a_read_past_its_deadline_leaves_every_other_read_served(
    server: RunningServer, api: Api, files: ImageServer
) -> None:
    slow_profile = api.linked_profile("Slow feed")
    limits = api.sandbox("transfer-limits", {"feedReadSeconds": 1}, headers=slow_profile)
    assert limits["feedReadSeconds"] == 1
    files.files["/slow.xml"] = rss(items_within(int(POSTING["maxFeedBytes"])))
    for n in range(NEIGHBOURS):
        files.files[f"/neighbour-{n}.xml"] = rss("".join(item(i) for i in range(NEIGHBOUR_ITEMS)))
    neighbour_profile = api.linked_profile("Neighbour feeds")
    key = {"Authorization": f"Bearer {server.api_key}"}

    def add(path: str, profile: dict[str, str]) -> httpx.Response:
        return httpx.post(
            f"{server.url}/feed",
            json={"url": files.url + path},
            headers={**key, **profile},
            timeout=300,
        )

    with ThreadPoolExecutor(max_workers=NEIGHBOURS + 1) as pool:
        slow = pool.submit(add, "/slow.xml", slow_profile)
        neighbours = [
            pool.submit(add, f"/neighbour-{n}.xml", neighbour_profile) for n in range(NEIGHBOURS)
        ]
        answers = [future.result() for future in neighbours]
        slow_answer = slow.result()
    statuses = [(answer.status_code, answer.text[:200]) for answer in answers]
    assert all(answer.status_code == 200 for answer in answers), statuses
    # The slow read is stopped at its own deadline (a 5 MB feed is seconds of parsing).
    assert slow_answer.status_code == 400, slow_answer.text
    assert slow_answer.json()["code"] == ErrorCode.FEED_UNREADABLE, slow_answer.text
    assert "more than 1 s" in slow_answer.json()["message"], slow_answer.text
    listed = api.ok("GET", "/feed", headers=neighbour_profile)["feeds"]
    assert len(listed) == NEIGHBOURS
    # The parsing children serve the next read as usual.
    files.files["/after.xml"] = rss(item(1))
    assert add("/after.xml", neighbour_profile).status_code == 200


def test_a_deeply_nested_feed_is_refused_before_it_is_parsed(api: Api, files: ImageServer) -> None:
    """100,000 nested elements in one description kept feedparser busy for 18 s (and the
    read was then answered 200). Both sides of `maxNestingDepth`: test_feed_nesting_limit."""
    nested = "<b>" * 100_000 + "x" + "</b>" * 100_000
    files.files["/deep.xml"] = rss(item(1).replace("<description>d", f"<description>{nested}"))
    refused = api.error(
        ErrorCode.FEED_UNREADABLE,
        "POST",
        "/feed",
        json={"url": files.url + "/deep.xml"},
        headers=api.linked_profile("Deep"),
    )
    assert "nests elements deeper than" in refused.json()["message"], refused.text


def test_parses_run_in_bounded_slots_and_wait_with_a_bound() -> None:
    """At most `workers` children run; a parse waits for a slot at most `queue_seconds`, and
    one more than `max_waiting` waiting parses is refused at once; killing one parse at its
    deadline leaves the one beside it to finish; one past the memory ceiling fails; the next
    parse then runs as usual (in a child of its own)."""

    async def scenario() -> None:
        parser = IsolatedParser(workers=1, queue_seconds=0.5, max_waiting=1)
        try:
            holding = asyncio.create_task(parser.run(parse_children.slow, 60.0, timeout=120.0))
            while not parser._running:  # the first parse holds the only slot
                await asyncio.sleep(0.01)
            waiting = asyncio.create_task(parser.run(parse_children.echo, "w", timeout=30.0))
            await asyncio.sleep(0)  # it is waiting for the slot now
            with pytest.raises(ParseAborted, match="waiting already"):
                await parser.run(parse_children.echo, "refused", timeout=30.0)
            with pytest.raises(ParseAborted, match="no parsing process was free"):
                await waiting
            holding.cancel()
            with pytest.raises(asyncio.CancelledError):
                await holding
        finally:
            parser.close(kill=True)
        wide = IsolatedParser(memory_bytes=512 * 1024 * 1024, workers=2)
        try:
            beside = asyncio.create_task(wide.run(parse_children.slow, 0.5, timeout=60.0))
            with pytest.raises(ParseAborted, match="more than"):
                await wide.run(parse_children.slow, 60.0, timeout=0.2)
            assert await beside == "done"
            with pytest.raises(ParseAborted, match="memory"):
                await wide.run(parse_children.greedy, 1024, timeout=30.0)
            assert await wide.run(parse_children.echo, "next", timeout=30.0) == "next"
        finally:
            wide.close(kill=True)

    asyncio.run(scenario())


# --- a cancellation escaping a handler -----------------------------------------------------------

PARTS = "tests.server.test_server_parse_isolation:cancelling_get_user"


def cancelling_get_user(parts: ServerParts) -> ServerParts:
    """`python -m tests.built_server --parts`: get_user's handler awaits a future that was
    cancelled (as a parse's future was when its pool was shut down), so a CancelledError
    escapes the handler."""

    def make(original: object) -> object:
        async def handler(service: object, call: object) -> object:
            future = asyncio.get_running_loop().create_future()
            future.cancel()
            return await future

        return handler

    return replace(parts, handlers=parts.handlers.replacing(OperationId.GET_USER, make))


def test_a_cancellation_escaping_a_handler_is_an_error_in_the_spec_shape(
    tmp_path: Path,
) -> None:
    running = start_server(tmp_path / "data", "--parts", PARTS, module="tests.built_server")
    try:
        with httpx.Client(
            base_url=running.url,
            headers={"Authorization": f"Bearer {running.api_key}"},
            timeout=60,
        ) as client:
            answer = client.get("/user")
            assert answer.status_code != 500, answer.text
            assert answer.headers["content-type"].startswith("application/json"), answer.text
            assert answer.json()["code"] == ErrorCode.INVALID_REQUEST, answer.text
            # The server goes on serving.
            assert client.get("/profiles").status_code == 200
    finally:
        running.stop()
    log = running.stderr()
    assert INTERNAL_ERROR_MARK in log and "CancelledError" in log, log
