"""Webhook delivery: the signature is the HMAC of the raw body keyed by the registered secret,
the body matches the event schema, failed deliveries are retried as `x-webhook-delivery` says,
and the history records the delivery with its hookId and url.

Deliveries go to the suite's HTTPS receiver on 127.0.0.1 (test CA). A `social` event is
triggered by linking a network through the sandbox. When the sandbox offers delivery settings
(`/_sandbox/delivery`, the reference server), the target is told to trust the receiver's CA and
to shorten its retry delays for this module (the previous scale is put back after). When nothing
arrives in time the tests skip with the reason (the target may not deliver, may not reach or
trust the receiver, or may lack the sandbox).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from contract_tests.conftest import UserProfile
from contract_tests.receiver import Delivery, WebhookReceiver, receiver_ca
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec
from contract_tests.target import ApiClient

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

SECRET = "contract-delivery-secret"
#: Retry delays are multiplied by this on a target whose sandbox can scale them.
RETRY_SCALE = 0.05
#: Set when a delivery test saw nothing arrive, so the others skip at once with the same reason.
_no_delivery: list[str] = []


@pytest.fixture(scope="module")
def retry_scale(api: ApiClient, has_sandbox: bool) -> Iterator[float]:
    """Through the sandbox (when it offers delivery settings): the target trusts the receiver's
    CA and scales its retry delays by RETRY_SCALE; yields the scale in force (1 without)."""
    sandbox = Sandbox(api) if has_sandbox else None
    before = sandbox.delivery_settings() if sandbox else None
    if sandbox is None or before is None:
        yield 1.0
        return
    ca_pem = receiver_ca().cert_pem.bytes().decode()
    sandbox.configure_delivery(ca_pem=ca_pem, retry_scale=RETRY_SCALE)
    try:
        yield RETRY_SCALE
    finally:
        previous = before.get("retryScale")
        if isinstance(previous, int | float):
            sandbox.configure_delivery(retry_scale=float(previous))


@pytest.fixture
def receiver(retry_scale: float) -> Iterator[WebhookReceiver]:
    found = WebhookReceiver(answer=lambda index: 200)
    found.start()
    yield found
    found.stop()


def _register_and_trigger(
    profile: UserProfile, sandbox: Sandbox, spec: ApiSpec, receiver_url: str
) -> dict[str, Any]:
    client = profile.client
    response = client.post(
        spec.operation("register_webhook").path,
        json_body={"action": "social", "url": f"{receiver_url}/social", "secret": SECRET},
    )
    registered = client.expect_status(response, 200, "register_webhook for the receiver")
    sandbox.link("facebook", display_name="Contract Delivery")
    return dict(registered)


def _first_delivery(receiver: WebhookReceiver, sandbox: Sandbox, count: int = 1) -> list[Delivery]:
    if _no_delivery:
        pytest.skip(_no_delivery[0])
    wait = current_profile().delivery_wait_seconds
    got = receiver.wait_for(count, wait)
    if not got:
        log = sandbox.deliveries()
        _no_delivery.append(
            f"no webhook delivery reached the suite's HTTPS receiver within {wait:g}s "
            f"(target delivery log: {'absent' if log is None else json.dumps(log)[:300]}); "
            "the target must deliver, reach 127.0.0.1 and trust the suite's test CA"
        )
        pytest.skip(_no_delivery[0])
    return got


def _event_validator(spec: ApiSpec, schema_name: str) -> Draft202012Validator:
    # jsonschema is already loaded through the spec library, without the `iri` grammar
    # (spec_model/_jsonschema_formats.py).
    from jsonschema import Draft202012Validator, FormatChecker

    root = {
        "$ref": f"#/components/schemas/{schema_name}",
        "components": spec.document["components"],
    }
    return Draft202012Validator(root, format_checker=FormatChecker())


@pytest.mark.control("link_network", "list_deliveries")
def test_delivery_signed_and_recorded(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, receiver: WebhookReceiver
) -> None:
    """Needs the control: only linking a network (`link_network`) triggers an event the public
    API can wait for; `list_deliveries` explains a delivery that did not arrive."""
    client: ApiClient = user_profile.client
    base = receiver.base_url
    registered = _register_and_trigger(user_profile, profile_sandbox, spec, base)
    delivery = _first_delivery(receiver, profile_sandbox)[0]
    history_response = client.get(
        spec.operation("get_webhook_history").path, params={"action": "social"}
    )
    rules = spec.webhook_delivery
    signature = delivery.headers.get(str(rules["signatureHeader"]).lower())
    expected = hmac.new(SECRET.encode(), delivery.body, hashlib.sha256).hexdigest()
    if signature != expected:
        client.fail(
            history_response,
            f"x-webhook-delivery: {rules['signatureHeader']} is {rules['signatureAlgorithm']}",
            f"got {signature!r}, expected {expected!r} for body {delivery.body[:200]!r}",
        )
    stamp = delivery.headers.get(str(rules["timestampHeader"]).lower())
    if stamp is None or not stamp.isdigit():
        client.fail(
            history_response,
            f"deliveries carry {rules['timestampHeader']} (Unix seconds)",
            repr(stamp),
        )
    event = json.loads(delivery.body)
    errors = [e.message for e in _event_validator(spec, "SocialEvent").iter_errors(event)]
    if errors:
        client.fail(
            history_response, "the delivery body matches SocialEvent", "; ".join(errors[:5])
        )
    if event.get("url") != f"{base}/social" or event.get("refId") != user_profile.ref_id:
        client.fail(
            history_response, "the delivery names the called url and the profile", repr(event)
        )
    if registered.get("hookId") and event.get("hookId") != registered["hookId"]:
        client.fail(history_response, "the delivery carries the hook's hookId", repr(event))
    # The target may record the delivery only once the receiver has answered: poll a while.
    deadline = time.monotonic() + current_profile().delivery_wait_seconds
    while True:
        history = client.expect_status(history_response, 200, "get_webhook_history answers 200")
        recorded = [
            e
            for e in history.get("social", [])
            if e.get("hookId") == event.get("hookId") and e.get("url") == event.get("url")
        ]
        if recorded:
            break
        if time.monotonic() > deadline:
            client.fail(
                history_response,
                "history records the delivery with its hookId and url",
                repr(event),
            )
        time.sleep(0.2)
        history_response = client.get(
            spec.operation("get_webhook_history").path, params={"action": "social"}
        )


@pytest.mark.control("link_network", "list_deliveries")
def test_failed_delivery_retried(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, retry_scale: float
) -> None:
    """Needs the control, like the test above: the event comes from linking a network."""
    receiver = WebhookReceiver(answer=lambda index: 500 if index == 0 else 200)
    base = receiver.start()
    try:
        _register_and_trigger(user_profile, profile_sandbox, spec, base)
        first = _first_delivery(receiver, profile_sandbox)
        delay = float(spec.webhook_delivery["retryDelaysSeconds"][0])
        got = receiver.wait_for(2, delay * retry_scale + current_profile().delivery_wait_seconds)
        client = user_profile.client
        response = client.get(spec.operation("list_webhooks").path)
        if len(got) < 2:
            client.fail(
                response,
                f"x-webhook-delivery: a failed delivery is retried after {delay:g}s"
                + (f" (scaled by {retry_scale:g} through the sandbox)" if retry_scale != 1 else ""),
                f"only {len(got)} attempt(s) arrived",
            )
        if got[1].body != first[0].body:
            client.fail(response, "a retry sends the same body", "bodies differ")
    finally:
        receiver.stop()
