"""spec_lint: each check passes a good spec and catches the problem it exists for.

The rules the standard linters make (examples valid, operation ids, tags, summaries, body
examples) are proven in test_standard_linters.py."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from spec_lint import Problem, Spec, load_yaml, run_checks
from spec_lint.__main__ import main
from spec_lint.errors import check_error_bodies, check_error_catalogue, check_error_codes
from spec_lint.gates import check_gate_responses
from spec_lint.limits import check_limit_maxima
from spec_lint.operation_refs import check_operation_references
from spec_lint.rate_limits import check_rate_limit_responses, check_suspension_responses
from tests.spec_model.edits import Edit, at, drop, put, write_spec

ERROR = {"$ref": "#/components/schemas/Error"}
JSON = "application/json"


def error_response(description: str, codes: list[int]) -> dict[str, Any]:
    return {
        "description": description,
        "x-error-codes": codes,
        "content": {JSON: {"schema": ERROR, "example": {"code": codes[0], "message": "x"}}},
    }


def good_document() -> dict[str, Any]:
    """A small spec that every check accepts (it holds only what the checks read: no tags,
    summaries or examples, which the standard linters judge)."""
    return {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "x-error-catalogue": {
            "1001": {"status": 400, "name": "invalid_request", "message": "Invalid."},
            "1002": {"status": 404, "name": "post_not_found", "message": "No such post."},
            "1003": {"status": 401, "name": "unauthorized", "message": "Bad key."},
        },
        "paths": {
            "/posts/{postId}": {
                "get": {
                    "operationId": "get_post",
                    "parameters": [
                        {
                            "name": "postId",
                            "in": "path",
                            "required": True,
                            "schema": {"type": "string", "pattern": "^[a-z0-9]+$"},
                        }
                    ],
                    "responses": {
                        "200": {
                            "description": "The post.",
                            "content": {JSON: {"schema": {"$ref": "#/components/schemas/Post"}}},
                        },
                        "401": {"$ref": "#/components/responses/Unauthorized"},
                        "404": error_response("No such post.", [1002]),
                    },
                },
                "delete": {
                    "operationId": "deletePost",
                    "responses": {
                        "204": {"description": "Deleted."},
                        "401": {"$ref": "#/components/responses/Unauthorized"},
                    },
                },
            },
            "/posts": {
                "post": {
                    "operationId": "createPost",
                    "requestBody": {
                        "required": True,
                        "content": {JSON: {"schema": {"$ref": "#/components/schemas/NewPost"}}},
                    },
                    "responses": {
                        "201": {
                            "description": "Created.",
                            "content": {JSON: {"schema": {"$ref": "#/components/schemas/Post"}}},
                        },
                        "400": {
                            "description": "Invalid.",
                            "x-error-codes": [1001],
                            "content": {
                                JSON: {"schema": {"$ref": "#/components/schemas/ValidationError"}}
                            },
                        },
                        "401": {"$ref": "#/components/responses/Unauthorized"},
                    },
                }
            },
        },
        "webhooks": {
            "postPublished": {
                "post": {
                    "operationId": "post_published",
                    "requestBody": {
                        "content": {JSON: {"schema": {"$ref": "#/components/schemas/Post"}}}
                    },
                    "responses": {"204": {"description": "Received."}},
                }
            }
        },
        "components": {
            "responses": {"Unauthorized": error_response("Bad key.", [1003])},
            "schemas": {
                "NewPost": {
                    "type": "object",
                    "required": ["text"],
                    "additionalProperties": False,
                    "properties": {"text": {"type": "string", "minLength": 1}},
                },
                "Post": {
                    "type": "object",
                    "required": ["id", "text", "createdAt"],
                    "properties": {
                        "id": {"type": "string"},
                        "text": {"type": "string"},
                        "createdAt": {"type": "string", "format": "date-time"},
                        "views": {"type": "integer", "format": "int32"},
                    },
                },
                "Error": {
                    "type": "object",
                    "required": ["code", "message"],
                    "properties": {"code": {"type": "integer"}, "message": {"type": "string"}},
                },
                "ValidationError": {
                    "allOf": [
                        {"$ref": "#/components/schemas/Error"},
                        {"type": "object", "properties": {"field": {"type": "string"}}},
                    ]
                },
            },
        },
    }


Base = Callable[[], dict[str, Any]]
CREATE = "/paths/~1posts/post"
GET = "/paths/~1posts~1{postId}/get"
CREATE_OP = ("paths", "/posts", "post")
GET_OP = ("paths", "/posts/{postId}", "get")
RATE_LIMITED = "#/components/responses/RateLimited"
FORBIDDEN = {"$ref": "#/components/responses/ProfileForbidden"}
PROFILE_KEY = {"$ref": "#/components/parameters/ProfileKey"}
SUSPENDED = 1403


def build(base: Base, mutate: Edit | None = None) -> Spec:
    document = base()
    if mutate is not None:
        mutate(document)
    return Spec(copy.deepcopy(document))


def rate_limited_document() -> dict[str, Any]:
    """`good_document` with `x-rate-limit` and a 429 response on every operation."""
    document = good_document()
    document["x-rate-limit"] = {
        "windowSeconds": 300,
        "headers": {"max": "x-ratelimit-max", "count": "x-ratelimit-count"},
        "errorCode": 1429,
    }
    document["x-error-catalogue"]["1429"] = {
        "status": 429,
        "name": "rate_limited",
        "message": "Too many requests.",
    }
    response = error_response("Too many requests.", [1429])
    header = {"schema": {"type": "integer", "minimum": 0}}
    response["headers"] = {"x-ratelimit-max": header, "X-RateLimit-Count": header}
    document["components"]["responses"]["RateLimited"] = response
    for item in document["paths"].values():
        for operation in item.values():
            operation["responses"]["429"] = {"$ref": RATE_LIMITED}
    return document


def suspending_document() -> dict[str, Any]:
    """`rate_limited_document` with `x-rate-limit.suspension`: get_post takes Profile-Key (by
    a $ref) and lists the code in its shared 403; the other operations take no Profile-Key."""
    document = rate_limited_document()
    document["x-rate-limit"]["suspension"] = {"after": 5, "withinHours": 1, "errorCode": SUSPENDED}
    document["x-error-catalogue"][str(SUSPENDED)] = {
        "status": 403,
        "name": "profile_suspended",
        "message": "Suspended.",
    }
    document["components"]["parameters"] = {
        "ProfileKey": {"name": "Profile-Key", "in": "header", "schema": {"type": "string"}}
    }
    document["components"]["responses"]["ProfileForbidden"] = error_response(
        "Suspended.", [SUSPENDED]
    )
    operation = at(document, *GET_OP)
    operation["parameters"].append(PROFILE_KEY)
    operation["responses"]["403"] = FORBIDDEN
    return document


def gated_document() -> dict[str, Any]:
    """`good_document` where get_post needs an add-on and a network, listing both codes."""
    document = good_document()
    catalogue = document["x-error-catalogue"]
    catalogue["1109"] = {"status": 403, "name": "add_on_required", "message": "Add-on."}
    catalogue["1157"] = {"status": 400, "name": "network_not_supported", "message": "Network."}
    document["x-add-ons"] = {"MaxPack": {"errorCode": 1109, "description": "Max."}}
    operation = at(document, *GET_OP)
    operation["x-add-ons"] = ["MaxPack"]
    operation["x-networks"] = ["facebook"]
    operation["responses"]["403"] = error_response("No add-on.", [1109])
    operation["responses"]["400"] = error_response("Bad network.", [1157])
    return document


def linked_document() -> dict[str, Any]:
    """`good_document` where every kind of operation reference names an existing operation."""
    document = good_document()
    created = document["paths"]["/posts"]["post"]["responses"]["201"]
    created["links"] = {
        "GetPost": {"operationId": "get_post", "parameters": {"postId": "$response.body#/id"}},
        "DeletePost": {"operationRef": "#/paths/~1posts~1{postId}/delete"},
    }
    document["components"]["links"] = {"Read": {"operationId": "get_post"}}
    document["paths"]["/posts/{postId}"]["put"] = {
        **copy.deepcopy(at(document, *GET_OP)),
        "operationId": "get_post_legacy",
        "deprecated": True,
        "x-alias-of": "get_post",
    }
    document["paths"]["/posts"]["post"]["x-page"] = {"pageOperation": "get_post"}
    document["x-flows"] = {"publishOperations": ["createPost", "post_published"]}
    return document


# What a maintainer does: rename the operation, leave the names that point at it.
rename_get_post = put("read_post", *GET_OP, "operationId")


def result_body(marked: bool) -> Edit:
    """GET /posts/{postId}'s 404 answers either an Error or a result with `errors`."""

    def mutate(document: dict[str, Any]) -> None:
        result: dict[str, Any] = {"type": "object", "properties": {"errors": {"type": "array"}}}
        if marked:
            result["x-error-result"] = True
        document["components"]["schemas"]["Result"] = result
        content = at(document, *GET_OP)["responses"]["404"]["content"][JSON]
        content["schema"] = {"oneOf": [ERROR, {"$ref": "#/components/schemas/Result"}]}

    return mutate


