"""Configuration of the reference server (CLI flags and environment variables fill it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_API_KEY = "dev-api-key"
DEFAULT_DATA_DIR = Path(".data")


@dataclass
class Settings:
    """What a server instance needs to know.

    `plan=None` keeps the plan stored in the data dir (Enterprise for a new one); a value sets
    it at start. `allow_private_targets` lets watermark fetches and webhook deliveries reach
    private and loopback addresses (tests need it). `external_fetch=False` refuses every fetch
    whose host is not an IP literal or `localhost`, so no DNS or internet traffic happens.
    `offline_fetch` answers outbound fetches of public addresses with deterministic stand-ins
    (`outbound/offline.py`) instead of contacting them; other targets keep the egress rules.
    `fetch_proxy` sends outbound fetches through an HTTP proxy (an egress proxy), which then
    resolves host names itself; IP literals are still checked here. `check_responses`
    validates every response against the spec and reports mismatches on stderr (tests).
    `ca_bundle` is a PEM file of CAs trusted for webhook receivers besides the system store
    (the CLI defaults it to `$SSL_CERT_FILE`); `delivery_retry_scale` multiplies the spec's
    retry delays (tests use e.g. 0.01). `delivery_lease_seconds` is how long a claimed delivery
    stays reserved to its process (None: the engine's default, receiver timeout plus a
    margin); a delivery in flight when its process dies is sent again after it.
    `sandbox=False` turns the optional test-control interface off: `/_sandbox` routes and
    `/sandbox.yaml` answer like unknown paths (404, `route_not_found`), so the server looks
    like any target without the control (the contract suite then skips only the tests that
    need it).
    `rate_limit_max` is the requests each profile may make per `x-rate-limit` window (None:
    the spec's `referenceServerMaxPerWindow`, high so tests stay fast).
    `auth_failure_max` is the failed authentications each client address may make per
    `x-auth-failure-limit` window (None: the spec's `maxFailuresPerWindow`).
    """

    data_dir: Path = field(default_factory=lambda: DEFAULT_DATA_DIR)
    api_key: str = DEFAULT_API_KEY
    plan: str | None = None
    allow_private_targets: bool = False
    external_fetch: bool = True
    offline_fetch: bool = False
    spec_path: Path | None = None
    fetch_timeout_seconds: float = 10.0
    fetch_proxy: str | None = None
    check_responses: bool = False
    ca_bundle: Path | None = None
    delivery_retry_scale: float = 1.0
    delivery_lease_seconds: float | None = None
    sandbox: bool = True
    rate_limit_max: int | None = None
    auth_failure_max: int | None = None
