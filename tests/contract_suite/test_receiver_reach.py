"""Webhooks and fetches on a server that cannot reach the suite's receivers: against the
reference server started without `--allow-private-targets` (its egress rules refuse loopback),
every test that needs a delivery to, or a fetch from, the suite's receivers skips with the one
exact reason (refused by the target's egress rules) and names what would let it reach them (the
suite's `--receiver-host` and the server's `--allow-private-targets`), none fails. The
receiver's CA comes from `--export-receiver-ca` (the server trusts it) and is given back with
`--receiver-ca`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.contract_suite.runs import RULES_ONLY, reference_server, run_cli, run_suite

pytestmark = pytest.mark.timeout(400)

KEY = "dev-api-key"
#: The tests that need the target to deliver to the suite's receiver or fetch from its server.
SELECTION = (
    "test_rules_delivery or test_comments_event_delivered or test_mentions_event_delivered "
    "or (test_rules_messages and event_delivered) or test_rules_feeds "
    "or test_unlink_social_unlinks_and_sends_the_event"
)
DELIVERY_SKIP = "the target cannot deliver to the suite's webhook receiver"
EGRESS = "refused by the target's egress rules"
FETCH_SKIP = "the target cannot fetch from the suite's server"


def test_target_that_cannot_reach_the_receivers_skips_them_all(tmp_path: Path) -> None:
    ca = tmp_path / "ca" / "receiver-ca.pem"
    exported = run_cli(tmp_path, "--export-receiver-ca", str(ca), timeout=60)
    assert exported.returncode == 0, exported.stderr
    assert ca.is_file() and ca.with_suffix(".key").is_file()
    assert f"--receiver-ca {ca}" in exported.stdout, exported.stdout
    work = tmp_path / "run"
    work.mkdir()
    with reference_server(KEY, private_targets=False, env={"SSL_CERT_FILE": str(ca)}) as url:
        run = run_suite(
            work,
            "--base-url",
            url,
            "--api-key",
            KEY,
            "--receiver-ca",
            str(ca),
            "-k",
            SELECTION,
            pytest_args=RULES_ONLY,
        )
    summary = run.summary
    assert run.returncode == 0, run.output[-5000:]
    assert summary["outcomes"].get("failed", 0) == 0, summary["failures_by_rule"]
    skipped = summary["skipped"]
    delivery = {t: r for t, r in skipped.items() if r.startswith(DELIVERY_SKIP)}
    fetches = {t: r for t, r in skipped.items() if r.startswith(FETCH_SKIP)}
    assert set(delivery) | set(fetches) == set(skipped), skipped
    assert all(EGRESS in reason for reason in delivery.values()), delivery
    assert len({reason for reason in delivery.values()}) == 1, delivery
    # Each note names what to change on both sides, the server's option among them.
    for reason in skipped.values():
        assert "--receiver-host" in reason and "--allow-private-targets" in reason, reason
    names = " ".join(skipped)
    for kind in (
        "test_delivery_signed_and_recorded",
        "test_failed_delivery_retried",
        "test_comments_event_delivered",
        "test_mentions_event_delivered",
        "test_message_read_event_delivered",
        "test_feed_added_from_what_it_serves",
        "test_feed_new_articles_posted",
        "test_unlink_social_unlinks_and_sends_the_event",
    ):
        assert kind in names, (kind, skipped)
