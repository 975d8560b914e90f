"""Rules of the `mentions` webhook: a mention of the profile's linked account on a network of
the `mentions` delivery's `x-networks` is delivered to the suite's HTTPS receiver as a
`MentionsEvent` naming the hook, its url and the mention, and recorded in the history with its
hookId and url. The control's `inject_mention` (sandbox.yaml) refuses a network outside those
`x-networks` (157) and one not linked (156), and answers the mention with the `type` asked.

Mentions come from the networks, so the rule needs the test control (`link_network`,
`inject_mention`); no API operation lists mentions.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import Any

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.receiver import WebhookReceiver
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox
from contract_tests.spec import ApiSpec
from spec_model.operation_ids import ControlOperationId, OperationId


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.INJECT_MENTION,
    ControlOperationId.SET_DELIVERY_SETTINGS,
)
def test_mentions_event_delivered(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    client = user_profile.client
    delivery = spec.operation(OperationId.DELIVER_MENTIONS_EVENT)
    assert delivery.networks
    platform = delivery.networks[0]
    profile_sandbox.link(platform)
    url = f"{event_receiver.base_url}/mentions"
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "mentions", "url": url},
    )
    registered = client.expect_status(response, 200, "register_webhook for the mentions action")
    mention = profile_sandbox.inject_mention(platform, "contract.fan", "Hello @you")
    history_path = spec.operation(OperationId.GET_WEBHOOK_HISTORY).path
    wait = current_profile().delivery_wait_seconds
    got = event_receiver.wait_for(1, wait)
    history = client.get(history_path, params={"action": "mentions"})
    if not got:
        client.fail(
            history,
            "a mention of the profile fires the mentions webhook",
            f"nothing arrived within {wait:g} s",
        )
    event: Mapping[str, Any] = json.loads(got[0].body)
    errors = [e.message for e in spec.refs.schema_validator("MentionsEvent").iter_errors(event)]
    if errors:
        client.fail(
            history, "the mentions delivery body matches MentionsEvent", "; ".join(errors[:5])
        )
    expected = (registered.get("hookId"), url, mention.get("mentionId"), platform, "Hello @you")
    found = tuple(event.get(k) for k in ("hookId", "url", "mentionId", "platform", "text"))
    if found != expected:
        client.fail(history, "the mentions event names the hook, url and mention", repr(event))
    deadline = time.monotonic() + wait
    while True:
        answer = client.expect_status(history, 200, "get_webhook_history answers 200")
        entries = answer.get("mentions") if isinstance(answer, Mapping) else None
        if isinstance(entries, list) and any(
            isinstance(e, Mapping)
            and (e.get("hookId"), e.get("url")) == (registered.get("hookId"), url)
            for e in entries
        ):
            return
        if time.monotonic() > deadline:
            client.fail(history, "history records the mentions delivery with its hookId and url")
        time.sleep(0.2)
        history = client.get(history_path, params={"action": "mentions"})


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.INJECT_MENTION)
def test_mention_injection_refusals(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec
) -> None:
    """inject_mention (sandbox.yaml): the network must be one of the `mentions` delivery's
    `x-networks` (157) and linked (156); the mention made is of the `type` asked."""
    client = user_profile.client
    networks = list(spec.operation(OperationId.DELIVER_MENTIONS_EVENT).networks or ())
    outside = next(p for p in spec.platforms if p not in networks)
    profile_sandbox.link(networks[0])
    profile_sandbox.link(outside)
    body = {"username": "contract.fan", "text": "Hello @you"}
    path = f"{SANDBOX_PATH}/mentions"
    for platform, code, rule in (
        (outside, "network_not_supported", "a network outside x-networks reports no mentions"),
        (networks[1], "platform_not_linked", "a mention on a network not linked is refused"),
    ):
        response = client.post(path, json_body={**body, "platform": platform})
        client.expect_error(response, code, f"inject_mention: {rule}")
    response = client.post(path, json_body={**body, "platform": networks[0], "type": "comment"})
    made = client.expect_status(response, 200, "inject_mention makes the mention")
    if made.get("type") != "comment":
        client.fail(response, "inject_mention makes a mention of the type asked", repr(made))
