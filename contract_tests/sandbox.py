"""The reference server's sandbox control (`/_sandbox`), detected over HTTP.

Not part of the spec: a generic server does not offer it, and tests that need it (clock, plan,
linked networks, seeded history, delivery log) skip with a stated reason when it is absent.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import httpx

from contract_tests.target import ApiClient, ContractViolation

SANDBOX_PATH = "/_sandbox"


class SandboxError(RuntimeError):
    """The sandbox control answered with an error."""


class Sandbox:
    """Calls to `/_sandbox` acting as the client's profile."""

    def __init__(self, client: ApiClient) -> None:
        self.client = client

    @staticmethod
    def detect(client: ApiClient) -> bool:
        try:
            response = client.get(SANDBOX_PATH)
        except (httpx.HTTPError, ContractViolation):
            return False  # no usable answer (e.g. undecodable): no control to rely on
        if response.status_code != 200:
            return False
        try:
            body = response.json()
        except ValueError:
            return False
        return isinstance(body, Mapping) and body.get("sandbox") is True

    def for_client(self, client: ApiClient) -> Sandbox:
        return Sandbox(client)

    def _call(self, method: str, path: str, body: Any = None) -> Any:
        response = self.client.request(method, f"{SANDBOX_PATH}{path}", json_body=body)
        if not 200 <= response.status_code < 300:
            raise SandboxError(
                f"{method} {SANDBOX_PATH}{path} answered {response.status_code}: {response.text}"
            )
        return response.json()

    def state(self) -> Mapping[str, Any]:
        return self._call("GET", "")  # type: ignore[no-any-return]

    def now(self) -> str:
        return str(self.state()["now"])

    def set_clock(self, moment: str) -> str:
        return str(self._call("POST", "/clock", {"set": moment})["now"])

    def advance_clock(self, seconds: int) -> str:
        return str(self._call("POST", "/clock", {"advanceSeconds": seconds})["now"])

    def set_plan(self, plan: str) -> str:
        return str(self._call("POST", "/plan", {"plan": plan})["plan"])

    def link(
        self, platform: str, *, display_name: str | None = None, can_manage: bool = True
    ) -> Any:
        body: dict[str, Any] = {"platform": platform, "canManage": can_manage}
        if display_name is not None:
            body["displayName"] = display_name
        return self._call("POST", "/link", body)

    def unlink(self, platform: str) -> Any:
        return self._call("POST", "/unlink", {"platform": platform})

    def seed_history(self, entries: list[Mapping[str, Any]]) -> Any:
        return self._call("POST", "/webhook-history", {"entries": entries})

    def deliveries(self) -> Any | None:
        """The delivery log, or None when the server does not offer one."""
        response = self.client.get(f"{SANDBOX_PATH}/deliveries")
        if response.status_code != 200:
            return None
        return response.json()

    def delivery_settings(self) -> Mapping[str, Any] | None:
        """The target's delivery settings (`retryScale`, `caPems`), or None when it has none."""
        response = self.client.get(f"{SANDBOX_PATH}/delivery")
        if response.status_code != 200:
            return None
        body = response.json()
        return body if isinstance(body, Mapping) else None

    def configure_delivery(
        self, *, ca_pem: str | None = None, retry_scale: float | None = None
    ) -> Mapping[str, Any]:
        """Make the target trust ``ca_pem`` for deliveries and/or scale its retry delays."""
        body: dict[str, Any] = {}
        if ca_pem is not None:
            body["caPem"] = ca_pem
        if retry_scale is not None:
            body["retryScale"] = retry_scale
        return self._call("POST", "/delivery", body)  # type: ignore[no-any-return]

    @contextmanager
    def clock_at(self, moment: str) -> Iterator[str]:
        """Set the clock to ``moment`` for the block, then put it back where it was."""
        before = self.now()
        try:
            yield self.set_clock(moment)
        finally:
            self.set_clock(before)

    @contextmanager
    def plan(self, plan: str) -> Iterator[str]:
        before = str(self.state()["plan"])
        try:
            yield self.set_plan(plan)
        finally:
            self.set_plan(before)
