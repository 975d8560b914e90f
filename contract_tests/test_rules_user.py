"""Rules of the user record (`get_user`): it is the acting profile's (title, refId), lists the
networks linked to it (`activeSocialAccounts`, absent when none is) with one `displayNames`
entry each carrying the name the link holds, `validate` needs a Profile-Key, and
`messagingConversationMonthlyCount` counts the conversations the profile sent to in the billing
cycle, the count the active-conversation limit (666) is checked against; `instagramDetails` (or
its older name `instagramQuota`) adds Instagram's `usedQuota` over the last 24 hours and `type`,
and `monthlyPostCount` counts the calendar month's posts (service clock)."""

from __future__ import annotations

from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient
from spec_model.operation_ids import ControlOperationId, OperationId


def _user(client: ApiClient, spec: ApiSpec, **params: Any) -> Any:
    response = client.get(spec.operation(OperationId.GET_USER).path, params=params)
    return client.expect_status(response, 200, "get_user answers 200"), response


def test_user_record_is_the_acting_profile(user_profile: UserProfile, spec: ApiSpec) -> None:
    client = user_profile.client
    body, response = _user(client, spec)
    rule = "get_user answers the acting profile's record"
    if body.get("refId") != user_profile.ref_id or body.get("title") != user_profile.title:
        client.fail(
            response,
            rule,
            f"expected refId {user_profile.ref_id} and title {user_profile.title!r}",
        )
    if "activeSocialAccounts" in body or body.get("displayNames"):
        client.fail(response, "a profile with nothing linked lists no linked network")


@pytest.mark.control(ControlOperationId.LINK_NETWORK)
def test_user_lists_linked_networks(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control: the public API cannot link a network."""
    client = user_profile.client
    names = {"linkedin": "Contract LinkedIn", "facebook": "Contract Facebook"}
    for platform, name in names.items():
        profile_sandbox.link(platform, display_name=name)
    body, response = _user(client, spec)
    rule = "get_user lists each linked network with the name its link holds"
    if sorted(body.get("activeSocialAccounts") or []) != sorted(names):
        client.fail(response, rule, f"activeSocialAccounts should be {sorted(names)}")
    entries = {d.get("platform"): d.get("displayName") for d in body.get("displayNames", [])}
    if entries != names:
        client.fail(response, rule, f"displayNames should name {names}, got {entries}")


def test_user_validate_needs_profile_key(api: ApiClient, spec: ApiSpec) -> None:
    response = api.get(spec.operation(OperationId.GET_USER).path, params={"validate": "true"})
    api.expect_error(
        response, "validate_needs_profile_key", "get_user validate=true needs a Profile-Key"
    )


COUNT = "messagingConversationMonthlyCount"


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MESSAGE,
    ControlOperationId.SET_MESSAGING_STATE,
)
def test_user_reports_conversation_count(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """A send to a new conversation adds one, a repeated send to it nothing, and the count
    reaching the cycle's limit refuses one more conversation (666)."""
    client = user_profile.client
    platform = "facebook"
    profile_sandbox.link(platform)
    senders = ["556000000000001", "556000000000002"]
    for sender in senders:
        profile_sandbox.inject_message(platform, sender, "hi")
    path = spec.operation(OperationId.SEND_MESSAGE).path.replace("{platform}", platform)

    def count() -> tuple[int, Any]:
        body, response = _user(client, spec)
        value = body.get(COUNT)
        if not isinstance(value, int):
            client.fail(response, f"get_user reports the conversation count ({COUNT})")
        return value, response

    before, _ = count()
    for _ in range(2):
        sent = client.post(path, json_body={"recipientId": senders[0], "message": "hello"})
        client.expect_status(sent, 200, "send_message answers a correspondent who wrote")
    after, response = count()
    if after != before + 1:
        client.fail(
            response,
            "get_user's conversation count grows by one per conversation sent to",
            f"{before} before, {after} after two sends to one new conversation",
        )
    limit = spec.operation(OperationId.SEND_MESSAGE).raw["x-messaging"][
        "activeConversationsPerCycle"
    ]
    profile_sandbox.set_messaging_state(activeConversationLimit=after)
    try:
        refused = client.post(path, json_body={"recipientId": senders[1], "message": "x"})
        client.expect_error(
            refused,
            "active_conversation_limit",
            "a conversation count at the cycle's limit refuses one more conversation",
        )
    finally:
        profile_sandbox.set_messaging_state(activeConversationLimit=limit)


def _instagram(body: Any) -> dict[str, Any]:
    """The Instagram entry of a user record's `displayNames` (empty when none)."""
    found = [d for d in body.get("displayNames", []) if d.get("platform") == "instagram"]
    return dict(found[0]) if found else {}


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK, ControlOperationId.SET_CLOCK, ControlOperationId.FREEZE_CLOCK
)
def test_user_instagram_quota_and_monthly_count(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """Needs the control (networks linked, posts at chosen times), paths/user.yaml get_user:
    with `instagramDetails=true` (or `instagramQuota=true`) the Instagram entry carries the
    posts published there in the last 24 hours (`usedQuota`) and `type`; without, neither.
    `monthlyPostCount` counts the profile's posts of the current calendar month (UTC)."""
    client = user_profile.client
    post = spec.operation(OperationId.CREATE_POST).path
    quota = "usedQuota counts the Instagram posts of the last 24 hours (instagramDetails)"
    monthly = "monthlyPostCount counts the profile's posts of the current calendar month"
    for platform in ("instagram", "linkedin"):
        profile_sandbox.link(platform)
    with profile_sandbox.clock_at("2033-03-20T10:00:00Z"):
        for text, platform in (("one", "instagram"), ("two", "instagram"), ("3", "linkedin")):
            made = client.post(post, json_body={"post": f"Quota {text}", "platforms": [platform]})
            client.expect_status(made, 200, "create_post answers 200")
        plain, response = _user(client, spec)
        if {"usedQuota", "type"} & set(_instagram(plain)):
            client.fail(response, "usedQuota and type only with instagramDetails")
        if plain.get("monthlyPostCount") != 3:
            client.fail(response, monthly, f"expected 3, got {plain.get('monthlyPostCount')}")
        for name in ("instagramDetails", "instagramQuota"):
            detailed, response = _user(client, spec, **{name: "true"})
            entry = _instagram(detailed)
            if (entry.get("usedQuota"), entry.get("type")) != (2, "business"):
                client.fail(response, f"{quota} ({name})", f"expected usedQuota 2, got {entry}")
        profile_sandbox.set_clock("2033-03-21T11:00:00Z")  # 25 hours later
        made = client.post(post, json_body={"post": "Quota four", "platforms": ["instagram"]})
        client.expect_status(made, 200, "create_post answers 200")
        later, response = _user(client, spec, instagramDetails="true")
        if _instagram(later).get("usedQuota") != 1:
            client.fail(response, quota, f"25 hours later expected 1, got {_instagram(later)}")
        if later.get("monthlyPostCount") != 4:
            client.fail(response, monthly, f"expected 4, got {later.get('monthlyPostCount')}")
        profile_sandbox.set_clock("2033-04-01T00:00:01Z")
        following, response = _user(client, spec)
        if following.get("monthlyPostCount") != 0:
            got = following.get("monthlyPostCount")
            client.fail(response, monthly, f"in the next month expected 0, got {got}")
