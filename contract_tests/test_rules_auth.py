"""Authentication rules: every operation (but the public ones, `security: []`) refuses a missing
key (106) and an unknown key (102); a Profile Key in place of the API key is refused (103); an
unknown or revoked Profile Key is refused (104). Requests are the spec's own examples, so only
the credentials are wrong."""

from __future__ import annotations

import re
import uuid
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile, create_user_profile, delete_user_profile
from contract_tests.run_settings import run_spec
from contract_tests.spec import ApiSpec, Operation
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId


def _example_request(spec: ApiSpec, operation: Operation) -> dict[str, Any]:
    """Path and JSON body of the operation's example request."""
    path = operation.path
    for parameter in operation.raw.get("parameters", []):
        parameter = spec.resolve(parameter)
        if parameter.get("in") == "path":
            path = path.replace("{" + parameter["name"] + "}", str(parameter["example"]))
    request: dict[str, Any] = {"path": re.sub(r"\{[^}]+\}", "x", path)}
    content = spec.resolve(operation.raw.get("requestBody", {})).get("content", {})
    if "application/json" in content:
        request["json_body"] = content["application/json"].get("example")
    return request


#: Operations that take the API key (a public one, `security: []`, checks its own credential:
#: the linking page's token, test_rules_social_linking.py).
_OPERATIONS = [op.operation_id for op in run_spec().paths if not op.public]


@pytest.mark.parametrize("operation_id", _OPERATIONS)
def test_missing_key_refused(api: ApiClient, spec: ApiSpec, operation_id: str) -> None:
    operation = spec.by_id[operation_id]  # an operation of the judged spec
    request = _example_request(spec, operation)
    response = api.request(operation.method.upper(), auth=None, **request)
    api.expect_error(response, "missing_api_key", "a request without Authorization is refused")


@pytest.mark.parametrize("operation_id", _OPERATIONS)
def test_unknown_key_refused(api: ApiClient, spec: ApiSpec, operation_id: str) -> None:
    operation = spec.by_id[operation_id]  # an operation of the judged spec
    request = _example_request(spec, operation)
    response = api.request(
        operation.method.upper(), auth=f"Bearer wrong-{uuid.uuid4().hex}", **request
    )
    api.expect_error(response, "invalid_api_key", "a request with an unknown API key is refused")


def test_profile_key_in_place_of_api_key_refused(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    operation = spec.operation(OperationId.LIST_WEBHOOKS)
    response = api.request("GET", operation.path, auth=f"Bearer {user_profile.profile_key}")
    api.expect_error(
        response, "profile_key_as_api_key", "a Profile Key sent in place of the API key is refused"
    )
    both = api.as_profile(user_profile.profile_key)
    response = both.request("GET", operation.path, auth=f"Bearer {user_profile.profile_key}")
    api.expect_error(
        response,
        "profile_key_as_api_key",
        "a Profile Key in Authorization is refused even with Profile-Key",
    )


def test_unknown_profile_key_refused(api: ApiClient, spec: ApiSpec) -> None:
    stranger = api.as_profile(f"PK-{uuid.uuid4().hex[:16].upper()}")
    response = stranger.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
    api.expect_error(response, "unknown_profile_key", "an unknown Profile-Key is refused")


def test_revoked_profile_key_refused(api: ApiClient, spec: ApiSpec) -> None:
    profile = create_user_profile(api, spec)
    path = spec.operation(OperationId.LIST_WEBHOOKS).path
    api.expect_status(profile.client.get(path), 200, "a new profile's key acts for it")
    key = profile.profile_key
    delete_user_profile(api, spec, profile)
    revoked = api.as_profile(key)
    response = revoked.get(path)
    api.expect_error(response, "unknown_profile_key", "a deleted profile's key is revoked at once")


def test_plain_http_client_sees_json_errors(api: ApiClient, spec: ApiSpec) -> None:
    """Credentials errors carry the Error body even without any Accept header."""
    operation = spec.operation(OperationId.LIST_MEDIA)
    response = httpx.get(f"{api.target.base_url}{operation.path}", timeout=30)
    api.expect_error(response, "missing_api_key", "a request without Authorization is refused")
