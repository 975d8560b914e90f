"""Target selection and shared fixtures of the contract suite.

The target comes from ``--base-url``/``--api-key``/``--profile-key`` or the environment
(``CONTRACT_BASE_URL``, ``CONTRACT_API_KEY``, ``CONTRACT_PROFILE_KEY``). Without a base URL a
reference server is started as a subprocess (free port, fresh data dir) and stopped at the end.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from contract_tests.receiver import receiver_ca_file
from contract_tests.run_settings import PROFILE_ENV, SEED_ENV, current_profile, current_seed
from contract_tests.sandbox import Sandbox
from contract_tests.server import ReferenceServer, ServerStartError
from contract_tests.spec import SPEC_ENV, ApiSpec, load_spec
from contract_tests.target import (
    API_KEY_ENV,
    BASE_URL_ENV,
    DEFAULT_API_KEY,
    PROFILE_KEY_ENV,
    ApiClient,
    Target,
)

_server: ReferenceServer | None = None


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("contract", "contract suite target")
    group.addoption("--base-url", help=f"server under test (env {BASE_URL_ENV})")
    group.addoption("--api-key", help=f"Primary Profile API key (env {API_KEY_ENV})")
    group.addoption("--profile-key", help=f"a User Profile's key (env {PROFILE_KEY_ENV})")
    group.addoption("--spec", help=f"openapi.yaml to judge by (env {SPEC_ENV})")
    group.addoption("--contract-profile", choices=["fast", "thorough"], help="test volume")
    group.addoption("--contract-seed", type=int, help="seed of generated data")


def pytest_configure(config: pytest.Config) -> None:
    """Fix the target before collection: test modules build their tests from it."""
    global _server
    for option, env in (
        ("base_url", BASE_URL_ENV),
        ("api_key", API_KEY_ENV),
        ("profile_key", PROFILE_KEY_ENV),
        ("spec", SPEC_ENV),
        ("contract_profile", PROFILE_ENV),
        ("contract_seed", SEED_ENV),
    ):
        value = config.getoption(option, default=None)
        if value is not None:
            os.environ[env] = str(value)
    if hasattr(config, "workerinput"):
        return  # xdist workers use the target their controller chose
    if not os.environ.get(BASE_URL_ENV):
        api_key = os.environ.get(API_KEY_ENV) or DEFAULT_API_KEY
        # The server trusts the suite's webhook receiver CA (delivery tests).
        _server = ReferenceServer(api_key=api_key, env={"SSL_CERT_FILE": str(receiver_ca_file())})
        try:
            base_url = _server.start()
        except (ServerStartError, OSError) as error:
            pytest.exit(f"could not start the reference server: {error}", returncode=3)
        os.environ[BASE_URL_ENV] = base_url
        os.environ[API_KEY_ENV] = api_key
    _verify_credentials()


def _verify_credentials() -> None:
    """A wrong key would make every test see 401s and pass vacuously: refuse to run."""
    target = Target.from_env()
    assert target is not None
    spec = load_spec()
    probe = spec.operation("list_media")
    try:
        response = httpx.get(
            f"{target.base_url}{probe.path}",
            headers={"Authorization": f"Bearer {target.api_key}"},
            timeout=30,
        )
    except httpx.HTTPError as error:
        pytest.exit(f"target {target.base_url} is not reachable: {error}", returncode=3)
    if response.status_code != 200:
        pytest.exit(
            f"the API key is not accepted by {target.base_url}: {probe.label} answered "
            f"{response.status_code} {response.text[:300]}",
            returncode=3,
        )


def pytest_unconfigure(config: pytest.Config) -> None:
    global _server
    if _server is not None:
        _server.stop()
        _server = None


def pytest_report_header(config: pytest.Config) -> list[str]:
    target = Target.from_env()
    profile = current_profile()
    return [
        f"contract target: {target.base_url if target else '?'}"
        f"{' (reference server started by the suite)' if _server else ''}",
        f"contract spec: {load_spec().path}",
        f"contract profile: {profile.name} (max examples {profile.max_examples}), "
        f"seed: {current_seed()}",
    ]


@pytest.fixture(scope="session")
def spec() -> ApiSpec:
    return load_spec()


@pytest.fixture(scope="session")
def target() -> Target:
    found = Target.from_env()
    assert found is not None, "no target configured"
    return found


@pytest.fixture(scope="session")
def api(target: Target, spec: ApiSpec) -> Iterator[ApiClient]:
    """The Primary Profile's client."""
    client = ApiClient(target, spec)
    yield client
    client.close()


@pytest.fixture(scope="session")
def has_sandbox(api: ApiClient) -> bool:
    return Sandbox.detect(api)


@pytest.fixture
def sandbox(api: ApiClient, has_sandbox: bool) -> Sandbox:
    """The sandbox control, acting as the Primary Profile; skips when the target has none."""
    if not has_sandbox:
        pytest.skip(
            "needs the reference server's sandbox control (GET /_sandbox is absent on the "
            "target) to drive the clock, plan, linked networks or history"
        )
    return Sandbox(api)


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
    operation = spec.operation("create_profile")
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
    operation = spec.operation("delete_profile")
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
def profile_sandbox(user_profile: UserProfile, has_sandbox: bool) -> Sandbox:
    """The sandbox control acting as the fresh User Profile."""
    if not has_sandbox:
        pytest.skip("needs the reference server's sandbox control (GET /_sandbox is absent)")
    return Sandbox(user_profile.client)
