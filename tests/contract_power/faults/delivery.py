"""Faults the rules of `contract_tests/test_rules_delivery.py` and
`test_rules_delivery_schedule.py` must catch."""

from __future__ import annotations

import os
import ssl
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from reference_server.seams import DeliveryRules, Signer
from spec_model import DeliveryPolicy
from spec_model.error_codes import ErrorCode
from spec_model.operation_ids import OperationId
from tests.contract_power.faults.common import (
    asks,
    change_delivery_headers,
    change_events,
    sent_again_late,
    with_seams,
)
from tests.contract_power.faults.exchange import Call, Request, Response, exchange
from tests.contract_power.faults.registry import fault
from tests.contract_power.faults.shapes import (
    answer_rewritten,
    body_rewritten,
    declare,
    on,
    read_json,
    refusal_accepted,
    succeeded,
    without,
)

if TYPE_CHECKING:
    from reference_server.parts import ServerParts


class _WrongKey(Signer):
    def sign(self, body: bytes, secret: str) -> str:
        return super().sign(body, secret + "-wrong")


@fault("test_delivery_signed_and_recorded", "HMAC-SHA256", parts=True)
def delivery_signature_wrong(parts: ServerParts) -> ServerParts:
    """Deliveries are signed with a key other than the hook's secret."""
    return with_seams(parts, signer=_WrongKey())


class _OneAttempt(DeliveryRules):
    def max_attempts(self, policy: DeliveryPolicy) -> int:
        return 1


@fault("test_failed_delivery_retried", "is retried after", parts=True)
def delivery_not_retried(parts: ServerParts) -> ServerParts:
    """A failed delivery is never retried."""
    return with_seams(parts, delivery=_OneAttempt())


@fault("test_delivery_signed_and_recorded", "SocialEvent", parts=True)
def delivery_body_field_dropped(parts: ServerParts) -> ServerParts:
    """Delivery bodies lack the required `displayName` (signed as sent, so the HMAC holds)."""
    return change_events(parts, lambda e: {k: v for k, v in e.items() if k != "displayName"})


@fault(
    "test_delivery_signed_and_recorded", "deliveries carry X-Authorization-Timestamp", parts=True
)
def delivery_timestamp_missing(parts: ServerParts) -> ServerParts:
    """Deliveries are sent without the timestamp header."""
    return change_delivery_headers(
        parts, lambda policy, found: found.pop(policy.timestamp_header, None)
    )


class _EveryStatusRetried(DeliveryRules):
    def retryable_status(self, policy: DeliveryPolicy, status: int) -> bool:
        return True


@fault("test_client_error_not_retried", "is never retried", parts=True)
def delivery_client_error_retried(parts: ServerParts) -> ServerParts:
    """Every failed answer is retried, other 4xx included."""
    return with_seams(parts, delivery=_EveryStatusRetried())


class _OnlyListedRetried(DeliveryRules):
    def retryable_status(self, policy: DeliveryPolicy, status: int) -> bool:
        return status in policy.retryable_statuses


@fault("test_failed_delivery_retried and 503", "(HTTP 503) is retried after", parts=True)
def delivery_server_error_not_retried(parts: ServerParts) -> ServerParts:
    """A 5xx answer fails the delivery at once (only the listed 408/425/429 are retried)."""
    return with_seams(parts, delivery=_OnlyListedRetried())


@fault("test_delivery_signed_and_recorded", "deliveries carry X-Ayrshare-Delivery-Id", parts=True)
def delivery_id_missing(parts: ServerParts) -> ServerParts:
    """Deliveries are sent without the delivery id header."""
    return change_delivery_headers(
        parts, lambda policy, found: found.pop(policy.delivery_id_header, None)
    )


@fault("test_failed_delivery_retried and 429", "counts the attempts", parts=True)
def delivery_attempt_not_counted(parts: ServerParts) -> ServerParts:
    """Every attempt says it is the first."""

    def first(policy: Any, found: dict[str, str]) -> None:
        found[policy.attempt_header] = "1"

    return change_delivery_headers(parts, first)


@fault(
    "test_failed_delivery_retried and 429", "carries the same X-Ayrshare-Delivery-Id", parts=True
)
def delivery_id_per_attempt(parts: ServerParts) -> ServerParts:
    """Each attempt carries a new delivery id."""

    def fresh(policy: Any, found: dict[str, str]) -> None:
        found[policy.delivery_id_header] = os.urandom(8).hex()

    return change_delivery_headers(parts, fresh)


class _WrongNewKey(Signer):
    def signatures(
        self, body: bytes, secret: str | None, previous_secret: str | None = None
    ) -> tuple[str | None, str | None]:
        if previous_secret is not None and secret is not None:
            secret += "-wrong"
        return super().signatures(body, secret, previous_secret)


@fault("test_secret_rotation_signs_with_both", "under the new secret", parts=True)
def delivery_rotation_signature_wrong(parts: ServerParts) -> ServerParts:
    """During a secret rotation the rotation header is signed with a wrong key."""
    return with_seams(parts, signer=_WrongNewKey())


