"""`typed_usage.py` passes `mypy --strict`, and the check would catch a type error."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _mypy_strict(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_typed_usage_passes_mypy_strict() -> None:
    result = _mypy_strict(HERE / "typed_usage.py")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_catches_misuse(tmp_path: Path) -> None:
    misuse = tmp_path / "misuse.py"
    misuse.write_text(
        "from social_publishing_client.api.webhooks import register_webhook\n"
        "from social_publishing_client.models import WebhookRegistration\n"
        "from social_publishing_sdk import connect, unwrap\n"
        "client = connect('http://127.0.0.1:1', 'key')\n"
        "count: int = unwrap(register_webhook.sync_detailed(client=client,\n"
        "    body=WebhookRegistration(action='no-such-action', url='https://x.test/')))\n"
    )
    result = _mypy_strict(misuse)
    assert result.returncode == 1
    assert 'expression has type "WebhookRegistered"' in result.stdout
    assert "no-such-action" in result.stdout