def status_range(document: dict[str, Any]) -> None:
    responses = at(document, *CREATE_OP)["responses"]
    responses["4XX"] = responses.pop("400")
    responses["4XX"]["x-error-codes"] = [1001, 1002]


def no_rate_limit(document: dict[str, Any]) -> None:
    del document["x-rate-limit"]
    del document["x-error-catalogue"]["1429"]
    for item in document["paths"].values():
        for operation in item.values():
            operation["responses"].pop("429")


def no_suspension(document: dict[str, Any]) -> None:
    del document["x-rate-limit"]["suspension"]
    del document["x-error-catalogue"][str(SUSPENDED)]
    del document["components"]["responses"]["ProfileForbidden"]
    del at(document, *GET_OP)["responses"]["403"]


def inline_429(document: dict[str, Any]) -> None:
    response = error_response("Slow down.", [1429])
    response["headers"] = {"x-ratelimit-max": {"schema": {"type": "integer"}}}
    at(document, *CREATE_OP)["responses"]["429"] = response


def strip_429(document: dict[str, Any]) -> None:
    response = document["components"]["responses"]["RateLimited"]
    del response["headers"]
    response["x-error-codes"] = [1001]


def profile_key_on_item(document: dict[str, Any]) -> None:
    item = document["paths"]["/posts/{postId}"]
    item["get"]["parameters"].remove(PROFILE_KEY)
    item["parameters"] = [PROFILE_KEY]


