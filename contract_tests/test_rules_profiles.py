"""Profile rules: one profile never sees another's hooks, media, history or posts; Profile
Keys are returned only at creation; titles are unique; settings are listed and kept by an
update that does not send them; a body `profileKey` sent with the Profile-Key header (an
update, a linking session) names the same profile; deletion revokes at once."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Any

import pytest

from contract_tests import read_back
from contract_tests.fixtures import UserProfile, create_user_profile, delete_user_profile
from contract_tests.samples import image_bytes, social_event, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient, Target
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result


def _body(client: ApiClient, spec: ApiSpec, operation_id: OperationId, **params: Any) -> Any:
    response = client.get(spec.operation(operation_id).path, params=params)
    return client.expect_status(response, 200, f"{operation_id} answers 200")


def test_profiles_are_isolated(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile
) -> None:
    owner = user_profile.client
    hook_url = f"https://hooks.contract.test/isolated/{user_profile.ref_id}"
    response = owner.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "batch", "url": hook_url},
    )
    owner.expect_status(response, 200, "register_webhook for the first profile")
    name = unique_name("isolated", ".png")
    response = owner.post(
        spec.operation(OperationId.UPLOAD_MEDIA).path,
        files={"file": (name, image_bytes(10, 10), "image/png")},
        data={"fileName": name},
    )
    owner.expect_status(response, 200, "upload_media for the first profile")
    rule = "profile isolation: a profile never sees another profile's data"
    for viewer_name, viewer in (("other profile", other_profile.client), ("Primary Profile", api)):
        hooks = _body(viewer, spec, OperationId.LIST_WEBHOOKS)["webhooks"]
        if any(h.get("url") == hook_url for h in hooks):
            viewer.fail(
                viewer.get(spec.operation(OperationId.LIST_WEBHOOKS).path),
                rule,
                f"{viewer_name} lists the hook",
            )
        media = _body(viewer, spec, OperationId.LIST_MEDIA)
        if any(m.get("fileName") == name for m in media):
            viewer.fail(
                viewer.get(spec.operation(OperationId.LIST_MEDIA).path),
                rule,
                f"{viewer_name} lists the media",
            )
    own_hooks = _body(owner, spec, OperationId.LIST_WEBHOOKS)["webhooks"]
    if not any(h.get("url") == hook_url for h in own_hooks):
        owner.fail(
            owner.get(spec.operation(OperationId.LIST_WEBHOOKS).path), "a profile sees its own hook"
        )


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.SEED_WEBHOOK_HISTORY)
def test_posts_and_history_isolated(
    api: ApiClient,
    spec: ApiSpec,
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    other_profile: UserProfile,
) -> None:
    """Needs the control: a post needs a linked network and a history entry a seeded event
    (the public API makes neither); hooks and media are checked without it above."""
    owner = user_profile.client
    profile_sandbox.link("linkedin")
    response = owner.post(
        spec.operation(OperationId.CREATE_POST).path,
        json_body={"post": "Isolated post", "platforms": ["linkedin"]},
    )
    post_id = unwrap_post_result(
        owner.expect_status(response, 200, "create_post for the first profile")
    )["id"]
    now = parse_timestamp(profile_sandbox.now())
    entry = social_event(
        created=now, ref_id=user_profile.ref_id, title=user_profile.title, platform="threads"
    )
    profile_sandbox.seed_history([entry])
    rule = "profile isolation: a profile never sees another profile's data"
    get_post = spec.operation(OperationId.GET_POST).path.replace("{id}", str(post_id))
    for viewer_name, viewer in (("other profile", other_profile.client), ("Primary Profile", api)):
        viewer.expect_error(viewer.get(get_post), "post_not_found", rule)
        history = viewer.get(
            spec.operation(OperationId.GET_POST_HISTORY).path, params={"lastDays": 0}
        )
        listed = viewer.expect_status(history, 200, "get_post_history answers 200")["history"]
        if any(p.get("id") == post_id for p in listed):
            viewer.fail(history, rule, f"{viewer_name} lists the post in its history")
        hooks = viewer.get(spec.operation(OperationId.GET_WEBHOOK_HISTORY).path)
        groups = viewer.expect_status(hooks, 200, "get_webhook_history answers 200")
        if any(e.get("hookId") == entry["hookId"] for e in groups.get("social", [])):
            viewer.fail(hooks, rule, f"{viewer_name} sees the webhook history entry")


def test_profile_key_only_at_creation(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    response = api.get(spec.operation(OperationId.LIST_PROFILES).path)
    body = api.expect_status(response, 200, "list_profiles answers 200")
    mine = [p for p in body["profiles"] if p.get("refId") == user_profile.ref_id]
    if len(mine) != 1 or mine[0].get("title") != user_profile.title:
        api.fail(response, "a created profile is listed with its title", f"found {mine}")
    if user_profile.profile_key in response.text:
        api.fail(response, "Profile Keys are never returned by list_profiles")


def test_profile_title_unique(api: ApiClient, spec: ApiSpec, user_profile: UserProfile) -> None:
    response = api.post(
        spec.operation(OperationId.CREATE_PROFILE).path, json_body={"title": user_profile.title}
    )
    api.expect_error(response, "profile_title_taken", "profile titles are unique")


@pytest.mark.parametrize("title", ["   ", "\x1d\ufeff"], ids=["spaces", "other-white-space"])
def test_blank_profile_title_refused(api: ApiClient, spec: ApiSpec, title: str) -> None:
    """A title of white space only is no title (components/schemas/profiles.yaml
    ProfileTitle's pattern: white space as any engine knows it, Python's U+001D and
    ECMAScript's U+FEFF included)."""
    response = api.post(spec.operation(OperationId.CREATE_PROFILE).path, json_body={"title": title})
    if response.status_code == 200:
        ref_id = response.json().get("refId")
        _call(api, spec, OperationId.DELETE_PROFILE, json_body={"refId": ref_id})
    api.expect_error(response, "invalid_request", "a title of white space only is refused")


def test_delete_unknown_profile_refused(api: ApiClient, spec: ApiSpec) -> None:
    response = api.delete(
        spec.operation(OperationId.DELETE_PROFILE).path, json_body={"refId": "no-such-profile"}
    )
    api.expect_error(response, "profile_not_found", "deleting an unknown refId is refused")


def test_given_profile_isolated(api: ApiClient, spec: ApiSpec, target: Target) -> None:
    """The --profile-key profile (else a User Profile created here) and the Primary Profile do
    not see each other's hooks."""
    created: UserProfile | None = None
    if target.profile_key:
        given = api.as_profile(target.profile_key)
    else:
        try:
            created = create_user_profile(api, spec)
        except pytest.skip.Exception as skipped:
            pytest.skip(f"needs --profile-key (a User Profile key of the target), or {skipped.msg}")
        given = created.client
    register = spec.operation(OperationId.REGISTER_WEBHOOK).path
    unregister = spec.operation(OperationId.UNREGISTER_WEBHOOK).path
    url = f"https://hooks.contract.test/given/{uuid.uuid4().hex[:8]}"
    try:
        response = given.post(register, json_body={"action": "batch", "url": url})
        given.expect_status(response, 200, "the given Profile Key acts for its profile")
        hooks = _body(api, spec, OperationId.LIST_WEBHOOKS)["webhooks"]
        if any(h.get("url") == url for h in hooks):
            api.fail(
                api.get(spec.operation(OperationId.LIST_WEBHOOKS).path),
                "profile isolation: a profile never sees another profile's data",
                "the Primary Profile lists the given profile's hook",
            )
    finally:
        given.request("DELETE", unregister, json_body={"action": "batch"})
        if created is not None:
            delete_user_profile(api, spec, created)
        else:
            given.close()


# --- update, delete, list filters and the SDK's paths (DOCS apis/profiles/*) --------------------
def _call(client: ApiClient, spec: ApiSpec, operation_id: OperationId, **kwargs: Any) -> Any:
    """A request to ``operation_id`` (its method and path from the spec)."""
    operation = spec.operation(operation_id)
    return client.request(operation.method.upper(), operation.path, **kwargs)


def _listed(api: ApiClient, spec: ApiSpec, **params: Any) -> list[dict[str, Any]]:
    response = _call(api, spec, OperationId.LIST_PROFILES, params=params)
    profiles: list[dict[str, Any]] = api.expect_status(response, 200, "list_profiles answers 200")[
        "profiles"
    ]
    return profiles


def _titles_of(api: ApiClient, spec: ApiSpec, ref_id: str) -> list[str]:
    """The titles listed for ``ref_id`` (read from the whole list: no filter relied on)."""
    return [str(p.get("title")) for p in _listed(api, spec) if p.get("refId") == ref_id]


def _instant(profile: Mapping[str, Any]) -> tuple[Any, Any]:
    """The creation instant of a listed profile as `createdUTC` and as `created`."""
    created = profile.get("created") or {}
    seconds, nanos = created.get("_seconds"), created.get("_nanoseconds")
    stamp = seconds + nanos / 1e9 if isinstance(seconds, int) and isinstance(nanos, int) else None
    return parse_timestamp(str(profile.get("createdUTC"))).timestamp(), stamp


@pytest.mark.reads_back(OperationId.CREATE_PROFILE)
def test_created_profile_read_back(api: ApiClient, spec: ApiSpec) -> None:
    """list_profiles lists a created profile under its refId with the title sent, created
    (`createdUTC` and `created`, the same instant, components/schemas/profiles.yaml Profile)
    between the `lastUpdated` of a list read before and one read after, without settings it
    was not given (present only when set), `count` the number listed (ProfileList)."""
    title = unique_name("created", "")
    text = read_back.rule(
        OperationId.CREATE_PROFILE, "list_profiles lists the profile with its title"
    )
    before = _call(api, spec, OperationId.LIST_PROFILES)
    read_before = api.expect_status(before, 200, "list_profiles answers 200")["lastUpdated"]
    response = _call(api, spec, OperationId.CREATE_PROFILE, json_body={"title": title})
    created = api.expect_status(response, 200, "create_profile answers 200")
    try:
        listed = _call(api, spec, OperationId.LIST_PROFILES)
        body = api.expect_status(listed, 200, "list_profiles answers 200")
        found = read_back.find(body["profiles"], "refId", created.get("refId"))
        read_back.expect_fields(api, listed, text, found, {"title": title})
        if body.get("count") != len(body["profiles"]):
            api.fail(listed, "list_profiles: count is the number of profiles listed")
        assert found is not None
        as_utc, as_seconds = _instant(found)
        if as_seconds is None or abs(as_utc - as_seconds) >= 0.001:
            api.fail(listed, "list_profiles: created and createdUTC are the same instant")
        earliest = parse_timestamp(str(read_before)).timestamp()
        latest = parse_timestamp(str(body["lastUpdated"])).timestamp()
        if not earliest - 0.001 <= as_utc <= latest + 0.001:
            api.fail(
                listed,
                "list_profiles: createdUTC is when the profile was created",
                f"{found.get('createdUTC')} is not between lists read at {read_before} and "
                f"{body['lastUpdated']}",
            )
        if set(PROFILE_SETTINGS) & set(found):
            api.fail(listed, "list_profiles lists a setting only when it was set")
    finally:
        if isinstance(created, dict) and created.get("refId"):
            _call(api, spec, OperationId.DELETE_PROFILE, json_body={"refId": created["refId"]})


@pytest.mark.reads_back(OperationId.UPDATE_PROFILE)
def test_update_profile_changes_title_unique(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile
) -> None:
    """update_profile (Profile-Key names the profile) sets the title; titles stay unique."""
    new_title = unique_name("renamed", "")
    response = _call(
        user_profile.client, spec, OperationId.UPDATE_PROFILE, json_body={"title": new_title}
    )
    body = user_profile.client.expect_status(response, 200, "update_profile answers 200")
    if body.get("refId") != user_profile.ref_id:
        api.fail(response, "update_profile updates the profile its Profile-Key names")
    if body.get("title") != new_title:
        api.fail(response, "update_profile answers the title after the update (ProfileUpdated)")
    titles = _titles_of(api, spec, user_profile.ref_id)
    if titles != [new_title]:
        api.fail(
            _call(api, spec, OperationId.LIST_PROFILES),
            "update_profile changes the title",
            f"listed titles of the profile: {titles}, expected [{new_title!r}]",
        )
    response = _call(
        user_profile.client, spec, OperationId.UPDATE_PROFILE, json_body={"title": new_title}
    )
    user_profile.client.expect_status(
        response, 200, "update_profile takes the profile's current title (ProfileUpdate)"
    )
    response = _call(api, spec, OperationId.UPDATE_PROFILE, json_body={"title": f"{new_title}-x"})
    api.expect_error(
        response, "profile_not_found", "update_profile naming no profile is refused (162)"
    )
    response = _call(
        user_profile.client,
        spec,
        OperationId.UPDATE_PROFILE,
        json_body={"title": other_profile.title},
    )
    api.expect_error(response, "profile_title_taken", "profile titles stay unique on update")
    if _titles_of(api, spec, user_profile.ref_id) != [new_title]:
        api.fail(response, "a refused update changes nothing")
    # The body's profileKey names the profile as well as the header (the API key alone here).
    by_body = f"{new_title}-body"
    rule = "update_profile updates the profile the body's profileKey names (no Profile-Key)"
    body_form = {"title": by_body, "profileKey": user_profile.profile_key}
    response = _call(api, spec, OperationId.UPDATE_PROFILE, json_body=body_form)
    answer = api.expect_status(response, 200, rule)
    if answer.get("refId") != user_profile.ref_id:
        api.fail(response, rule, f"expected refId {user_profile.ref_id!r}")
    if _titles_of(api, spec, user_profile.ref_id) != [by_body]:
        api.fail(_call(api, spec, OperationId.LIST_PROFILES), rule, "the title is unchanged")


#: A value of each settings field of `ProfileSettings`, none its default.
PROFILE_SETTINGS = {
    "tags": ["bakery", "north"],
    "messagingActive": True,
    "hideTopHeader": True,
    "topHeader": "Hello",
    "disableSocial": ["tiktok"],
}


def test_profile_settings_listed_and_kept(api: ApiClient, spec: ApiSpec) -> None:
    """The settings `create_profile` stored are listed by `list_profiles` (`Profile` echoes
    them); an update that sends none of them keeps them."""
    title = unique_name("settings", "")
    body = {"title": title, **PROFILE_SETTINGS}
    response = _call(api, spec, OperationId.CREATE_PROFILE, json_body=body)
    created = api.expect_status(response, 200, "create_profile answers 200")
    try:
        rules = {
            "create": "list_profiles lists the settings create_profile stored",
            "update": "update_profile keeps the settings it was not sent",
        }
        for step, rule in rules.items():
            if step == "update":
                response = _call(
                    api,
                    spec,
                    OperationId.UPDATE_PROFILE,
                    json_body={"title": f"{title}-renamed"},
                    headers={"Profile-Key": created["profileKey"]},
                )
                api.expect_status(response, 200, "update_profile answers 200")
            found = read_back.find(_listed(api, spec), "refId", created["refId"]) or {}
            listed = {key: found.get(key) for key in PROFILE_SETTINGS}
            if listed != PROFILE_SETTINGS:
                api.fail(response, rule, f"listed {listed}")
    finally:
        _call(api, spec, OperationId.DELETE_PROFILE, json_body={"refId": created["refId"]})


@pytest.mark.parametrize(
    "operation_id",
    [
        OperationId.UPDATE_PROFILE,
        OperationId.UPDATE_PROFILE_LEGACY,
        OperationId.UPDATE_PROFILE_SDK,
        OperationId.CREATE_LINK_SESSION,
    ],
)
def test_body_profile_key_must_name_the_header_profile(
    api: ApiClient,
    spec: ApiSpec,
    user_profile: UserProfile,
    other_profile: UserProfile,
    operation_id: OperationId,
) -> None:
    """With the Profile-Key header of one profile and `profileKey` of another in the body, an
    update or a linking session is refused (profile_not_found) and neither profile changes."""
    rule = "a body profileKey naming another profile than the Profile-Key header is refused"
    body = {"title": unique_name("hijack", ""), "profileKey": user_profile.profile_key}
    response = _call(other_profile.client, spec, operation_id, json_body=body)
    api.expect_error(response, "profile_not_found", f"{operation_id}: {rule}")
    for profile in (user_profile, other_profile):
        if _titles_of(api, spec, profile.ref_id) != [profile.title]:
            api.fail(response, f"{operation_id}: {rule}", f"{profile.ref_id} was renamed")


def _deleted(api: ApiClient, spec: ApiSpec, profile: UserProfile, response: Any, form: str) -> None:
    rule = f"delete_profile by {form} deletes that profile"
    body = api.expect_status(response, 200, rule)
    if not isinstance(body, dict) or body.get("refId") != profile.ref_id:
        api.fail(response, rule, f"expected refId {profile.ref_id!r}")
    if _titles_of(api, spec, profile.ref_id):
        api.fail(_call(api, spec, OperationId.LIST_PROFILES), rule, "the profile is still listed")
    revoked = profile.client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
    profile.client.expect_error(
        revoked, "unknown_profile_key", f"{rule}: its Profile Key is revoked"
    )


@pytest.mark.reads_back(OperationId.DELETE_PROFILE)
def test_delete_profile_by_each_name(api: ApiClient, spec: ApiSpec) -> None:
    """The Profile-Key header alone (no body), or profileKey, title (case-sensitive) or refId
    in the body, names the profile to delete."""
    profiles = [create_user_profile(api, spec) for _ in range(4)]
    by_header, by_key, by_title, by_ref = profiles
    try:
        response = _call(by_header.client, spec, OperationId.DELETE_PROFILE)
        _deleted(api, spec, by_header, response, "the Profile-Key header")
        response = _call(
            api, spec, OperationId.DELETE_PROFILE, json_body={"profileKey": by_key.profile_key}
        )
        _deleted(api, spec, by_key, response, "profileKey")
        wrong_case = by_title.title.upper()
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body={"title": wrong_case})
        api.expect_error(response, "profile_not_found", "delete_profile titles are case-sensitive")
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body={"title": by_title.title})
        _deleted(api, spec, by_title, response, "title")
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body={"refId": by_ref.ref_id})
        _deleted(api, spec, by_ref, response, "refId")
    finally:
        for profile in profiles:
            delete_user_profile(api, spec, profile)


