"""Rules of the validate operations (Max Pack), as the spec documents their sandbox behaviour
in `x-max-pack`: `validate_post` applies each network's text limit and reports networks not
linked without posting anything, and wants the text or `randomPost` (108) as `create_post`
does; `validate_post_length` measures code points against the same limits, `validate_json`
says whether a text is JSON (sent as the page's `text/plain` body or as `{"json": text}`, the
same answer), `validate_moderation` flags whole words of the documented word lists. Shapes and
rules are judged, not wording.

Everything here uses the public API on a fresh User Profile (no linked network). A target
whose account lacks the Max Pack add-on answers its code; the tests then skip.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.max_pack_rules import call_max_pack, rules_of
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId

JSON = "application/json"


def _post_max_length(spec: ApiSpec) -> int:
    schema = spec.resolve(spec.operation(OperationId.VALIDATE_POST).body_schemas[JSON])
    return int(spec.resolve(schema["properties"]["post"])["maxLength"])


def _send(
    client: ApiClient, spec: ApiSpec, operation_id: OperationId, body: Any, **kw: Any
) -> httpx.Response:
    return call_max_pack(client, spec, operation_id, json_body=body, **kw)


def test_validate_post_text_limits(user_profile: UserProfile, spec: ApiSpec) -> None:
    """For each network whose limit a post can reach: a text of exactly the limit has no
    post_too_long entry, one more character has one for that network, with its length and
    limit; every network named (none is linked) has a platform_not_linked entry; the answer
    is HTTP 400 with `valid: false`; nothing is posted."""
    rules = rules_of(spec)
    client = user_profile.client
    too_long = spec.error_code("post_too_long")
    not_linked = spec.error_code("platform_not_linked")
    history = spec.operation(OperationId.GET_POST_HISTORY).path
    before = client.expect_status(client.get(history), 200, "post history is readable")
    reachable = {p: m for p, m in rules.text_limits.items() if m < _post_max_length(spec)}
    for platform, limit in reachable.items():
        for size in (limit, limit + 1):
            rule = f"validate_post applies {platform}'s text limit ({limit}) to {size} characters"
            body = {"post": "é" * size, "platforms": [platform]}
            response = _send(
                client, spec, OperationId.VALIDATE_POST, body, headers=spec.x_credential_headers()
            )
            result = client.expect_status(response, 400, rule)
            errors = result.get("errors") if isinstance(result, dict) else None
            if result.get("valid") is not False or result.get("status") != "error":
                client.fail(response, rule, "an invalid post must answer valid false, status error")
            if not isinstance(errors, list):
                client.fail(response, rule, "the result has no errors array")
            codes = {(e.get("platform"), e.get("code")) for e in errors if isinstance(e, dict)}
            if (platform, not_linked) not in codes:
                client.fail(response, rule, f"no platform_not_linked entry for {platform}")
            long_entries = [e for e in errors if e.get("code") == too_long]
            if size == limit and long_entries:
                client.fail(response, rule, "a text of exactly the limit is not too long")
            if size > limit:
                want = {"platform": platform, "length": size, "maxLength": limit}
                got = [{k: e.get(k) for k in want} for e in long_entries]
                if got != [want]:
                    client.fail(
                        response, rule, f"expected one post_too_long entry {want}, got {got}"
                    )
    after = client.expect_status(client.get(history), 200, "post history is readable")
    # The posts only: `lastUpdated`/`nextUpdate` say when the history was read.
    if after.get("history") != before.get("history"):
        client.fail(
            client.get(history), "validate_post posts nothing", f"before {before}, after {after}"
        )


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_validate_post_linked_networks(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (twitter and bluesky linked): a text within both limits is answered
    200 with the valid answer and `x-validate.validMessage`; with `platforms: all` the linked
    networks (and only they) are checked; an empty text is refused (101) as `create_post`
    refuses it."""
    rules = rules_of(spec)
    client = user_profile.client
    profile_sandbox.link("twitter")
    profile_sandbox.link("bluesky")
    x = spec.x_credential_headers()
    limit = min(rules.text_limits["twitter"], rules.text_limits["bluesky"])
    body = {"post": "a" * limit, "platforms": ["twitter", "bluesky"]}
    response = _send(client, spec, OperationId.VALIDATE_POST, body, headers=x)
    rule = "validate_post answers a valid post with x-validate.validMessage"
    message = spec.operation(OperationId.VALIDATE_POST).raw["x-validate"]["validMessage"]
    want = {"status": "success", "valid": True, "errors": [], "message": message}
    if client.expect_status(response, 200, rule) != want:
        client.fail(response, rule, f"expected {want}")
    too_long = "b" * (max(rules.text_limits["twitter"], rules.text_limits["bluesky"]) + 1)
    response = _send(
        client, spec, OperationId.VALIDATE_POST, {"post": too_long, "platforms": "all"}, headers=x
    )
    rule = "validate_post with platforms all checks the linked networks"
    result = client.expect_status(response, 400, rule)
    if {e.get("platform") for e in result.get("errors", [])} != {"twitter", "bluesky"}:
        client.fail(response, rule, f"errors {result.get('errors')!r}")
    body = {"post": "", "platforms": ["bluesky"]}
    response = _send(client, spec, OperationId.VALIDATE_POST, body)
    client.expect_error(response, "invalid_request", "validate_post refuses an empty text")


