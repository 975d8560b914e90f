"""The address at which the target reaches the suite's receiver is the team's to give:
`--receiver-url URL --receiver-port P` (a tunnel forwarding URL to the fixed port P; here the
tunnel is the identity, URL on 127.0.0.1:P) makes the target deliver to URL, and deliveries are
judged; `--receiver-host HOST` addresses the receiver as HOST, so a HOST the target cannot reach
(TEST-NET-1, RFC 5737) gives every delivery test the one skip reason naming that address. A run
against a target that offers the test control says nothing about it."""

from __future__ import annotations

from pathlib import Path

import pytest

from testkit.ports import free_port
from tests.contract_suite.runs import RULES_ONLY, reference_server, run_suite

pytestmark = pytest.mark.timeout(400)

KEY = "dev-api-key"
SELECTION = "test_delivery_signed_and_recorded or test_mentions_event_delivered"
#: An address no host answers at (documentation range).
UNREACHABLE = "192.0.2.1"


def test_receiver_url_and_host(tmp_path: Path) -> None:
    port = free_port()
    with reference_server(KEY) as url:
        common = ("--base-url", url, "--api-key", KEY, "-k", SELECTION)
        tunnel = run_suite(
            tmp_path / "tunnel",
            *common,
            "--receiver-url",
            f"https://127.0.0.1:{port}/",
            "--receiver-port",
            str(port),
            pytest_args=RULES_ONLY,
        )
        elsewhere = run_suite(
            tmp_path / "elsewhere", *common, "--receiver-host", UNREACHABLE, pytest_args=RULES_ONLY
        )
    assert tunnel.returncode == 0, tunnel.output[-4000:]
    assert tunnel.summary["outcomes"] == {"passed": 2}, tunnel.summary["outcomes"]
    # The target offers the test control the delivery test needs: the run does not mention it.
    control = tunnel.summary["control"]
    assert control["offered"] is True and control["skipped"] == 0, control
    assert "Test control (sandbox.yaml)" not in tunnel.output, tunnel.output[-3000:]
    # Every selected test skipped: the run tested nothing and says so (exit 5).
    assert elsewhere.returncode == 5, elsewhere.output[-4000:]
    assert elsewhere.summary["verdict"] == "NOTHING TESTED", elsewhere.summary["verdict"]
    reasons = set(elsewhere.summary["skipped"].values())
    assert elsewhere.summary["outcomes"] == {"skipped": 2}, elsewhere.summary["outcomes"]
    (reason,) = reasons
    assert f"receiver https://{UNREACHABLE}:" in reason, reason
