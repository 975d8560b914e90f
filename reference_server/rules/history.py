"""Webhook history rules: grouped by action, filtered (the query read as the generated
`GetWebhookHistoryParameters`), limited to the window by the clock.

An answer is kept (`Service.history_answers`) under its profile, window start, actions and the
store's history version, so a history read again unchanged is not rebuilt."""

from __future__ import annotations

import json
from itertools import groupby
from operator import itemgetter

from dateutil.relativedelta import relativedelta
from pydantic import MISSING
from social_publishing_models.parameters import GetWebhookHistoryParameters

from ..service import Call, RawJson, Service
from .hooks import available_actions, refuse_retired_action


def window_start(service: Service) -> int:
    """Unix time of the oldest entry still answered: inside `x-limits.historyWindowMonths`
    (as the service's `RuleDecisions.history_window_start` decides)."""
    start = service.now() - relativedelta(months=service.spec.facts.limits.history_window_months)
    return service.seams.decisions.history_window_start(int(start.timestamp()))


async def get_webhook_history(service: Service, call: Call) -> RawJson:
    action = call.params_as(GetWebhookHistoryParameters).action
    if action is not MISSING:
        refuse_retired_action(service, action)
        actions: list[str] = [action]
    else:
        actions = available_actions(service)
    since = window_start(service)
    key = (call.profile.id, since, tuple(actions), service.store.hooks.history_version())
    cached = service.history_answers.get(key)
    if cached is not None:
        return RawJson(cached)
    grouped: dict[str, list[str]] = {a: [] for a in actions}
    rows = service.store.hooks.history(call.profile.id, since, actions)
    for entry_action, entries in groupby(rows, key=itemgetter(0)):
        grouped[entry_action] = [text for _, text in entries]
    # Entries are stored as JSON text; the response is assembled without re-parsing them.
    parts = [f"{json.dumps(a)}:[{','.join(texts)}]" for a, texts in grouped.items()]
    answer = ("{" + ",".join(parts) + "}").encode("utf-8")
    service.history_answers.put(key, answer)
    return RawJson(answer)