def no_gate_codes(document: dict[str, Any]) -> None:
    responses = at(document, *GET_OP)["responses"]
    del responses["403"]
    del responses["400"]


def dangling_ref_and_list(document: dict[str, Any]) -> None:
    del document["paths"]["/posts/{postId}"]["delete"]
    document["x-flows"]["publishOperations"].append("no_such_operation")


def limited(maximum: int, name: str = "postLimit") -> Edit:
    def mutate(document: dict[str, Any]) -> None:
        document["x-limits"] = {"postLimit": 50}
        parameter = at(document, *GET_OP)["parameters"][0]
        parameter["schema"] = {"type": "integer", "maximum": maximum, "x-limit": name}

    return mutate


@pytest.mark.parametrize(
    ("base", "mutate"),
    [
        pytest.param(good_document, None, id="good"),
        pytest.param(good_document, result_body(marked=True), id="oneOf-error-and-marked-result"),
        pytest.param(good_document, status_range, id="status-range-takes-codes-of-its-class"),
        pytest.param(
            good_document,
            put(
                {"status": 405, "name": "not_allowed", "message": "M.", "scope": "any-request"},
                "x-error-catalogue",
                "1005",
            ),
            id="any-request-code-needs-no-response",
        ),
        pytest.param(
            good_document,
            lambda d: d.update(
                {"x-error-catalogue": {int(k): v for k, v in d["x-error-catalogue"].items()}}
            ),
            id="integer-catalogue-keys",
        ),
        pytest.param(good_document, limited(50), id="limit-maximum-agrees"),
        pytest.param(rate_limited_document, None, id="429-everywhere"),
        pytest.param(rate_limited_document, no_rate_limit, id="no-rate-limit-not-checked"),
        pytest.param(suspending_document, None, id="suspension-code-where-profile-key"),
        pytest.param(suspending_document, no_suspension, id="no-suspension-not-checked"),
        pytest.param(gated_document, None, id="gate-codes-listed"),
        pytest.param(linked_document, None, id="references-exist"),
    ],
)
def test_a_good_spec_has_no_problems(base: Base, mutate: Edit | None) -> None:
    assert run_checks(build(base, mutate)) == []


RENAMED = "names operationId 'get_post', but no operation of paths or webhooks has it"


