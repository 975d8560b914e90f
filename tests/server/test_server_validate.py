"""The validate operations (Max Pack) on the reference server, where the contract suite does
not look: validate_post's valid answer, its `all` networks and an empty text, and
validate_json's text/plain body (its charset, its length bound). The rest is the contract
suite's (`contract_tests/test_rules_validate.py`, proven by
`tests/contract_power/faults/validate.py`)."""

from __future__ import annotations

from typing import Any

import pytest

from spec_model import MaxPackRules, ServiceSpec
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.server.server_harness import Api

X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "k", "X-Twitter-OAuth1-Api-Secret": "s"}


@pytest.fixture(scope="module")
def rules() -> MaxPackRules:
    found = ServiceSpec.load().max_pack
    assert found is not None
    return found


@pytest.fixture(scope="module")
def acting(api: Api) -> dict[str, str]:
    """A User Profile with twitter and bluesky linked; its headers."""
    return {**api.linked_profile("Validate profile", "twitter", "bluesky"), **X_HEADERS}


def _validate(api: Api, headers: dict[str, str], body: dict[str, Any]) -> Any:
    return api.post("/validate/post", json=body, headers=headers)


def test_validate_post_valid_answer_all_and_empty_text(
    api: Api, acting: dict[str, str], rules: MaxPackRules
) -> None:
    limit = rules.text_limits["twitter"]
    assert rules.text_limits["bluesky"] > limit
    body = {"post": "a" * limit, "platforms": ["twitter", "bluesky"]}
    answer = _validate(api, acting, body)
    assert answer.status_code == 200, answer.text
    message = (
        ServiceSpec.load().operation(OperationId.VALIDATE_POST).raw["x-validate"]["validMessage"]
    )
    assert answer.json() == {"status": "success", "valid": True, "errors": [], "message": message}
    # `all` checks the linked networks: twitter (the shortest limit) and bluesky.
    too_long = "b" * (rules.text_limits["bluesky"] + 1)
    answer = _validate(api, acting, {"post": too_long, "platforms": "all"})
    assert answer.status_code == 400, answer.text
    assert {e["platform"] for e in answer.json()["errors"]} == {"twitter", "bluesky"}
    # An empty text is refused, as create_post refuses it.
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/validate/post",
        json={"post": "", "platforms": ["bluesky"]},
        headers=acting,
    )


def test_validate_json_text_body_in_its_charset(api: Api) -> None:
    """The text/plain body is decoded by its charset (UTF-8 without one); bytes that are no
    text in it are refused with 101, never read as some other text."""
    text = '{"post": "Grüße 🍩"}'
    latin = api.ok(
        "POST",
        "/validate/json",
        content='{"post": "Grüße"}'.encode("latin-1"),
        headers={"Content-Type": "text/plain; charset=ISO-8859-1"},
    )
    assert latin["valid"] is True
    plain = {"Content-Type": "text/plain"}
    assert api.ok("POST", "/validate/json", content=text.encode(), headers=plain)["valid"] is True
    for content, header in [
        ('{"post": "Grüße"}'.encode("latin-1"), "text/plain"),  # not UTF-8
        (b"{}", "text/plain; charset=no-such-charset"),
    ]:
        refused = api.error(
            int(ErrorCode.INVALID_REQUEST),
            "POST",
            "/validate/json",
            content=content,
            headers={"Content-Type": header},
        )
        assert "charset" in refused.json()["message"]


def test_validate_json_text_body_is_bounded(api: Api) -> None:
    """The text/plain body is held to the same length as the JSON form's `json` (JsonText)."""
    limit = ServiceSpec.load().refs.resolve({"$ref": "#/components/schemas/JsonText"})["maxLength"]
    plain = {"Content-Type": "text/plain"}
    fits = api.ok("POST", "/validate/json", content=b"1" * limit, headers=plain)
    assert fits["valid"] is True
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/validate/json",
        content=b"1" * (limit + 1),
        headers=plain,
    )
