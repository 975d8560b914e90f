"""Faults the rules of `contract_tests/test_rules_profiles.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    asks,
)
from tests.contract_power.faults.exchange import (
    Call,
    Request,
    Response,
    error_code,
    exchange,
)
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    filter_ignored,
    read_json,
    refusal_accepted,
    write_ignored,
)


@fault("test_profiles_are_isolated", "profile isolation")
@exchange
async def isolation_leak(request: Request, call: Call) -> Response:
    """The Profile-Key header is ignored outside profile management: all profiles share data."""
    if not request.path.startswith("/profiles") and not request.path.startswith("/_sandbox"):
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_list_profiles", "Content-Type", properties=True)
@exchange
async def wrong_content_type(request: Request, call: Call) -> Response:
    """JSON answers of list_profiles are labelled text/plain."""
    response = await call(request)
    if request.path == "/profiles" and request.method == "GET":
        response = response.with_header("content-type", "text/plain")
    return response


PROFILE_DELETE_PATHS = ("/profiles", "/profiles/delete-profile")


SDK_PROFILE_PATHS = ("/profiles/create-profile", "/profiles/delete-profile", "/profiles/profile")


def _updating_profile(request: Request) -> bool:
    return asks(request, "PATCH", "/profiles") or asks(request, "PUT", "/profiles/profile")


@fault("test_update_profile_changes_title_unique", "update_profile changes the title")
@exchange
async def profile_update_title_lost(request: Request, call: Call) -> Response:
    """update_profile answers with the new title but stores another one."""
    body = request.json()
    titled = isinstance(body, dict) and isinstance(body.get("title"), str)
    if not (_updating_profile(request) and titled):
        return await call(request)
    response = await call(request.with_json({**body, "title": f"{body['title']}-stale"}))
    answer = response.json()
    if response.status == 200 and isinstance(answer, dict):
        response = response.with_json({**answer, "title": body["title"]})
    return response


@fault("test_update_profile_changes_title_unique", "profile titles stay unique on update")
@exchange
async def profile_update_title_not_unique(request: Request, call: Call) -> Response:
    """update_profile to a title another profile has answers success instead of code 146."""
    response = await call(request)
    body = request.json()
    if _updating_profile(request) and error_code(response) == 146:
        title = body.get("title") if isinstance(body, dict) else None
        response = response.with_json({"status": "success", "refId": "x", "title": title}, 200)
    return response


def _delete_naming(request: Request) -> dict[str, Any] | None:
    """The JSON object body of a delete_profile request (empty when none), else None."""
    if request.method != "DELETE" or request.path not in PROFILE_DELETE_PATHS:
        return None
    body = request.json() if request.body else {}
    return body if isinstance(body, dict) else None


@fault("test_delete_profile_by_each_name", "delete_profile by the Profile-Key header")
@exchange
async def profile_delete_header_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores the Profile-Key header: only a body names the profile."""
    if _delete_naming(request) == {}:
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_delete_profile_key_acts_for_its_own_profile", "a Profile Key deletes only its own")
@exchange
async def profile_delete_follows_the_body(request: Request, call: Call) -> Response:
    """delete_profile with a Profile-Key header deletes whatever profile the body names."""
    body = _delete_naming(request)
    if body and request.header("profile-key") is not None:
        request = request.with_header("profile-key", None)
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile by profileKey")
@exchange
async def profile_delete_profile_key_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores `profileKey` in the body."""
    body = _delete_naming(request)
    if body is not None and "profileKey" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "profileKey"})
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile by title deletes that profile")
@exchange
async def profile_delete_title_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores `title` in the body."""
    body = _delete_naming(request)
    if body is not None and "title" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "title"})
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile titles are case-sensitive")
@exchange
async def profile_delete_title_any_case(request: Request, call: Call) -> Response:
    """delete_profile matches `title` ignoring case."""
    body = _delete_naming(request)
    if body is not None and isinstance(body.get("title"), str):
        listing = Request("GET", "/profiles", [], request.headers, b"")
        listed = (await call(listing.with_header("profile-key", None))).json()
        for profile in listed.get("profiles", []) if isinstance(listed, dict) else []:
            if str(profile.get("title", "")).lower() == body["title"].lower():
                request = request.with_json({**body, "title": profile["title"]})
    return await call(request)


