"""Faults the rules of `contract_tests/test_rules_profiles.py` must catch."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from spec_model import parse_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import asks, catalogued_refusal
from tests.contract_power.faults.exchange import Call, Request, Response, error_code, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    Shape,
    answer_rewritten,
    body_rewritten,
    declare,
    declared,
    each_entry,
    fields_ignored,
    filter_ignored,
    on,
    read_json,
    refusal_accepted,
    request_rewritten,
    succeeded,
    unserved,
    without,
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
@refusal_accepted(
    ErrorCode.PROFILE_TITLE_TAKEN,
    lambda request: {
        "status": "success",
        "refId": "x",
        "title": (request.json() or {}).get("title"),
    },
    where=_updating_profile,
)
def profile_update_title_not_unique() -> None:
    """update_profile to a title another profile has answers success instead of code 146."""


def _delete_naming(request: Request) -> dict[str, Any] | None:
    """The JSON object body of a delete_profile request (empty when none), else None."""
    if request.method != "DELETE" or request.path not in PROFILE_DELETE_PATHS:
        return None
    body = request.json() if request.body else {}
    return body if isinstance(body, dict) else None


def _deleting(request: Request) -> bool:
    return _delete_naming(request) is not None


def _without_profile_key(request: Request) -> Request:
    return request.with_header("profile-key", None)


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


_listing_profiles = on("GET", "/profiles")


for _filter, _name in (
    ("title", "profile_filter_title_ignored"),
    ("refId", "profile_filter_ref_id_ignored"),
    ("hasActiveSocialAccounts", "profile_filter_has_active_ignored"),
    ("includesActiveSocialAccounts", "profile_filter_includes_ignored"),
):
    declare(
        globals(),
        _name,
        f"list_profiles ignores its `{_filter}` filter.",
        filter_ignored(_listing_profiles, _filter),
        fault("test_list_profiles_filters", f"list_profiles filter {_filter} filters"),
    )


@fault("test_active_social_accounts_absent", "activeSocialAccounts is absent when nothing")
@answer_rewritten(
    _listing_profiles,
    each_entry("profiles", lambda profile: {"activeSocialAccounts": [], **profile}),
    status=succeeded,
)
def profile_empty_active_accounts() -> None:
    """list_profiles lists `activeSocialAccounts: []` for a profile with nothing linked."""


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


_SETTINGS = ("tags", "messagingActive", "hideTopHeader", "topHeader", "disableSocial")


@fault("test_profile_settings_listed_and_kept", "list_profiles lists the settings create_profile")
@answer_rewritten(
    on("GET", "/profiles"),
    lambda body: {
        **body,
        "profiles": [
            {k: v for k, v in p.items() if k not in _SETTINGS} for p in body.get("profiles", [])
        ],
    },
)
def profile_settings_not_listed() -> None:
    """list_profiles lists no profile's settings (the fields create_profile stored)."""


@fault("test_profile_settings_listed_and_kept", "update_profile keeps the settings it was not")
@body_rewritten(
    on("PATCH", "/profiles"),
    lambda body: {"tags": [], "hideTopHeader": False, "messagingActive": False, **body},
)
def profile_update_resets_settings() -> None:
    """update_profile puts the settings it was not sent back to their defaults."""


def _named_by_header(request: Request) -> bool:
    named = request.method in ("PATCH", "PUT") and request.path in (
        "/profiles",
        "/profiles/profile",
    )
    named = named or (request.method == "POST" and request.path == "/profiles/link-sessions")
    return named and request.header("profile-key") is not None


@fault(
    "test_body_profile_key_must_name_the_header_profile",
    "naming another profile than the Profile-Key header is refused",
)
@body_rewritten(_named_by_header, lambda body: {k: v for k, v in body.items() if k != "profileKey"})
def update_profile_header_wins() -> None:
    """An update or a linking session with a Profile-Key header ignores the body's
    `profileKey`: it acts for the header's profile although the body names another."""


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


def _of_every_profile(
    path: str, merge: Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]
) -> Shape:
    """A GET of ``path`` ignores the Profile-Key: its answer has the answers to the same
    request of every other Profile-Key that acted (and of the Primary Profile) merged in by
    ``merge(answer, other)``."""

    async def leak(request: Request, call: Call) -> Response:
        response = await call(request)
        key = request.header("profile-key")
        if key is not None and response.status == 200:
            _PROFILE_KEYS.add(key)
        body = response.json()
        if not asks(request, "GET", path) or response.status != 200 or not isinstance(body, dict):
            return response
        others: list[str | None] = [k for k in sorted(_PROFILE_KEYS) if k != key]
        for other in [*others, None] if key is not None else others:
            answer = (await call(request.with_header("profile-key", other))).json()
            if isinstance(answer, dict):
                body = merge(body, answer)
        return response.with_json(body)

    return declared(leak)


