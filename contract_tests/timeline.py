"""The target's idea of "now": the sandbox clock when offered, else the HTTP Date header."""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

from contract_tests.sandbox import Sandbox
from contract_tests.spec import parse_timestamp
from contract_tests.target import ApiClient


def server_now(client: ApiClient, has_sandbox: bool) -> datetime:
    if has_sandbox:
        return parse_timestamp(Sandbox(client).now())
    response = client.get("/")
    date = response.headers.get("date")
    if date:
        return parsedate_to_datetime(date).astimezone(UTC)
    return datetime.now(UTC)
