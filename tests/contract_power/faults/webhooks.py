"""Faults the rules of `contract_tests/test_rules_webhooks.py` must catch."""

from __future__ import annotations

from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import SPEC, Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    accepted_refused,
    answer_field_dropped,
    answer_rewritten,
    body_rewritten,
    declare,
    each_entry,
    on,
    succeeded,
    write_ignored,
)


def _upgraded(body: dict[str, Any]) -> dict[str, Any]:
    url = body.get("url")
    if isinstance(url, str) and url.startswith("http://"):
        return {**body, "url": "https://" + url[len("http://") :]}
    return body


@fault("test_hook_url_must_be_https", "webhook_url_not_https")
@exchange
async def wrong_error_code(request: Request, call: Call) -> Response:
    """A non-https hook URL gets code 130 (invalid action) instead of 131."""
    response = await call(request)
    if error_code(response) == ErrorCode.WEBHOOK_URL_NOT_HTTPS:
        response = response.with_json({**response.json(), "code": ErrorCode.INVALID_WEBHOOK_ACTION})
    return response


@fault("test_retired_action_refused", "after its sunset")
@exchange
async def retired_action_accepted(request: Request, call: Call) -> Response:
    """accountActivity is still accepted after its sunset."""
    response = await call(request)
    if error_code(response) == ErrorCode.ACTION_RETIRED:
        body = request.json() or {}
        if request.path == "/hook/webhook":
            answer: Any = {
                "status": "success",
                "action": body.get("action", "accountActivity"),
                "url": body.get("url", ""),
                "refId": "retired",
            }
        else:
            answer = {"accountActivity": []}
        response = response.with_json(answer, status=200)
    return response


@fault("test_register_replaces", "no longer listed")
@exchange
async def unregister_does_nothing(request: Request, call: Call) -> Response:
    """unregister_webhook reports success without removing the hook."""
    body = request.json()
    if (
        request.path == "/hook/webhook"
        and request.method == "DELETE"
        and isinstance(body, dict)
        and isinstance(body.get("action"), str)
    ):
        return Response(200, [("content-type", "application/json")]).with_json(
            {"status": "success", "action": body["action"]}
        )
    return await call(request)


# -- writes answered as done and never applied (read-back rules) ---------------------------------
register_webhook_ignored = write_ignored(
    OperationId.REGISTER_WEBHOOK,
    caught_by=fault(
        "test_register_replaces_and_unregister_removes",
        "registering an action that has a hook replaces it",
    ),
    echo=True,
)
unregister_webhook_ignored = write_ignored(
    OperationId.UNREGISTER_WEBHOOK,
    caught_by=fault(
        "test_register_replaces_and_unregister_removes", "an unregistered hook is no longer listed"
    ),
    echo=True,
)


LIST_PATH = SPEC.operation(OperationId.LIST_WEBHOOKS).path


@fault("test_every_valid_action_accepted_and_echoed", "register_webhook accepts action")
@accepted_refused(
    ErrorCode.INVALID_WEBHOOK_ACTION,
    lambda request: (
        asks(request, "POST", "/hook/webhook")
        and isinstance(body := request.json(), dict)
        and body.get("action") == SPEC.facts.webhook_actions[-1]
    ),
)
def newest_action_refused() -> None:
    """An action list that lags the spec's: register_webhook refuses the newest action
    (the last the spec lists) as unknown (code 130)."""


@fault(
    "test_every_valid_action_accepted_and_echoed", "a registered hook is listed with hasSecret true"
)
@answer_rewritten(
    on("GET", "/hook/webhook"), each_entry("webhooks", lambda hook: {**hook, "hasSecret": False})
)
def hook_secret_not_kept() -> None:
    """The secret of a registered hook is not kept: list_webhooks answers `hasSecret` false."""


#: The secrets registered with each action (by this fault's process), to show them again.
_SECRETS: dict[str, str] = {}


@fault("test_every_valid_action_accepted_and_echoed", "a listed hook never shows its secret")
@exchange
async def hook_secret_listed(request: Request, call: Call) -> Response:
    """list_webhooks shows each hook's secret (kept from its registration)."""
    response = await call(request)
    if request.method == "POST" and request.path == "/hook/webhook":
        body = request.json()
        if isinstance(body, dict) and body.get("secret"):
            _SECRETS[str(body.get("action"))] = str(body["secret"])
    if request.method != "GET" or request.path != "/hook/webhook" or response.status != 200:
        return response
    answer = response.json()
    if isinstance(answer, dict) and isinstance(answer.get("webhooks"), list):
        answer["webhooks"] = [
            {**h, "secret": _SECRETS[h["action"]]}
            if isinstance(h, dict) and h.get("action") in _SECRETS
            else h
            for h in answer["webhooks"]
        ]
        return response.with_json(answer)
    return response


def _with_platform(entry: dict[str, Any]) -> dict[str, Any]:
    return {"platform": "facebook", **entry} if entry.get("action") == "social" else entry


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("http_hooks_accepted", ("test_hook_url_must_be_https", "must begin with https://"),
     body_rewritten(lambda request: request.path == "/hook/webhook", _upgraded),
     "`http://` hook URLs are registered (silently upgraded before validation)."),
    ("hook_list_without_action_keys",
     ("test_every_valid_action_accepted_and_echoed or "
      "test_register_replaces_and_unregister_removes", "a key per registered action with its url"),
     answer_field_dropped(on("GET", LIST_PATH), *SPEC.facts.webhook_actions, status=succeeded),
     "list_webhooks answers only the full hooks (`webhooks`): no key per registered action "
     "with its address (LIVE's `feed: https://...`)."),
    ("hook_list_without_updated",
     ("test_every_valid_action_accepted_and_echoed", "updated is missing"),
     answer_field_dropped(on("GET", LIST_PATH), "updated", status=succeeded),
     "list_webhooks leaves out `updated` although hooks are registered."),
    ("seeded_history_entry_completed",
     ("test_seeded_history_entry_matches_its_event", "refuses an entry that is not its action's"),
     body_rewritten(on("POST", "/_sandbox/webhook-history"), each_entry("entries", _with_platform)),
     "seed_webhook_history fills in a `social` entry's missing `platform` instead of refusing "
     "the entry."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
