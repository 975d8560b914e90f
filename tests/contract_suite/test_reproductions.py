"""A reproduction's body, pasted into a shell, sends the bytes that were sent
(`contract_tests.target.shell_bytes`, `curl_command`): text stays readable, and bytes that
are not UTF-8 text (a fuzzed body) are written as bash `$'\\xHH'` escapes instead of the
replacement characters a lossy decode gives."""

from __future__ import annotations

import shutil
import subprocess

import httpx
import pytest

from contract_tests.target import curl_command, prepared_curl, shell_bytes

BODIES = [
    b'{"post": "caf\xc3\xa9 \'quoted\' \\\\ $HOME"}',
    b"line one\nline\ttwo",
    b"x\x9c3\xe0`\x02\xff",  # a compressed, not UTF-8 body
    b"\x01'\\\x7f\x80ab",
]


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_the_shell_word_stands_for_exactly_the_bytes(body: bytes) -> None:
    word = shell_bytes(body)
    printed = subprocess.run(
        ["bash", "-c", f"printf '%s' {word}"], capture_output=True, check=True, timeout=10
    ).stdout
    assert printed == body


def test_text_stays_readable_and_bytes_are_escaped() -> None:
    assert shell_bytes(b'{"post": "hi"}') == '\'{"post": "hi"}\''
    assert shell_bytes(b"x\x9c") == "$'x\\x9c'"
    assert "\ufffd" not in shell_bytes(b"x\x9c3\xe0")


def test_a_reproduction_carries_the_sent_bytes() -> None:
    body = b"x\x9c3\xe0`\x00"
    request = httpx.Request("POST", "http://127.0.0.1:1/hook/webhook", content=body)
    assert shell_bytes(body) in curl_command(request)
    again = prepared_curl("POST", "http://127.0.0.1:1/hook/webhook", {}, body)
    assert again == curl_command(request)
