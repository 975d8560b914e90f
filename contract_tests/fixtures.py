"""The suite's pytest fixtures: the spec, the target and its clients, the test control, the
webhook receiver, fresh User Profiles (the helpers that make them are used by rule tests too).

A rule's set-up that the target cannot give skips the rule, never errors it: a test whose
`control` marker says it needs the test control skips before any other set-up when the target
does not offer it (:func:`control_first`), and a set-up request answered as an operation the
target does not implement (404 without a not-found code of that operation, 405, 501:
:func:`not_implemented`) skips with one reason naming that operation
(:func:`pytest_runtest_setup`; `create_user_profile` says so in a test's body too).
"""

from __future__ import annotations

import uuid
from collections.abc import Generator, Iterator
from dataclasses import dataclass

import httpx
import pytest

from contract_tests import reach
from contract_tests.client_addresses import second_address
from contract_tests.receiver import WebhookReceiver, receiver_ca
from contract_tests.report_formats import shorten
from contract_tests.run_settings import current, run_spec
from contract_tests.sandbox import CONTROL_MARKER, Sandbox, control_need, control_spec, skip_reason
from contract_tests.spec import ApiSpec, Operation
from contract_tests.target import ApiClient, ContractViolation, Target
from spec_model import error_codes_of
from spec_model.operation_ids import OperationId

#: Answers that say a route, a method or a handler is missing (with a 404: see not_implemented).
NOT_IMPLEMENTED_STATUSES = (404, 405, 501)


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


def not_implemented(spec: ApiSpec, operation: Operation, response: httpx.Response) -> bool:
    """Whether ``response`` says the target does not implement ``operation`` at all: 405 or
    501, or a 404 that carries none of the not-found codes the operation declares (a bare
    ``Not Found``, or the catalogue's `route_not_found`), so not "no such record"."""
    if response.status_code not in NOT_IMPLEMENTED_STATUSES:
        return False
    if response.status_code != 404:
        return True
    try:
        codes = set(error_codes_of(response.json()))
    except ValueError:
        return True
    declared = set(spec.error_codes_for(operation.operation_id, 404))
    return not codes & (declared - {spec.error_code("route_not_found")})


def not_implemented_reason(spec: ApiSpec, operation: Operation, response: httpx.Response) -> str:
    """The one skip reason of every rule whose set-up needs ``operation``."""
    return (
        f"needs {spec.report_label(operation)} for its set-up, which the "
        f"target does not implement (it answered HTTP {response.status_code})"
    )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    """A set-up (fixture) request answered as an operation the target does not implement
    skips the test naming that operation; any other set-up failure stays an error."""
    try:
        return (yield)
    except ContractViolation as error:
        if error.operation is None or error.response is None:
            raise
        spec = run_spec()
        if not not_implemented(spec, error.operation, error.response):
            raise
        pytest.skip(not_implemented_reason(spec, error.operation, error.response))


@pytest.fixture(autouse=True)
def control_first(request: pytest.FixtureRequest) -> None:
    """A test that needs the test control skips before any other set-up (no User Profile made
    for nothing, and the reason is the control, not whatever set-up came first) when the
    target does not offer it."""
    need = control_need(request.node.iter_markers(CONTROL_MARKER))
    if need is not None and need[1] and not request.getfixturevalue("has_sandbox"):
        pytest.skip(skip_reason(control_spec(run_spec()), need[0]))


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
            url, wait, statuses, receiver.handshake_failures, shorten(registered, 200)
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
    if not_implemented(spec, operation, response):
        pytest.skip(not_implemented_reason(spec, operation, response))
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
