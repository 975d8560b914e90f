"""Webhook delivery: the signature is the HMAC of the raw body keyed by the registered secret
(during a secret rotation the rotation header is the new secret's), every attempt carries the
delivery id and attempt number, the body matches the event schema, failures are retried as
`x-webhook-delivery` says (retryable statuses and timeouts; other 4xx never), and the history
records the delivery with its hookId and url and says what became of it (`deliveryStatus`,
`WebhookDeliveryStatus`): `delivered` when the receiver accepted it, `failed` when it refused
it. (`refused`, a target the service never attempts, cannot be shown here: the suite's receiver
is on loopback, which the target must be allowed to reach.)
Unlinking a network fires a `social` event of type `unlink`; a scheduled post the clock
publishes fires one `scheduled` event per network. Such counts are read from the history
(`hook_history.py`): a rule waits, without a pause, until the expected entries are there and
the control's delivery log holds nothing pending, so an extra event the target queued is
counted however late it is sent (or, if still queued when the wait ends, from the log). The
control's delivery settings refuse a negative `retryScale` and a `caPem` that is no
certificate; a receiver whose certificate no trusted CA issued gets no request (the delivery
is recorded `failed`) until its CA is given.

Deliveries go to the suite's HTTPS receiver on 127.0.0.1 (test CA). A `social` event is
triggered by linking a network through the sandbox. When the sandbox offers delivery settings
(`/_sandbox/delivery`, the reference server), the target is told to trust the receiver's CA and
to shorten its retry delays for this module (the previous scale is put back after); the timeout
rule shortens the receiver timeout the same way. When the target cannot deliver to the
receiver at all (`reach.py`: refused by its egress rules, TLS not trusted, nothing sent) every
test skips with that one reason; once a delivery arrived, a delivery that does not is a failure.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from collections.abc import Iterator, Mapping
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pytest
import trustme

from contract_tests.fixtures import UserProfile
from contract_tests.hook_history import hook_history, still_queued
from contract_tests.receiver import Delivery, WebhookReceiver, receiver_ca
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import SANDBOX_PATH, Sandbox
from contract_tests.spec import ApiSpec, format_timestamp
from contract_tests.target import ApiClient
from contract_tests.timeline import server_now
from spec_model.operation_ids import ControlOperationId, OperationId
from testkit.post_results import unwrap_post_result

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

SECRET = "contract-delivery-secret"
NEW_SECRET = "contract-delivery-secret-rotated"
#: The receiver timeout the timeout rule sets through the sandbox, and how late it answers.
SHORT_TIMEOUT = 1.0
SLOW_ANSWER = 2.5
#: Retry delays are multiplied by this on a target whose sandbox can scale them.
RETRY_SCALE = 0.05


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
def receiver(retry_scale: float, receiver_reachable: None) -> Iterator[WebhookReceiver]:
    found = WebhookReceiver(answer=lambda index: 200)
    found.start()
    yield found
    found.stop()


def _register(profile: UserProfile, spec: ApiSpec, receiver_url: str, secret: str | None) -> Any:
    client = profile.client
    body = {"action": "social", "url": f"{receiver_url}/social"}
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body=body if secret is None else {**body, "secret": secret},
    )
    return client.expect_status(response, 200, "register_webhook for the receiver")


def _register_and_trigger(
    profile: UserProfile, sandbox: Sandbox, spec: ApiSpec, receiver_url: str
) -> dict[str, Any]:
    registered = _register(profile, spec, receiver_url, SECRET)
    sandbox.link("facebook", display_name="Contract Delivery")
    return dict(registered)


def _hmac(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def _header(delivery: Delivery, name: str) -> str | None:
    return delivery.headers.get(name.lower())


def _first_delivery(receiver: WebhookReceiver, sandbox: Sandbox, count: int = 1) -> list[Delivery]:
    """The first deliveries; the target delivered to a receiver this run (`receiver_reachable`),
    so none arriving breaks the delivery rule."""
    wait = current_profile().delivery_wait_seconds
    got = receiver.wait_for(count, wait)
    if not got:
        log = sandbox.deliveries()
        pytest.fail(
            f"Operation: webhook delivery (social)\nRule broken: a `social` event is delivered "
            f"to the hook's url\nDetail: nothing arrived within {wait:g}s (target delivery "
            f"log: {'absent' if log is None else json.dumps(log)[:300]})\nReproduce: link a "
            "network through the control with a `social` hook registered",
            pytrace=False,
        )
    return got


def _event_validator(spec: ApiSpec, schema_name: str) -> Draft202012Validator:
    """The spec library's validator of the event schema (formats, ECMA-262 patterns)."""
    return spec.refs.schema_validator(schema_name)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.LIST_DELIVERIES)
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
        spec.operation(OperationId.GET_WEBHOOK_HISTORY).path, params={"action": "social"}
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
    policy = spec.facts.delivery
    if not _header(delivery, policy.delivery_id_header):
        client.fail(
            history_response,
            f"deliveries carry {policy.delivery_id_header} (the delivery's id)",
            f"headers: {sorted(delivery.headers)}",
        )
    attempt = _header(delivery, policy.attempt_header)
    if attempt != "1":
        client.fail(
            history_response,
            f"the first attempt carries {policy.attempt_header}: 1",
            repr(attempt),
        )
    if _header(delivery, policy.rotation_signature_header) is not None:
        client.fail(
            history_response,
            f"{policy.rotation_signature_header} is sent only during a secret rotation",
            "present on the first hook's delivery",
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
            spec.operation(OperationId.GET_WEBHOOK_HISTORY).path, params={"action": "social"}
        )
    if recorded[0].get("deliveryStatus") != "delivered":
        client.fail(
            history_response,
            "history says a delivery the receiver accepted is deliveryStatus `delivered`",
            repr(recorded[0]),
        )


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.UNLINK_NETWORK,
    ControlOperationId.LIST_DELIVERIES,
)
def test_unlink_event_delivered(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, receiver: WebhookReceiver
) -> None:
    """Unlinking a network fires a `social` event of type `unlink` naming it, as linking it
    fired `link`. Only a new link and removing a link fire it (sandbox.yaml link_network,
    unlink_network): linking again under another name fires nothing, nor does unlinking what
    is not linked; the unlink event carries the name the link held."""
    _register_and_trigger(user_profile, profile_sandbox, spec, receiver.base_url)
    _first_delivery(receiver, profile_sandbox)
    profile_sandbox.link("facebook", display_name="Contract Renamed")
    profile_sandbox.unlink("facebook")
    profile_sandbox.unlink("facebook")
    client = user_profile.client
    url = f"{receiver.base_url}/social"
    response, events = hook_history(client, spec, profile_sandbox, "social", url, 2)
    found = sorted((str(e.get("type")), str(e.get("platform"))) for e in events)
    unsent = still_queued(profile_sandbox, url)
    if found != [("link", "facebook"), ("unlink", "facebook")] or unsent:
        client.fail(response, "linking and unlinking a network fire social events link, unlink",
                    f"{found!r}, {unsent} more queued")  # fmt: skip
    names = sorted(str(e.get("displayName")) for e in events)
    if names != ["Contract Delivery", "Contract Renamed"]:
        client.fail(response, "only a new link and an unlink fire social events; the unlink "
                    "event names the link as it stood", repr(names))  # fmt: skip
    validator = _event_validator(spec, "SocialEvent")
    bodies = [json.loads(d.body) for d in receiver.deliveries]
    errors = [e.message for event in bodies for e in validator.iter_errors(event)]
    if errors:
        client.fail(response, "the unlink delivery body matches SocialEvent", errors[0])


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.LIST_DELIVERIES)
@pytest.mark.parametrize("status", [503, 429])
def test_failed_delivery_retried(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    receiver_reachable: None,
    spec: ApiSpec,
    retry_scale: float,
    status: int,
) -> None:
    """Needs the control, like the test above: the event comes from linking a network."""
    policy = spec.facts.delivery
    if not policy.is_retryable_status(status):
        pytest.skip(f"the spec's retryableStatuses do not include {status}")
    receiver = WebhookReceiver(answer=lambda index: status if index == 0 else 200)
    base = receiver.start()
    try:
        _register_and_trigger(user_profile, profile_sandbox, spec, base)
        first = _first_delivery(receiver, profile_sandbox)
        delay = policy.retry_delays_seconds[0]
        got = receiver.wait_for(2, delay * retry_scale + current_profile().delivery_wait_seconds)
        client = user_profile.client
        response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
        if len(got) < 2:
            client.fail(
                response,
                f"x-webhook-delivery: a failed delivery (HTTP {status}) is retried after {delay:g}s"
                + (f" (scaled by {retry_scale:g} through the sandbox)" if retry_scale != 1 else ""),
                f"only {len(got)} attempt(s) arrived",
            )
        if got[1].body != first[0].body:
            client.fail(response, "a retry sends the same body", "bodies differ")
        ids = [_header(d, policy.delivery_id_header) for d in got[:2]]
        if not ids[0] or ids[0] != ids[1]:
            client.fail(
                response,
                f"every attempt of a delivery carries the same {policy.delivery_id_header}",
                f"got {ids!r}",
            )
        attempts = [_header(d, policy.attempt_header) for d in got[:2]]
        if attempts != ["1", "2"]:
            client.fail(
                response,
                f"{policy.attempt_header} counts the attempts of a delivery (1, then 2)",
                f"got {attempts!r}",
            )
    finally:
        receiver.stop()


