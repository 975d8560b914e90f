"""The validate operations (Max Pack) on the reference server: a post checked like create_post
without being posted, per-network text limits from `x-max-pack`, JSON text, the moderation word
lists, and the add-on gate."""

from __future__ import annotations

from collections.abc import Iterator
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
    created = api.ok("POST", "/profiles", json={"title": "Validate profile"})
    headers = {"Profile-Key": created["profileKey"], **X_HEADERS}
    for platform in ("twitter", "bluesky"):
        api.sandbox("link", {"platform": platform}, headers=headers)
    return headers


def _validate(api: Api, headers: dict[str, str], body: dict[str, Any]) -> Any:
    return api.post("/validate/post", json=body, headers=headers)


def test_validate_post_limits_per_network(
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
    answer = _validate(api, acting, {**body, "post": "é" * (limit + 1)})
    assert answer.status_code == 400, answer.text
    result = answer.json()
    assert result["status"] == "error" and result["valid"] is False
    assert result["errors"] == [
        {
            "action": "validate",
            "status": "error",
            "code": int(ErrorCode.POST_TOO_LONG),
            "message": f"The text has {limit + 1} characters; twitter allows {limit}.",
            "platform": "twitter",
            "length": limit + 1,
            "maxLength": limit,
        }
    ]


def test_validate_post_unlinked_and_all(
    api: Api, acting: dict[str, str], rules: MaxPackRules
) -> None:
    answer = _validate(api, acting, {"post": "Hi", "platforms": ["linkedin", "bluesky"]})
    assert answer.status_code == 400, answer.text
    errors = answer.json()["errors"]
    assert [(e["platform"], e["code"]) for e in errors] == [
        ("linkedin", int(ErrorCode.PLATFORM_NOT_LINKED))
    ]
    # `all` checks the linked networks: twitter (the shortest limit) and bluesky.
    too_long = "b" * (rules.text_limits["bluesky"] + 1)
    answer = _validate(api, acting, {"post": too_long, "platforms": "all"})
    assert answer.status_code == 400, answer.text
    assert {e["platform"] for e in answer.json()["errors"]} == {"twitter", "bluesky"}


def test_validate_post_refuses_like_create_post_and_stores_nothing(
    api: Api, acting: dict[str, str]
) -> None:
    before = api.ok("GET", "/history", headers=acting)["history"]
    past = {"post": "Hi", "platforms": ["bluesky"], "scheduleDate": "2020-01-01T00:00:00Z"}
    api.error(
        int(ErrorCode.SCHEDULE_DATE_IN_PAST), "POST", "/validate/post", json=past, headers=acting
    )
    no_x = {"Profile-Key": acting["Profile-Key"]}
    api.error(
        int(ErrorCode.TWITTER_CREDENTIALS_REQUIRED),
        "POST",
        "/validate/post",
        json={"post": "Hi", "platforms": ["twitter"]},
        headers=no_x,
    )
    api.error(
        int(ErrorCode.INVALID_REQUEST),
        "POST",
        "/validate/post",
        json={"post": "", "platforms": ["bluesky"]},
        headers=acting,
    )
    answer = _validate(api, acting, {"post": "Hi", "platforms": ["bluesky"]})
    assert answer.status_code == 200, answer.text
    # The posts only: lastUpdated says when the list was read.
    assert api.ok("GET", "/history", headers=acting)["history"] == before


def test_post_length_counts_code_points(api: Api, rules: MaxPackRules) -> None:
    text = "héllo 👋"
    body = api.ok("POST", "/validate/postLength", json={"post": text})
    assert body["status"] == "success" and body["length"] == 7
    assert [r["platform"] for r in body["results"]] == list(rules.text_limits)
    for result in body["results"]:
        assert result == {
            "platform": result["platform"],
            "length": 7,
            "maxLength": rules.text_limits[result["platform"]],
            "valid": True,
        }
    # DOCS check-post-length's path, a deprecated alias: the same answer (24 emoji: 24)
    assert api.ok("POST", "/post/checkPostWeight", json={"post": text}) == body
    emoji = api.ok("POST", "/post/checkPostWeight", json={"post": "\U0001f369" * 24})
    assert emoji["length"] == 24


def test_post_length_boundary_and_filter(api: Api, rules: MaxPackRules) -> None:
    limit = rules.text_limits["twitter"]
    for size, valid in ((limit, True), (limit + 1, False)):
        body = api.ok(
            "POST",
            "/validate/postLength",
            json={"post": "x" * size, "platforms": ["youtube", "twitter"]},
        )
        # The order is the spec's, not the request's.
        order = [p for p in rules.text_limits if p in ("youtube", "twitter")]
        assert [r["platform"] for r in body["results"]] == order
        twitter = next(r for r in body["results"] if r["platform"] == "twitter")
        assert twitter == {
            "platform": "twitter",
            "length": size,
            "maxLength": limit,
            "valid": valid,
        }


#: The valid text's message: the operation's `x-validate` (DOCS validate-json's).
JSON_VALID_MESSAGE = (
    ServiceSpec.load().operation(OperationId.VALIDATE_JSON).raw["x-validate"]["validMessage"]
)


def check_json(api: Api, text: str, form: str) -> Any:
    """validate_json's answer for `text` sent in body `form`: `text` (the page's text/plain
    body, the text itself) or `json` (the spec's `{"json": text}`)."""
    if form == "text":
        headers = {"Content-Type": "text/plain; charset=utf-8"}
        return api.ok("POST", "/validate/json", content=text.encode(), headers=headers)
    return api.ok("POST", "/validate/json", json={"json": text})


FORMS = pytest.mark.parametrize("form", ["text", "json"])


@FORMS
@pytest.mark.parametrize(
    ("text", "where"),
    [
        ('{"a": 1,}', (1, 9)),
        ('{\n  "a": [1, 2\n}', (3, 1)),
        ("[1] [2]", (1, 5)),
        ("", (1, 1)),
    ],
)
def test_validate_json_invalid_says_where(
    api: Api, text: str, where: tuple[int, int], form: str
) -> None:
    body = check_json(api, text, form)
    assert body["valid"] is False and body["message"] and body["message"] != JSON_VALID_MESSAGE
    assert (body["line"], body["column"]) == where


@FORMS
@pytest.mark.parametrize(
    "text", ['{"post": "Hi", "n": [1, 2.5, null, true]}', '"plain"', "0", "[" + "9" * 5000 + "]"]
)
def test_validate_json_valid(api: Api, text: str, form: str) -> None:
    assert check_json(api, text, form) == {
        "status": "success",
        "valid": True,
        "message": JSON_VALID_MESSAGE,
    }


@FORMS
@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '{"a": -Infinity}'])
def test_validate_json_refuses_non_json_constants(api: Api, text: str, form: str) -> None:
    body = check_json(api, text, form)
    assert body["valid"] is False and "not JSON" in body["message"]


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


