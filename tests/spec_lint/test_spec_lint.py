"""spec_lint: each check passes a good spec and catches the problem it exists for.

The rules the standard linters make (examples valid, operation ids, tags, summaries, body
examples) are proven in test_standard_linters.py."""

from __future__ import annotations

import copy
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
from tests.yaml_text import dump_yaml

ERROR = {"$ref": "#/components/schemas/Error"}
JSON = "application/json"


def error_response(description: str, codes: list[int]) -> dict[str, Any]:
    return {
        "description": description,
        "x-error-codes": codes,
        "content": {JSON: {"schema": ERROR, "example": {"code": codes[0], "message": "x"}}},
    }


def good_document() -> dict[str, Any]:
    """A small spec that every check accepts."""
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
                    "tags": ["posts"],
                    "summary": "Get a post",
                    "description": "Returns one post.",
                    "parameters": [
                        {
                            "name": "postId",
                            "in": "path",
                            "required": True,
                            "schema": {"type": "string", "pattern": "^[a-z0-9]+$"},
                            "example": "abc123",
                        }
                    ],
                    "responses": {
                        "200": {
                            "description": "The post.",
                            "content": {
                                JSON: {
                                    "schema": {"$ref": "#/components/schemas/Post"},
                                    "examples": {"one": {"$ref": "#/components/examples/Post"}},
                                }
                            },
                        },
                        "401": {"$ref": "#/components/responses/Unauthorized"},
                        "404": error_response("No such post.", [1002]),
                    },
                },
                "delete": {
                    "operationId": "deletePost",
                    "tags": ["posts"],
                    "summary": "Delete a post",
                    "description": "Deletes one post.",
                    "responses": {
                        "204": {"description": "Deleted."},
                        "401": {"$ref": "#/components/responses/Unauthorized"},
                    },
                },
            },
            "/posts": {
                "post": {
                    "operationId": "createPost",
                    "tags": ["posts"],
                    "summary": "Create a post",
                    "description": "Publishes a post.",
                    "requestBody": {
                        "required": True,
                        "content": {
                            JSON: {
                                "schema": {"$ref": "#/components/schemas/NewPost"},
                                "examples": {"short": {"value": {"text": "Hello"}}},
                            }
                        },
                    },
                    "responses": {
                        "201": {
                            "description": "Created.",
                            "content": {
                                JSON: {
                                    "schema": {"$ref": "#/components/schemas/Post"},
                                    "example": {
                                        "id": "abc123",
                                        "text": "Hello",
                                        "createdAt": "2024-01-01T00:00:00Z",
                                    },
                                }
                            },
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
                    "tags": ["webhooks"],
                    "summary": "A post was published",
                    "description": "Sent to subscribers.",
                    "requestBody": {
                        "content": {
                            JSON: {
                                "schema": {"$ref": "#/components/schemas/Post"},
                                "example": {
                                    "id": "a",
                                    "text": "b",
                                    "createdAt": "2024-01-01T00:00:00Z",
                                },
                            }
                        }
                    },
                    "responses": {"204": {"description": "Received."}},
                }
            }
        },
        "components": {
            "responses": {"Unauthorized": error_response("Bad key.", [1003])},
            "examples": {
                "Post": {
                    "value": {"id": "abc123", "text": "Hello", "createdAt": "2024-01-01T00:00:00Z"}
                }
            },
            "schemas": {
                "NewPost": {
                    "type": "object",
                    "required": ["text"],
                    "additionalProperties": False,
                    "properties": {
                        "text": {"type": "string", "minLength": 1, "examples": ["Hello"]}
                    },
                },
                "Post": {
                    "type": "object",
                    "required": ["id", "text", "createdAt"],
                    "properties": {
                        "id": {"type": "string"},
                        "text": {"type": "string"},
                        "createdAt": {"type": "string", "format": "date-time"},
                        "views": {"type": "integer", "format": "int32", "example": 7},
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


def spec(mutate: Any = None) -> Spec:
    document = good_document()
    if mutate is not None:
        mutate(document)
    return Spec(copy.deepcopy(document))


def locations(problems: list[Problem]) -> list[str]:
    return [problem.location for problem in problems]


CREATE = "/paths/~1posts/post"
GET = "/paths/~1posts~1{postId}/get"


def test_good_spec_has_no_problems() -> None:
    assert run_checks(spec()) == []


# --- the loader -----------------------------------------------------------------------------


def test_yaml_dates_and_yes_stay_strings() -> None:
    assert load_yaml("a: 2024-01-01\nb: yes\nc: true\nd: 1001\n") == {
        "a": "2024-01-01",
        "b": "yes",
        "c": True,
        "d": 1001,
    }


# --- error responses ------------------------------------------------------------------------


def test_error_response_without_json_body() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["paths"]["/posts/{postId}"]["get"]["responses"]["404"]["content"] = {
            "text/plain": {"schema": {"type": "string"}}
        }

    problems = check_error_bodies(spec(mutate))
    assert locations(problems) == [f"{GET}/responses/404"]
    assert "application/json" in problems[0].message


def test_error_response_with_other_schema() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["components"]["responses"]["Unauthorized"]["content"][JSON]["schema"] = {"type": "object"}

    problems = check_error_bodies(spec(mutate))
    # Reported once, at the shared component, though three operations use it.
    assert locations(problems) == [
        "/components/responses/Unauthorized/content/application~1json/schema"
    ]


def test_allof_chain_to_error_is_accepted() -> None:
    assert check_error_bodies(spec()) == []


def _result_body(d: dict[str, Any], marked: bool) -> None:
    """GET /posts/{postId}'s 404 answers either an Error or a result with `errors`."""
    result: dict[str, Any] = {"type": "object", "properties": {"errors": {"type": "array"}}}
    if marked:
        result["x-error-result"] = True
    d["components"]["schemas"]["Result"] = result
    content = d["paths"]["/posts/{postId}"]["get"]["responses"]["404"]["content"][JSON]
    content["schema"] = {"oneOf": [ERROR, {"$ref": "#/components/schemas/Result"}]}


def test_oneof_of_error_and_a_marked_result_is_accepted() -> None:
    assert check_error_bodies(spec(lambda d: _result_body(d, marked=True))) == []


def test_oneof_with_an_unmarked_result_is_reported() -> None:
    problems = check_error_bodies(spec(lambda d: _result_body(d, marked=False)))
    assert locations(problems) == [f"{GET}/responses/404/content/application~1json/schema"]
    assert "x-error-result" in problems[0].message


def test_error_response_without_codes() -> None:
    def mutate(d: dict[str, Any]) -> None:
        del d["paths"]["/posts"]["post"]["responses"]["400"]["x-error-codes"]

    problems = check_error_codes(spec(mutate))
    assert locations(problems) == [f"{CREATE}/responses/400"]
    assert "x-error-codes" in problems[0].message


def test_error_code_not_in_catalogue() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["paths"]["/posts"]["post"]["responses"]["400"]["x-error-codes"] = [1001, 9999]

    problems = check_error_codes(spec(mutate))
    assert locations(problems) == [f"{CREATE}/responses/400/x-error-codes/1"]
    assert "9999 is not in x-error-catalogue" in problems[0].message


def test_error_code_with_other_status() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["paths"]["/posts"]["post"]["responses"]["400"]["x-error-codes"] = [1001, 1002]

    problems = check_error_codes(spec(mutate))
    assert locations(problems) == [f"{CREATE}/responses/400/x-error-codes/1"]
    assert "status 404" in problems[0].message


def test_status_range_accepts_codes_of_its_class() -> None:
    def mutate(d: dict[str, Any]) -> None:
        responses = d["paths"]["/posts"]["post"]["responses"]
        responses["4XX"] = responses.pop("400")
        responses["4XX"]["x-error-codes"] = [1001, 1002]

    assert check_error_codes(spec(mutate)) == []


def test_catalogue_code_must_be_used() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["x-error-catalogue"]["1004"] = {"status": 409, "name": "conflict", "message": "C."}

    problems = check_error_catalogue(spec(mutate))
    assert locations(problems) == ["/x-error-catalogue/1004"]
    assert "not listed by any response" in problems[0].message


def test_catalogue_code_of_any_request_scope_needs_no_response() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["x-error-catalogue"]["1005"] = {
            "status": 405,
            "name": "method_not_allowed",
            "message": "M.",
            "scope": "any-request",
        }

    assert check_error_catalogue(spec(mutate)) == []


def test_catalogue_entries_are_well_formed() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["x-error-catalogue"]["1001"] = {"status": 200, "name": "post_not_found"}

    assert locations(check_error_catalogue(spec(mutate))) == [
        "/x-error-catalogue/1001/status",
        "/x-error-catalogue/1001/message",
        "/x-error-catalogue/1002/name",
    ]


def test_catalogue_must_exist_when_errors_do() -> None:
    def mutate(d: dict[str, Any]) -> None:
        del d["x-error-catalogue"]

    assert locations(check_error_catalogue(spec(mutate))) == [""]


def test_catalogue_accepts_integer_keys() -> None:
    def mutate(d: dict[str, Any]) -> None:
        d["x-error-catalogue"] = {int(k): v for k, v in d["x-error-catalogue"].items()}

    assert run_checks(spec(mutate)) == []


# --- command line ---------------------------------------------------------------------------


def write(tmp_path: Path, document: dict[str, Any]) -> Path:
    path = tmp_path / "openapi.yaml"
    path.write_text(dump_yaml(document, sort_keys=False), encoding="utf-8")
    return path


def test_cli_passes_good_spec(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(write(tmp_path, good_document()))]) == 0
    assert "checks passed" in capsys.readouterr().out


def test_cli_prints_one_line_per_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = good_document()
    document["paths"]["/posts"]["post"]["responses"]["400"]["x-error-codes"] = [1002]
    path = write(tmp_path, document)

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


# --- the 429 response of every operation (x-rate-limit) -------------------------------------

RATE_LIMITED = "#/components/responses/RateLimited"
OPERATIONS = (GET, "/paths/~1posts~1{postId}/delete", CREATE)


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


def rate_limit_problems(mutate: Any = None) -> list[Problem]:
    document = rate_limited_document()
    if mutate is not None:
        mutate(document)
    return check_rate_limit_responses(Spec(copy.deepcopy(document)))


def test_every_operation_with_429_passes() -> None:
    assert rate_limit_problems() == []
    assert run_checks(Spec(rate_limited_document())) == []


def test_operation_without_429_is_reported() -> None:
    def drop(document: dict[str, Any]) -> None:
        del document["paths"]["/posts"]["post"]["responses"]["429"]

    problems = rate_limit_problems(drop)
    assert locations(problems) == [CREATE + "/responses"]
    assert "POST /posts has no 429 response" in problems[0].message
    assert problems[0].check == "rate-limit-responses"
    assert run_checks(Spec(copy.deepcopy(_mutated(drop)))) == problems


def _mutated(mutate: Any) -> dict[str, Any]:
    document = rate_limited_document()
    mutate(document)
    return document


def test_inline_429_is_checked_too() -> None:
    def inline(document: dict[str, Any]) -> None:
        response = error_response("Slow down.", [1429])
        response["headers"] = {"x-ratelimit-max": {"schema": {"type": "integer"}}}
        document["paths"]["/posts"]["post"]["responses"]["429"] = response

    problems = rate_limit_problems(inline)
    assert locations(problems) == [CREATE + "/responses/429"]
    assert "does not declare the header x-ratelimit-count" in problems[0].message


def test_429_without_the_headers_or_code_is_reported() -> None:
    def strip(document: dict[str, Any]) -> None:
        response = document["components"]["responses"]["RateLimited"]
        del response["headers"]
        response["x-error-codes"] = [1001]

    problems = rate_limit_problems(strip)
    messages = sorted(problem.message for problem in problems)
    assert set(locations(problems)) == {"/components/responses/RateLimited"}
    assert len(messages) == 3, messages  # reported once for the shared component
    assert any("x-ratelimit-max" in m for m in messages)
    assert any("x-ratelimit-count" in m for m in messages)
    assert any("does not list code 1429" in m for m in messages)


def test_spec_without_rate_limit_is_not_checked() -> None:
    def no_fact(document: dict[str, Any]) -> None:
        del document["x-rate-limit"]
        for item in document["paths"].values():
            for operation in item.values():
                operation["responses"].pop("429")

    assert rate_limit_problems(no_fact) == []


def test_malformed_rate_limit_headers_are_reported() -> None:
    def bad(document: dict[str, Any]) -> None:
        document["x-rate-limit"]["headers"] = {"max": "x-ratelimit-max"}

    assert locations(rate_limit_problems(bad)) == ["/x-rate-limit"]


def test_the_repository_spec_has_429_on_every_operation() -> None:
    repository_spec = Path(__file__).resolve().parents[2] / "openapi.yaml"
    document = load_yaml(repository_spec.read_text(encoding="utf-8"))
    assert check_rate_limit_responses(Spec(document)) == []
    assert document["x-rate-limit"]["headers"]  # the check ran, not skipped


# --- the 403 suspension code of every operation taking Profile-Key (x-rate-limit.suspension) --

SUSPENDED = 1403
PROFILE_KEY = {"$ref": "#/components/parameters/ProfileKey"}


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
    operation = document["paths"]["/posts/{postId}"]["get"]
    operation["parameters"].append(PROFILE_KEY)
    operation["responses"]["403"] = {"$ref": "#/components/responses/ProfileForbidden"}
    return document


def suspension_problems(mutate: Any = None) -> list[Problem]:
    document = suspending_document()
    if mutate is not None:
        mutate(document)
    return check_suspension_responses(Spec(copy.deepcopy(document)))


def test_suspension_code_where_profile_key_is_taken_passes() -> None:
    assert suspension_problems() == []
    assert run_checks(Spec(suspending_document())) == []


def test_profile_key_operation_without_the_suspension_code_is_reported() -> None:
    def other_code(document: dict[str, Any]) -> None:
        document["components"]["responses"]["ProfileForbidden"]["x-error-codes"] = [1001]

    def no_403(document: dict[str, Any]) -> None:
        del document["paths"]["/posts/{postId}"]["get"]["responses"]["403"]

    for mutate in (other_code, no_403):
        problems = suspension_problems(mutate)
        assert locations(problems) == [GET + "/responses/403"], problems
        assert "GET /posts/{postId} takes Profile-Key" in problems[0].message
        assert problems[0].check == "suspension-responses"


def test_profile_key_on_the_path_item_counts() -> None:
    def on_item(document: dict[str, Any]) -> None:
        item = document["paths"]["/posts/{postId}"]
        item["get"]["parameters"].remove(PROFILE_KEY)
        item["parameters"] = [PROFILE_KEY]

    problems = suspension_problems(on_item)
    # deletePost shares the path item, so it takes Profile-Key too and lacks the code.
    assert locations(problems) == ["/paths/~1posts~1{postId}/delete/responses/403"]


def test_suspension_code_without_profile_key_is_reported() -> None:
    def listed(document: dict[str, Any]) -> None:
        create = document["paths"]["/posts"]["post"]
        create["responses"]["403"] = {"$ref": "#/components/responses/ProfileForbidden"}

    problems = suspension_problems(listed)
    assert locations(problems) == [CREATE + "/responses/403"]
    assert "takes no Profile-Key" in problems[0].message


def test_spec_without_suspension_is_not_checked() -> None:
    def no_fact(document: dict[str, Any]) -> None:
        del document["x-rate-limit"]["suspension"]
        del document["paths"]["/posts/{postId}"]["get"]["responses"]["403"]

    assert suspension_problems(no_fact) == []


def test_the_repository_spec_lists_the_suspension_code() -> None:
    repository_spec = Path(__file__).resolve().parents[2] / "openapi.yaml"
    document = load_yaml(repository_spec.read_text(encoding="utf-8"))
    assert document["x-rate-limit"]["suspension"]["errorCode"]  # the check runs, not skipped
    assert check_suspension_responses(Spec(document)) == []


# -- gate-responses: x-add-ons and x-networks list their refusal codes ---------------------------
def gated_document() -> dict[str, Any]:
    document = good_document()
    document["x-error-catalogue"]["1109"] = {
        "status": 403,
        "name": "add_on_required",
        "message": "Add-on.",
    }
    document["x-error-catalogue"]["1157"] = {
        "status": 400,
        "name": "network_not_supported",
        "message": "Network.",
    }
    document["x-add-ons"] = {"MaxPack": {"errorCode": 1109, "description": "Max."}}
    operation = document["paths"]["/posts/{postId}"]["get"]
    operation["x-add-ons"] = ["MaxPack"]
    operation["x-networks"] = ["facebook"]
    operation["responses"]["403"] = error_response("No add-on.", [1109])
    operation["responses"]["400"] = error_response("Bad network.", [1157])
    return document


def test_gated_operation_listing_its_codes_passes() -> None:
    assert check_gate_responses(Spec(gated_document())) == []


def test_gated_operation_missing_its_codes_is_reported() -> None:
    document = gated_document()
    responses = document["paths"]["/posts/{postId}"]["get"]["responses"]
    del responses["403"]
    del responses["400"]
    messages = sorted(p.message for p in check_gate_responses(Spec(document)))
    assert len(messages) == 2, messages
    assert "needs the MaxPack add-on but no response lists its code 1109" in messages[1]
    assert "no response lists code 1157 (network_not_supported)" in messages[0]


def test_unknown_add_on_is_reported() -> None:
    document = gated_document()
    document["paths"]["/posts/{postId}"]["get"]["x-add-ons"] = ["Nope"]
    problems = check_gate_responses(Spec(document))
    assert [p.message for p in problems] == [
        "GET /posts/{postId}: add-on 'Nope' is not in #/x-add-ons"
    ]


def test_the_repository_spec_lists_its_gate_codes() -> None:
    repository_spec = Path(__file__).resolve().parents[2] / "openapi.yaml"
    document = load_yaml(repository_spec.read_text(encoding="utf-8"))
    assert check_gate_responses(Spec(document)) == []
    assert document["x-add-ons"]  # the add-ons fact exists


# -- operation-references: links and x- extensions name operations that exist -----------------


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
        **copy.deepcopy(document["paths"]["/posts/{postId}"]["get"]),
        "operationId": "get_post_legacy",
        "deprecated": True,
        "x-alias-of": "get_post",
    }
    document["paths"]["/posts"]["post"]["x-page"] = {"pageOperation": "get_post"}
    document["x-flows"] = {"publishOperations": ["createPost", "post_published"]}
    return document


def rename_get_post(document: dict[str, Any]) -> None:
    """What a maintainer does: rename the operation, leave the names that point at it."""
    document["paths"]["/posts/{postId}"]["get"]["operationId"] = "read_post"


def test_references_to_existing_operations_pass() -> None:
    assert check_operation_references(Spec(linked_document())) == []
    assert run_checks(Spec(linked_document())) == []


def test_a_renamed_operation_is_reported_at_every_name_left_behind() -> None:
    document = linked_document()
    rename_get_post(document)
    problems = check_operation_references(Spec(document))
    assert {p.check for p in problems} == {"operation-references"}
    assert sorted((p.location, p.message) for p in problems) == [
        (
            "/components/links/Read/operationId",
            "link Read names operationId 'get_post', but no operation of paths or webhooks has it",
        ),
        (
            f"{CREATE}/responses/201/links/GetPost/operationId",
            "link GetPost names operationId 'get_post', but no operation of paths or webhooks "
            "has it",
        ),
        (
            f"{CREATE}/x-page/pageOperation",
            "x-page.pageOperation names operationId 'get_post', but no operation of paths or "
            "webhooks has it",
        ),
        (
            "/paths/~1posts~1{postId}/put/x-alias-of",
            "x-alias-of names operationId 'get_post', but no operation of paths or webhooks has it",
        ),
    ]


def test_a_dangling_operation_ref_and_operations_list_are_reported() -> None:
    document = linked_document()
    del document["paths"]["/posts/{postId}"]["delete"]
    document["x-flows"]["publishOperations"].append("no_such_operation")
    problems = check_operation_references(Spec(document))
    assert [(p.location, p.message) for p in sorted(problems)] == [
        (
            f"{CREATE}/responses/201/links/DeletePost/operationRef",
            "link DeletePost names operationRef '#/paths/~1posts~1{postId}/delete', which is "
            "not an operation of paths or webhooks",
        ),
        (
            "/x-flows/publishOperations/2",
            "x-flows.publishOperations names operationId 'no_such_operation', but no operation "
            "of paths or webhooks has it",
        ),
    ]


def test_cli_names_the_dangling_link(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = linked_document()
    rename_get_post(document)
    path = write(tmp_path, document)
    assert main([str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert (
        f"{path}#{CREATE}/responses/201/links/GetPost/operationId: link GetPost names "
        "operationId 'get_post', but no operation of paths or webhooks has it "
        "[operation-references]"
    ) in lines


def test_the_repository_spec_names_only_its_operations() -> None:
    repository_spec = Path(__file__).resolve().parents[2] / "openapi.yaml"
    document = load_yaml(repository_spec.read_text(encoding="utf-8"))
    assert check_operation_references(Spec(document)) == []
    links = [
        link
        for item in document["paths"].values()
        for operation in item.values()
        for response in operation.get("responses", {}).values()
        for link in response.get("links", {}).values()
    ]
    assert len(links) > 10  # the check had links to look at


# --- x-limit: a schema maximum that is a limit of x-limits ----------------------------------


def _limited(maximum: Any, name: Any = "postLimit") -> Spec:
    def mutate(document: dict[str, Any]) -> None:
        document["x-limits"] = {"postLimit": 50}
        parameter = document["paths"]["/posts/{postId}"]["get"]["parameters"][0]
        parameter["schema"] = {"type": "integer", "maximum": maximum, "x-limit": name}

    return spec(mutate)


def test_limit_maximum_agrees_with_x_limits() -> None:
    assert check_limit_maxima(_limited(50)) == []
    assert run_checks(_limited(50)) == []


def test_limit_maximum_differing_from_x_limits_is_reported() -> None:
    (problem,) = check_limit_maxima(_limited(51))
    assert problem.location == GET + "/parameters/0/schema"
    assert "x-limits.postLimit (50)" in problem.message


def test_limit_naming_no_entry_is_reported() -> None:
    (problem,) = check_limit_maxima(_limited(50, "otherLimit"))
    assert problem.location == GET + "/parameters/0/schema/x-limit"
