"""The suite's pytest fixtures: the spec, the target and its clients, the test control, the
webhook receiver, fresh User Profiles (the helpers that make them are used by rule tests too).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from contract_tests import reach
from contract_tests.client_addresses import second_address
from contract_tests.receiver import WebhookReceiver, receiver_ca
from contract_tests.run_settings import current, run_spec
from contract_tests.sandbox import CONTROL_MARKER, Sandbox, control_need, control_spec, skip_reason
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient, Target
from spec_model.operation_ids import OperationId


@pytest.fixture(scope="session")
def spec() -> ApiSpec:
    return run_spec()


@pytest.fixture(scope="session")
def target() -> Target:
    return Target.from_settings(current())


@pytest.fixture(scope="session")
def api(target: Target, spec: ApiSpec) -> Iterator[ApiClient]:
    """The Primary Profile's client."""
    client = ApiClient(target, spec)
    yield client
    client.close()


@pytest.fixture(scope="session")
def has_sandbox(api: ApiClient) -> bool:
    return Sandbox.detect(api)


def _control_needed(request: pytest.FixtureRequest, spec: ApiSpec) -> str:
    need = control_need(request.node.iter_markers(CONTROL_MARKER))
    return skip_reason(control_spec(spec), need[0] if need else [])


@pytest.fixture
def sandbox(
    request: pytest.FixtureRequest, api: ApiClient, spec: ApiSpec, has_sandbox: bool
) -> Sandbox:
    """The test control, acting as the Primary Profile; skips (naming the operations of the
    test's `control` marker) when the target has none."""
    if not has_sandbox:
        pytest.skip(_control_needed(request, spec))
    return Sandbox(api)


def _probe_delivery(api: ApiClient, spec: ApiSpec) -> str | None:
    """Have the target deliver one `social` event (a network linked through the control) to a
    fresh receiver: None when it arrives, else why not (`reach.delivery_reason`)."""
    sandbox = Sandbox(api)
    if sandbox.delivery_settings() is not None:
        sandbox.configure_delivery(ca_pem=receiver_ca().cert_pem.bytes().decode())
    try:
        profile: UserProfile | None = create_user_profile(api, spec)
    except pytest.skip.Exception:
        profile = None  # no User Profiles: the Primary Profile's hook
    client = profile.client if profile is not None else api
    receiver = WebhookReceiver(answer=lambda index: 200)
    url = f"{receiver.start()}/reach"
    wait = current().run_profile.delivery_wait_seconds
    try:
        response = client.post(
            spec.operation(OperationId.REGISTER_WEBHOOK).path,
            json_body={"action": "social", "url": url},
        )
        registered = "" if response.is_success else f"HTTP {response.status_code} {response.text}"
        if not registered:
            Sandbox(client).link("facebook", display_name="Contract Reach")
            if receiver.wait_for(1, wait):
                return None
        history = client.get(
            spec.operation(OperationId.GET_WEBHOOK_HISTORY).path, params={"action": "social"}
        )
        body = history.json() if history.is_success else {}
        entries = body.get("social", []) if isinstance(body, dict) else []
        statuses = [
            str(e.get("deliveryStatus"))
            for e in entries
            if isinstance(e, dict) and e.get("url") == url
        ]
        return reach.delivery_reason(
            url, wait, statuses, receiver.handshake_failures, registered[:200]
        )
    finally:
        receiver.stop()
        if profile is not None:
            delete_user_profile(api, spec, profile)
        else:  # the Primary Profile keeps no hook to a stopped receiver
            unregister = spec.operation(OperationId.UNREGISTER_WEBHOOK)
            api.request(unregister.method.upper(), unregister.path, json_body={"action": "social"})


@pytest.fixture
def receiver_reachable(api: ApiClient, spec: ApiSpec) -> None:
    """Skips, with the run's one reason, when the target cannot deliver to the suite's HTTPS
    receiver (`reach.py`); request it after the fixture that needs the control."""
    reach.require_delivery(lambda: _probe_delivery(api, spec))