@fault("test_delete_profile_by_each_name", "delete_profile by refId")
@exchange
async def profile_delete_ref_id_ignored(request: Request, call: Call) -> Response:
    """delete_profile ignores `refId` in the body."""
    body = _delete_naming(request)
    if body is not None and "refId" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "refId"})
    return await call(request)


def _listing_profiles(request: Request) -> bool:
    return asks(request, "GET", "/profiles")


profile_filter_title_ignored = filter_ignored(
    "profile_filter_title_ignored",
    "list_profiles ignores its `title` filter.",
    _listing_profiles,
    "title",
    caught_by=fault("test_list_profiles_filters", "list_profiles filter title filters"),
)
profile_filter_ref_id_ignored = filter_ignored(
    "profile_filter_ref_id_ignored",
    "list_profiles ignores its `refId` filter.",
    _listing_profiles,
    "refId",
    caught_by=fault("test_list_profiles_filters", "list_profiles filter refId filters"),
)
profile_filter_has_active_ignored = filter_ignored(
    "profile_filter_has_active_ignored",
    "list_profiles ignores its `hasActiveSocialAccounts` filter.",
    _listing_profiles,
    "hasActiveSocialAccounts",
    caught_by=fault(
        "test_list_profiles_filters", "list_profiles filter hasActiveSocialAccounts filters"
    ),
)
profile_filter_includes_ignored = filter_ignored(
    "profile_filter_includes_ignored",
    "list_profiles ignores its `includesActiveSocialAccounts` filter.",
    _listing_profiles,
    "includesActiveSocialAccounts",
    caught_by=fault(
        "test_list_profiles_filters", "list_profiles filter includesActiveSocialAccounts filters"
    ),
)


@fault("test_active_social_accounts_absent", "activeSocialAccounts is absent when nothing")
@exchange
async def profile_empty_active_accounts(request: Request, call: Call) -> Response:
    """list_profiles lists `activeSocialAccounts: []` for a profile with nothing linked."""
    response = await call(request)
    body = response.json()
    if asks(request, "GET", "/profiles") and response.status == 200 and isinstance(body, dict):
        for profile in body.get("profiles", []):
            if isinstance(profile, dict):
                profile.setdefault("activeSocialAccounts", [])
        response = response.with_json(body)
    return response


@fault("test_sdk_profile_paths", "the SDK's POST /profiles/create-profile")
@exchange
async def sdk_profile_paths_missing(request: Request, call: Call) -> Response:
    """The official SDK's profile paths are not served (answered as unknown routes)."""
    if request.path in SDK_PROFILE_PATHS:
        request = replace(request, path=f"{request.path}-gone")
    return await call(request)


# -- writes answered as done and never applied (read-back rules) ---------------------------------
create_profile_ignored = write_ignored(
    OperationId.CREATE_PROFILE,
    caught_by=fault("test_created_profile_read_back", "create_profile is read back"),
)


async def _profile_named(request: Request, call: Call) -> dict[str, Any]:
    """The refId of the profile a profile request names (its refId, else its profileKey or
    Profile-Key, read from the server), and the title sent."""
    sent = request.json()
    body = sent if isinstance(sent, dict) else {}
    found = {"title": body["title"]} if "title" in body else {}
    if "refId" in body:
        return found | {"refId": body["refId"]}
    user = await read_json(request, call, OperationId.GET_USER, body.get("profileKey"))
    if isinstance(user, dict) and "refId" in user:
        found["refId"] = user["refId"]
    return found


