"""The one egress rule of the server (watermark fetch and webhook delivery alike): forbidden
address ranges, one resolution pinned to the connection, a total deadline on a fetch, and
refusals that reveal neither where a host points nor whether it resolves."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest

from reference_server.outbound.egress import EgressPolicy, EgressRefused, forbidden
from reference_server.outbound.fetch import FetchError, fetch_bytes
from reference_server.webhooks.policy import load_delivery_policy
from reference_server.webhooks.sender import WebhookSender
from spec_model.error_codes import ErrorCode
from testkit.feed_files import FeedFiles
from tests.server.delivery_helpers import all_recorded, wait_deliveries
from tests.server.image_server import ImageServer, image_bytes
from tests.server.server_harness import Api, start_server
from tests.server.spec_check import SpecCheck

FORBIDDEN = [
    "127.0.0.1",
    "10.1.2.3",
    "169.254.169.254",  # cloud metadata (link-local)
    "100.64.0.1",  # shared address space
    "100.100.100.200",  # a cloud metadata address in 100.64.0.0/10
    "192.88.99.1",  # 6to4 relay anycast
    "168.63.129.16",  # Azure wire server (a public-looking metadata address)
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1%eth0",
    "fd00:ec2::254",  # AWS metadata over IPv6
    "::ffff:127.0.0.1",  # IPv4-mapped
    "::ffff:169.254.169.254",
    "::127.0.0.1",  # IPv4-compatible
    "2002:7f00:1::1",  # 6to4 wrapping 127.0.0.1
    "2002:808:808::1",  # 6to4 wrapping a public address: still an unknown relay path
    "2001::1",  # Teredo
    "64:ff9b::a9fe:a9fe",  # NAT64 of 169.254.169.254
    "64:ff9b::808:808",  # NAT64 of 8.8.8.8
    "64:ff9b:1::1",
    "ff02::1",
    "fec0::1",  # deprecated site-local
]
PUBLIC = ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]
POLICY = load_delivery_policy()


@pytest.mark.parametrize("address", FORBIDDEN + PUBLIC)
def test_forbidden_addresses(address: str) -> None:
    assert forbidden(address) == (address in FORBIDDEN)


@pytest.fixture(scope="module")
def strict_api(tmp_path_factory: pytest.TempPathFactory, spec_check: SpecCheck) -> Iterator[Api]:
    """A server with the default egress rule (no --allow-private-targets)."""
    server = start_server(tmp_path_factory.mktemp("egress") / "data", allow_private=False)
    client = Api(server, spec_check)
    client.sandbox("link", {"platform": "youtube"})
    yield client
    client.close()
    server.stop()


@pytest.mark.parametrize(
    "address", ["100.64.0.1", "192.88.99.1", "[2002:7f00:1::1]", "[64:ff9b::a9fe:a9fe]"]
)
def test_watermark_fetch_refuses_every_forbidden_range(strict_api: Api, address: str) -> None:
    """The fetch answers at once with the one refusal message (no connection attempt, no
    address in the message)."""
    started = time.monotonic()
    body = strict_api.error(
        ErrorCode.WATERMARK_IMAGE_UNAVAILABLE,
        "POST",
        "/post/youTubeWatermark",
        json={
            "mediaUrls": [f"http://{address}:9/logo.png"],
            "timingType": "offsetFromStart",
            "offsetMs": 1500,
            "durationMs": 10000,
        },
    ).json()
    assert time.monotonic() - started < 3
    assert "not public" in body["message"]
    assert address.strip("[]") not in body["message"]


@pytest.mark.parametrize(
    "target", ["192.88.99.1", "[2002:7f00:1::1]", "100.64.0.1", "127.0.0.1", "localhost"]
)
def test_delivery_refuses_every_forbidden_range(target: str) -> None:
    async def send() -> tuple[bool, bool, str | None]:
        sender = WebhookSender(POLICY, allow_private_targets=False, timeout_seconds=5)
        try:
            result = await sender.send(
                f"https://{target}:9/hook", b"{}", None, delivery_id="d-1", attempt=1
            )
        finally:
            await sender.aclose()
        return result.delivered, result.refused, result.error

    started = time.monotonic()
    delivered, refused, error = asyncio.run(send())
    assert not delivered and refused, error
    assert time.monotonic() - started < 2
    assert error is not None and target.strip("[]") not in error


def test_refused_delivery_is_recorded_as_refused_not_sent(strict_api: Api) -> None:
    """The server without --allow-private-targets never attempts a loopback receiver; its
    history says so (`deliveryStatus: refused`) instead of showing the event like a sent one."""
    profile = strict_api.ok("POST", "/profiles", json={"title": "Loopback hook"})
    pk = {"Profile-Key": profile["profileKey"]}
    url = "https://127.0.0.1:9/hook"  # a request would fail to connect: `failed`, 1 attempt
    body = {"action": "social", "url": url}
    hook_id = strict_api.ok("POST", "/hook/webhook", json=body, headers=pk)["hookId"]
    strict_api.sandbox("link", {"platform": "reddit"}, headers=pk)
    (delivery,) = wait_deliveries(strict_api, pk, all_recorded(1))
    assert (delivery["status"], delivery["attempts"], delivery["attemptLog"]) == ("failed", 0, [])
    assert "non-public" in delivery["lastError"]
    history = strict_api.ok("GET", "/hook/history", params={"action": "social"}, headers=pk)
    (entry,) = history["social"]
    assert (entry["hookId"], entry["url"]) == (hook_id, url)
    assert entry["deliveryStatus"] == "refused"
    assert {k: v for k, v in entry.items() if k != "deliveryStatus"} == delivery["event"]


class CountingResolver:
    """A scripted resolver (no DNS server runs here): answers `addresses` for every name."""

    def __init__(self, addresses: list[str]) -> None:
        self.addresses = addresses
        self.calls: list[str] = []

    async def __call__(self, host: str, port: int) -> list[str]:
        self.calls.append(host)
        return list(self.addresses)


@pytest.fixture
def images() -> Iterator[ImageServer]:
    server = ImageServer(default=image_bytes(4, 4))
    yield server
    server.close()


def _fetch(url: str, policy: EgressPolicy, *, allow_private: bool = False) -> bytes:
    """`fetch_bytes` of `url` as the server calls it for an external address."""
    data, _ = asyncio.run(
        fetch_bytes(
            url,
            max_bytes=1 << 20,
            timeout=5,
            allow_private=allow_private,
            external=True,
            policy=policy,
        )
    )
    return data


def test_fetch_resolves_once_and_connects_to_the_checked_address(images: ImageServer) -> None:
    """`rebind.invalid` exists only in the scripted resolver: the fetch succeeds only if the
    connection goes to the address that resolver gave (pinned), and it is asked once."""
    resolver = CountingResolver(["127.0.0.1"])
    policy = EgressPolicy(allow_private=True, resolver=resolver)
    url = f"http://rebind.invalid:{images.port}/logo.png"
    assert _fetch(url, policy, allow_private=True) == image_bytes(4, 4)
    assert resolver.calls == ["rebind.invalid"]


def test_fetch_refuses_a_name_resolving_to_a_forbidden_address(images: ImageServer) -> None:
    resolver = CountingResolver(["203.0.113.9", "127.0.0.1"])  # one bad address is enough
    with pytest.raises(FetchError) as caught:
        _fetch(f"http://rebind.invalid:{images.port}/logo.png", EgressPolicy(resolver=resolver))
    assert "127.0.0.1" not in str(caught.value) and "203.0.113.9" not in str(caught.value)
    assert resolver.calls == ["rebind.invalid"]


@pytest.mark.parametrize("host", ["2130706433", "0x7f.1", "127.1", "0", "0177.0.0.1", "10.1."])
def test_ipv4_spellings_are_checked_as_addresses_before_a_proxy_sees_them(host: str) -> None:
    """With `--fetch-proxy`, host names go to the proxy; `2130706433` or `127.1` would reach it
    as names. They are read as the IPv4 addresses they spell and refused here."""
    with pytest.raises(EgressRefused):
        EgressPolicy().check_literal(host)


def test_unresolvable_and_forbidden_hosts_get_the_same_message() -> None:
    def message(resolver: CountingResolver) -> str:
        with pytest.raises(FetchError) as caught:
            _fetch("http://some.host.invalid/x.png", EgressPolicy(resolver=resolver))
        return str(caught.value)

    assert message(CountingResolver([])) == message(CountingResolver(["10.0.0.7"]))


def test_fetch_has_a_total_deadline() -> None:
    """A body sent a piece every 0.1 s over 10 s (each read is quick, the whole answer never
    is) is given up at the fetch's deadline."""
    drip = FeedFiles()
    drip.files["/slow.png"] = b"x" * 1000
    drip.spread["/slow.png"] = 10.0
    try:
        started = time.monotonic()
        with pytest.raises(FetchError, match="within"):
            asyncio.run(
                fetch_bytes(
                    f"{drip.base_url}/slow.png",
                    max_bytes=1 << 20,
                    timeout=1.5,
                    allow_private=True,
                    external=False,
                )
            )
        elapsed = time.monotonic() - started
    finally:
        drip.stop()
    assert elapsed < 3, elapsed
