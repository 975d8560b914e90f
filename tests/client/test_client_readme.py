"""Every python example of the "Using the client" section of generated_client/README.md
(rendered from generator/templates/project/README.md.tmpl) runs against the reference server,
configured through the environment as a user would."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from spec_model.error_codes import ErrorCode
from testkit.server import ReferenceServer
from tests.client.harness import API_KEY, Sandbox

README = Path(__file__).resolve().parents[2] / "generated_client" / "README.md"


def readme_examples() -> list[str]:
    """The python code blocks of the "Using the client" section, in order."""
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## Using the client\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)\n```", section, re.DOTALL)


def _user_profile_with_youtube(server: ReferenceServer) -> str:
    """A new User Profile's key, its YouTube channel linked through the sandbox control."""
    auth = {"Authorization": f"Bearer {API_KEY}"}
    made = httpx.post(f"{server.base_url}/profiles", json={"title": "README"}, headers=auth)
    made.raise_for_status()
    key = str(made.json()["profileKey"])
    linked = httpx.post(
        f"{server.base_url}/_sandbox/link",
        json={"platform": "youtube"},
        headers={**auth, "Profile-Key": key},
    )
    linked.raise_for_status()
    return key


@pytest.mark.parametrize(
    ("index", "acting"),
    [(0, "primary"), (0, "user profile"), (1, "primary"), (2, "primary")],
)
def test_readme_example_runs(
    server: ReferenceServer, sandbox: Sandbox, index: int, acting: str, tmp_path: Path
) -> None:
    """Each example runs as a user would, and leaves no temporary file behind; the first also
    acting for a User Profile (a Profile-Key), whose post answer is a ProfilePostResults, not
    a PostResult."""
    sandbox("link", {"platform": "youtube"})
    env = {
        **os.environ,
        "SOCIAL_PUBLISHING_BASE_URL": server.base_url,
        "SOCIAL_PUBLISHING_API_KEY": API_KEY,
        "TMPDIR": str(tmp_path),
    }
    env.pop("SOCIAL_PUBLISHING_PROFILE_KEY", None)
    if acting == "user profile":
        env["SOCIAL_PUBLISHING_PROFILE_KEY"] = _user_profile_with_youtube(server)
    result = subprocess.run(
        [sys.executable, "-c", readme_examples()[index]],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert list(tmp_path.iterdir()) == []
    out = result.stdout
    if index == 0:
        assert re.search(r"scheduled: \S+ scheduled \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00:00", out)
        assert f"uploaded: {server.base_url}/media/files/" in out
        assert "scheduled deliveries: 0" in out
        assert "watermark: " in out, out
    elif index == 1:
        code = int(ErrorCode.POST_NOT_FOUND)
        assert f"404 {code} post_not_found" in out
        assert f"404 False {code} 0" in out
        assert "no connection: ConnectError" in out
    else:
        assert re.search(r"async: \d+ hooks, \d+ media", out)