class _FourTimesTheTimeout(DeliveryRules):
    def receiver_timeout(self, seconds: float) -> float:
        return seconds * 4


@fault("test_slow_receiver_retried", "does not answer within the receiver timeout", parts=True)
def delivery_timeout_too_long(parts: ServerParts) -> ServerParts:
    """The receiver timeout is four times the one set."""
    return with_seams(parts, delivery=_FourTimesTheTimeout())


def _each_history_entry(
    change: Callable[[dict[str, Any]], dict[str, Any]],
) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """An `answer_rewritten` change of get_webhook_history: each entry of each action's list
    as ``change(entry)``."""
    return lambda body: {
        action: [change(e) if isinstance(e, dict) else e for e in entries]
        if isinstance(entries, list)
        else entries
        for action, entries in body.items()
    }


@fault("test_delivery_signed_and_recorded", "history records the delivery with its hookId and url")
@answer_rewritten(
    lambda request: request.path == "/hook/history",
    _each_history_entry(without("url", "hookId")),
    status=succeeded,
)
def history_entry_without_url() -> None:
    """Webhook history entries are answered without their `url` (and `hookId`)."""


@fault("test_client_error_not_retried", "deliveryStatus `failed`")
@answer_rewritten(
    lambda request: request.path == "/hook/history",
    _each_history_entry(
        lambda entry: (
            {**entry, "deliveryStatus": "delivered"} if "deliveryStatus" in entry else entry
        )
    ),
    status=succeeded,
)
def history_failed_delivery_shown_as_delivered() -> None:
    """Webhook history shows every delivery as `delivered`, the failed and refused ones too
    (as when only the sandbox's delivery log told them apart)."""


SCHEDULE = "test_retries_follow_their_delays_to_the_second"


class _FourthRetryEarly(DeliveryRules):
    def retry_delay(self, policy: DeliveryPolicy, number: int) -> float:
        return super().retry_delay(policy, number) - (1 if number == 4 else 0)


@fault(SCHEDULE, "retry 4 is sent", parts=True)
def delivery_retry_one_second_early(parts: ServerParts) -> ServerParts:
    """The fourth retry comes one second before its delay."""
    return with_seams(parts, delivery=_FourthRetryEarly())


class _ThirdDelaySkipped(DeliveryRules):
    def retry_delay(self, policy: DeliveryPolicy, number: int) -> float:
        last = len(policy.retry_delays_seconds)
        return super().retry_delay(policy, min(number + 1, last) if number >= 3 else number)


@fault(SCHEDULE, "retry 3 is sent", parts=True)
def delivery_retry_delay_skipped(parts: ServerParts) -> ServerParts:
    """From the third retry on, each waits the next delay of the schedule (the third delay is
    skipped; the last is used twice)."""
    return with_seams(parts, delivery=_ThirdDelaySkipped())


class _OneAttemptLess(DeliveryRules):
    def max_attempts(self, policy: DeliveryPolicy) -> int:
        return super().max_attempts(policy) - 1


@fault(SCHEDULE, "retry 9 is sent", parts=True)
def delivery_last_retry_dropped(parts: ServerParts) -> ServerParts:
    """A delivery gets one attempt less than the schedule gives it (the last retry never
    comes)."""
    return with_seams(parts, delivery=_OneAttemptLess())


@fault("test_scheduled_event_delivered", "fires one scheduled event per network", parts=True)
def scheduled_event_not_sent(parts: ServerParts) -> ServerParts:
    """A scheduled post the clock publishes sends no `scheduled` event."""
    return change_events(parts, lambda event: None if event.get("action") == "scheduled" else event)


@fault("test_scheduled_event_delivered", "carries the post's postIds", parts=True)
def scheduled_event_without_post_ids(parts: ServerParts) -> ServerParts:
    """The `scheduled` event carries no `postIds`."""
    return change_events(
        parts,
        lambda event: {**event, "postIds": []} if event.get("action") == "scheduled" else event,
    )


@fault("test_unlink_event_delivered", "fire social events link, unlink", parts=True)
def unlink_event_not_sent(parts: ServerParts) -> ServerParts:
    """Unlinking a network sends no `social` event."""
    return change_events(parts, lambda event: None if event.get("type") == "unlink" else event)


_LINKING = "/_sandbox/link"
_UNLINKING = "/_sandbox/unlink"


async def _linked_here(request: Request, call: Call) -> list[str]:
    """The networks the profile of ``request`` has linked (get_user, as the profile)."""
    user = await read_json(request, call, OperationId.GET_USER)
    return list(user.get("activeSocialAccounts") or []) if isinstance(user, dict) else []


@fault("test_unlink_event_delivered", "fire social events link, unlink")
@exchange
async def social_event_on_relink(request: Request, call: Call) -> Response:
    """Linking a linked network again (under another name) replaces the link: an unlink and a
    new link, each firing its `social` event."""
    body = request.json()
    platform = body.get("platform") if isinstance(body, dict) else None
    if request.path == _LINKING and platform in await _linked_here(request, call):
        await call(replace(request, path=_UNLINKING).with_json({"platform": platform}))
    return await call(request)