update_profile_ignored = write_ignored(
    OperationId.UPDATE_PROFILE,
    caught_by=fault("test_update_profile_changes_title_unique", "update_profile changes the title"),
    answer=_profile_named,
)
delete_profile_ignored = write_ignored(
    OperationId.DELETE_PROFILE,
    caught_by=fault("test_delete_profile_by_each_name", "the profile is still listed"),
    answer=_profile_named,
)
_LEGACY = "test_sdk_profile_paths and legacy"
_SDK = "test_sdk_profile_paths and not legacy"
create_profile_legacy_ignored = write_ignored(
    OperationId.CREATE_PROFILE_LEGACY,
    caught_by=fault(_LEGACY, "/profiles/create-profile creates a profile"),
)
update_profile_legacy_ignored = write_ignored(
    OperationId.UPDATE_PROFILE_LEGACY,
    caught_by=fault(_LEGACY, "PUT /profiles/profile updates the profile"),
)
delete_profile_legacy_ignored = write_ignored(
    OperationId.DELETE_PROFILE_LEGACY,
    caught_by=fault(_LEGACY, "the profile is still listed"),
    answer=_profile_named,
)
create_profile_sdk_ignored = write_ignored(
    OperationId.CREATE_PROFILE_SDK,
    caught_by=fault(_SDK, "POST /profiles/profile creates a profile"),
)
update_profile_sdk_ignored = write_ignored(
    OperationId.UPDATE_PROFILE_SDK,
    caught_by=fault(_SDK, "PATCH /profiles/profile updates the profile"),
)
delete_profile_sdk_ignored = write_ignored(
    OperationId.DELETE_PROFILE_SDK,
    caught_by=fault(_SDK, "the profile is still listed"),
    answer=_profile_named,
)


@fault(
    "test_update_profile_changes_title_unique",
    "update_profile updates the profile the body's profileKey names",
)
@exchange
async def update_profile_body_key_ignored(request: Request, call: Call) -> Response:
    """PATCH /profiles ignores `profileKey` in the body (only the Profile-Key header names)."""
    body = request.json()
    if asks(request, "PATCH", "/profiles") and isinstance(body, dict) and "profileKey" in body:
        request = request.with_json({k: v for k, v in body.items() if k != "profileKey"})
    return await call(request)


# -- isolation between profiles, Profile Keys, titles ----------------------------------------------
def _created_post_id(body: Any) -> str | None:
    """The Post ID of a create_post answer (a User Profile's is wrapped in `posts`)."""
    if isinstance(body, dict) and isinstance(body.get("posts"), list) and body["posts"]:
        body = body["posts"][0]
    return str(body["id"]) if isinstance(body, dict) and "id" in body else None


#: Post ID -> the Profile-Key that created it (None: the Primary Profile).
_POST_OWNERS: dict[str, str | None] = {}


@fault("test_posts_and_history_isolated", "profile isolation")
@exchange
async def get_post_any_profile(request: Request, call: Call) -> Response:
    """get_post looks a Post ID up in every profile: a post of another profile is answered
    instead of code 114 (the Profile-Key is not applied to the lookup)."""
    response = await call(request)
    if asks(request, "POST", "/post") and response.status == 200:
        post_id = _created_post_id(response.json())
        if post_id is not None:
            _POST_OWNERS[post_id] = request.header("profile-key")
    elif request.method == "GET" and request.path.startswith("/post/"):
        post_id = request.path.removeprefix("/post/")
        if error_code(response) == ErrorCode.POST_NOT_FOUND and post_id in _POST_OWNERS:
            response = await call(request.with_header("profile-key", _POST_OWNERS[post_id]))
    return response


#: Every Profile-Key that acted successfully.
_PROFILE_KEYS: set[str] = set()


@fault("test_given_profile_isolated", "profile isolation")
@exchange
async def primary_lists_every_profiles_hooks(request: Request, call: Call) -> Response:
    """list_webhooks of the Primary Profile lists the hooks of every User Profile too."""
    response = await call(request)
    key = request.header("profile-key")
    if key is not None and response.status == 200:
        _PROFILE_KEYS.add(key)
    body = response.json()
    if asks(request, "GET", "/hook/webhook") and key is None and isinstance(body, dict):
        hooks = list(body.get("webhooks") or [])
        for other in sorted(_PROFILE_KEYS):
            listed = (await call(request.with_header("profile-key", other))).json()
            if isinstance(listed, dict):
                hooks.extend(listed.get("webhooks") or [])
        response = response.with_json({**body, "webhooks": hooks})
    return response


