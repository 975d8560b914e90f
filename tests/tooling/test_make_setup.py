"""The set-up a newcomer's `make test` does by itself: the browser for the /docs page test is
found or installed (`make browser`), and when it cannot be, make stops at once with the one
command to run; a no-op `make generate` stays fast. (That `make lint` prints no tool notice
contradicting the README's prerequisites is tests/generator/test_generator_lint.py's.)"""

from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _make(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MAKE")}
    return subprocess.run(
        ["make", "--no-print-directory", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
    )


def test_browser_present_is_a_quiet_no_op(tmp_path: Path) -> None:
    browser = tmp_path / "chromium"
    browser.write_text("#!/bin/sh\n")
    browser.chmod(0o755)
    done = _make("browser", f"CHROMIUM={browser}", "APT_GET=/bin/false")
    assert done.returncode == 0, done.stderr
    assert "installing" not in done.stdout + done.stderr


def test_browser_that_cannot_be_installed_stops_with_the_command(tmp_path: Path) -> None:
    """apt-get fails (here: a stand-in that always fails) and Playwright's download cannot
    reach its host from this machine: make fails within its bound, naming the one command."""
    started = time.monotonic()
    done = _make("browser", f"CHROMIUM={tmp_path / 'absent'}", "APT_GET=/bin/false", timeout=300)
    assert done.returncode != 0
    assert "sudo apt-get install chromium" in done.stderr
    assert "could not install chromium" in done.stderr
    assert time.monotonic() - started < 300


def test_generate_with_nothing_to_do_is_fast() -> None:
    """The README's `make generate` on an unchanged spec skips every tool (its time, goal
    <= 0.5 s, is measured by `make bench`)."""
    first = _make("generate", timeout=600)  # may do the work once (fresh clone, new records)
    assert first.returncode == 0, first.stderr
    again = _make("generate", timeout=600)
    assert again.returncode == 0, again.stderr
    assert "already match" in again.stdout
    assert "nothing to do" in again.stdout
    assert "wrote " not in again.stdout