@fault("test_unlink_event_delivered", "fire social events link, unlink")
@exchange
async def social_event_on_second_unlink(request: Request, call: Call) -> Response:
    """Unlinking a network that is not linked links it first (so the unlink fires again)."""
    body = request.json()
    platform = body.get("platform") if isinstance(body, dict) else None
    unlinking = request.path == _UNLINKING and platform is not None
    if unlinking and platform not in await _linked_here(request, call):
        await call(replace(request, path=_LINKING).with_json({"platform": platform}))
    return await call(request)


@fault("test_unlink_event_delivered", "the unlink event names the link as it stood", parts=True)
def unlink_event_first_name(parts: ServerParts) -> ServerParts:
    """The `unlink` event names the link as it was first linked, not as it stood."""
    return change_events(
        parts,
        lambda event: (
            {**event, "displayName": "Contract Delivery"}
            if event.get("type") == "unlink"
            else event
        ),
    )


_SECRETS: list[object] = []


@fault("test_secret_rotation_signs_with_both", "under the previous secret")
@exchange
async def rotation_restarted_by_the_same_secret(request: Request, call: Call) -> Response:
    """Registering a hook again with the secret it has starts another rotation (from a secret
    of the server's own)."""
    body = request.json() if asks(request, "POST", "/hook/webhook") else None
    secret = body.get("secret") if isinstance(body, dict) else None
    if secret is not None and _SECRETS[-1:] == [secret]:
        await call(request.with_json({**body, "secret": f"{secret}-interim"}))  # type: ignore[dict-item]
    _SECRETS.append(secret)
    return await call(request)


@fault("test_secret_rotation_signs_with_both", "registered again without a secret")
@body_rewritten(on("POST", "/hook/webhook"), lambda body: {"secret": "kept-secret", **body})
def secret_kept_without_one() -> None:
    """Registering a hook again without a secret keeps signing (with a secret of its own)."""


@fault("test_unlink_event_delivered", "fire social events link, unlink", parts=True)
def unlink_event_sent_again_late(parts: ServerParts) -> ServerParts:
    """Unlinking a network queues its `unlink` event twice, the second sent 2 s later (after
    any pause a rule could afford)."""
    return sent_again_late(parts, lambda queued: queued.get("type") == "unlink")


UNTRUSTED = "test_untrusted_receiver_until_trusted"
_SETTINGS = "/_sandbox/delivery"


class _Unverified(DeliveryRules):
    def receiver_trust(self, verifying: ssl.SSLContext) -> ssl.SSLContext:
        verifying.check_hostname = False
        verifying.verify_mode = ssl.CERT_NONE
        return verifying


@fault(UNTRUSTED, "trust only the system's CAs and the caPems given", parts=True)
def delivery_certificate_not_verified(parts: ServerParts) -> ServerParts:
    """Deliveries do not verify the receiver's certificate."""
    return with_seams(parts, delivery=_Unverified())


@fault(UNTRUSTED, "a caPem given is trusted from then on")
@exchange
async def ca_pem_not_trusted(request: Request, call: Call) -> Response:
    """set_delivery_settings answers a `caPem` as trusted and never trusts it."""
    body = request.json()
    pem = body.get("caPem") if asks(request, "POST", _SETTINGS) and isinstance(body, dict) else None
    if not isinstance(pem, str) or "BEGIN CERTIFICATE" not in pem:
        return await call(request)
    rest = {k: v for k, v in body.items() if k != "caPem"}
    response = await call(request.with_json(rest) if rest else replace(request, method="GET"))
    answer = response.json()
    return response.with_json({**answer, "caPems": [*answer["caPems"], pem]})


def _asks_settings(test: Callable[[dict[str, Any]], bool]) -> Callable[[Request], bool]:
    return lambda request: asks(request, "POST", _SETTINGS) and test(request.json() or {})


_SETTINGS_ANSWER = {"retryScale": 1, "receiverTimeoutSeconds": 15, "caPems": []}
for _name, _caught, _shape, _doc in (
    ("negative_retry_scale_accepted", (UNTRUSTED, "refuses {'retryScale': -1}"),
     refusal_accepted(ErrorCode.INVALID_REQUEST, _SETTINGS_ANSWER,
                      where=_asks_settings(lambda body: "retryScale" in body)),
     "set_delivery_settings accepts a negative `retryScale` (answered as unchanged)."),
    ("ca_pem_not_a_certificate_accepted", (UNTRUSTED, "refuses {'caPem'"),
     refusal_accepted(ErrorCode.INVALID_REQUEST, _SETTINGS_ANSWER,
                      where=_asks_settings(lambda body: "caPem" in body)),
     "set_delivery_settings accepts a `caPem` that is no certificate (answered as unchanged)."),
    ("retry_scale_zero_ignored", (UNTRUSTED, "with retryScale 0 every retry is sent at once"),
     body_rewritten(_asks_settings(lambda body: body.get("retryScale") == 0),
                    lambda body: {**body, "retryScale": 1}),
     "set_delivery_settings takes `retryScale` 0 as 1: retries keep their delays."),
):  # fmt: skip
    declare(globals(), _name, _doc, _shape, fault(*_caught))