@fault("test_posts_and_history_isolated", "lists the post in its history")
@_of_every_profile(
    "/history", lambda mine, other: {**mine, "history": mine["history"] + other.get("history", [])}
)
def post_history_of_every_profile() -> None:
    """get_post_history ignores the Profile-Key: it lists the posts of every profile."""


@fault("test_posts_and_history_isolated", "sees the webhook history entry")
@_of_every_profile(
    "/hook/history", lambda mine, other: {k: v + other.get(k, []) for k, v in mine.items()}
)
def webhook_history_of_every_profile() -> None:
    """get_webhook_history ignores the Profile-Key: it lists the entries of every profile."""


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


@fault("test_profile_title_unique", "profile titles are unique")
@refusal_accepted(
    ErrorCode.PROFILE_TITLE_TAKEN,
    lambda request: {
        "status": "success",
        "title": (request.json() or {}).get("title"),
        "refId": "DuplicateTitle0000",
        "profileKey": "PK-DUPLICATE-TITLE",
    },
    where=on("POST", "/profiles"),
)
def profile_title_taken_accepted() -> None:
    """create_profile with a title another profile has creates a second profile of that title
    (answers success) instead of code 146."""


@fault("test_delete_unknown_profile_refused", "deleting an unknown refId is refused")
@refusal_accepted(
    ErrorCode.PROFILE_NOT_FOUND,
    {"status": "success"},
    where=lambda request: request.method == "DELETE" and request.path in PROFILE_DELETE_PATHS,
)
def delete_unknown_profile_accepted() -> None:
    """delete_profile of an unknown refId answers success instead of code 162."""


# -- the listing's shape, titles, updates and deletes that name nothing or disagree ---------------
def _moved(profile: dict[str, Any], seconds: int, utc_too: bool) -> dict[str, Any]:
    """A listed profile created ``seconds`` later by `created` (and `createdUTC` if
    ``utc_too``)."""
    created, stamp = profile.get("created") or {}, str(profile.get("createdUTC"))
    if utc_too:
        moved = parse_timestamp(stamp) + timedelta(seconds=seconds)
        stamp = moved.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    at = {**created, "_seconds": created.get("_seconds", 0) + seconds}
    return {**profile, "created": at, "createdUTC": stamp}


_READ_BACK = "test_created_profile_read_back"
for _name, _rule, _change, _doc in (
    ("profile_created_times_disagree", "created and createdUTC are the same instant",
     each_entry("profiles", lambda p: _moved(p, 1, False)), "`created` a second after"),
    ("profile_created_time_wrong", "createdUTC is when the profile was created",
     each_entry("profiles", lambda p: _moved(p, -86400, True)), "every profile a day early"),
    ("profile_list_count_wrong", "count is the number of profiles listed",
     lambda b: {**b, "count": len(b.get("profiles", [])) + 1}, "a `count` one too many"),
    ("profile_unset_settings_listed", "lists a setting only when it was set",
     each_entry("profiles", lambda p: {"tags": [], **p}), "`tags: []` where none were set"),
):  # fmt: skip
    _shape = answer_rewritten(_listing_profiles, _change, status=succeeded)
    declare(globals(), _name, f"list_profiles answers {_doc}.", _shape, fault(_READ_BACK, _rule))


def _blank_title(request: Request) -> bool:
    title = (request.json() or {}).get("title") if isinstance(request.json(), dict) else None
    return asks(request, "POST", "/profiles") and isinstance(title, str) and not title.strip()


_UPDATE, _DELETE = "test_update_profile_changes_title_unique", "test_delete_names_must_agree"
_DONE = {"status": "success", "refId": "none", "title": " ", "profileKey": "PK-NONE"}
for _name, _test, _rule, _code, _where, _doc in (
    ("profile_blank_title_accepted", "test_blank_profile_title_refused",
     "a title of white space only is refused", ErrorCode.INVALID_REQUEST, _blank_title,
     "create_profile answers success to a title of white space only"),
    ("profile_update_naming_nothing_accepted", _UPDATE,
     "update_profile naming no profile is refused", ErrorCode.PROFILE_NOT_FOUND,
     lambda r: _updating_profile(r) and r.header("profile-key") is None,
     "update_profile naming no profile (no Profile-Key, no body profileKey) answers success"),
    ("profile_delete_naming_nothing_accepted", _DELETE,
     "delete_profile naming nothing is refused", ErrorCode.PROFILE_NOT_FOUND,
     lambda r: _delete_naming(r) == {} and r.header("profile-key") is None,
     "delete_profile naming nothing (no body, no Profile-Key) answers success"),
):  # fmt: skip
    _shape = refusal_accepted(_code, _DONE, where=_where)
    declare(globals(), _name, f"{_doc}.", _shape, fault(_test, _rule))