async def _with_every_profiles(
    request: Request, call: Call, response: Response, merge: Callable[[Any, Any], Any]
) -> Response:
    """``response`` with the answer to the same request of every other Profile-Key that acted
    (and of the Primary Profile) merged in by ``merge(answer, other)``."""
    key = request.header("profile-key")
    body = response.json()
    if response.status != 200 or not isinstance(body, dict):
        return response
    others: list[str | None] = [k for k in sorted(_PROFILE_KEYS) if k != key]
    for other in [*others, None] if key is not None else others:
        answer = (await call(request.with_header("profile-key", other))).json()
        if isinstance(answer, dict):
            body = merge(body, answer)
    return response.with_json(body)


def _remember_key(request: Request, response: Response) -> None:
    key = request.header("profile-key")
    if key is not None and response.status == 200:
        _PROFILE_KEYS.add(key)


@fault("test_posts_and_history_isolated", "lists the post in its history")
@exchange
async def post_history_of_every_profile(request: Request, call: Call) -> Response:
    """get_post_history ignores the Profile-Key: it lists the posts of every profile."""
    response = await call(request)
    _remember_key(request, response)
    if not asks(request, "GET", "/history"):
        return response
    return await _with_every_profiles(
        request,
        call,
        response,
        lambda mine, other: {**mine, "history": mine["history"] + other.get("history", [])},
    )


@fault("test_posts_and_history_isolated", "sees the webhook history entry")
@exchange
async def webhook_history_of_every_profile(request: Request, call: Call) -> Response:
    """get_webhook_history ignores the Profile-Key: it lists the entries of every profile."""
    response = await call(request)
    _remember_key(request, response)
    if not asks(request, "GET", "/hook/history"):
        return response
    return await _with_every_profiles(
        request,
        call,
        response,
        lambda mine, other: {k: v + other.get(k, []) for k, v in mine.items()},
    )


#: refId -> the Profile Key create_profile answered for it.
_KEYS_BY_REF_ID: dict[str, str] = {}


@fault("test_profile_key_only_at_creation", "Profile Keys are never returned by list_profiles")
@exchange
async def profile_keys_listed(request: Request, call: Call) -> Response:
    """list_profiles lists each profile with its Profile Key."""
    response = await call(request)
    body = response.json()
    if asks(request, "POST", "/profiles") and response.status == 200 and isinstance(body, dict):
        if isinstance(body.get("refId"), str) and isinstance(body.get("profileKey"), str):
            _KEYS_BY_REF_ID[body["refId"]] = body["profileKey"]
    elif _listing_profiles(request) and response.status == 200 and isinstance(body, dict):
        profiles = [
            {**p, "profileKey": _KEYS_BY_REF_ID[p["refId"]]}
            if isinstance(p, dict) and p.get("refId") in _KEYS_BY_REF_ID
            else p
            for p in body.get("profiles") or []
        ]
        response = response.with_json({**body, "profiles": profiles})
    return response


profile_title_taken_accepted = refusal_accepted(
    "profile_title_taken_accepted",
    "create_profile with a title another profile has creates a second profile of that title "
    "(answers success) instead of code 146.",
    ErrorCode.PROFILE_TITLE_TAKEN,
    lambda request: {
        "status": "success",
        "title": (request.json() or {}).get("title"),
        "refId": "DuplicateTitle0000",
        "profileKey": "PK-DUPLICATE-TITLE",
    },
    where=lambda request: asks(request, "POST", "/profiles"),
    caught_by=fault("test_profile_title_unique", "profile titles are unique"),
)
delete_unknown_profile_accepted = refusal_accepted(
    "delete_unknown_profile_accepted",
    "delete_profile of an unknown refId answers success instead of code 162.",
    ErrorCode.PROFILE_NOT_FOUND,
    {"status": "success"},
    where=lambda request: request.method == "DELETE" and request.path in PROFILE_DELETE_PATHS,
    caught_by=fault("test_delete_unknown_profile_refused", "deleting an unknown refId is refused"),
)
