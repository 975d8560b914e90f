"""`typed_usage.py`, the README's client examples and the typed end-to-end test modules
(`STRICT_TESTS`) pass `mypy --strict` as written, and the same run catches a misuse.

One mypy run checks all the files (mypy is the slow part); each test reads its files' lines.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.client.test_client_readme import readme_examples

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
#: Test modules written against the typed clients only: they stay `mypy --strict` clean, so
#: they show the typed API works without casts or ignores.
STRICT_TESTS = ("test_client_text_bodies.py", "test_sandbox_client.py")
MISUSE = (
    "from social_publishing_client import SocialPublishing\n"
    "from social_publishing_client.models import WebhookRegistration\n"
    "client = SocialPublishing('key', base_url='http://127.0.0.1:1')\n"
    "count: int = client.webhooks.register(\n"
    "    WebhookRegistration(action='no-such-action', url='https://x.test/'))\n"
    "client.posts.create(WebhookRegistration(action='feed', url='https://x.test/'))\n"
)


@pytest.fixture(scope="module")
def mypy_output(tmp_path_factory: pytest.TempPathFactory) -> str:
    scratch = tmp_path_factory.mktemp("typing")
    misuse = scratch / "misuse.py"
    misuse.write_text(MISUSE)
    examples = []
    for index, example in enumerate(readme_examples()):
        examples.append(scratch / f"readme_example_{index}.py")
        examples[-1].write_text(example + "\n")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            str(HERE / "typed_usage.py"),
            *(str(HERE / name) for name in STRICT_TESTS),
            str(misuse),
            *map(str, examples),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


@pytest.mark.parametrize("name", ["typed_usage.py", *STRICT_TESTS, "readme_example_"])
def test_passes_mypy_strict(mypy_output: str, name: str) -> None:
    assert [line for line in mypy_output.splitlines() if name in line] == []
    checked = 2 + len(STRICT_TESTS) + len(readme_examples())
    assert f"checked {checked} source files" in mypy_output


def test_mypy_strict_catches_misuse(mypy_output: str) -> None:
    misuse_lines = [line for line in mypy_output.splitlines() if "misuse.py" in line]
    assert any('expression has type "WebhookRegistered"' in line for line in misuse_lines)
    assert any("no-such-action" in line for line in misuse_lines)
    assert any('incompatible type "WebhookRegistration"' in line for line in misuse_lines)
