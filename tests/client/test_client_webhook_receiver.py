"""End to end: the reference server delivers a signed webhook to a real HTTPS receiver on
127.0.0.1 (test CA from trustme), and the companion's `verify_delivery` accepts and parses it.
"""

from __future__ import annotations

import json
import ssl
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from queue import Empty, Queue
from typing import Any

import pytest
import trustme
from social_publishing_client.api.webhooks import register_webhook
from social_publishing_client.models import WebhookRegistration
from social_publishing_models import SocialEvent
from social_publishing_sdk import InvalidDelivery, connect, unwrap, verify_delivery

from contract_tests.server import ReferenceServer

SECRET = "receiver-test-secret"
Delivery = tuple[bytes, dict[str, str]]


@pytest.fixture(scope="module")
def tls(tmp_path_factory: pytest.TempPathFactory) -> tuple[trustme.CA, Path]:
    ca = trustme.CA()
    path = tmp_path_factory.mktemp("ca") / "ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return ca, path


@pytest.fixture(scope="module")
def receiver(tls: tuple[trustme.CA, Path]) -> Iterator[tuple[str, Queue[Delivery]]]:
    """An HTTPS server that queues every POST (raw body, headers) and answers 200."""
    received: Queue[Delivery] = Queue()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            received.put((body, dict(self.headers.items())))
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            return None

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls[0].issue_cert("127.0.0.1").configure_cert(context)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"https://127.0.0.1:{server.server_address[1]}/hook", received
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def delivering_server(tls: tuple[trustme.CA, Path]) -> Iterator[ReferenceServer]:
    running = ReferenceServer(api_key="receiver-key", extra_args=["--ca-bundle", str(tls[1])])
    running.start()
    try:
        yield running
    finally:
        running.stop()


def test_real_delivery_verifies_and_parses(
    delivering_server: ReferenceServer, receiver: tuple[str, Queue[Delivery]]
) -> None:
    url, received = receiver
    with connect(delivering_server.base_url, delivering_server.api_key) as client:
        unwrap(
            register_webhook.sync_detailed(
                client=client,
                body=WebhookRegistration(action="social", url=url, secret=SECRET),
            )
        )
        linked = client.get_httpx_client().post("/_sandbox/link", json={"platform": "youtube"})
        assert linked.status_code == 200, linked.text
    try:
        body, headers = received.get(timeout=30)
    except Empty:
        pytest.fail("no webhook delivery arrived within 30 s")
    event = verify_delivery(body, headers, SECRET)
    assert isinstance(event, SocialEvent)
    assert (event.platform, event.type) == ("youtube", "link")
    assert event.url == url
    with pytest.raises(InvalidDelivery, match="signature"):
        verify_delivery(body, headers, "some-other-secret")
    tampered = json.dumps({**json.loads(body), "type": "unlink"}).encode()
    with pytest.raises(InvalidDelivery, match="signature"):
        verify_delivery(tampered, headers, SECRET)