_TITLES_SET: dict[str, str] = {}


@fault("test_update_profile_changes_title_unique", "takes the profile's current title")
@exchange
async def profile_update_current_title_refused(request: Request, call: Call) -> Response:
    """update_profile to the title it last set on the profile is refused as taken (146)."""
    body = request.json()
    key = request.header("profile-key")
    if not (_updating_profile(request) and isinstance(body, dict) and key is not None):
        return await call(request)
    title = body.get("title")
    response = await call(request)
    if _TITLES_SET.get(key) == title:
        return catalogued_refusal(response, ErrorCode.PROFILE_TITLE_TAKEN)
    if response.status == 200 and isinstance(title, str):
        _TITLES_SET[key] = title
    return response


for _name, _rule, _where, _change, _doc in (
    ("profile_delete_first_name_wins", "names that name different profiles delete nothing",
     lambda r: bool((_delete_naming(r) or {}).get("refId")), lambda b: {"refId": b["refId"]},
     "delete_profile given a refId and other names deletes the refId's profile"),
    ("profile_delete_empty_title_unread", "an empty title is no name",
     lambda r: (_delete_naming(r) or {}).get("title") == "", without("title"),
     "delete_profile reads an empty `title` as no title instead of refusing it"),
):  # fmt: skip
    declare(globals(), _name, f"{_doc}.", body_rewritten(_where, _change), fault(_DELETE, _rule))


@fault("test_delete_names_must_agree", "the Primary Profile is never deleted")
@exchange
async def profile_delete_primary_accepted(request: Request, call: Call) -> Response:
    """delete_profile naming the Primary Profile (its refId) answers success."""
    response = await call(request)
    named = _delete_naming(request) or {}
    if error_code(response) != ErrorCode.PROFILE_NOT_FOUND or "refId" not in named:
        return response
    user = await read_json(request, call, OperationId.GET_USER)
    if isinstance(user, dict) and user.get("refId") == named["refId"]:
        return response.with_json({"status": "success", "refId": named["refId"]}, 200)
    return response


# -- faults of one shape each, as rows: (name, what `fault` takes, the shape, what it breaks)
for _name, _caught, _shape, _doc in (
    ("profile_delete_header_ignored",
     ("test_delete_profile_by_each_name", "delete_profile by the Profile-Key header"),
     request_rewritten(lambda request: _delete_naming(request) == {}, _without_profile_key),
     "delete_profile ignores the Profile-Key header: only a body names the profile."),
    ("profile_delete_follows_the_body",
     ("test_delete_profile_key_acts_for_its_own_profile", "a Profile Key deletes only its own"),
     request_rewritten(lambda request: bool(_delete_naming(request)), _without_profile_key),
     "delete_profile with a Profile-Key header deletes whatever profile the body names."),
    ("profile_delete_profile_key_ignored",
     ("test_delete_profile_by_each_name", "delete_profile by profileKey"),
     fields_ignored(_deleting, "profileKey"),
     "delete_profile ignores `profileKey` in the body."),
    ("profile_delete_title_ignored",
     ("test_delete_profile_by_each_name", "delete_profile by title deletes that profile"),
     fields_ignored(_deleting, "title"),
     "delete_profile ignores `title` in the body."),
    ("profile_delete_ref_id_ignored",
     ("test_delete_profile_by_each_name", "delete_profile by refId"),
     fields_ignored(_deleting, "refId"),
     "delete_profile ignores `refId` in the body."),
    ("sdk_profile_paths_missing",
     ("test_sdk_profile_paths", "the SDK's POST /profiles/create-profile"),
     request_rewritten(lambda request: request.path in SDK_PROFILE_PATHS, unserved),
     "The official SDK's profile paths are not served (answered as unknown routes)."),
    ("update_profile_body_key_ignored",
     ("test_update_profile_changes_title_unique",
      "update_profile updates the profile the body's profileKey names"),
     fields_ignored(on("PATCH", "/profiles"), "profileKey"),
     "PATCH /profiles ignores `profileKey` in the body (only the Profile-Key header names)."),
    ("profile_update_answers_another_title", (_UPDATE, "answers the title after the update"),
     answer_rewritten(_updating_profile, lambda b: {**b, "title": "before"}, status=succeeded),
     "update_profile answers another title than the one the profile now has."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