def test_delete_profile_key_acts_for_its_own_profile(api: ApiClient, spec: ApiSpec) -> None:
    """With a Profile-Key header, a body naming another profile (its refId) is refused
    (profile_not_found) and the other profile stays: a Profile Key acts for its own profile."""
    mine, other = create_user_profile(api, spec), create_user_profile(api, spec)
    try:
        response = _call(
            mine.client, spec, OperationId.DELETE_PROFILE, json_body={"refId": other.ref_id}
        )
        rule = "a Profile Key deletes only its own profile"
        mine.client.expect_error(response, "profile_not_found", rule)
        if not _titles_of(api, spec, other.ref_id) or not _titles_of(api, spec, mine.ref_id):
            api.fail(response, rule, "a profile was deleted")
    finally:
        for profile in (mine, other):
            delete_user_profile(api, spec, profile)


def test_delete_names_must_agree(api: ApiClient, spec: ApiSpec) -> None:
    """delete_profile (paths/profiles.yaml, ProfileDeletion): names that name different
    profiles delete nothing (162); an empty title (minLength 1) is refused (101); nothing
    named and no Profile-Key header, or the Primary
    Profile named (its refId, get_user's), is refused (162): the Primary Profile is no User
    Profile and is never deleted."""
    mine, other = create_user_profile(api, spec), create_user_profile(api, spec)
    try:
        both = {"refId": mine.ref_id, "title": other.title}
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body=both)
        rule = "delete_profile names that name different profiles delete nothing"
        api.expect_error(response, "profile_not_found", rule)
        if not _titles_of(api, spec, mine.ref_id) or not _titles_of(api, spec, other.ref_id):
            api.fail(response, rule, "a profile was deleted")
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body={})
        api.expect_error(response, "profile_not_found", "delete_profile naming nothing is refused")
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body={"title": ""})
        api.expect_error(response, "invalid_request", "delete_profile: an empty title is no name")
        user = api.get(spec.operation(OperationId.GET_USER).path)
        primary = api.expect_status(user, 200, "get_user answers 200").get("refId")
        response = _call(api, spec, OperationId.DELETE_PROFILE, json_body={"refId": primary})
        api.expect_error(response, "profile_not_found", "the Primary Profile is never deleted")
        api.expect_status(api.get(spec.operation(OperationId.GET_USER).path), 200, rule)
    finally:
        for profile in (mine, other):
            delete_user_profile(api, spec, profile)


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_list_profiles_filters(api: ApiClient, spec: ApiSpec, sandbox: Sandbox) -> None:
    """title, refId, hasActiveSocialAccounts and includesActiveSocialAccounts (all listed
    networks, comma-separated) filter the list."""
    profiles = [create_user_profile(api, spec) for _ in range(3)]
    _bare, single, double = profiles
    try:
        sandbox.for_client(single.client).link("facebook")
        sandbox.for_client(double.client).link("facebook")
        sandbox.for_client(double.client).link("instagram")
        names = ("bare", "single", "double")
        mine = {p.ref_id: name for p, name in zip(profiles, names, strict=True)}
        cases: list[tuple[str, dict[str, Any], set[str]]] = [
            ("title", {"title": single.title}, {"single"}),
            ("refId", {"refId": double.ref_id}, {"double"}),
            ("hasActiveSocialAccounts", {"hasActiveSocialAccounts": "true"}, {"single", "double"}),
            ("hasActiveSocialAccounts", {"hasActiveSocialAccounts": "false"}, {"bare"}),
            (
                "includesActiveSocialAccounts",
                {"includesActiveSocialAccounts": "instagram,facebook"},
                {"double"},
            ),
            (
                "includesActiveSocialAccounts",
                {"includesActiveSocialAccounts": "facebook"},
                {"single", "double"},
            ),
        ]
        for name, params, expected in cases:
            response = _call(api, spec, OperationId.LIST_PROFILES, params=params)
            body = api.expect_status(response, 200, "list_profiles answers 200")
            got = {mine[p["refId"]] for p in body["profiles"] if p.get("refId") in mine}
            if got != expected:
                api.fail(
                    response,
                    f"list_profiles filter {name} filters",
                    f"of this test's profiles, listed {sorted(got)}, expected {sorted(expected)}",
                )
            if name in ("title", "refId") and len(body["profiles"]) != 1:
                api.fail(response, f"list_profiles filter {name} filters", "other profiles listed")
    finally:
        for profile in profiles:
            delete_user_profile(api, spec, profile)


