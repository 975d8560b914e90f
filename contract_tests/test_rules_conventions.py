"""Rules of `x-conventions` and `x-alias-of`, through the public API only.

* Request fields and query parameters an operation does not describe are accepted and ignored
  (`unknownRequestFields` / `unknownQueryParameters: ignore`; the official Python SDK adds
  `"source": "pypi"` to every body and query), while described fields are still checked.
* Array query parameters are read in every form of `queryArrays` (`comma`, `repeated`,
  `indexed`: the SDK's `key[0]=a&key[1]=b`).
* JSON answers, success or error, carry the Content-Type of `jsonContentType`.
* A deprecated alias (`x-alias-of`) does what its operation does.
"""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.samples import image_bytes
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import OperationId
from testkit.post_results import unwrap_post_result

#: Names no operation describes, sent the way the official SDK does (plus one of our own).
UNKNOWN_FIELDS = {"source": "pypi", "contractUnknownField": {"nested": [1, "two"]}}


def _conventions(spec: ApiSpec) -> dict[str, Any]:
    return dict(spec.document["x-conventions"])


def test_unknown_fields_and_query_parameters_ignored(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    conventions = _conventions(spec)
    if conventions["unknownRequestFields"] != "ignore":
        pytest.skip("x-conventions.unknownRequestFields is not 'ignore'")
    client = user_profile.client
    rule = "x-conventions: request fields an operation does not describe are ignored"
    hook = {"action": "batch", "url": f"https://hooks.contract.test/{uuid.uuid4().hex}"}
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path, json_body={**hook, **UNKNOWN_FIELDS}
    )
    client.expect_status(response, 200, f"{rule} (register_webhook)")
    listed = client.expect_status(
        client.get(spec.operation(OperationId.LIST_WEBHOOKS).path), 200, "list_webhooks answers 200"
    )
    if not any(h.get("url") == hook["url"] for h in listed.get("webhooks", [])):
        client.fail(response, f"{rule} (register_webhook)", "the hook was not registered")
    title = f"contract-{uuid.uuid4().hex[:12]}"
    response = api.post(
        spec.operation(OperationId.CREATE_PROFILE).path,
        json_body={"title": title, **UNKNOWN_FIELDS},
    )
    created = api.expect_status(response, 200, f"{rule} (create_profile)")
    api.delete(
        spec.operation(OperationId.DELETE_PROFILE).path, json_body={"refId": created["refId"]}
    )
    # Described fields keep their checks when unknown ones ride along.
    response = api.post(
        spec.operation(OperationId.CREATE_PROFILE).path, json_body={"title": 12, **UNKNOWN_FIELDS}
    )
    api.expect_error(
        response, "invalid_request", "a described field of the wrong type is still refused"
    )
    if conventions["unknownQueryParameters"] != "ignore":
        return
    rule = "x-conventions: query parameters an operation does not describe are ignored"
    for operation_id in (
        OperationId.LIST_MEDIA,
        OperationId.GET_POST_HISTORY,
        OperationId.LIST_WEBHOOKS,
    ):
        response = client.get(
            spec.operation(operation_id).path,
            params={"source": "pypi", "contractUnknownParam": "x"},
        )
        client.expect_status(response, 200, f"{rule} ({operation_id})")
    response = client.get(
        spec.operation(OperationId.GET_POST_HISTORY).path,
        params={"source": "pypi", "limit": "many"},
    )
    client.expect_error(
        response, "invalid_request", "a described query parameter of the wrong type is refused"
    )


def _post_to(client: ApiClient, spec: ApiSpec, platform: str) -> str:
    """A post to one (unlinked) network; stored either way, so history lists it."""
    body = {"post": f"Arrays {platform} {uuid.uuid4().hex[:6]}", "platforms": [platform]}
    response = client.post(spec.operation(OperationId.CREATE_POST).path, json_body=body)
    rule = "create_post answers a post result with its id (400: the full result)"
    if response.status_code not in (200, 400):
        client.fail(response, rule, f"HTTP {response.status_code}")
    try:
        return str(unwrap_post_result(response.json())["id"])
    except (ValueError, KeyError) as error:
        client.fail(response, rule, repr(error))


def _history_ids(client: ApiClient, spec: ApiSpec, query: str, rule: str) -> set[str]:
    path = spec.operation(OperationId.GET_POST_HISTORY).path
    response = client.get(f"{path}?{query}")
    body = client.expect_status(response, 200, rule)
    return {str(entry.get("id")) for entry in body.get("history", [])}