def test_moderation_word_lists(api: Api, rules: MaxPackRules) -> None:
    spam = rules.moderation["spam"][0]
    violence = rules.moderation["violence"][0]
    text = f"Say {spam.upper()}! {spam}dom is not {violence}, {violence}_x"
    body = api.ok("POST", "/validate/moderation", json={"text": text})
    first = text.index(spam.upper())
    last = text.rindex(violence)
    middle = text.index(f"{violence},")
    assert body == {
        "status": "success",
        "flagged": True,
        "categories": sorted({"spam", "violence"}),
        "matches": [
            {"word": spam.upper(), "category": "spam", "index": first},
            {"word": violence, "category": "violence", "index": middle},
            {"word": violence, "category": "violence", "index": last},
        ],
    }
    clean = api.ok("POST", "/validate/moderation", json={"text": f"{spam}dom and peace"})
    assert clean == {"status": "success", "flagged": False, "categories": [], "matches": []}


@pytest.fixture
def without_max_pack(api: Api) -> Iterator[None]:
    api.sandbox("add-ons", {"addOns": []})
    yield
    api.sandbox("add-ons", {"addOns": ["MaxPack"]})


@pytest.mark.usefixtures("without_max_pack")
@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/validate/post", {"post": "Hi", "platforms": ["bluesky"]}),
        ("/validate/postLength", {"post": "Hi"}),
        ("/validate/json", {"json": "{}"}),
        ("/validate/moderation", {"text": "Hi"}),
    ],
)
def test_validate_needs_max_pack(api: Api, path: str, body: dict[str, Any]) -> None:
    api.error(int(ErrorCode.ADD_ON_REQUIRED), "POST", path, json=body)
