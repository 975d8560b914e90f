"""Long work runs off the event loop: the validation of a large control body, the seeds of the
test control (profiles, short links, network content, the removal of seeded profiles), the
listings that may hold thousands of items (`list_profiles`, `list_link_analytics`) and the
catch-up of a generated account the service clock left years behind.

Each test runs the real app in this process on one event loop (httpx's ASGI transport) and
holds the work at a gate: the function doing it waits at its start until the test opens the
gate. While it waits, the test asks the same app for another answer. Work on a worker thread
leaves the loop free, so that answer comes while the long request is still held; work on the
event loop would hold the loop itself, so the long request would have ended (its gate run out)
before the other answer came. The verdict is that order; the gate's wait is only bounded.

Work on a worker thread still holds the interpreter lock, and so the loop, whenever the cyclic
garbage collector makes a full pass and until the switch interval asks it to drop the lock: the
start-up heap is frozen out of those passes and the interval shortened (`interpreter.py`).
"""

from __future__ import annotations

import asyncio
import gc
import sys
import threading
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from reference_server import interpreter
from reference_server.http import bodies
from reference_server.http.app import Answering, create_app
from reference_server.rules import links, profiles, sandbox_limits, seeded_content
from reference_server.settings import Settings
from reference_server.store.seeded_accounts import SeededAccountRecords

API_KEY = "loop-offload-key"
#: The longest a gate holds its function (a bound, never a verdict).
GATE_SECONDS = 30.0
#: Comments per post of the large `seed_network_content` bodies (over the inline body size).
COMMENTS = 40
CONTENT = "/_sandbox/networks/facebook/content"


class Gate:
    """Once `armed`, holds the wrapped function at its start until `opened` (at most
    GATE_SECONDS); before, calls pass (the preparing requests)."""

    def __init__(self, skip: int = 0) -> None:
        self.armed = False
        #: Calls let through once armed, before the first one held.
        self.skip = skip
        self.entered = threading.Event()
        self.opened = threading.Event()
        self.threads: list[int] = []

    def wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        def held(*args: Any, **kwargs: Any) -> Any:
            if self.armed and self.skip > 0:
                self.skip -= 1
            elif self.armed:
                self.threads.append(threading.get_ident())
                self.entered.set()
                self.opened.wait(GATE_SECONDS)
            return function(*args, **kwargs)

        return held


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Any]:
    application = create_app(Settings(data_dir=tmp_path / "data", api_key=API_KEY))
    yield application
    answering = application.default
    assert isinstance(answering, Answering)
    answering.service.close()


Send = Callable[[httpx.AsyncClient], Coroutine[Any, Any, httpx.Response]]


async def _held_while_served(
    app: Any,
    gate: Gate,
    prepare: Send | None,
    hostile: Send,
    other_path: str = "/openapi.yaml",
    at_gate: Callable[[], None] | None = None,
) -> int:
    """Send `hostile` (after `prepare`); once its work reached the gate, run `at_gate` and ask
    for another answer (`other_path`); then open the gate. The hostile request's status; fails
    when it was no longer held when the other answer came, or its work ran on the loop's
    thread."""
    headers = {"Authorization": f"Bearer {API_KEY}"}
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(
        transport=transport, base_url="http://loop.test", headers=headers, timeout=None
    ) as client:
        if prepare is not None:
            assert (await prepare(client)).status_code == 200
        gate.armed = True
        task = asyncio.create_task(hostile(client))
        try:
            reached = await asyncio.to_thread(gate.entered.wait, GATE_SECONDS)
            assert reached, "the work never reached its gate"
            if at_gate is not None:
                at_gate()
            other = await client.get(other_path)
            still_held = not task.done()
        finally:
            gate.opened.set()
        answer: httpx.Response = await task
    assert other.status_code == 200
    assert still_held, "the other answer came only after the held request ended"
    assert threading.get_ident() not in gate.threads, "the work ran on the loop's thread"
    return int(answer.status_code)