def test_query_arrays_in_every_form(spec: ApiSpec, user_profile: UserProfile) -> None:
    """A fresh User Profile posts to two networks it has not linked: the posts are stored
    with their networks (failed), so the history's `platforms` filter can be judged in each
    form of `x-conventions.queryArrays`."""
    client = user_profile.client
    first, second, third = spec.platforms[:3]
    ids = {p: _post_to(client, spec, p) for p in (first, second, third)}
    forms = {
        "comma": f"platforms={first},{second}",
        "repeated": f"platforms={first}&platforms={second}",
        "indexed": f"platforms%5B0%5D={first}&platforms%5B1%5D={second}",
    }
    for form in _conventions(spec)["queryArrays"]:
        rule = f"x-conventions: array query parameters in the {form} form ({forms[form]})"
        got = _history_ids(client, spec, f"{forms[form]}&lastDays=0", rule)
        wanted = {ids[first], ids[second]}
        if got != wanted:
            path = spec.operation(OperationId.GET_POST_HISTORY).path
            client.fail(
                client.get(f"{path}?{forms[form]}&lastDays=0"),
                rule,
                f"expected the posts to {first} and {second} ({sorted(wanted)}), got {sorted(got)}",
            )


def _media_type(response: httpx.Response) -> str:
    return str(response.headers.get("content-type", "")).replace(" ", "").lower()


def test_json_answers_carry_the_convention_content_type(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    wanted = str(_conventions(spec)["jsonContentType"]).replace(" ", "").lower()
    rule = f"x-conventions: JSON answers are sent as {_conventions(spec)['jsonContentType']}"
    answers = [
        api.get(spec.operation(OperationId.LIST_WEBHOOKS).path),  # 200
        user_profile.client.get(spec.operation(OperationId.LIST_MEDIA).path),  # 200, a User Profile
        api.get(spec.operation(OperationId.GET_POST).path.replace("{id}", "NoSuchPost0000")),  # 404
        api.post(spec.operation(OperationId.CREATE_PROFILE).path, json_body={"title": 5}),  # 400
        api.get(spec.operation(OperationId.LIST_MEDIA).path, auth="not-a-key"),  # 401
    ]
    for response in answers:
        if _media_type(response) != wanted:
            api.fail(response, rule, f"Content-Type is {response.headers.get('content-type')!r}")


@pytest.mark.reads_back(OperationId.UPLOAD_MEDIA_LEGACY)
def test_aliases_do_what_their_operation_does(spec: ApiSpec, user_profile: UserProfile) -> None:
    """The SDK's legacy paths: POST /upload stores media like upload_media; DELETE /delete
    deletes like delete_post (the same post then answers post_already_deleted)."""
    client = user_profile.client
    aliases = [
        op
        for op in spec.paths
        if op.alias_of in (OperationId.UPLOAD_MEDIA, OperationId.DELETE_POST)
    ]
    if not aliases:
        pytest.skip("the spec declares no alias of upload_media or delete_post")
    for alias in aliases:
        rule = f"x-alias-of: {alias.label} does what {alias.alias_of} does"
        if alias.alias_of == OperationId.UPLOAD_MEDIA:
            name = f"alias-{uuid.uuid4().hex[:8]}.png"
            response = client.post(
                alias.path,
                files={"file": (name, image_bytes(6, 6), "image/png")},
                data={"fileName": name},
            )
            client.expect_status(response, 200, rule)
            media = client.expect_status(
                client.get(spec.operation(OperationId.LIST_MEDIA).path),
                200,
                "list_media answers 200",
            )
            listed = media if isinstance(media, list) else []
            if not any(isinstance(m, dict) and m.get("fileName") == name for m in listed):
                client.fail(response, rule, "the uploaded file is not listed by list_media")
        else:
            post_id = _post_to(client, spec, spec.platforms[0])
            response = client.request(
                alias.method.upper(), alias.path, json_body={"id": post_id, "source": "pypi"}
            )
            body = client.expect_status(response, 200, rule)
            if body.get("id") != post_id:
                client.fail(response, rule, f"the answer does not name the post {post_id}")
            again = client.delete(
                spec.operation(OperationId.DELETE_POST).path, json_body={"id": post_id}
            )
            client.expect_error(again, "post_already_deleted", f"{rule}: the post is deleted")
