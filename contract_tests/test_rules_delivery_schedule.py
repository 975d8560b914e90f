"""Webhook retries to the second: every entry of `retryDelaysSeconds` (`x-webhook-delivery`) is
driven across its boundary with the clock control. After failed attempt k (its timestamp
header T, Unix seconds of the service clock), a move of the clock to T + delay - 1 sends
nothing and a move to T + delay has sent retry k + 1, numbered k + 1 in the attempt header,
by its answer (sandbox.yaml: attempts in flight finish before the clock moves, and a move
attempts the retries it makes due before answering).

The receiver answers 503 to every attempt, so the delivery runs through the whole schedule.
The delays must be unscaled: on a target whose sandbox offers delivery settings the scale is set
to 1 for this test (and put back after); a target without them is assumed to use the spec's
delays. The clock is put back where it was after the test. A few requests per retry, no sleep.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from contract_tests.fixtures import UserProfile
from contract_tests.receiver import Delivery, WebhookReceiver, receiver_ca
from contract_tests.run_settings import current_profile
from contract_tests.sandbox import Sandbox
from contract_tests.spec import ApiSpec, format_timestamp
from contract_tests.timeline import server_now
from spec_model.operation_ids import ControlOperationId, OperationId

#: A status every spec variant lists as retryable (`5XX`); the test skips when it is not.
FAILING_STATUS = 503


@pytest.fixture
def unscaled_retries(profile_sandbox: Sandbox) -> Iterator[None]:
    """Retry delays as the spec states them (scale 1) and the receiver's CA trusted, for the
    test, when the target's sandbox offers delivery settings; the previous scale after."""
    before = profile_sandbox.delivery_settings()
    if before is None:
        yield
        return
    ca_pem = receiver_ca().cert_pem.bytes().decode()
    profile_sandbox.configure_delivery(ca_pem=ca_pem, retry_scale=1.0)
    try:
        yield
    finally:
        previous = before.get("retryScale")
        if isinstance(previous, int | float):
            profile_sandbox.configure_delivery(retry_scale=float(previous))


def _attempt_time(delivery: Delivery, header: str) -> int | None:
    value = delivery.headers.get(header.lower())
    return int(value) if value is not None and value.isdigit() else None


def _moment(seconds: float) -> str:
    return format_timestamp(datetime.fromtimestamp(seconds, UTC))


@pytest.mark.control(
    ControlOperationId.LINK_NETWORK,
    ControlOperationId.SET_CLOCK,
    ControlOperationId.FREEZE_CLOCK,
    ControlOperationId.GET_DELIVERY_SETTINGS,
)
def test_retries_follow_their_delays_to_the_second(
    user_profile: UserProfile,
    profile_sandbox: Sandbox,
    receiver_reachable: None,
    spec: ApiSpec,
    unscaled_retries: None,
) -> None:
    policy = spec.facts.delivery
    if not policy.is_retryable_status(FAILING_STATUS):
        pytest.skip(f"the spec's retryableStatuses do not include {FAILING_STATUS}")
    client = user_profile.client
    wait = current_profile().delivery_wait_seconds
    receiver = WebhookReceiver(answer=lambda index: FAILING_STATUS)
    base = receiver.start()
    try:
        # A whole second just before the event, so the first attempt starts early in a second.
        start = int(server_now(client, True).timestamp())
        with profile_sandbox.clock_at(_moment(start)):
            client.expect_status(
                client.post(
                    spec.operation(OperationId.REGISTER_WEBHOOK).path,
                    json_body={"action": "social", "url": f"{base}/social"},
                ),
                200,
                "register_webhook for the receiver",
            )
            profile_sandbox.link("facebook", display_name="Contract Retry Schedule")
            got = receiver.wait_for(1, wait)
            response = client.get(spec.operation(OperationId.LIST_WEBHOOKS).path)
            if not got:
                client.fail(response, "a `social` event is delivered", "nothing arrived")
            for number, delay in enumerate(policy.retry_delays_seconds, start=1):
                failed_at = _attempt_time(got[number - 1], policy.timestamp_header)
                if failed_at is None:
                    client.fail(
                        response,
                        f"every attempt carries {policy.timestamp_header} (Unix seconds)",
                        f"attempt {number}: {got[number - 1].headers!r}",
                    )
                    return
                rule = (
                    f"x-webhook-delivery: retry {number} is sent {delay:g}s (retryDelaysSeconds"
                    f"[{number - 1}]) after attempt {number} failed, on the service clock"
                )
                profile_sandbox.set_clock(_moment(failed_at + delay - 1))
                early = receiver.deliveries
                if len(early) > number:
                    client.fail(
                        response,
                        rule,
                        f"attempt {number} at {failed_at}; a clock move to {delay - 1:g}s after"
                        f" it sent attempt {number + 1} already",
                    )
                profile_sandbox.set_clock(_moment(failed_at + delay))
                got = receiver.deliveries
                if len(got) <= number:
                    client.fail(
                        response,
                        rule,
                        f"attempt {number} at {failed_at}; a clock move to {delay:g}s after it"
                        f" sent nothing before the move's answer ({len(got)} attempts in all)",
                    )
                header = got[number].headers.get(policy.attempt_header.lower())
                if header != str(number + 1):
                    client.fail(
                        response,
                        f"{policy.attempt_header} counts the attempts of a delivery",
                        f"attempt {number + 1} carried {header!r}",
                    )
    finally:
        receiver.stop()
