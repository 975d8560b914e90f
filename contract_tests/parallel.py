"""How a run with several test processes (pytest-xdist, `--workers`) shares out the tests.

The property tests (one per operation) and the stateful test are nearly all of a run's time
and do not depend on each other: each is a unit of its own, so the workers share them out.
The rule tests stay together on one worker, in collection order, as in a run with one process:
some of them move the target's clock through the test control or wait on its deliveries, and
two of them at once on different workers could change what the other sees. Their unit has the
most tests, so it is handed out first (as xdist's `--loadscope-reorder`, on by default) and no
worker starts it last.

`SpreadPropertyTests` is a scheduler of xdist's public scheduler interface
(`xdist.scheduler.Scheduling`, returned from the `pytest_xdist_make_scheduler` hook in
`plugin.py`): it talks to the workers only through the interface's calls and the worker
controllers xdist hands it. It schedules as xdist's load-scope scheduler does (a worker gets its
next unit when it has at most two tests left), with `work_unit` as the scope.

xdist's own route, ``--dist loadgroup`` with ``xdist_group`` marks, does not group on pytest 9.2
(xdist 3.8 names a grouped test by rewriting the test's node id, which pytest 9.2 no longer
lets it do: pytest-dev/pytest-xdist#1386); a scheduler of our own needs neither.
"""

from __future__ import annotations

import difflib
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

import pytest

#: The work unit of every rule test.
RULES_UNIT = "contract rule tests"
#: Modules whose tests are units of their own.
SPREAD_MODULES = ("test_properties.py", "test_stateful.py")
#: A worker is given its next unit when it has at most this many tests left (xdist's load
#: schedulers keep two: a worker runs a test once it knows the next one).
LOW_WATERMARK = 2


def work_unit(nodeid: str) -> str:
    """The unit of work a test belongs to: itself, or the rule tests' unit."""
    module = nodeid.split("::", 1)[0]
    return nodeid if module.endswith(SPREAD_MODULES) else RULES_UNIT


def expected_workers(config: pytest.Config) -> int:
    """How many workers xdist starts: its ``--tx`` specs (``-n N`` gives N ``popen``), each
    ``K*spec`` counting K."""
    count = 0
    for spec in config.getoption("tx", None) or ():
        times, star, _ = str(spec).partition("*")
        count += int(times) if star and times.isdigit() else 1
    return count


class SpreadPropertyTests:
    """Load scheduling over xdist's workers with the units of `work_unit`.

    ``nodes`` are xdist's worker controllers (each has ``send_runtest_some``, ``shutdown``,
    ``shutting_down`` and ``gateway.id``); a test is named to a worker by its index in the
    collection, which every worker collected the same.
    """

    def __init__(self, config: pytest.Config, log: Callable[..., Any] | None = None) -> None:
        self.config = config
        self.log = log or (lambda *args: None)
        self.numnodes = expected_workers(config)
        self.collection: list[str] | None = None
        self.collections: dict[Any, list[str]] = {}
        #: Per worker, the indices of the tests sent to it and not yet reported.
        self.pending: dict[Any, list[int]] = {}
        #: Units not yet handed out, each a list of collection indices.
        self.workqueue: deque[list[int]] = deque()

    # --- the state xdist reads ------------------------------------------------------------
    @property
    def nodes(self) -> list[Any]:
        return list(self.pending)

    @property
    def collection_is_completed(self) -> bool:
        return len(self.collections) >= self.numnodes

    @property
    def tests_finished(self) -> bool:
        if not self.collection_is_completed or self.workqueue:
            return False
        return all(len(tests) < LOW_WATERMARK for tests in self.pending.values())

    @property
    def has_pending(self) -> bool:
        return bool(self.workqueue) or any(self.pending.values())

    # --- workers coming and going ----------------------------------------------------------
    def add_node(self, node: Any) -> None:
        assert node not in self.pending
        self.pending[node] = []

    def add_node_collection(self, node: Any, collection: Sequence[str]) -> None:
        assert node in self.pending
        late = self.collection_is_completed and self.collection is not None
        if late and list(collection) != self.collection:
            # A worker that collected other tests gets none (xdist's load schedulers do the
            # same); its difference is logged.
            self.log(self._difference(node, collection))
            return
        self.collections[node] = list(collection)

    def remove_node(self, node: Any) -> str | None:
        """The worker is gone: its unfinished tests but the one it was running go back to the
        queue (as one unit, so rule tests stay together); returns that one, or None."""
        left = self.pending.pop(node)
        if not left:
            return None
        assert self.collection is not None
        crashed, rest = left[0], left[1:]
        if rest:
            self.workqueue.appendleft(rest)
        for other in self.nodes:
            self._reschedule(other)
        return self.collection[crashed]

    # --- tests reported --------------------------------------------------------------------
    def mark_test_complete(self, node: Any, item_index: int, duration: float = 0) -> None:
        self.pending[node].remove(item_index)
        self._reschedule(node)

    def mark_test_pending(self, item: str) -> NoReturn:
        raise NotImplementedError("tests are not handed back to this scheduler")

    def remove_pending_tests_from_node(self, node: Any, indices: Sequence[int]) -> NoReturn:
        raise NotImplementedError("this scheduler does not steal work")

    # --- handing out units -----------------------------------------------------------------
    def schedule(self) -> None:
        """Called when every worker has collected (and again if one joins later)."""
        assert self.collection_is_completed
        if self.collection is not None:
            for node in self.nodes:
                self._reschedule(node)
            return
        if not self._same_collections():
            self.log("**Different tests collected, aborting run**")
            return
        self.collection = next(iter(self.collections.values()))
        units: dict[str, list[int]] = {}
        for index, nodeid in enumerate(self.collection):
            units.setdefault(work_unit(nodeid), []).append(index)
        ordered = list(units.values())
        if self.config.getoption("loadscopereorder", True):
            ordered.sort(key=len, reverse=True)
        self.workqueue.extend(ordered)
        for unused in self.nodes[len(self.workqueue) :]:
            self.pending.pop(unused)
            unused.shutdown()
        for node in self.nodes:
            if self.workqueue:
                self._assign(node)
        for node in self.nodes:
            self._reschedule(node)

    def _reschedule(self, node: Any) -> None:
        if node.shutting_down:
            return
        if not self.workqueue:
            node.shutdown()
            return
        if len(self.pending[node]) <= LOW_WATERMARK:
            self._assign(node)

    def _assign(self, node: Any) -> None:
        unit = self.workqueue.popleft()
        self.pending[node].extend(unit)
        node.send_runtest_some(unit)

    def _same_collections(self) -> bool:
        (_, collection), *others = self.collections.items()
        same = True
        for node, other in others:
            if other != collection:
                same = False
                message = self._difference(node, other)
                self.log(message)
                self.config.hook.pytest_collectreport(
                    report=pytest.CollectReport(
                        node.gateway.id, "failed", longrepr=message, result=[]
                    )
                )
        return same

    def _difference(self, node: Any, collection: Sequence[str]) -> str:
        reference = self.collection or next(iter(self.collections.values()))
        first = next(iter(self.collections))
        lines = difflib.unified_diff(
            reference, list(collection), first.gateway.id, node.gateway.id, lineterm=""
        )
        return "Different tests were collected between workers:\n" + "\n".join(lines)
