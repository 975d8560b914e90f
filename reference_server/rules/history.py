"""Webhook history rules: grouped by action, filtered, limited to the window by the clock."""

from __future__ import annotations

import json

from dateutil.relativedelta import relativedelta

from ..service import Call, RawJson, Service
from .hooks import available_actions, refuse_retired_action


def window_start(service: Service) -> int:
    """Unix time of the oldest entry still inside `x-limits.historyWindowMonths`."""
    start = service.now() - relativedelta(months=service.spec.facts.limits.history_window_months)
    return int(start.timestamp())


async def get_webhook_history(service: Service, call: Call) -> RawJson:
    action = call.query.get("action")
    if action is not None:
        refuse_retired_action(service, action)
        actions = [action]
    else:
        actions = available_actions(service)
    grouped: dict[str, list[str]] = {a: [] for a in actions}
    for entry_action, text in service.store.history(
        call.profile.id, window_start(service), actions
    ):
        grouped[entry_action].append(text)
    # Entries are stored as JSON text; the response is assembled without re-parsing them.
    parts = [f"{json.dumps(a)}:[{','.join(texts)}]" for a, texts in grouped.items()]
    return RawJson(("{" + ",".join(parts) + "}").encode("utf-8"))
