"""Events and the webhook engine through the whole server, what the contract rules do not check:
an untrusted receiver (its TLS handshake refused, every attempt failed), the control's delivery
settings at run time, and the sandbox X network's address of a mention. Signed HTTPS deliveries
to a real receiver (test CA). Signatures, retries, refusals, rotation windows (and a rotation
kept or ended by registering again), the `social` (link, unlink; none for a rename or a second
unlink), `scheduled`, `messageCreated`, `messageRead`, `comments` and `suspended` events, the
mention control's refusals and type, what stops a scheduled post (deletion, expired media), a
listed hook's `hasSecret`, the webhook-history control's refusal of an entry that is not its
action's event: `contract_tests/test_rules_delivery.py`, `test_rules_webhooks.py`,
`test_rules_messages.py`, `test_rules_comments.py`, `test_rules_suspension.py`,
`test_rules_posts.py`, `test_rules_media.py`, `test_rules_mentions.py`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import trustme

from spec_model.error_codes import ErrorCode
from testkit.https_receiver import HttpsReceiver
from tests.server.conftest import server_trusting
from tests.server.delivery_helpers import (
    DELIVERY,
    MAX_ATTEMPTS,
    RETRY_DELAYS,
    all_recorded,
    wait_deliveries,
)
from tests.server.server_harness import Api, RunningServer

RETRY_SCALE = 0.001  # the spec's 9 retries over ~1 h take ~3.5 s


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, ca: trustme.CA) -> Iterator[RunningServer]:
    root = tmp_path_factory.mktemp("delivery")
    with server_trusting(ca, root, "--delivery-retry-scale", str(RETRY_SCALE)) as running:
        yield running


def hook(api: Api, pk: dict[str, str], action: str, url: str, secret: str | None) -> str:
    body = {"action": action, "url": url, **({"secret": secret} if secret else {})}
    hook_id: str = api.ok("POST", "/hook/webhook", json=body, headers=pk)["hookId"]
    return hook_id


def test_untrusted_receiver_fails_without_retry_success(api: Api) -> None:
    stranger = HttpsReceiver(trustme.CA().issue_cert("127.0.0.1")).start()
    try:
        pk = api.linked_profile("Untrusted")
        hook(api, pk, "social", stranger.url, None)
        api.sandbox("link", {"platform": "gmb"}, headers=pk)
        (delivery,) = wait_deliveries(api, pk, all_recorded(1))
        assert delivery["status"] == "failed" and delivery["attempts"] == MAX_ATTEMPTS
        assert "CERTIFICATE_VERIFY_FAILED" in (delivery["lastError"] or "")
        assert stranger.requests == []  # no request without a verified TLS handshake
    finally:
        stranger.stop()


def test_delivery_settings_at_run_time(api: Api, ca: trustme.CA, restore_clock: None) -> None:
    """`POST /_sandbox/delivery` trusts another CA and changes the retry scale at run time."""
    other_ca = trustme.CA()
    other = HttpsReceiver(other_ca.issue_cert("127.0.0.1")).start()
    try:
        other.reset(lambda n, _body: (500 if n == 0 else 200, 0.0))
        before = api.ok("GET", "/_sandbox/delivery")
        assert before["retryScale"] == RETRY_SCALE
        assert before["receiverTimeoutSeconds"] == DELIVERY["receiverTimeoutSeconds"]
        pem = other_ca.cert_pem.bytes().decode()
        settings = api.sandbox("delivery", {"retryScale": 0.3, "caPem": pem})
        assert settings["retryScale"] == 0.3 and settings["caPems"] == [pem]
        api.error(
            ErrorCode.INVALID_REQUEST,
            "POST",
            "/_sandbox/delivery",
            json={"caPem": "not a certificate"},
        )
        api.error(ErrorCode.INVALID_REQUEST, "POST", "/_sandbox/delivery", json={"retryScale": -1})
        pk = api.linked_profile("Runtime")
        hook(api, pk, "social", other.url, None)
        api.sandbox("link", {"platform": "telegram"}, headers=pk)
        (delivery,) = wait_deliveries(api, pk, all_recorded(1))
        assert delivery["status"] == "delivered" and delivery["attempts"] == 2
        log = delivery["attemptLog"]
        gap = log[1]["startedAt"] - log[0]["finishedAt"]
        assert gap >= RETRY_DELAYS[0] * 0.3 * 0.9  # the new scale was used
    finally:
        api.sandbox("delivery", {"retryScale": RETRY_SCALE})
        other.stop()


def test_inject_mention_x_address(api: Api) -> None:
    """The sandbox X network's address of a mention (a choice of this server)."""
    pk = api.linked_profile("Mentioned", "twitter")
    body = {"username": "jo", "text": "@a", "platform": "twitter"}
    made = api.sandbox("mentions", body, headers=pk)
    assert made["postUrl"] == f"https://x.com/jo/status/{made['mentionId']}"
