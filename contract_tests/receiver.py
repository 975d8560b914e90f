"""The suite's HTTPS webhook receiver on 127.0.0.1 (`https_receiver.HttpsReceiver`) with a test
CA (trustme), recording every delivery.

The CA is made once per run, or read from ``CONTRACT_RECEIVER_CA_CERT`` and
``CONTRACT_RECEIVER_CA_KEY`` (PEM files) so a target started beforehand can be told to trust
it. When the suite starts the reference server itself, it passes the CA to the server
(``SSL_CERT_FILE``); a target given by URL must trust it some other way, or the delivery tests
skip.
"""

from __future__ import annotations

import atexit
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import trustme

from contract_tests.run_settings import current
from testkit.https_receiver import HttpsReceiver, Received

CA_CERT_ENV = "CONTRACT_RECEIVER_CA_CERT"
CA_KEY_ENV = "CONTRACT_RECEIVER_CA_KEY"
_CA: trustme.CA | None = None
_CA_FILE: Path | None = None


def receiver_ca() -> trustme.CA:
    """The CA that issues the receiver's certificate (given by the environment, or new)."""
    global _CA
    if _CA is None:
        cert, key = os.environ.get(CA_CERT_ENV), os.environ.get(CA_KEY_ENV)
        if cert and key:
            _CA = trustme.CA.from_pem(Path(cert).read_bytes(), Path(key).read_bytes())
        else:
            _CA = trustme.CA()
    return _CA


def receiver_ca_file() -> Path:
    """A PEM file holding the receiver's CA certificate (for the target's trust store); one
    this process wrote is removed when it exits."""
    global _CA_FILE
    if _CA_FILE is None and os.environ.get(CA_CERT_ENV) and os.environ.get(CA_KEY_ENV):
        _CA_FILE = Path(os.environ[CA_CERT_ENV])
    if _CA_FILE is None:
        handle, name = tempfile.mkstemp(prefix="contract-receiver-ca-", suffix=".pem")
        os.close(handle)
        receiver_ca().cert_pem.write_to_path(name)
        _CA_FILE = Path(name)
        atexit.register(_CA_FILE.unlink, missing_ok=True)
    return _CA_FILE


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def export_ca(cert_path: Path) -> Path:
    """Write the receiver's CA certificate to ``cert_path`` and its key beside it (``.key``),
    so later runs use the same CA (:data:`CA_CERT_ENV`, :data:`CA_KEY_ENV`); the key's path."""
    key_path = cert_path.with_suffix(".key")
    cert_path.parent.mkdir(parents=True, exist_ok=True)
    receiver_ca().cert_pem.write_to_path(str(cert_path))
    receiver_ca().private_key_pem.write_to_path(str(key_path))
    return key_path


#: One request the receiver got (path, lower-case headers, exact body, arrival time).
Delivery = Received


class WebhookReceiver:
    """The suite's webhook target: the project's HTTPS receiver with a certificate of the
    suite's CA (or of ``ca``: one the target was not told to trust); ``answer`` picks the
    status for the n-th delivery (0-based), ``delay`` the seconds it waits before answering it."""

    def __init__(
        self,
        answer: Callable[[int], int] = lambda index: 200,
        delay: Callable[[int], float] = lambda index: 0.0,
        ca: trustme.CA | None = None,
    ) -> None:
        self.answer = answer
        self.delay = delay
        self.ca = ca
        self.base_url = ""
        self._receiver: HttpsReceiver | None = None

    def start(self) -> str:
        settings = current()
        public = urlsplit(settings.receiver_url) if settings.receiver_url else None
        host = (public.hostname if public else None) or settings.receiver_host or "127.0.0.1"
        names = sorted({host, "127.0.0.1", "localhost"})
        receiver = HttpsReceiver(
            (self.ca or receiver_ca()).issue_cert(*names),
            bind="0.0.0.0" if host != "127.0.0.1" else "127.0.0.1",
            port=settings.receiver_port if public else 0,
        )
        receiver.behaviour = lambda index, _body: (self.answer(index), self.delay(index))
        self._receiver = receiver.start()
        if settings.receiver_url:
            self.base_url = settings.receiver_url.rstrip("/")
        else:
            self.base_url = f"https://{_url_host(host)}:{receiver.port}"
        return self.base_url

    @property
    def handshake_failures(self) -> int:
        """Connections whose TLS handshake failed (a target that does not trust the CA)."""
        return self._receiver.handshake_failures if self._receiver is not None else 0

    @property
    def deliveries(self) -> list[Delivery]:
        return list(self._receiver.requests) if self._receiver is not None else []

    def wait_for(self, count: int, timeout: float) -> list[Delivery]:
        """At least ``count`` deliveries, or what arrived within ``timeout`` seconds."""
        if self._receiver is None:
            return []
        return self._receiver.wait_for(count, timeout)

    def stop(self) -> None:
        if self._receiver is not None:
            self._receiver.stop()
            self._receiver = None
