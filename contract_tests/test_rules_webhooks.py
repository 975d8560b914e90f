"""Rules of hook registration: https-only URLs, every action accepted and echoed (until its
sunset) and listed (a key per action with its address, `updated`, the hooks in full),
replacement, unregistering, and the refusal of a retired action; the control's seeded history
takes only entries that are their action's event."""

from __future__ import annotations

from datetime import timedelta

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import social_event
from contract_tests.sandbox import SANDBOX_PATH, Sandbox, control_spec, skip_reason
from contract_tests.spec import ApiSpec, format_timestamp, parse_timestamp
from contract_tests.target import ApiClient
from contract_tests.timeline import server_now
from spec_model.operation_ids import ControlOperationId, OperationId


def _hooks(client: ApiClient, spec: ApiSpec) -> list[dict[str, object]]:
    response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
    body = client.expect_status(response, 200, "list_webhooks lists the profile's hooks")
    return list(body["webhooks"])


def test_every_valid_action_accepted_and_echoed(
    user_profile: UserProfile, spec: ApiSpec, has_sandbox: bool
) -> None:
    client = user_profile.client
    now = server_now(client, has_sandbox)
    sunsets = spec.action_sunsets()
    available = [a for a in spec.webhook_actions if a not in sunsets or now < sunsets[a]]
    path = spec.operation(OperationId.REGISTER_WEBHOOK).path
    for action in available:
        url = f"https://hooks.contract.test/{action}/{user_profile.ref_id}"
        response = client.post(path, json_body={"action": action, "url": url, "secret": "s3cret"})
        body = client.expect_status(response, 200, f"register_webhook accepts action {action!r}")
        rule = "register_webhook echoes action and url, status success, the profile's refId"
        if (
            body.get("status") != "success"
            or body.get("action") != action
            or body.get("url") != url
        ):
            client.fail(response, rule, f"got {body!r}")
        if body.get("refId") != user_profile.ref_id:
            client.fail(
                response,
                rule,
                f"refId {body.get('refId')!r} is not the profile's {user_profile.ref_id!r}",
            )
    listed = {str(h["action"]): h for h in _hooks(client, spec)}
    for action in available:
        hook = listed.get(action)
        if hook is None or hook.get("hasSecret") is not True:
            client.fail(
                client.get(spec.operation(OperationId.LIST_WEBHOOKS).path),
                "a registered hook is listed with hasSecret true",
                f"action {action!r}: {hook!r}",
            )
    if "s3cret" in str(listed):
        client.fail(
            client.get(spec.operation(OperationId.LIST_WEBHOOKS).path),
            "a listed hook never shows its secret",
        )
    _check_action_keys(
        client,
        spec,
        {a: f"https://hooks.contract.test/{a}/{user_profile.ref_id}" for a in available},
    )


def _check_action_keys(client: ApiClient, spec: ApiSpec, urls: dict[str, str]) -> None:
    """list_webhooks answers `status: success`, a key per registered action whose value is its
    hook's address, `updated` (some hook is registered), and no key of an unregistered one."""
    response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
    body = client.expect_status(response, 200, "list_webhooks lists the profile's hooks")
    rule = "list_webhooks answers status, a key per registered action with its url, and updated"
    if not isinstance(body, dict) or body.get("status") != "success":
        client.fail(response, rule, f"status is not success: {body!r}")
    wrong = {a: body.get(a) for a in spec.webhook_actions if body.get(a) != urls.get(a)}
    if wrong:
        client.fail(response, rule, f"action keys {wrong!r} (wanted {urls!r})")
    if "updated" not in body:
        client.fail(response, rule, "updated is missing although hooks are registered")


@pytest.mark.parametrize(
    "url",
    [
        "http://hooks.contract.test/social",
        "ftp://hooks.contract.test/social",
        "hooks.contract.test/social",
        "https://",
    ],
)
def test_hook_url_must_be_https(user_profile: UserProfile, spec: ApiSpec, url: str) -> None:
    client = user_profile.client
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "social", "url": url},
    )
    if url.startswith("http://"):
        client.expect_error(response, "webhook_url_not_https", "hook URLs must begin with https://")
    else:
        body = client.json_of(response, "hook URLs must be valid https URLs")
        allowed = {spec.error_code("webhook_url_not_https"), spec.error_code("invalid_request")}
        if (
            response.status_code != 400
            or not isinstance(body, dict)
            or body.get("code") not in allowed
        ):
            client.fail(response, "hook URLs must be valid URLs beginning with https://")
    if any(h.get("url") == url for h in _hooks(client, spec)):
        client.fail(response, "a refused hook is not registered", f"{url} is listed")