def test_validate_post_text_or_random_post_required(
    user_profile: UserProfile, spec: ApiSpec
) -> None:
    """As `create_post`: a body with neither `post` nor `randomPost: true` is refused (108),
    also when it asks for `randomMediaUrl`."""
    client = user_profile.client
    rule = "validate_post: a post with neither post nor randomPost: true is refused (108)"
    for body in (
        {"platforms": ["facebook"]},
        {"platforms": ["facebook"], "randomPost": False, "randomMediaUrl": True},
    ):
        response = _send(client, spec, OperationId.VALIDATE_POST, body)
        client.expect_error(response, "dependent_parameter_missing", rule)


def test_validate_post_length(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Code points are counted; each result carries the spec's limit, in the spec's order, and
    `valid` is `length <= maxLength` (checked at each limit and one past it); `platforms`
    filters the results; each `x-alias-of` path (DOCS' /post/checkPostWeight) answers the same."""
    rules = rules_of(spec)
    client = user_profile.client
    text = "héllo wörld 👋"
    response = _send(client, spec, OperationId.VALIDATE_POST_LENGTH, {"post": text})
    body = client.expect_status(response, 200, "validate_post_length measures a text")
    rule = "validate_post_length counts code points for every network of x-max-pack.textLimits"
    want = [
        {"platform": p, "length": len(text), "maxLength": m, "valid": True}
        for p, m in rules.text_limits.items()
    ]
    if body.get("length") != len(text) or body.get("results") != want:
        client.fail(response, rule, f"expected length {len(text)} and results {want}")
    for alias in (op for op in spec.paths if op.alias_of == OperationId.VALIDATE_POST_LENGTH):
        # DOCS check-post-length's path (x-alias-of): the same answer
        again = client.post(alias.path, json_body={"post": text})
        if again.status_code != 200 or again.json() != body:
            client.fail(again, f"x-alias-of: {alias.label} answers as validate_post_length")
    for platform, limit in rules.text_limits.items():
        for size in (limit, limit + 1):
            rule = f"validate_post_length: {size} characters on {platform} (limit {limit})"
            sent = {"post": "x" * size, "platforms": [platform]}
            response = _send(client, spec, OperationId.VALIDATE_POST_LENGTH, sent)
            body = client.expect_status(response, 200, rule)
            expected = [
                {"platform": platform, "length": size, "maxLength": limit, "valid": size <= limit}
            ]
            if body.get("results") != expected:
                client.fail(response, rule, f"expected results {expected}")


def _is_json(text: str) -> bool:
    def refuse(name: str) -> Any:
        raise ValueError(name)

    try:
        json.loads(text, parse_constant=refuse)
    except ValueError:
        return False
    return True


JSON_TEXTS = [
    '{"post": "Hi", "platforms": ["linkedin"], "n": [1, 2.5, null, true]}',
    '"plain"',
    "0",
    '{"a": 1,}',
    '{\n  "a": [1, 2\n}',
    "[1] [2]",
    "",
    "NaN",
    '{"a": Infinity}',
    "{'a': 1}",
]


def test_validate_json(user_profile: UserProfile, spec: ApiSpec) -> None:
    """`valid` says whether the text is RFC 8259 JSON; an invalid text gets a message, and a
    line and column inside the text when they are given."""
    client = user_profile.client
    for text in JSON_TEXTS:
        rule = f"validate_json judges {text!r} as {'JSON' if _is_json(text) else 'not JSON'}"
        response = _send(client, spec, OperationId.VALIDATE_JSON, {"json": text})
        body = client.expect_status(response, 200, rule)
        if body.get("valid") is not _is_json(text):
            client.fail(response, rule, f"valid is {body.get('valid')!r}")
        if body["valid"]:
            continue
        if not body.get("message"):
            client.fail(response, rule, "an invalid text has no message")
        lines = text.split("\n")
        line, column = body.get("line"), body.get("column")
        if line is not None and not 1 <= line <= len(lines):
            client.fail(response, rule, f"line {line} is outside the text")
        if line is not None and column is not None and not 1 <= column <= len(lines[line - 1]) + 1:
            client.fail(response, rule, f"column {column} is outside line {line}")


def test_validate_json_text_body(user_profile: UserProfile, spec: ApiSpec) -> None:
    """The page's form (DOCS validate-json): the text itself as a `text/plain` body is judged
    as the same text sent as `{"json": text}` (the same answer), and a valid text is answered
    with the operation's `x-validate.validMessage` (the page's "Valid JSON. Nice Job!")."""
    client = user_profile.client
    valid_message = spec.operation(OperationId.VALIDATE_JSON).raw["x-validate"]["validMessage"]
    plain = {"Content-Type": "text/plain; charset=utf-8"}
    for text in JSON_TEXTS:
        rule = f"validate_json judges the text/plain body {text!r} as its json form"
        as_text = _send(
            client, spec, OperationId.VALIDATE_JSON, None, content=text.encode(), headers=plain
        )
        body = client.expect_status(as_text, 200, rule)
        as_json = _send(client, spec, OperationId.VALIDATE_JSON, {"json": text})
        if body != client.expect_status(as_json, 200, rule):
            client.fail(as_text, rule, f"the json form answered {as_json.text[:300]}")
        if body.get("valid") is True and body.get("message") != valid_message:
            client.fail(
                as_text,
                "validate_json answers a valid text with x-validate.validMessage",
                repr(body),
            )


def test_validate_json_text_body_charset_and_bound(
    user_profile: UserProfile, spec: ApiSpec
) -> None:
    """The text/plain body is decoded by its `charset` (UTF-8 without one); bytes that are no
    text in it are refused (101), and so is a body longer than `JsonText`'s maxLength."""
    client = user_profile.client

    def send(content: bytes, content_type: str) -> httpx.Response:
        headers = {"Content-Type": content_type}
        return _send(
            client, spec, OperationId.VALIDATE_JSON, None, content=content, headers=headers
        )

    latin = '{"post": "Grüße"}'.encode("latin-1")
    rule = "validate_json decodes the text/plain body by its charset"
    for content, content_type in (
        (latin, "text/plain; charset=ISO-8859-1"),
        ('{"post": "Grüße 🍩"}'.encode(), "text/plain"),
    ):
        response = send(content, content_type)
        if client.expect_status(response, 200, rule).get("valid") is not True:
            client.fail(response, rule, "a JSON text is not valid")
    rule = "validate_json refuses a text/plain body that is no text in its charset (101)"
    for content, content_type in ((latin, "text/plain"), (b"{}", "text/plain; charset=no-such")):
        client.expect_error(send(content, content_type), "invalid_request", rule)
    limit = int(spec.resolve({"$ref": "#/components/schemas/JsonText"})["maxLength"])
    rule = "validate_json holds the text/plain body to JsonText's maxLength"
    client.expect_status(send(b"1" * limit, "text/plain"), 200, rule)
    client.expect_error(send(b"1" * (limit + 1), "text/plain"), "invalid_request", rule)


def test_validate_moderation_word_lists(user_profile: UserProfile, spec: ApiSpec) -> None:
    """Each word of each category is matched whole and case-insensitively, with its category
    and offset; inside a longer word it is not matched; `categories` and `flagged` follow."""
    rules = rules_of(spec)
    client = user_profile.client
    for category, words in rules.moderation.items():
        for word in words:
            text = f"Well, {word.upper()}! and {word}ness"
            rule = f"validate_moderation flags {word!r} ({category}) as a whole word, any case"
            response = _send(client, spec, OperationId.VALIDATE_MODERATION, {"text": text})
            body = client.expect_status(response, 200, rule)
            want = {
                "status": "success",
                "flagged": True,
                "categories": [category],
                "matches": [{"word": word.upper(), "category": category, "index": 6}],
            }
            if body != want:
                client.fail(response, rule, f"expected {want}")
    text = "Peaceful words only"
    response = _send(client, spec, OperationId.VALIDATE_MODERATION, {"text": text})
    body = client.expect_status(response, 200, "validate_moderation on a clean text")
    if body.get("flagged") is not False or body.get("matches") != []:
        client.fail(response, "validate_moderation flags nothing in a clean text", str(body))