def _wait_finished(sandbox: Sandbox, url: str, seconds: float) -> Mapping[str, Any] | None:
    """The target's log entry of the delivery to `url` once it is no longer pending (None when
    the target keeps no log or it did not finish in time)."""
    deadline = time.monotonic() + seconds
    while True:
        log = sandbox.deliveries()
        entries = log.get("deliveries", []) if isinstance(log, Mapping) else []
        found = [e for e in entries if isinstance(e, Mapping) and e.get("url") == url]
        if found and found[0].get("status") != "pending":
            return found[0]
        if log is None or time.monotonic() > deadline:
            return None
        time.sleep(0.1)


@pytest.mark.control(ControlOperationId.LINK_NETWORK, ControlOperationId.LIST_DELIVERIES)
@pytest.mark.parametrize("status", [400, 404])
def test_client_error_not_retried(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    receiver_reachable: None,
    spec: ApiSpec,
    retry_scale: float,
    status: int,
) -> None:
    policy = spec.facts.delivery
    if policy.is_retryable_status(status):
        pytest.skip(f"the spec's retryableStatuses include {status}")
    receiver = WebhookReceiver(answer=lambda index: status)
    base = receiver.start()
    try:
        _register_and_trigger(user_profile, profile_sandbox, spec, base)
        _first_delivery(receiver, profile_sandbox)
        wait = current_profile().delivery_wait_seconds
        entry = _wait_finished(profile_sandbox, f"{base}/social", wait)
        # A retry would come after the first delay; wait that long (and a margin) in any case.
        time.sleep(policy.retry_delays_seconds[0] * retry_scale + 1.0)
        got = receiver.deliveries
        client = user_profile.client
        response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
        rule = (
            f"x-webhook-delivery: HTTP {status} (not in retryableStatuses) fails the delivery"
            " and is never retried"
        )
        if len(got) != 1:
            client.fail(response, rule, f"{len(got)} attempts arrived")
        if entry is not None and entry.get("status") != "failed":
            client.fail(response, rule, f"the delivery log says {entry.get('status')!r}")
        url = f"{base}/social"
        history_response, recorded = hook_history(client, spec, profile_sandbox, "social", url)
        if not recorded:
            client.fail(history_response, "history records a failed delivery too", "no entry")
        elif recorded[0].get("deliveryStatus") != "failed":
            client.fail(
                history_response,
                "history says a delivery the receiver refused is deliveryStatus `failed`",
                repr(recorded[0]),
            )
    finally:
        receiver.stop()