@pytest.mark.parametrize(
    ("base", "mutate", "check", "where", "words"),
    [
        pytest.param(
            good_document,
            put(
                {"text/plain": {"schema": {"type": "string"}}},
                *GET_OP,
                "responses",
                "404",
                "content",
            ),
            check_error_bodies,
            [f"{GET}/responses/404"],
            ["application/json"],
            id="error-body-not-json",
        ),
        pytest.param(  # reported once, at the shared component, though three operations use it
            good_document,
            put(
                {"type": "object"},
                "components",
                "responses",
                "Unauthorized",
                "content",
                JSON,
                "schema",
            ),
            check_error_bodies,
            ["/components/responses/Unauthorized/content/application~1json/schema"],
            [],
            id="error-body-other-schema",
        ),
        pytest.param(
            good_document,
            result_body(marked=False),
            check_error_bodies,
            [f"{GET}/responses/404/content/application~1json/schema"],
            ["x-error-result"],
            id="oneOf-with-unmarked-result",
        ),
        pytest.param(
            good_document,
            drop(*CREATE_OP, "responses", "400", "x-error-codes"),
            check_error_codes,
            [f"{CREATE}/responses/400"],
            ["x-error-codes"],
            id="error-response-without-codes",
        ),
        pytest.param(
            good_document,
            put([1001, 9999], *CREATE_OP, "responses", "400", "x-error-codes"),
            check_error_codes,
            [f"{CREATE}/responses/400/x-error-codes/1"],
            ["9999 is not in x-error-catalogue"],
            id="code-not-catalogued",
        ),
        pytest.param(
            good_document,
            put([1001, 1002], *CREATE_OP, "responses", "400", "x-error-codes"),
            check_error_codes,
            [f"{CREATE}/responses/400/x-error-codes/1"],
            ["status 404"],
            id="code-of-other-status",
        ),
        pytest.param(
            good_document,
            put({"status": 409, "name": "conflict", "message": "C."}, "x-error-catalogue", "1004"),
            check_error_catalogue,
            ["/x-error-catalogue/1004"],
            ["not listed by any response"],
            id="catalogued-code-unused",
        ),
        pytest.param(
            good_document,
            put({"status": 200, "name": "post_not_found"}, "x-error-catalogue", "1001"),
            check_error_catalogue,
            [
                "/x-error-catalogue/1001/status",
                "/x-error-catalogue/1001/message",
                "/x-error-catalogue/1002/name",
            ],
            [],
            id="catalogue-entries-malformed",
        ),
        pytest.param(
            good_document,
            drop("x-error-catalogue"),
            check_error_catalogue,
            [""],
            [],
            id="catalogue-missing",
        ),
        pytest.param(
            rate_limited_document,
            drop(*CREATE_OP, "responses", "429"),
            check_rate_limit_responses,
            [CREATE + "/responses"],
            ["POST /posts has no 429 response"],
            id="operation-without-429",
        ),
        pytest.param(
            rate_limited_document,
            inline_429,
            check_rate_limit_responses,
            [CREATE + "/responses/429"],
            ["does not declare the header x-ratelimit-count"],
            id="inline-429-checked-too",
        ),
        pytest.param(  # reported once for the shared component
            rate_limited_document,
            strip_429,
            check_rate_limit_responses,
            ["/components/responses/RateLimited"] * 3,
            ["x-ratelimit-max", "x-ratelimit-count", "does not list code 1429"],
            id="429-without-headers-or-code",
        ),
        pytest.param(
            rate_limited_document,
            put({"max": "x-ratelimit-max"}, "x-rate-limit", "headers"),
            check_rate_limit_responses,
            ["/x-rate-limit"],
            [],
            id="rate-limit-headers-malformed",
        ),
        pytest.param(
            suspending_document,
            put([1001], "components", "responses", "ProfileForbidden", "x-error-codes"),
            check_suspension_responses,
            [GET + "/responses/403"],
            ["GET /posts/{postId} takes Profile-Key"],
            id="profile-key-403-without-suspension-code",
        ),
        pytest.param(
            suspending_document,
            drop(*GET_OP, "responses", "403"),
            check_suspension_responses,
            [GET + "/responses/403"],
            ["GET /posts/{postId} takes Profile-Key"],
            id="profile-key-without-403",
        ),
        pytest.param(  # deletePost shares the path item: it takes Profile-Key and lacks the code
            suspending_document,
            profile_key_on_item,
            check_suspension_responses,
            ["/paths/~1posts~1{postId}/delete/responses/403"],
            [],
            id="profile-key-on-the-path-item",
        ),
        pytest.param(
            suspending_document,
            put(FORBIDDEN, *CREATE_OP, "responses", "403"),
            check_suspension_responses,
            [CREATE + "/responses/403"],
            ["takes no Profile-Key"],
            id="suspension-code-without-profile-key",
        ),
        pytest.param(
            gated_document,
            no_gate_codes,
            check_gate_responses,
            [GET + "/responses", GET + "/responses"],
            [
                "needs the MaxPack add-on but no response lists its code 1109",
                "no response lists code 1157 (network_not_supported)",
            ],
            id="gate-codes-missing",
        ),
        pytest.param(
            gated_document,
            put(["Nope"], *GET_OP, "x-add-ons"),
            check_gate_responses,
            [GET + "/x-add-ons"],
            ["GET /posts/{postId}: add-on 'Nope' is not in #/x-add-ons"],
            id="unknown-add-on",
        ),
        pytest.param(
            linked_document,
            rename_get_post,
            check_operation_references,
            [
                "/components/links/Read/operationId",
                f"{CREATE}/responses/201/links/GetPost/operationId",
                f"{CREATE}/x-page/pageOperation",
                "/paths/~1posts~1{postId}/put/x-alias-of",
            ],
            [f"link Read {RENAMED}", f"x-page.pageOperation {RENAMED}", f"x-alias-of {RENAMED}"],
            id="renamed-operation-at-every-name-left-behind",
        ),
        pytest.param(
            linked_document,
            dangling_ref_and_list,
            check_operation_references,
            [
                f"{CREATE}/responses/201/links/DeletePost/operationRef",
                "/x-flows/publishOperations/2",
            ],
            [
                "link DeletePost names operationRef '#/paths/~1posts~1{postId}/delete', which is "
                "not an operation of paths or webhooks",
                "x-flows.publishOperations names operationId 'no_such_operation'",
            ],
            id="dangling-operation-ref-and-list",
        ),
        pytest.param(
            good_document,
            limited(51),
            check_limit_maxima,
            [GET + "/parameters/0/schema"],
            ["x-limits.postLimit (50)"],
            id="limit-maximum-differs",
        ),
        pytest.param(
            good_document,
            limited(50, "otherLimit"),
            check_limit_maxima,
            [GET + "/parameters/0/schema/x-limit"],
            [],
            id="limit-names-no-entry",
        ),
    ],
)
def test_a_problem_is_reported_where_it_was_made(
    base: Base,
    mutate: Edit,
    check: Callable[[Spec], list[Problem]],
    where: list[str],
    words: list[str],
) -> None:
    """The check finds it at `where`, saying `words`, and `run_checks` reports it too."""
    spec = build(base, mutate)
    problems = check(spec)
    assert sorted(p.location for p in problems) == sorted(where), problems
    messages = "\n".join(p.message for p in problems)
    assert all(word in messages for word in words), messages
    everything = run_checks(spec)
    assert all(problem in everything for problem in problems)