@pytest.mark.reads_back(OperationId.REGISTER_WEBHOOK, OperationId.UNREGISTER_WEBHOOK)
def test_register_replaces_and_unregister_removes(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    register = spec.operation(OperationId.REGISTER_WEBHOOK).path
    first, second = "https://hooks.contract.test/a", "https://hooks.contract.test/b"
    client.expect_status(
        client.post(register, json_body={"action": "feed", "url": first}), 200, "register"
    )
    response = client.post(register, json_body={"action": "feed", "url": second})
    client.expect_status(response, 200, "registering an action again is accepted")
    feed = [h for h in _hooks(client, spec) if h.get("action") == "feed"]
    if len(feed) != 1 or feed[0].get("url") != second:
        client.fail(
            response, "registering an action that has a hook replaces it", f"listed {feed!r}"
        )
    _check_action_keys(client, spec, {"feed": second})
    unregister = spec.operation(OperationId.UNREGISTER_WEBHOOK)
    response = client.request(
        unregister.method.upper(), unregister.path, json_body={"action": "feed"}
    )
    body = client.expect_status(response, 200, "unregister_webhook removes the hook")
    if body.get("action") != "feed" or body.get("status") != "success":
        client.fail(response, "unregister_webhook echoes the action", f"got {body!r}")
    listing = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
    listed = client.expect_status(listing, 200, "list_webhooks lists the profile's hooks")
    if "feed" in listed or any(h.get("action") == "feed" for h in listed.get("webhooks", [])):
        client.fail(listing, "an unregistered hook is no longer listed", f"listed {listed!r}")
    again = client.request(unregister.method.upper(), unregister.path, json_body={"action": "feed"})
    client.expect_error(again, "webhook_not_found", "unregistering an action without a hook")


def _retired_action_refused(client: ApiClient, spec: ApiSpec, action: str) -> None:
    code = spec.action_sunset_code(action)
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": action, "url": "https://hooks.contract.test/retired"},
    )
    client.expect_error(response, "", f"{action} is refused after its sunset (x-sunset)", code=code)
    history = spec.operation(OperationId.GET_WEBHOOK_HISTORY)
    response = client.get(history.path, params={"action": action})
    client.expect_error(
        response, "", f"history of {action} is refused after its sunset (x-sunset)", code=code
    )
    response = client.get(history.path)
    body = client.expect_status(response, 200, "get_webhook_history without action")
    if action in body:
        client.fail(
            response, "history without action omits retired actions", f"key {action!r} present"
        )


@pytest.mark.control(ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK, required=False)
def test_retired_action_refused_after_sunset(
    user_profile: UserProfile, spec: ApiSpec, has_sandbox: bool
) -> None:
    """With the control, both sides of each sunset; without it, the side the target's clock
    (its `Date` header) is on, skipping for the other side."""
    client = user_profile.client
    now = server_now(client, has_sandbox)
    sunsets = spec.action_sunsets()
    if not sunsets:
        pytest.skip("the spec names no retired action")
    for action, unavailable_from in sunsets.items():
        if has_sandbox:
            sandbox = Sandbox(client)
            with sandbox.clock_at(format_timestamp(unavailable_from - timedelta(days=1))):
                response = client.post(
                    spec.operation(OperationId.REGISTER_WEBHOOK).path,
                    json_body={"action": action, "url": "https://hooks.contract.test/before"},
                )
                client.expect_status(response, 200, f"{action} is accepted before its sunset")
            with sandbox.clock_at(format_timestamp(unavailable_from)):
                _retired_action_refused(client, spec, action)
        elif now >= unavailable_from:
            _retired_action_refused(client, spec, action)
        else:
            response = client.post(
                spec.operation(OperationId.REGISTER_WEBHOOK).path,
                json_body={"action": action, "url": "https://hooks.contract.test/before"},
            )
            client.expect_status(response, 200, f"{action} is accepted before its sunset")
            pytest.skip(
                f"{action} is not yet retired on the target, so the rule "
                + skip_reason(control_spec(spec), [ControlOperationId.SET_CLOCK])
            )


@pytest.mark.control(ControlOperationId.SEED_WEBHOOK_HISTORY)
def test_seeded_history_entry_matches_its_event(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """The control's `seed_webhook_history` (sandbox.yaml) stores a `social` entry only as a
    `SocialEvent`: one without its `platform` is refused (101) and nothing is stored."""
    client = user_profile.client
    entry = social_event(
        created=parse_timestamp(profile_sandbox.now()),
        ref_id=user_profile.ref_id,
        title=user_profile.title,
        platform="threads",
    )
    del entry["platform"]
    response = client.post(f"{SANDBOX_PATH}/webhook-history", json_body={"entries": [entry]})
    rule = "seed_webhook_history refuses an entry that is not its action's event"
    client.expect_error(response, "invalid_request", rule)
    listed = client.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path)
    history = client.expect_status(listed, 200, "get_webhook_history answers 200")
    if history.get("social"):
        client.fail(listed, f"{rule}: nothing is stored", repr(history.get("social")))
