"""Faults the rules of `contract_tests/test_rules_history.py` must catch."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from reference_server.seams import RuleDecisions
from tests.contract_power.faults.common import with_seams
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import WITHOUT_CONTROL, fault
from tests.contract_power.faults.shapes import answer_rewritten, filter_ignored, succeeded

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


@fault("test_history_action_filter", "only that action's key")
@fault(
    "test_history_filter_keeps_one_action",
    "only that action's key",
    server_args=WITHOUT_CONTROL,
    variant="without_control",
)
@filter_ignored(lambda request: request.path == "/hook/history", "action")
def history_filter_ignored() -> None:
    """The `action` query parameter of the history is ignored."""


class _NoWindow(RuleDecisions):
    def history_window_start(self, start: int) -> int:
        return 0


@fault("test_history_window", "historyWindowMonths", parts=True)
def history_window_ignored(parts: ServerParts) -> ServerParts:
    """The 6-month window is not applied: every stored history entry is returned."""
    return with_seams(parts, decisions=_NoWindow())


@fault("test_history_grouped", "newest first")
@answer_rewritten(
    lambda request: request.path == "/hook/history",
    lambda body: {k: list(reversed(v)) for k, v in body.items()},
    status=succeeded,
)
def history_not_newest_first() -> None:
    """History groups are returned oldest first."""


@fault(
    "test_history_grouped",
    "Timeout",
    suite_args=("--test-timeout", "8", "--request-timeout", "120"),
)
@exchange
async def history_hangs(request: Request, call: Call) -> Response:
    """get_webhook_history never answers (a hanging target): the test's time limit ends it."""
    if request.path == "/hook/history":
        await asyncio.sleep(3600)
    return await call(request)


@fault("test_history_has_every_available_action", "a key for every available action")
@exchange
async def history_without_empty_actions(request: Request, call: Call) -> Response:
    """The history without `action` leaves out the actions that have no entries."""
    response = await call(request)
    body = response.json()
    whole = request.path == "/hook/history" and all(k != "action" for k, _ in request.query)
    if whole and response.status == 200 and isinstance(body, dict):
        response = response.with_json({k: v for k, v in body.items() if v})
    return response