@pytest.fixture
def event_receiver(sandbox: Sandbox, receiver_reachable: None) -> Iterator[WebhookReceiver]:
    """The suite's HTTPS receiver answering 200, with the target told to trust its test CA
    (the control): where the webhook events of a rule test arrive."""
    sandbox.configure_delivery(ca_pem=receiver_ca().cert_pem.bytes().decode())
    found = WebhookReceiver(answer=lambda index: 200)
    found.start()
    yield found
    found.stop()


@pytest.fixture(scope="session")
def primary_networks_linked(api: ApiClient, spec: ApiSpec, has_sandbox: bool) -> list[str]:
    """Link networks to the Primary Profile (sandbox), so generated posts can be published.

    YouTube stays unlinked: with a channel, generated watermark requests would make the target
    fetch generated image addresses.
    """
    if not has_sandbox:
        return []
    sandbox = Sandbox(api)
    linked = [p for p in spec.platforms if p != "youtube"]
    for platform in linked:
        sandbox.link(platform)
    return linked


@dataclass
class UserProfile:
    """A User Profile created for one test: its client, refId and key."""

    client: ApiClient
    ref_id: str
    profile_key: str
    title: str


def create_user_profile(api: ApiClient, spec: ApiSpec) -> UserProfile:
    """Create a User Profile with a unique title; skip when the target cannot."""
    operation = spec.operation(OperationId.CREATE_PROFILE)
    title = f"contract-{uuid.uuid4().hex[:12]}"
    response = api.post(operation.path, json_body={"title": title})
    body = api.json_of(response, "create_profile answers JSON")
    plan_required = spec.error_code("plan_required")
    if response.status_code == 403 and isinstance(body, dict) and body.get("code") == plan_required:
        pytest.skip(
            f"needs User Profiles: {operation.label} answered 403 code {plan_required} "
            "(the target's plan does not include them)"
        )
    body = api.expect_status(response, 200, "create_profile creates a User Profile")
    return UserProfile(
        client=api.as_profile(body["profileKey"]),
        ref_id=body["refId"],
        profile_key=body["profileKey"],
        title=title,
    )


def delete_user_profile(api: ApiClient, spec: ApiSpec, profile: UserProfile) -> None:
    operation = spec.operation(OperationId.DELETE_PROFILE)
    api.delete(operation.path, json_body={"refId": profile.ref_id})
    profile.client.close()


@pytest.fixture
def user_profile(api: ApiClient, spec: ApiSpec) -> Iterator[UserProfile]:
    """A fresh User Profile (clean state for rules about one profile's data)."""
    profile = create_user_profile(api, spec)
    yield profile
    delete_user_profile(api, spec, profile)


@pytest.fixture
def other_profile(api: ApiClient, spec: ApiSpec) -> Iterator[UserProfile]:
    """A second fresh User Profile (for isolation rules)."""
    profile = create_user_profile(api, spec)
    yield profile
    delete_user_profile(api, spec, profile)


@pytest.fixture
def profile_sandbox(
    request: pytest.FixtureRequest, user_profile: UserProfile, spec: ApiSpec, has_sandbox: bool
) -> Sandbox:
    """The test control acting as the fresh User Profile (skips like `sandbox`)."""
    if not has_sandbox:
        pytest.skip(_control_needed(request, spec))
    return Sandbox(user_profile.client)


@pytest.fixture
def side(api: ApiClient, spec: ApiSpec) -> Iterator[ApiClient]:
    """The Primary Profile's client, connecting from a second loopback address (skips where
    the target is not on IPv4 loopback: `client_addresses.second_address`)."""
    address = second_address(api)
    try:
        client = ApiClient(api.target, spec, local_address=address)
    except OSError as error:  # pragma: no cover - a system without 127/8 routing
        pytest.skip(f"cannot connect from {address}: {error}")
    yield client
    client.close()