@pytest.fixture
def short_timeout(profile_sandbox: Sandbox, retry_scale: float) -> Iterator[float]:
    """The target's receiver timeout set to SHORT_TIMEOUT through the sandbox (put back after);
    skips when its delivery settings have no receiver timeout."""
    before = profile_sandbox.delivery_settings()
    previous = before.get("receiverTimeoutSeconds") if before else None
    if not isinstance(previous, int | float):
        pytest.skip("the target's delivery settings have no receiverTimeoutSeconds")
    profile_sandbox.configure_delivery(receiver_timeout=SHORT_TIMEOUT)
    try:
        yield SHORT_TIMEOUT
    finally:
        profile_sandbox.configure_delivery(receiver_timeout=float(previous))


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.GET_DELIVERY_SETTINGS,
    ControlOperationId.SET_DELIVERY_SETTINGS,
)
def test_slow_receiver_retried(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    receiver_reachable: None,
    spec: ApiSpec,
    retry_scale: float,
    short_timeout: float,
) -> None:
    receiver = WebhookReceiver(
        answer=lambda index: 200, delay=lambda index: SLOW_ANSWER if index == 0 else 0.0
    )
    base = receiver.start()
    try:
        _register_and_trigger(user_profile, profile_sandbox, spec, base)
        _first_delivery(receiver, profile_sandbox)
        policy = spec.facts.delivery
        delay = policy.retry_delays_seconds[0] * retry_scale
        got = receiver.wait_for(2, short_timeout + delay + current_profile().delivery_wait_seconds)
        client = user_profile.client
        response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
        if len(got) < 2:
            client.fail(
                response,
                f"x-webhook-delivery: a receiver that does not answer within the receiver timeout"
                f" ({short_timeout:g}s, set through the sandbox) fails the attempt and it is"
                " retried",
                f"the receiver answered 200 after {SLOW_ANSWER:g}s; {len(got)} attempt(s) arrived",
            )
        attempts = [_header(d, policy.attempt_header) for d in got[:2]]
        if attempts != ["1", "2"]:
            client.fail(
                response,
                f"{policy.attempt_header} counts the attempts of a delivery (1, then 2)",
                f"got {attempts!r}",
            )
    finally:
        receiver.stop()


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.LIST_DELIVERIES,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
)
def test_secret_rotation_signs_with_both(
    user_profile: UserProfile, profile_sandbox: Sandbox, spec: ApiSpec, receiver: WebhookReceiver
) -> None:
    """Registering again with another secret starts a rotation (both secrets sign), the same
    secret again keeps it under way, and after `rotationWindowSeconds` only the new secret
    signs; registering without a secret ends signing (spec root x-webhook-delivery)."""
    policy = spec.facts.delivery
    client = user_profile.client
    _register(user_profile, spec, receiver.base_url, SECRET)
    _register(user_profile, spec, receiver.base_url, NEW_SECRET)
    _register(user_profile, spec, receiver.base_url, NEW_SECRET)
    profile_sandbox.link("facebook", display_name="Contract Rotation")
    delivery = _first_delivery(receiver, profile_sandbox)[0]
    response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
    main = _header(delivery, policy.signature_header)
    v2 = _header(delivery, policy.rotation_signature_header)
    if main != _hmac(SECRET, delivery.body):
        client.fail(
            response,
            f"during a secret rotation {policy.signature_header} is the HMAC-SHA256 of the body"
            " under the previous secret",
            f"got {main!r}",
        )
    if v2 != _hmac(NEW_SECRET, delivery.body):
        client.fail(
            response,
            f"during a secret rotation {policy.rotation_signature_header} is the HMAC-SHA256 of"
            " the body under the new secret",
            f"got {v2!r}",
        )
    # After the rotation window, only the new secret signs.
    later = server_now(client, True) + timedelta(seconds=policy.rotation_window_seconds + 1)
    with profile_sandbox.clock_at(format_timestamp(later)):
        profile_sandbox.link("youtube", display_name="Contract Rotation Later")
        got = receiver.wait_for(2, current_profile().delivery_wait_seconds)
    rule = (
        f"after rotationWindowSeconds ({policy.rotation_window_seconds:g}s) only"
        f" {policy.signature_header} is sent, under the new secret"
    )
    if len(got) < 2:
        client.fail(response, rule, "the delivery after the window did not arrive")
    after = got[1]
    if _header(after, policy.rotation_signature_header) is not None or _header(
        after, policy.signature_header
    ) != _hmac(NEW_SECRET, after.body):
        client.fail(response, rule, f"headers: {after.headers!r}")
    _register(user_profile, spec, receiver.base_url, None)
    profile_sandbox.link("threads", display_name="Contract Rotation Ended")
    got = receiver.wait_for(3, current_profile().delivery_wait_seconds)
    rule = "a hook registered again without a secret is no longer signed"
    if len(got) < 3:
        client.fail(response, rule, "the delivery after registering without a secret is missing")
    names = (policy.signature_header, policy.rotation_signature_header)
    if any(_header(got[2], name) is not None for name in names):
        client.fail(response, rule, f"headers: {got[2].headers!r}")


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
    ControlOperationId.SET_DELIVERY_SETTINGS,
    ControlOperationId.LIST_DELIVERIES,
)
def test_scheduled_event_delivered(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    spec: ApiSpec,
    event_receiver: WebhookReceiver,
) -> None:
    """A scheduled post the clock publishes fires one `scheduled` event per network: a
    `ScheduledEvent` naming the hook, the post and what the network answered (as get_post
    shows it). A post published at once fires none."""
    client = user_profile.client
    networks = ["facebook", "linkedin"]
    for platform in networks:
        profile_sandbox.link(platform)
    url = f"{event_receiver.base_url}/scheduled"
    response = client.post(
        spec.operation(OperationId.REGISTER_WEBHOOK).path,
        json_body={"action": "scheduled", "url": url},
    )
    registered = client.expect_status(response, 200, "register_webhook for the scheduled action")
    create = spec.operation(OperationId.CREATE_POST).path
    now = client.post(create, json_body={"post": "Published at once", "platforms": networks})
    client.expect_status(now, 200, "create_post publishes a post at once")
    due = server_now(client, True) + timedelta(hours=1)
    body = {"post": "Published later", "platforms": networks, "scheduleDate": format_timestamp(due)}
    response = client.post(create, json_body=body)
    post = unwrap_post_result(client.expect_status(response, 200, "create_post schedules a post"))
    path = spec.operation(OperationId.GET_POST).path.replace("{id}", str(post["id"]))
    with profile_sandbox.clock_at(format_timestamp(due)):
        _, recorded = hook_history(client, spec, profile_sandbox, "scheduled", url, len(networks))
        read = client.get(path)
    rule = "a scheduled post the clock publishes fires one scheduled event per network"
    unsent = still_queued(profile_sandbox, url)
    if sorted(str(e.get("platform")) for e in recorded) != networks or unsent:
        found = [(e.get("id"), e.get("platform")) for e in recorded]
        client.fail(read, rule, f"{found!r}, {unsent} more queued")
    events = [json.loads(d.body) for d in event_receiver.deliveries]
    record = client.expect_status(read, 200, "get_post reads the published post")
    validator = _event_validator(spec, "ScheduledEvent")
    for event in events:
        errors = [e.message for e in validator.iter_errors(event)]
        if errors:
            client.fail(read, "the scheduled delivery body matches ScheduledEvent", errors[0])
        named = (event.get("hookId"), event.get("url"), event.get("id"), event.get("status"))
        if named != (registered.get("hookId"), url, post["id"], "success"):
            client.fail(read, "the scheduled event names the hook, url and post", repr(event))
        if event.get("postIds") != record.get("postIds"):
            client.fail(read, "the scheduled event carries the post's postIds", repr(event))


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.LIST_DELIVERIES,
    ControlOperationId.GET_DELIVERY_SETTINGS,
    ControlOperationId.SET_DELIVERY_SETTINGS,
)
def test_untrusted_receiver_until_trusted(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    receiver_reachable: None,
    spec: ApiSpec,
    retry_scale: float,
) -> None:
    """sandbox.yaml set_delivery_settings (`DeliverySettingsChange`, 400 `InvalidJsonRequest`):
    a `retryScale` below 0 and a `caPem` that is no certificate are refused and change
    nothing. Deliveries trust the system's CAs and the `caPems` given (`DeliverySettings`):
    a receiver whose certificate another CA issued gets no request; every attempt fails
    (`retryOnNoResponse`), all at once under `retryScale` 0 ("0 retries at once"), and history
    says `failed`. Once its CA is given (the answer lists it), a delivery reaches it."""
    client = user_profile.client
    before = profile_sandbox.delivery_settings()
    if before is None:
        pytest.skip("the target offers no delivery settings (get_delivery_settings)")
    for change in ({"retryScale": -1}, {"caPem": "not a certificate"}):
        response = client.post(f"{SANDBOX_PATH}/delivery", json_body=change)
        client.expect_error(response, "invalid_request", f"set_delivery_settings refuses {change}")
    if profile_sandbox.delivery_settings() != before:
        client.fail(response, "a refused set_delivery_settings changes nothing", repr(before))
    stranger = trustme.CA()
    receiver = WebhookReceiver(answer=lambda index: 200, ca=stranger)
    base = receiver.start()
    url = f"{base}/social"
    try:
        _register(user_profile, spec, base, None)
        profile_sandbox.configure_delivery(retry_scale=0)
        try:
            profile_sandbox.link("facebook", display_name="Contract Untrusted")
            response, recorded = hook_history(client, spec, profile_sandbox, "social", url)
        finally:
            profile_sandbox.configure_delivery(retry_scale=retry_scale)
        if receiver.deliveries:
            client.fail(
                response,
                "deliveries trust only the system's CAs and the caPems given",
                f"a receiver whose CA was not given got {len(receiver.deliveries)} request(s)",
            )
        if not recorded:
            client.fail(response, "with retryScale 0 every retry is sent at once", "no entry")
        if recorded[0].get("deliveryStatus") != "failed":
            client.fail(response, "an untrusted receiver's delivery is `failed`", repr(recorded))
        pem = stranger.cert_pem.bytes().decode()
        settings = profile_sandbox.configure_delivery(ca_pem=pem)
        if pem not in settings.get("caPems", []):
            client.fail(response, "set_delivery_settings answers caPems with the CA given")
        profile_sandbox.link("youtube", display_name="Contract Trusted")
        if not receiver.wait_for(1, current_profile().delivery_wait_seconds):
            client.fail(response, "a caPem given is trusted from then on", "nothing arrived")
    finally:
        receiver.stop()
