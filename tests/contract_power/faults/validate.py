"""Faults the rules of `contract_tests/test_rules_validate.py` must catch."""

from __future__ import annotations

from dataclasses import replace

from spec_model import ServiceSpec
from spec_model.error_codes import ErrorCode
from tests.contract_power.faults.common import asks
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_field_dropped,
    body_rewritten,
    on,
    refusal_accepted,
    refusal_recoded,
    request_rewritten,
)

VALIDATE_POST, VALIDATE_JSON = on("POST", "/validate/post"), on("POST", "/validate/json")
LINKED = "test_validate_post_linked_networks"
TEXT_BODY = "test_validate_json_text_body_charset_and_bound"
_SPEC = ServiceSpec.load()
_JSON_TEXT_MAX = int(_SPEC.refs.lookup("/components/schemas/JsonText")["maxLength"])


@fault("test_validate_post_text_limits", "validate_post applies")
@exchange
async def validate_post_limit_ignored(request: Request, call: Call) -> Response:
    """validate_post never reports a text over a network's limit (post_too_long)."""
    response = await call(request)
    body = response.json()
    if asks(request, "POST", "/validate/post") and isinstance(body, dict) and "errors" in body:
        body["errors"] = [e for e in body["errors"] if e.get("code") != ErrorCode.POST_TOO_LONG]
        response = response.with_json(body)
    return response


@fault("test_validate_post_length", "validate_post_length: ")
@exchange
async def validate_post_length_off_by_one(request: Request, call: Call) -> Response:
    """validate_post_length calls a text of exactly the limit too long."""
    response = await call(request)
    body = response.json()
    if asks(request, "POST", "/validate/postLength") and isinstance(body, dict):
        for result in body.get("results", []):
            result["valid"] = result["length"] < result["maxLength"]
        response = response.with_json(body)
    return response


@fault("test_validate_post_length", "answers as validate_post_length")
@exchange
async def check_post_weight_counts_bytes(request: Request, call: Call) -> Response:
    """POST /post/checkPostWeight (the DOCS path) counts UTF-8 bytes, not code points."""
    response = await call(request)
    body = response.json()
    sent = request.json()
    measured = isinstance(sent, dict) and isinstance(sent.get("post"), str)
    if asks(request, "POST", "/post/checkPostWeight") and isinstance(body, dict) and measured:
        response = response.with_json({**body, "length": len(sent["post"].encode())})
    return response


@fault("test_validate_json", "validate_json judges 'NaN' as not JSON")
@exchange
async def validate_json_accepts_constants(request: Request, call: Call) -> Response:
    """validate_json accepts NaN and Infinity (Python's json module's extension)."""
    response = await call(request)
    sent = request.json()
    text = sent.get("json") if isinstance(sent, dict) else None
    if asks(request, "POST", "/validate/json") and text in ("NaN", '{"a": Infinity}'):
        response = response.with_json({"status": "success", "valid": True})
    return response


@fault(
    "test_validate_json_text_body",
    "validate_json judges the text/plain body '{\"a\": 1,}' as its json form",
)
@exchange
async def validate_json_text_body_unchecked(request: Request, call: Call) -> Response:
    """validate_json answers every text/plain body as valid JSON (only the JSON form is
    checked)."""
    response = await call(request)
    text_body = (request.header("content-type") or "").startswith("text/plain")
    if asks(request, "POST", "/validate/json") and text_body and response.status == 200:
        body = response.json()
        if isinstance(body, dict):
            response = response.with_json(
                {"status": "success", "valid": True, "message": "Valid JSON. Nice Job!"}
            )
    return response


@fault(
    "test_validate_json_text_body",
    "validate_json answers a valid text with x-validate.validMessage",
)
@answer_field_dropped(on("POST", "/validate/json"), "message", status=lambda status: status == 200)
def validate_json_valid_message_dropped() -> None:
    """validate_json answers a valid text without the page's message."""


@fault("test_validate_moderation_word_lists", "as a whole word, any case")
@exchange
async def moderation_case_sensitive(request: Request, call: Call) -> Response:
    """validate_moderation matches the word lists case-sensitively (upper case is missed)."""
    response = await call(request)
    body = response.json()
    if asks(request, "POST", "/validate/moderation") and isinstance(body, dict):
        body["matches"] = [m for m in body.get("matches", []) if m["word"] == m["word"].lower()]
        body["categories"] = sorted({m["category"] for m in body["matches"]})
        body["flagged"] = bool(body["matches"])
        response = response.with_json(body)
    return response


@fault("test_validate_post_text_or_random_post_required", "neither post nor randomPost")
@refusal_recoded(
    on("POST", "/validate/post"),
    (ErrorCode.DEPENDENT_PARAMETER_MISSING,),
    ErrorCode.INVALID_REQUEST,
)
def validate_post_text_missing_as_invalid() -> None:
    """validate_post refuses a body without `post` or `randomPost: true` with the shape code
    101, not 108."""


@fault(LINKED, "validate_post answers a valid post with x-validate.validMessage")
@answer_field_dropped(VALIDATE_POST, "message")
def validate_post_valid_message_dropped() -> None:
    """validate_post answers a valid post without the operation's message."""


@fault(LINKED, "validate_post with platforms all checks the linked networks")
@body_rewritten(
    VALIDATE_POST,
    lambda body: (
        body | {"platforms": sorted(_SPEC.refs.lookup("/components/schemas/Platform")["enum"])}
        if body.get("platforms") == "all"
        else body
    ),
)
def validate_post_all_checks_every_network() -> None:
    """validate_post checks `all` as every network of the service, linked or not."""


@fault(LINKED, "validate_post refuses an empty text")
@refusal_accepted(
    ErrorCode.INVALID_REQUEST,
    {"status": "success", "valid": True, "errors": []},
    where=VALIDATE_POST,
)
def validate_post_invalid_body_accepted() -> None:
    """validate_post answers a body it must refuse (101), an empty text among them, as valid."""


def _text_body(request: Request) -> bool:
    return VALIDATE_JSON(request) and (request.header("content-type") or "").startswith("text/")


@fault(TEXT_BODY, "decodes the text/plain body by its charset")
@request_rewritten(_text_body, lambda request: request.with_header("content-type", "text/plain"))
def validate_json_charset_ignored() -> None:
    """validate_json ignores the text/plain body's `charset`: it is always read as UTF-8."""


def _as_utf8(request: Request) -> Request:
    content_type = request.header("content-type") or ""
    charset = content_type.partition("charset=")[2].strip() or "utf-8"
    try:
        text = request.body.decode(charset, errors="replace")
    except LookupError:
        text = request.body.decode("utf-8", errors="replace")
    return replace(request, body=text.encode()).with_header("content-type", "text/plain")


@fault(TEXT_BODY, "refuses a text/plain body that is no text in its charset")
@request_rewritten(_text_body, _as_utf8)
def validate_json_undecodable_body_read() -> None:
    """validate_json reads bytes that are no text in the body's charset as replacement
    characters (an unknown charset as UTF-8) instead of refusing them (101)."""


@fault(TEXT_BODY, "holds the text/plain body to JsonText's maxLength")
@request_rewritten(_text_body, lambda request: replace(request, body=request.body[:_JSON_TEXT_MAX]))
def validate_json_text_body_unbounded() -> None:
    """validate_json reads a text/plain body of any length (the server sees its first
    `JsonText.maxLength` characters)."""
