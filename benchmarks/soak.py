"""`python -m benchmarks.soak`: the long reliability runs of the reference server (`make soak`).

* load, 1 worker and 2 workers: 50 concurrent clients (httpx async, loopback) mixing every
  operation for 60 s; then the final state against every acknowledged write.
* kill loop: 4 clients write (profiles, hooks, uploads up to 2 MiB, posts, scheduled posts)
  and one causes webhook events (link/unlink, scheduled posts published as the sandbox clock
  moves) delivered to an HTTPS receiver, while the server is SIGKILLed at random moments and
  restarted on the same data dir, 100 times; then acknowledged writes, half-present media,
  SQLite integrity, scheduled posts published once, every event delivered.

Prints one table per run (the `python -m benchmarks` format): requests, answers by status,
lost/duplicated/broken writes, p50/p99 latency, peak server RSS. Exit status 1 when a goal
is missed. The short versions of these runs are tests in `tests/reliability/`.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from benchmarks.registry import Row
from tests.reliability.kill_loop import run_kill_loop
from tests.reliability.load_run import run_load
from tests.reliability.workload import INTERNAL_ERROR_MARK, Findings, Stats

MIB = 1024 * 1024


def _zero(area: str, name: str, value: int, note: str = "") -> Row:
    return Row(area, name, value, "", "0", value == 0, note)


def _common_rows(area: str, stats: Stats, seconds: float, findings: Findings) -> list[Row]:
    rows = [
        Row(area, "requests", stats.requests, "", note=f"{stats.requests / seconds:.0f}/s"),
    ]
    for status, count in sorted(stats.statuses.items()):
        if status != 200:
            rows.append(Row(area, f"answers {status}", count, ""))
    server_errors = sum(n for s, n in stats.statuses.items() if s >= 500)
    rows += [
        _zero(area, "answers 5xx", server_errors),
        _zero(area, "unexpected answers", len(stats.unexpected), "; ".join(stats.unexpected[:2])),
        _zero(area, "lost writes", len(findings.lost), "; ".join(findings.lost[:3])),
        _zero(
            area, "duplicated writes", len(findings.duplicated), "; ".join(findings.duplicated[:3])
        ),
        _zero(
            area,
            "half-present/corrupt",
            len(findings.broken),
            "; ".join(findings.broken[:3]),
        ),
        Row(area, "latency p50", stats.percentile(0.5) * 1000, "ms"),
        Row(area, "latency p99", stats.percentile(0.99) * 1000, "ms"),
    ]
    return rows


def load_rows(root: Path, clients: int, seconds: float, workers: int) -> list[Row]:
    area = f"load ({clients} clients, {workers} worker{'s' if workers > 1 else ''})"
    result = run_load(root / f"load-{workers}", clients=clients, seconds=seconds, workers=workers)
    rows = _common_rows(area, result.stats, result.seconds, result.findings)
    rows.insert(1, Row(area, "seconds", result.seconds, "s"))
    rows.insert(2, Row(area, "writes acknowledged", result.ledger.writes_acknowledged, ""))
    rows.insert(3, _zero(area, "connection errors", result.stats.transport_errors))
    internal = result.stderr.count(INTERNAL_ERROR_MARK)
    rows += [
        Row(area, "webhook events acknowledged", result.events_acknowledged, ""),
        Row(area, "webhook deliveries", result.deliveries.deliveries, "", note="outbox rows"),
        _zero(area, "deliveries sent twice", result.deliveries.resent),
        _zero(area, "server internal errors", internal),
        Row(area, "peak server RSS", result.peak_rss_bytes / MIB, "MiB", note="all processes"),
    ]
    return rows


def kill_rows(root: Path, kills: int) -> list[Row]:
    area = f"kill loop ({kills} SIGKILLs)"
    result = run_kill_loop(root / "kill", kills=kills)
    rows = _common_rows(area, result.stats, result.seconds, result.findings)
    ledger = result.ledger
    rows.insert(1, Row(area, "seconds", result.seconds, "s"))
    rows.insert(2, Row(area, "writes acknowledged", ledger.writes_acknowledged, ""))
    rows.insert(
        3, Row(area, "writes cut by a kill", ledger.writes_unknown, "", note="outcome unknown")
    )
    rows.insert(4, Row(area, "connections broken", result.stats.transport_errors, ""))
    internal = result.stderr.count(INTERNAL_ERROR_MARK)
    rows += [
        Row(area, "webhook events acknowledged", result.events_acknowledged, ""),
        Row(area, "webhook deliveries", result.deliveries.deliveries, "", note="outbox rows"),
        Row(
            area,
            "deliveries sent again",
            result.deliveries.resent,
            "",
            note="at-least-once: kill after the receiver's 200",
        ),
        _zero(area, "upload temp files after restart", len(result.leftovers_after_restart)),
        _zero(area, "server internal errors", internal),
        Row(area, "peak server RSS", result.peak_rss_bytes / MIB, "MiB"),
    ]
    for note in result.findings.notes:
        rows.append(Row(area, "note", 0, "", note=note))
    return rows


def _value(row: Row) -> str:
    if not row.unit:  # a count
        return f"{row.value:,.0f}"
    return f"{row.value:,.0f}" if abs(row.value) >= 100 else f"{row.value:.1f}"


def format_rows(area: str, rows: list[Row]) -> str:
    """The table layout of `python -m benchmarks`, with counts as integers."""
    header = ("measure", "value", "unit", "goal", "met", "note")
    cells = [
        (
            r.name,
            _value(r),
            r.unit,
            r.goal,
            "" if r.ok is None else ("yes" if r.ok else "NO"),
            r.note,
        )
        for r in rows
    ]
    widths = [max(len(line[i]) for line in [header, *cells]) for i in range(len(header))]
    lines = [f"== {area} =="]
    for line in [header, tuple("-" * w for w in widths), *cells]:
        lines.append(
            "  ".join(
                cell.rjust(width) if index == 1 else cell.ljust(width)
                for index, (cell, width) in enumerate(zip(line, widths, strict=True))
            ).rstrip()
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each load run")
    parser.add_argument("--kills", type=int, default=100)
    args = parser.parse_args(argv)
    failed = False
    with tempfile.TemporaryDirectory(prefix="soak-") as tmp:
        root = Path(tmp)
        for run in ("load 1", "load 2", "kill"):
            if run == "kill":
                rows = kill_rows(root, args.kills)
            else:
                rows = load_rows(root, args.clients, args.seconds, int(run.split()[1]))
            print(format_rows(rows[0].area, rows) + "\n", flush=True)
            failed = failed or any(row.ok is False for row in rows)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