def test_active_social_accounts_absent_when_none(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, has_sandbox: bool
) -> None:
    """A profile with no linked network has no `activeSocialAccounts` (not an empty list), as
    the docs' example shows; once one is linked, it lists it."""
    rule = "activeSocialAccounts is absent when nothing is linked"
    (record,) = [p for p in _listed(api, spec) if p.get("refId") == user_profile.ref_id]
    if "activeSocialAccounts" in record:
        api.fail(
            _call(api, spec, OperationId.LIST_PROFILES),
            rule,
            f"got {record['activeSocialAccounts']}",
        )
    if has_sandbox:
        Sandbox(user_profile.client).link("threads")
        (record,) = [p for p in _listed(api, spec) if p.get("refId") == user_profile.ref_id]
        if record.get("activeSocialAccounts") != ["threads"]:
            api.fail(
                _call(api, spec, OperationId.LIST_PROFILES),
                "activeSocialAccounts lists the linked networks",
                f"got {record.get('activeSocialAccounts')!r}",
            )


#: The verbs of the SDKs' deprecated profile operations (`x-alias-of`).
VERBS = ("create", "update", "delete")


@pytest.mark.parametrize(
    "family",
    [
        pytest.param(
            "legacy",
            marks=pytest.mark.reads_back(
                OperationId.CREATE_PROFILE_LEGACY,
                OperationId.UPDATE_PROFILE_LEGACY,
                OperationId.DELETE_PROFILE_LEGACY,
            ),
        ),
        pytest.param(
            "sdk",
            marks=pytest.mark.reads_back(
                OperationId.CREATE_PROFILE_SDK,
                OperationId.UPDATE_PROFILE_SDK,
                OperationId.DELETE_PROFILE_SDK,
            ),
        ),
    ],
)
def test_sdk_profile_paths(api: ApiClient, spec: ApiSpec, family: str) -> None:
    """The official SDKs' paths (deprecated operations `<verb>_profile_<family>`) create,
    update and delete, with the SDK's extra `source` field; list_profiles reads each change
    back."""
    create_id, update_id, delete_id = (OperationId(f"{verb}_profile_{family}") for verb in VERBS)
    title = f"contract-{uuid.uuid4().hex[:12]}"
    response = _call(api, spec, create_id, json_body={"title": title, "source": "pypi"})
    label = spec.operation(create_id).label
    created = api.expect_status(response, 200, f"the SDK's {label} creates a profile")
    profile = UserProfile(
        client=api.as_profile(created["profileKey"]),
        ref_id=created["refId"],
        profile_key=created["profileKey"],
        title=title,
    )
    try:
        if _titles_of(api, spec, profile.ref_id) != [title]:
            api.fail(response, f"the SDK's {label} creates a profile", "not listed")
        renamed = f"{title}-renamed"
        response = _call(
            profile.client, spec, update_id, json_body={"title": renamed, "source": "pypi"}
        )
        label = spec.operation(update_id).label
        api.expect_status(response, 200, f"the SDK's {label} updates the profile")
        if _titles_of(api, spec, profile.ref_id) != [renamed]:
            api.fail(response, f"the SDK's {label} updates the profile", "title unchanged")
        response = _call(
            api, spec, delete_id, json_body={"profileKey": profile.profile_key, "source": "pypi"}
        )
        label = spec.operation(delete_id).label
        _deleted(api, spec, profile, response, f"the SDK's {label} with profileKey")
    finally:
        delete_user_profile(api, spec, profile)
