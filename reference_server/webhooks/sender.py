"""Sending one delivery attempt: a signed HTTPS POST of the exact body bytes.

TLS is verified against a configurable CA bundle (the system trust store by default), redirects
are not followed, the receiver must answer 2xx within the receiver timeout (the spec's, or
one set at run time through `timeout_seconds`), and targets that resolve to private, loopback,
link-local or otherwise non-public addresses (the server's one egress rule,
`reference_server.outbound.egress`) are refused before any connection unless private targets are
allowed; the host is resolved once and the connection pinned to a checked address.
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import httpx

from ..outbound.egress import (
    EgressPolicy,
    EgressRefused,
    EgressUnresolved,
    egress_failure,
    pinned_transport,
)
from .decisions import DeliveryRules
from .policy import DeliveryPolicy
from .targets import TargetRefused, require_https

#: Trust for receivers: a context, a PEM bundle file, a function giving the context (called on
#: the first send: most server runs never deliver, and loading a trust store costs ~0.1 s of
#: CPU), or None for the system store.
CaBundle = ssl.SSLContext | str | Path | Callable[[], ssl.SSLContext] | None
MAX_DRAINED_BYTES = 65536  # answers are not used; a larger one just closes the connection


@dataclass(frozen=True)
class SendResult:
    """The result of one attempt.

    `delivered` is True on any 2xx. Otherwise `http_status` holds the receiver's status, or
    `error` says what failed (timeout, TLS, connection): no answer. `refused` means no request
    was sent because the target may not be contacted; retrying cannot help.
    """

    delivered: bool
    http_status: int | None = None
    error: str | None = None
    refused: bool = False


def ssl_context_for(ca_bundle: CaBundle) -> ssl.SSLContext:
    """A verifying TLS context: the given one, one trusting the bundle file, or the system's."""
    if isinstance(ca_bundle, ssl.SSLContext):
        return ca_bundle
    if callable(ca_bundle):
        return ca_bundle()
    if ca_bundle is None:
        return ssl.create_default_context()
    return ssl.create_default_context(cafile=str(ca_bundle))


async def _drain(response: httpx.Response) -> None:
    """Read a small answer so its connection can be reused; drop a large one unread."""
    size = 0
    async for chunk in response.aiter_raw():
        size += len(chunk)
        if size > MAX_DRAINED_BYTES:
            break


def _describe(exc: BaseException) -> str:
    text = str(exc) or repr(exc)
    return f"{type(exc).__name__}: {text}"


class WebhookSender:
    """Sends delivery attempts through one pooled `httpx.AsyncClient`.

    `timestamp_clock` gives the Unix seconds put in the timestamp header (inject the service
    clock). `timeout_seconds` overrides the spec's receiver timeout (tests shorten it); it may be
    changed between sends.
    """

    def __init__(
        self,
        policy: DeliveryPolicy,
        *,
        ca_bundle: CaBundle = None,
        allow_private_targets: bool = False,
        timeout_seconds: float | None = None,
        timestamp_clock: Callable[[], int] = lambda: int(time.time()),
        max_connections: int = 20,
        rules: DeliveryRules | None = None,
    ) -> None:
        """`rules`: the engine's decisions (the headers of an attempt; default the spec's)."""
        self.policy = policy
        self.rules = rules or DeliveryRules()
        self.allow_private_targets = allow_private_targets
        self.timeout_seconds = (
            timeout_seconds if timeout_seconds is not None else policy.receiver_timeout_seconds
        )
        self._timestamp_clock = timestamp_clock
        self._ca_bundle = ca_bundle
        self._max_connections = max_connections
        self._http: httpx.AsyncClient | None = None

    @property
    def _client(self) -> httpx.AsyncClient:
        """The pooled client, built on first use (with its TLS context: see `CaBundle`)."""
        if self._http is None:
            context = ssl_context_for(self._ca_bundle)
            limits = httpx.Limits(
                max_connections=self._max_connections,
                max_keepalive_connections=self._max_connections,
            )
            # Connections go only to addresses the egress policy checked at connect time.
            transport = pinned_transport(
                EgressPolicy(allow_private=self.allow_private_targets),
                ssl_context=context,
                limits=limits,
            )
            self._http = httpx.AsyncClient(
                transport=transport,
                follow_redirects=False,
                trust_env=False,
                timeout=httpx.Timeout(self.timeout_seconds),
            )
        return self._http

    async def aclose(self) -> None:
        if self._http is not None:
            await self._http.aclose()

    async def send(
        self,
        url: str,
        body: bytes,
        signature: str | None,
        *,
        delivery_id: str,
        attempt: int,
        signature_v2: str | None = None,
    ) -> SendResult:
        """POST `body` to `url` once as attempt `attempt` of delivery `delivery_id`; never
        raises for a delivery problem."""
        timeout = self.timeout_seconds
        try:
            async with asyncio.timeout(timeout):
                require_https(url)
                headers = self.rules.headers(
                    self.policy,
                    signature=signature,
                    signature_v2=signature_v2,
                    timestamp=self._timestamp_clock(),
                    delivery_id=delivery_id,
                    attempt=attempt,
                )
                async with self._client.stream(
                    "POST", url, content=body, headers=headers, timeout=httpx.Timeout(timeout)
                ) as response:
                    status = response.status_code
                    await _drain(response)
        except TargetRefused as exc:
            return SendResult(delivered=False, error=str(exc), refused=True)
        except (TimeoutError, httpx.TimeoutException):
            return SendResult(
                delivered=False,
                error=f"no answer within {timeout:g} s (timeout)",
            )
        except httpx.HTTPError as exc:
            failure = egress_failure(exc)
            if isinstance(failure, EgressRefused):
                return SendResult(delivered=False, error=str(failure), refused=True)
            if isinstance(failure, EgressUnresolved):
                return SendResult(delivered=False, error=f"cannot reach the target: {failure}")
            cause = exc.__cause__ or exc.__context__
            detail = _describe(cause) if isinstance(cause, ssl.SSLError) else _describe(exc)
            return SendResult(delivered=False, error=detail)
        except OSError as exc:  # name resolution
            return SendResult(delivered=False, error=f"cannot reach the target: {_describe(exc)}")
        return SendResult(delivered=200 <= status < 300, http_status=status)
