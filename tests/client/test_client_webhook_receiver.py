"""End to end: the reference server delivers a signed webhook to a real HTTPS receiver on
127.0.0.1 (test CA from trustme), and the client's `verify_delivery` accepts and parses it,
`read_delivery` gives its id and attempt, and the typed webhook history says it was delivered
(the refusals are in test_client_webhooks.py).
"""

from __future__ import annotations

import time

import pytest
from social_publishing_client import (
    SocialPublishing,
    Unset,
    read_delivery,
    verify_delivery,
)
from social_publishing_client.models import WebhookRegistration
from social_publishing_models import SocialEvent

from testkit.https_receiver import HttpsReceiver
from testkit.server import ReferenceServer
from tests.client.harness import sandbox_of

SECRET = "receiver-test-secret"


def test_real_delivery_verifies_and_parses(
    delivering_server: ReferenceServer, receiver: HttpsReceiver
) -> None:
    url = receiver.url
    with SocialPublishing(delivering_server.api_key, base_url=delivering_server.base_url) as client:
        client.webhooks.register(WebhookRegistration(action="social", url=url, secret=SECRET))
    sandbox_of(delivering_server)("link", {"platform": "youtube"})
    arrived = receiver.wait_for(1, timeout=30)
    if not arrived:
        pytest.fail("no webhook delivery arrived within 30 s")
    body, headers = arrived[0].body, arrived[0].headers
    event = verify_delivery(body, headers, SECRET)
    assert isinstance(event, SocialEvent)
    assert (event.platform, event.type) == ("youtube", "link")
    assert event.url == url
    delivery = read_delivery(body, headers, SECRET)
    assert delivery.delivery_id and delivery.attempt == 1
    # The typed history (get_webhook_history) shows the delivery with its deliveryStatus.
    with SocialPublishing(delivering_server.api_key, base_url=delivering_server.base_url) as client:
        deadline = time.monotonic() + 30
        while True:
            history = client.webhooks.get_history(action="social")
            entries = [] if isinstance(history.social, Unset) else history.social
            if entries or time.monotonic() > deadline:
                break
            time.sleep(0.1)
    assert [(e.platform, e.type, e.delivery_status) for e in entries] == [
        ("youtube", "link", "delivered")
    ]
    assert entries[0].created.tzinfo is not None  # a typed, aware date-time out
