"""A suite run that starts the reference server itself leaves nothing in the temporary
directory: the receiver CA file it writes for the server's trust store is removed at exit."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.contract_suite.runs import RULES_ONLY, suite_env

pytestmark = pytest.mark.timeout(300)


def test_embedded_run_removes_its_receiver_ca_file(tmp_path: Path) -> None:
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "contract_tests",
            "--workers",
            "1",
            "-k",
            "test_user_record_is_the_acting_profile",
            "--",
            *RULES_ONLY,
        ],
        cwd=tmp_path,
        env={**suite_env(), "TMPDIR": str(scratch)},
        capture_output=True,
        text=True,
        check=False,
        timeout=240,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert sorted(p.name for p in scratch.iterdir()) == []
