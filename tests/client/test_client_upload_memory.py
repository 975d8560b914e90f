"""A maximum-size upload is streamed: client memory grows far less than the file size."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from social_publishing_models.spec_facts import UPLOAD_MAX_BYTES
from social_publishing_sdk import ServiceClient, unwrap, upload_file

# Generous for httpx's chunked reads and bookkeeping; a buffered upload needs the file size.
ALLOWED_PEAK_GROWTH = UPLOAD_MAX_BYTES // 8


def test_max_size_upload_is_streamed(client: ServiceClient, tmp_path: Path) -> None:
    path = tmp_path / "big.bin"
    with path.open("wb") as handle:
        handle.truncate(UPLOAD_MAX_BYTES)
        handle.seek(0)
        handle.write(b"head")
    client.get_httpx_client()  # connection pool set up outside the measurement
    tracemalloc.start()
    try:
        baseline, _ = tracemalloc.get_traced_memory()
        item = unwrap(upload_file(client, path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert item.file_name == "big.bin"
    growth = peak - baseline
    assert growth < ALLOWED_PEAK_GROWTH, f"peak grew by {growth} bytes"


def test_one_byte_over_the_limit_is_refused_with_the_catalogued_error(
    client: ServiceClient, tmp_path: Path
) -> None:
    from social_publishing_models.spec_facts import ERROR_CATALOGUE
    from social_publishing_sdk import error_of

    path = tmp_path / "too-big.bin"
    with path.open("wb") as handle:
        handle.truncate(UPLOAD_MAX_BYTES + 1)
    response = upload_file(client, path)
    error = error_of(response)
    assert error is not None
    assert ERROR_CATALOGUE[error.code].name == "file_too_large"
    assert response.status_code == ERROR_CATALOGUE[error.code].status
