"""`typed_usage.py` passes `mypy --strict`, and the same run catches a misuse.

One mypy run checks both files (mypy is the slow part); each test reads its file's lines.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MISUSE = (
    "from social_publishing_client import SocialPublishing\n"
    "from social_publishing_models import WebhookRegistration\n"
    "client = SocialPublishing('key', base_url='http://127.0.0.1:1')\n"
    "count: int = client.webhooks.register(\n"
    "    WebhookRegistration(action='no-such-action', url='https://x.test/'))\n"
    "client.posts.create(WebhookRegistration(action='feed', url='https://x.test/'))\n"
)


@pytest.fixture(scope="module")
def mypy_output(tmp_path_factory: pytest.TempPathFactory) -> str:
    misuse = tmp_path_factory.mktemp("typing") / "misuse.py"
    misuse.write_text(MISUSE)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            str(HERE / "typed_usage.py"),
            str(misuse),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


def test_typed_usage_passes_mypy_strict(mypy_output: str) -> None:
    problems = [line for line in mypy_output.splitlines() if "typed_usage.py" in line]
    assert problems == []
    assert "checked 2 source files" in mypy_output


def test_mypy_strict_catches_misuse(mypy_output: str) -> None:
    misuse_lines = [line for line in mypy_output.splitlines() if "misuse.py" in line]
    assert any('expression has type "WebhookRegistered"' in line for line in misuse_lines)
    assert any("no-such-action" in line for line in misuse_lines)
    assert any('incompatible type "WebhookRegistration"' in line for line in misuse_lines)
