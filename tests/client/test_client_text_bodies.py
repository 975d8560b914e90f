"""The operations whose bodies are not JSON, through the typed client against the reference
server: validate_json sends a `str` as the page's `text/plain` body (a `JsonValidationRequest`
as JSON), and open_linking_page answers the linking page as a `str`, while its refusals are
JSON errors raised as the typed error of the code its 429 declares."""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from social_publishing_client import ErrorCode, RateLimitError, SocialPublishing
from social_publishing_client.models import (
    JsonValidation,
    JsonValidationRequest,
    LinkSessionRequest,
    ProfileCreation,
    ProfileDeletion,
)
from social_publishing_sandbox import SandboxControl
from social_publishing_sandbox.models import RateLimitChange

from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY

SPEC = ServiceSpec.load()


@pytest.fixture
def profile_key(client: SocialPublishing) -> Iterator[str]:
    """A fresh User Profile's key; the profile is deleted afterwards."""
    created = client.profiles.create(ProfileCreation(title=f"Text bodies {id(client)}"))
    yield created.profile_key
    client.profiles.delete(ProfileDeletion(ref_id=created.ref_id))


def test_validate_json_sends_a_str_as_the_pages_text_body(
    client: SocialPublishing, wire: list[httpx.Request]
) -> None:
    valid_message = SPEC.operation(OperationId.VALIDATE_JSON).raw["x-validate"]["validMessage"]
    text = '{"post": "Grüße 🍩", "platforms": ["twitter"]}'
    seen = client.validate.json(text)
    assert isinstance(seen, JsonValidation)
    assert (seen.valid, seen.message) == (True, valid_message)
    assert wire[-1].headers["content-type"] == "text/plain"
    assert wire[-1].content == text.encode()
    assert client.validate.json(JsonValidationRequest(json=text)) == seen
    assert wire[-1].headers["content-type"] == "application/json"
    assert json.loads(wire[-1].content) == {"json": text}


def test_the_linking_page_is_text_and_its_429_a_typed_error(
    server: ReferenceServer, profile_key: str
) -> None:
    declared = SPEC.operation(OperationId.OPEN_LINKING_PAGE).response(429)
    assert declared is not None and declared.error_codes is not None
    with (
        SocialPublishing(API_KEY, base_url=server.base_url, max_retries=0) as client,
        SandboxControl(API_KEY, base_url=server.base_url) as control,
    ):
        session = client.profiles.create_link_session(LinkSessionRequest(), profile_key=profile_key)
        (token,) = parse_qs(urlsplit(session.url).query)["jwt"]
        control.clock.set_rate_limit(RateLimitChange(max=1), profile_key=profile_key)
        try:
            page = client.profiles.open_linking_page(jwt=token)
            assert isinstance(page, str) and session.title in page
            with pytest.raises(RateLimitError) as limited:
                client.profiles.open_linking_page(jwt=token)
        finally:
            control.clock.set_rate_limit(RateLimitChange(max=None), profile_key=profile_key)
    assert [limited.value.code] == list(declared.error_codes) == [ErrorCode.RATE_LIMITED]
    assert limited.value.rate_limit is not None and limited.value.rate_limit.exhausted
