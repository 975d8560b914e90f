"""The README's "Using the client" example runs against the reference server."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from contract_tests.server import ReferenceServer

README = Path(__file__).resolve().parents[2] / "README.md"


def readme_example() -> str:
    """The first python code block of the "Using the client" section."""
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## Using the client\n", 1)[1].split("\n## ", 1)[0]
    match = re.search(r"```python\n(.*?)\n```", section, re.DOTALL)
    assert match, "README 'Using the client' has no python code block"
    return match.group(1)


def test_readme_example_runs(
    server: ReferenceServer, api_key: str, sandbox: Callable[[str, dict[str, Any]], Any]
) -> None:
    sandbox("link", {"platform": "youtube"})
    env = {
        **os.environ,
        "SOCIAL_PUBLISHING_URL": server.base_url,
        "SOCIAL_PUBLISHING_API_KEY": api_key,
    }
    result = subprocess.run(
        [sys.executable, "-c", readme_example()],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert f"uploaded: {server.base_url}/media/files/" in result.stdout
    assert "scheduled deliveries: 0" in result.stdout
    assert "watermark: " in result.stdout, result.stdout