def test_the_repository_spec_passes_every_check_on_facts_it_holds() -> None:
    document = load_yaml((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
    assert run_checks(Spec(document)) == []
    # each check had its facts to look at, instead of skipping
    assert document["x-rate-limit"]["headers"] and document["x-add-ons"]
    assert document["x-rate-limit"]["suspension"]["errorCode"]
    links = [
        link
        for item in document["paths"].values()
        for operation in item.values()
        for response in operation.get("responses", {}).values()
        for link in response.get("links", {}).values()
    ]
    assert len(links) > 10


# --- command line ---------------------------------------------------------------------------


def test_cli_passes_good_spec(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(write_spec(tmp_path, good_document()))]) == 0
    assert "checks passed" in capsys.readouterr().out


def test_cli_prints_one_line_per_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = good_document()
    document["paths"]["/posts"]["post"]["responses"]["400"]["x-error-codes"] = [1002]
    path = write_spec(tmp_path, document)

    assert main([str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        f"{path}#{CREATE}/responses/400/x-error-codes/0: error code 1002 has status 404 in "
        f"x-error-catalogue, but is listed on a 400 response (at {CREATE}/responses/400) "
        "[error-codes]",
        f"{path}#/x-error-catalogue/1001: error code 1001 is not listed by any response's "
        "x-error-codes [error-catalogue]",
    ]


def test_cli_unreadable_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path / "missing.yaml")]) == 2
    assert "cannot read" in capsys.readouterr().err
