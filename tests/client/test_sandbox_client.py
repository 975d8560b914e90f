"""The sandbox's typed client (`social_publishing_sandbox`, generated from sandbox.yaml by
openapi-python-client) against a real reference server subprocess: link a network, typed
errors in the API's catalogue, each limit the control sets answered as its typed setting; and a
real webhook delivery signed after a clock move verifies with
`verify_delivery(now=<the sandbox's time>)`, `read_delivery` gives its id and attempt, and the
typed webhook history says it was delivered.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from social_publishing_client import (
    BadRequestError,
    ErrorCode,
    InvalidDelivery,
    InvalidRequestError,
    SocialPublishing,
    Unset,
    read_delivery,
    verify_delivery,
)
from social_publishing_client.models import (
    PostRequest,
    ProfileCreation,
    WebhookRegistration,
)
from social_publishing_models import ScheduledEvent
from social_publishing_sandbox import AsyncSandboxControl, SandboxControl
from social_publishing_sandbox.models import (
    AuthFailureLimitChange,
    AuthFailureLimitSetting,
    ClockChange,
    ClockFreeze,
    ClockState,
    ControlStatus,
    NetworkLink,
    NetworkLinked,
    NetworkUnlink,
    RateLimitChange,
    TransferLimits,
    TransferLimitsChange,
)

from spec_model import ServiceSpec
from spec_model.operation_ids import OperationId
from testkit.https_receiver import HttpsReceiver
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY

SECRET = "sandbox-clock-secret"
SPEC = ServiceSpec.load()
DECLARED = TransferLimits(
    feed_read_seconds=float(
        SPEC.operation(OperationId.ADD_FEED).raw["x-feed-posting"]["maxReadSeconds"]
    ),
    upload_max_bytes=int(
        SPEC.operation(OperationId.GET_MEDIA_UPLOAD_URL).raw["x-upload-url"]["maxBytes"]
    ),
)
NOON = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


@pytest.fixture
def control(server: ReferenceServer) -> Iterator[SandboxControl]:
    with SandboxControl(API_KEY, base_url=server.base_url) as sandbox:
        yield sandbox


def test_the_api_models_are_the_clients_classes() -> None:
    """The sandbox's models of openapi.yaml schemas are the client's classes (one `Error`, one
    `Message`); its own schemas stay its own."""
    import social_publishing_client.models as api_models
    import social_publishing_sandbox.models as sandbox_models

    for name in ("Error", "Message", "Review", "ScheduledEvent", "NetworkPost"):
        assert getattr(sandbox_models, name) is getattr(api_models, name), name
    assert ClockChange.__module__ == "social_publishing_sandbox.models.clock_change"
    assert not hasattr(api_models, "ClockChange")


def test_link_a_network_then_the_api_shows_it(
    control: SandboxControl, client: SocialPublishing
) -> None:
    linked = control.accounts.link_network(NetworkLink(platform="linkedin", display_name="Acme"))
    assert isinstance(linked, NetworkLinked) and linked.platform == "linkedin"
    assert "linkedin" in (client.user.get().active_social_accounts or [])
    message = {"platform": "instagram", "senderId": "17841400000000001", "message": "Open?"}
    with pytest.raises(BadRequestError) as refused:  # a typed error of the API's catalogue
        control.network_events.inject_message(message)  # a dict body; instagram is not linked
    assert refused.value.code == ErrorCode.PLATFORM_NOT_LINKED and refused.value.status == 400
    assert (
        control.accounts.unlink_network(NetworkUnlink(platform="linkedin")).platform == "linkedin"
    )


def test_each_limit_set_answers_its_typed_setting(
    control: SandboxControl, client: SocialPublishing
) -> None:
    """`None` gives the declared value back; an unset field keeps the one in force."""
    key = client.profiles.create(ProfileCreation(title="Typed limits")).profile_key
    limits = control.clock
    assert limits.set_transfer_limits(TransferLimitsChange(), profile_key=key) == DECLARED
    lowered = limits.set_transfer_limits(TransferLimitsChange(upload_max_bytes=10), profile_key=key)
    assert lowered == TransferLimits(
        feed_read_seconds=DECLARED.feed_read_seconds, upload_max_bytes=10
    )
    restored = limits.set_transfer_limits(
        TransferLimitsChange(upload_max_bytes=None), profile_key=key
    )
    assert restored == DECLARED
    by_address = limits.set_rate_limit(
        RateLimitChange(max=5, calling_address_only=True), profile_key=key
    )
    assert (by_address.max, by_address.address) == (5, "127.0.0.1")
    limits.set_rate_limit(RateLimitChange(max=None, calling_address_only=True), profile_key=key)
    suspending = limits.set_rate_limit(RateLimitChange(max=50, suspend_after=3), profile_key=key)
    assert (suspending.max, suspending.suspend_after) == (50, 3)
    suspension = SPEC.facts.rate_limit.suspension
    assert suspension is not None
    lifted = limits.set_rate_limit(RateLimitChange(max=None, suspend_after=None), profile_key=key)
    assert lifted.suspend_after == suspension.after
    other = AuthFailureLimitChange(max=3, address="127.0.0.2")
    assert limits.set_auth_failure_limit(other) == AuthFailureLimitSetting(
        address="127.0.0.2", max=3
    )
    limits.set_auth_failure_limit(AuthFailureLimitChange(max=None, address="127.0.0.2"))
    frozen = limits.freeze(ClockFreeze(frozen=True))
    try:
        assert isinstance(frozen, ClockState) and frozen.frozen is True
        assert limits.set(ClockChange(set=NOON)) == ClockState(now=NOON, frozen=True)
    finally:
        limits.freeze(ClockFreeze(frozen=False))
        limits.set(ClockChange(set=datetime.now(UTC).replace(microsecond=0)))


def test_async_twin_reads_the_same_clock(server: ReferenceServer) -> None:
    import asyncio

    async def read() -> tuple[datetime, datetime]:
        async with AsyncSandboxControl(API_KEY, base_url=server.base_url) as sandbox:
            status = await sandbox.clock.get_control_status()
            raw = await sandbox.with_raw_response.clock.get_control_status()
            parsed = raw.parse()
            assert isinstance(parsed, ControlStatus)
            return status.now, parsed.now

    first, second = asyncio.run(read())
    assert first.tzinfo is not None and abs((second - first).total_seconds()) < 5


def test_a_delivery_signed_after_a_clock_move_verifies_at_the_sandbox_time(
    delivering_server: ReferenceServer, receiver: HttpsReceiver
) -> None:
    base = delivering_server.base_url
    with (
        SocialPublishing(delivering_server.api_key, base_url=base) as client,
        SandboxControl(delivering_server.api_key, base_url=base) as sandbox,
    ):
        client.webhooks.register(
            WebhookRegistration(action="scheduled", url=receiver.url, secret=SECRET)
        )
        sandbox.accounts.link_network(NetworkLink(platform="linkedin"))
        start = sandbox.clock.get_control_status().now
        when = start + timedelta(days=2)
        client.posts.create(
            PostRequest(post="in two days", platforms=["linkedin"], schedule_date=when)
        )
        before = len(receiver.requests)
        moved = sandbox.clock.set(ClockChange(advance_seconds=3 * 86400)).now
    arrived = receiver.wait_for(before + 1, timeout=30)
    if len(arrived) <= before:
        pytest.fail("no `scheduled` delivery arrived within 30 s of the clock move")
    body, headers = arrived[before].body, arrived[before].headers
    # Signed at the sandbox's time, three days ahead of this machine's clock.
    assert moved - datetime.now(UTC) > timedelta(days=2)
    with pytest.raises(InvalidDelivery, match="from now"):
        verify_delivery(body, headers, SECRET)
    event = verify_delivery(body, headers, SECRET, now=moved)
    assert isinstance(event, ScheduledEvent) and event.action == "scheduled"
    assert verify_delivery(body, headers, SECRET, now=moved.timestamp()) == event
    delivery = read_delivery(body, headers, SECRET, now=moved)
    assert delivery.event == event and delivery.delivery_id and delivery.attempt == 1
    # The typed history (get_webhook_history) shows the delivery with its deliveryStatus.
    with SocialPublishing(delivering_server.api_key, base_url=base) as client:
        deadline = time.monotonic() + 30
        while not (entries := client.webhooks.get_history(action="scheduled").scheduled):
            if time.monotonic() > deadline:
                pytest.fail("the delivery is not in the webhook history within 30 s")
            time.sleep(0.1)
    assert not isinstance(entries, Unset) and [e.delivery_status for e in entries] == ["delivered"]
    assert entries[0].created.tzinfo is not None  # a typed, aware date-time out
    with pytest.raises(InvalidRequestError, match="time zone"):
        verify_delivery(body, headers, SECRET, now=moved.replace(tzinfo=None))
