"""A hook's webhook history, read once the target has sent everything it queued.

`hook_history` polls get_webhook_history until at least `count` entries of `action` for the
hook's `url` are there, the control's delivery log (sandbox.yaml list_deliveries) shows no
delivery of the acting profile `pending`, and the history holds an entry for each delivery of
`action` to `url` the log lists (a target may end a delivery in its log before it writes the
history entry), or until the run's delivery wait has passed; it
returns the last history response and those entries. A rule that counts events exactly counts
them after it (the entries, or what its receiver got by then): an extra event the target
queued is counted however late it is sent, with no pause guessed at. If the wait ends with
deliveries still pending (one due later on the service clock, which a rule may have moved or
frozen), `still_queued` counts those to the hook's url, so the rule counts them too. A rule that
calls either declares `ControlOperationId.LIST_DELIVERIES` in its control marker. Without a
delivery log nothing is pending: `hook_history` returns as soon as `count` entries are there.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

import httpx

from contract_tests.run_settings import current_profile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId


def _log(sandbox: Sandbox) -> list[Mapping[str, Any]]:
    """The control's delivery log of the acting profile (sandbox.yaml list_deliveries; none:
    empty)."""
    log = sandbox.deliveries()
    entries = log.get("deliveries", []) if isinstance(log, Mapping) else []
    return [e for e in entries if isinstance(e, Mapping)]


def still_queued(sandbox: Sandbox, url: str) -> int:
    """How many deliveries to `url` the control's delivery log (none: 0) holds still
    `pending`: once the expected ones arrived, each is an extra event the target queued and
    has not sent yet (e.g. one due later on a clock the rule moved back)."""
    return sum(1 for e in _log(sandbox) if e.get("url") == url and e.get("status") == "pending")


def hook_history(
    client: ApiClient, spec: ApiSpec, sandbox: Sandbox, action: str, url: str, count: int = 1
) -> tuple[httpx.Response, list[Mapping[str, Any]]]:
    """The last history response and the `action` entries of the deliveries to `url`, read
    once at least `count` are there and the profile has no delivery pending (or after the
    run's delivery wait): an extra event the target queued is counted however late it is
    sent (get_webhook_history records each delivery with the url called)."""
    deadline = time.monotonic() + current_profile().delivery_wait_seconds
    path = spec.operation(OperationId.GET_WEBHOOK_HISTORY).path
    while True:
        log = _log(sandbox)
        response = client.get(path, params={"action": action})
        history = client.expect_status(response, 200, "get_webhook_history answers 200")
        found = [e for e in history.get(action, []) if isinstance(e, Mapping)]
        found = [e for e in found if e.get("url") == url]
        ended = [e for e in log if e.get("url") == url and e.get("action") == action]
        settled = not any(e.get("status") == "pending" for e in log) and len(found) >= len(ended)
        if (len(found) >= count and settled) or time.monotonic() > deadline:
            return response, found
        time.sleep(0.1)
