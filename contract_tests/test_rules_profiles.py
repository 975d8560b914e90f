"""Profile rules: one profile never sees another's hooks, media, history or posts; Profile
Keys are returned only at creation; titles are unique; deletion revokes at once."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from contract_tests.conftest import UserProfile, create_user_profile, delete_user_profile
from contract_tests.samples import image_bytes, social_event, unique_name
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, parse_timestamp
from contract_tests.target import ApiClient, Target


def _body(client: ApiClient, spec: ApiSpec, operation_id: str, **params: Any) -> Any:
    response = client.get(spec.operation(operation_id).path, params=params)
    return client.expect_status(response, 200, f"{operation_id} answers 200")


def test_profiles_are_isolated(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile, other_profile: UserProfile
) -> None:
    owner = user_profile.client
    hook_url = f"https://hooks.contract.test/isolated/{user_profile.ref_id}"
    response = owner.post(
        spec.operation("register_webhook").path, json_body={"action": "batch", "url": hook_url}
    )
    owner.expect_status(response, 200, "register_webhook for the first profile")
    name = unique_name("isolated", ".png")
    response = owner.post(
        spec.operation("upload_media").path,
        files={"file": (name, image_bytes(10, 10), "image/png")},
        data={"fileName": name},
    )
    owner.expect_status(response, 200, "upload_media for the first profile")
    rule = "profile isolation: a profile never sees another profile's data"
    for viewer_name, viewer in (("other profile", other_profile.client), ("Primary Profile", api)):
        hooks = _body(viewer, spec, "list_webhooks")["webhooks"]
        if any(h.get("url") == hook_url for h in hooks):
            viewer.fail(
                viewer.get(spec.operation("list_webhooks").path),
                rule,
                f"{viewer_name} lists the hook",
            )
        media = _body(viewer, spec, "list_media")["media"]
        if any(m.get("fileName") == name for m in media):
            viewer.fail(
                viewer.get(spec.operation("list_media").path),
                rule,
                f"{viewer_name} lists the media",
            )
    own_hooks = _body(owner, spec, "list_webhooks")["webhooks"]
    if not any(h.get("url") == hook_url for h in own_hooks):
        owner.fail(owner.get(spec.operation("list_webhooks").path), "a profile sees its own hook")


@pytest.mark.control("link_network", "seed_webhook_history")
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
        spec.operation("create_post").path,
        json_body={"post": "Isolated post", "platforms": ["linkedin"]},
    )
    post_id = owner.expect_status(response, 200, "create_post for the first profile")["id"]
    now = parse_timestamp(profile_sandbox.now())
    entry = social_event(
        created=now, ref_id=user_profile.ref_id, title=user_profile.title, platform="threads"
    )
    profile_sandbox.seed_history([entry])
    rule = "profile isolation: a profile never sees another profile's data"
    get_post = spec.operation("get_post").path.replace("{id}", str(post_id))
    for viewer_name, viewer in (("other profile", other_profile.client), ("Primary Profile", api)):
        viewer.expect_error(viewer.get(get_post), "post_not_found", rule)
        history = viewer.get(spec.operation("get_post_history").path, params={"lastDays": 0})
        listed = viewer.expect_status(history, 200, "get_post_history answers 200")["history"]
        if any(p.get("id") == post_id for p in listed):
            viewer.fail(history, rule, f"{viewer_name} lists the post in its history")
        hooks = viewer.get(spec.operation("get_webhook_history").path)
        groups = viewer.expect_status(hooks, 200, "get_webhook_history answers 200")
        if any(e.get("hookId") == entry["hookId"] for e in groups.get("social", [])):
            viewer.fail(hooks, rule, f"{viewer_name} sees the webhook history entry")


def test_profile_key_only_at_creation(
    api: ApiClient, spec: ApiSpec, user_profile: UserProfile
) -> None:
    response = api.get(spec.operation("list_profiles").path)
    body = api.expect_status(response, 200, "list_profiles answers 200")
    mine = [p for p in body["profiles"] if p.get("refId") == user_profile.ref_id]
    if len(mine) != 1 or mine[0].get("title") != user_profile.title:
        api.fail(response, "a created profile is listed with its title", f"found {mine}")
    if user_profile.profile_key in response.text:
        api.fail(response, "Profile Keys are never returned by list_profiles")


def test_profile_title_unique(api: ApiClient, spec: ApiSpec, user_profile: UserProfile) -> None:
    response = api.post(
        spec.operation("create_profile").path, json_body={"title": user_profile.title}
    )
    api.expect_error(response, "profile_title_taken", "profile titles are unique")


def test_delete_unknown_profile_refused(api: ApiClient, spec: ApiSpec) -> None:
    response = api.delete(
        spec.operation("delete_profile").path, json_body={"refId": "no-such-profile"}
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
    register = spec.operation("register_webhook").path
    unregister = spec.operation("unregister_webhook").path
    url = f"https://hooks.contract.test/given/{uuid.uuid4().hex[:8]}"
    try:
        response = given.post(register, json_body={"action": "batch", "url": url})
        given.expect_status(response, 200, "the given Profile Key acts for its profile")
        hooks = _body(api, spec, "list_webhooks")["webhooks"]
        if any(h.get("url") == url for h in hooks):
            api.fail(
                api.get(spec.operation("list_webhooks").path),
                "profile isolation: a profile never sees another profile's data",
                "the Primary Profile lists the given profile's hook",
            )
    finally:
        given.request("DELETE", unregister, json_body={"action": "batch"})
        if created is not None:
            delete_user_profile(api, spec, created)
        else:
            given.close()