def _content(valid: bool) -> dict[str, Any]:
    comment = {"comment": "c" * 80, "username": "someone"}
    posts: list[dict[str, Any]] = [
        {"post": f"post {n}", "comments": [comment] * COMMENTS} for n in range(20)
    ]
    if not valid:
        posts[-1]["comments"] = [{"comment": "no username"}]
    return {"posts": posts}


def _post(path: str, body: Any) -> Send:
    async def send(client: httpx.AsyncClient) -> httpx.Response:
        return await client.post(path, json=body)

    return send


def _link(account: str) -> Send:
    return _post("/_sandbox/link", {"platform": "facebook", "account": account})


def _seed(path: str, count: int) -> Send:
    return _post(path, {"count": count})


def _post_content(valid: bool) -> Send:
    return _post(CONTENT, _content(valid))


def _get(path: str) -> Send:
    async def send(client: httpx.AsyncClient) -> httpx.Response:
        return await client.get(path)

    return send


def _delete(path: str) -> Send:
    async def send(client: httpx.AsyncClient) -> httpx.Response:
        return await client.delete(path)

    return send


async def _grown(client: httpx.AsyncClient) -> httpx.Response:
    """A generated account, then the clock years ahead (the catch-up waits for a read)."""
    linked = await _link("generated")(client)
    assert linked.status_code == 200
    return await client.post("/_sandbox/clock", json={"set": "2040-01-01T00:00:00Z"})


PROFILES, SHORT_LINKS = "/_sandbox/seed/profiles", "/_sandbox/seed/short-links"
#: The work held at its gate (module, function), what prepares it, the request doing it and
#: that request's status: the validation of a large control body (refused by the schema after
#: the walk in the worker thread), network content read and stored, the seeds, the removal of
#: seeded profiles, the long listings, and the catch-up of a long-grown account.
HELD = {
    "control-body": (bodies, "refuse_invalid", _link("empty"), _post_content(False), 400),
    "content-read": (seeded_content, "_content_of", _link("empty"), _post_content(True), 200),
    "content-stored": (seeded_content, "_seed_exact", _link("empty"), _post_content(True), 200),
    "seed-profiles": (sandbox_limits, "_in_parts", None, _seed(PROFILES, 1200), 200),
    "seed-short-links": (sandbox_limits, "_in_parts", None, _seed(SHORT_LINKS, 1200), 200),
    "remove-seeded": (
        sandbox_limits,
        "_remove_seeded_profiles",
        _seed(PROFILES, 600),
        _delete(PROFILES),
        200,
    ),
    "profile-list": (profiles, "_profile_list", _seed(PROFILES, 600), _get("/profiles"), 200),
    "link-list": (links, "_link_analytics_list", _seed(SHORT_LINKS, 600), _get("/links"), 200),
    "grown-account": (seeded_content, "sync", _grown, _get("/history/facebook"), 200),
}


@pytest.mark.parametrize(
    ("module", "name", "prepare", "hostile", "status"), HELD.values(), ids=HELD
)
def test_long_work_runs_off_the_loop(
    app: Any,
    monkeypatch: pytest.MonkeyPatch,
    module: Any,
    name: str,
    prepare: Send | None,
    hostile: Send,
    status: int,
) -> None:
    assert len(str(_content(False))) > bodies.INLINE_BODY_MAX_BYTES  # the content: not inline
    gate = Gate()
    monkeypatch.setattr(module, name, gate.wrap(getattr(module, name)))
    assert asyncio.run(_held_while_served(app, gate, prepare, hostile)) == status


