"""The streaming data-URI check of `upload_media` agrees with the spec: a `file` string is
accepted exactly when the spec's pattern matches it, its bytes are the Base64 decoding, the
rest of the body is what `json.loads` reads, and malformed JSON is refused as such."""

from __future__ import annotations

import base64
import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_server.errors import ApiError
from reference_server.media.data_uri import parse_body
from reference_server.media.files import MediaFiles
from spec_model import load_document

SPEC = load_document()
PATTERN = re.compile(
    SPEC["components"]["schemas"]["MediaUploadDataUri"]["properties"]["file"]["pattern"]
)
LIMIT = 4096
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
NOISE = ALPHABET + ' \n-_,;:é\x00\\"'


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> MediaFiles:
    return MediaFiles(tmp_path_factory.mktemp("data-uri"))


def _outcome(files: MediaFiles, raw: bytes) -> tuple[Any, int | None, bytes | None, str | None]:
    parsed = parse_body(bytearray(raw), files, LIMIT)
    file = parsed.file
    if file is None:
        return parsed.body, None, None, None
    data = file.path.read_bytes() if file.path is not None else None
    if file.path is not None:
        file.path.unlink()
    return parsed.body, file.error, data, file.content_type


def _expected(uri: str) -> tuple[int | None, bytes | None]:
    if not PATTERN.fullmatch(uri):  # ECMA-262 `$`: no match before a trailing newline
        return 121, None
    data = base64.b64decode(uri.split(",", 1)[1])
    return (122, None) if len(data) > LIMIT else (None, data)


content_types = st.sampled_from(["image/png", "a/b", "text/plain", "x", "a/b;c", "a b/c", ""])
base64_text = st.one_of(
    st.binary(max_size=3 * LIMIT // 2).map(lambda b: base64.b64encode(b).decode()),
    st.text(alphabet=ALPHABET, max_size=64),
    st.text(alphabet=NOISE, max_size=64),
)
file_strings = st.one_of(
    st.builds(lambda t, b: f"data:{t};base64,{b}", content_types, base64_text),
    st.builds(lambda t, b: f"data:{t};base64;{b}", content_types, base64_text),
    st.text(alphabet=NOISE + "data", max_size=40),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    uri=file_strings,
    ascii_only=st.booleans(),
    escape_slashes=st.booleans(),
    extra=st.dictionaries(
        st.sampled_from(["fileName", "description", "other"]),
        st.one_of(st.text(max_size=20), st.integers(), st.lists(st.text(max_size=5))),
        max_size=3,
    ),
)
def test_agrees_with_the_spec_pattern_and_json(
    files: MediaFiles, uri: str, ascii_only: bool, escape_slashes: bool, extra: dict[str, Any]
) -> None:
    text = json.dumps({**extra, "file": uri}, ensure_ascii=ascii_only)
    if escape_slashes:  # as PHP's json_encode writes it
        text = text.replace("/", "\\/")
    body, error, data, content_type = _outcome(files, text.encode())
    expected_error, expected_data = _expected(uri)
    assert error == expected_error, uri
    assert data == expected_data
    if error is None:
        assert content_type == uri[5:].split(";", 1)[0]
    assert body == {**extra, "file": "data:application/octet-stream;base64,"}


@pytest.mark.parametrize(
    "raw",
    [
        b'{"file": "data:a/b;base64,QQ==", }',
        b'{"file": "data:a/b;base64,QQ==" "x": 1}',
        b'{"file": "data:a/b;base64,QQ=="} x',
        b'{"file": "data:a/b;base64,QQ\x01=="}',
        b'{"file": "data:a/b;base64,QQ\\x=="}',
        b'{"file": "data:a/b;base64,QQ\\u00g1"}',
        b'{"file": "data:a/b;base64,QQ==',
        b'{"file" "data:a/b;base64,QQ=="}',
        b'{"description": "\xff", "file": "data:a/b;base64,QQ=="}',
        b'{"file": "data:a/b;base64,QQ==", "n": NaN}',
        b'{"file": "data:a/b;base64,QQ==", "t": "\\ud800"}',
        b'{"a": [1, 2}, "file": "data:a/b;base64,QQ=="}',
        b"\xef\xbb\xbf{}",
        b"",
        b"{",
    ],
)
def test_malformed_json_is_refused_as_json(files: MediaFiles, raw: bytes) -> None:
    with pytest.raises(ApiError) as caught:
        parse_body(bytearray(raw), files, LIMIT)
    assert caught.value.code == 112
    assert list(files.tmp.iterdir()) == []


def test_repeated_file_key_keeps_the_last(files: MediaFiles) -> None:
    raw = b'{"file": "data:a/b;base64,QQ==", "file": "data:c/d;base64,Qg=="}'
    assert json.loads(raw)["file"] == "data:c/d;base64,Qg=="
    _, error, data, content_type = _outcome(files, raw)
    assert (error, data, content_type) == (None, b"B", "c/d")
    assert list(files.tmp.iterdir()) == []