@pytest.mark.parametrize(
    ("records", "step"),
    [(SeededAccountRecords, "_remove_part"), (seeded_content, "_store_part")],
)
def test_network_content_is_written_in_parts(
    app: Any, monkeypatch: pytest.MonkeyPatch, records: object, step: str
) -> None:
    """What an account held and the posts and comments of a large body are removed and stored
    in transactions of their own: held before its second part, the seed holds no store lock
    (the event loop's thread takes it for every request), and `GET /user` is answered
    meanwhile."""
    comment = {"comment": "c", "username": "someone"}
    body = {"posts": [{"post": f"p{n}", "comments": [comment] * 100} for n in range(20)]}
    assert seeded_content.SEED_PART < 20 * 100  # more than one part
    gate = Gate(skip=1)
    monkeypatch.setattr(records, step, gate.wrap(getattr(records, step)))
    lock = getattr(app.default.service.store, "_database").lock  # noqa: B009 (the store's one lock)
    free: list[bool] = []

    def lock_is_free() -> None:
        taken = lock.acquire(blocking=False)
        if taken:
            lock.release()
        free.append(taken)
        assert taken, "the seed holds the store's lock between its parts"

    seed = _post(CONTENT, body)

    async def prepare(client: httpx.AsyncClient) -> httpx.Response:
        linked = await _link("empty")(client)
        assert linked.status_code == 200
        return await seed(client)

    served = _held_while_served(app, gate, prepare, seed, "/user", lock_is_free)
    assert asyncio.run(served) == 200 and free == [True]


def test_a_seed_refused_part_way_undoes_its_parts() -> None:
    """`_in_parts`: parts of at most SEED_PART, each told how many rows are still to come; a
    part refused (others took the room meanwhile) undoes the parts made: nothing is made."""
    asked: list[tuple[int, int]] = []
    undone: list[bool] = []

    def step(n: int, later: int) -> int | None:
        asked.append((n, later))
        return None if len(asked) == 2 else n

    count = sandbox_limits.SEED_PART + 1
    assert sandbox_limits._in_parts(count, step, lambda: undone.append(True)) is None
    assert asked == [(sandbox_limits.SEED_PART, 1), (1, 0)] and undone == [True]
    asked.clear()
    assert sandbox_limits._in_parts(3, lambda n, later: 7, lambda: undone.append(False)) == 7
    assert undone == [True]


def test_the_interpreter_is_settled_for_the_loop_once_started(app: Any) -> None:
    """A full pass of the cyclic collector walks every tracked object while holding the
    interpreter lock: what the server loaded at start-up (spec, service, handlers) is frozen
    once the lifespan has started, so no pass walks it while requests are served; and the
    loop's thread takes the lock back from a computing thread within the short switch
    interval."""
    service = app.default.service

    def walked(thing: object) -> bool:
        return any(found is thing for found in gc.get_objects())

    async def lifespan() -> None:
        inbox: asyncio.Queue[dict[str, str]] = asyncio.Queue()
        sent: list[str] = []
        answered = asyncio.Event()

        async def send(message: dict[str, Any]) -> None:
            sent.append(str(message["type"]))
            answered.set()

        running = asyncio.create_task(app({"type": "lifespan"}, inbox.get, send))
        await inbox.put({"type": "lifespan.startup"})
        await asyncio.wait_for(answered.wait(), GATE_SECONDS)
        assert sent == ["lifespan.startup.complete"]
        frozen.append(not walked(service) and not walked(service.spec))
        switch.append(sys.getswitchinterval())
        await inbox.put({"type": "lifespan.shutdown"})
        await asyncio.wait_for(running, GATE_SECONDS)

    assert walked(service) and walked(service.spec)
    assert sys.getswitchinterval() > interpreter.SWITCH_INTERVAL_SECONDS
    frozen: list[bool] = []
    switch: list[float] = []
    before = sys.getswitchinterval()
    try:
        asyncio.run(lifespan())
    finally:
        gc.unfreeze()  # this test process's heap back to the collector
        sys.setswitchinterval(before)
    assert frozen == [True]
    assert switch == [interpreter.SWITCH_INTERVAL_SECONDS]
