"""A maximum-size upload is streamed: client memory grows far less than the file size."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from social_publishing_client.api import SocialPublishing
from social_publishing_client.models import MediaUploadForm
from social_publishing_client.types import File
from social_publishing_models.spec_facts import UPLOAD_MAX_BYTES

# Generous for httpx's chunked reads and bookkeeping; a buffered upload needs the file size.
ALLOWED_PEAK_GROWTH = UPLOAD_MAX_BYTES // 8


def test_max_size_upload_is_streamed(client: SocialPublishing, tmp_path: Path) -> None:
    path = tmp_path / "big.bin"
    with path.open("wb") as handle:
        handle.truncate(UPLOAD_MAX_BYTES)
        handle.seek(0)
        handle.write(b"head")
    client.webhooks.list()  # connection pool set up outside the measurement
    tracemalloc.start()
    try:
        baseline, _ = tracemalloc.get_traced_memory()
        item = client.media.upload(MediaUploadForm(file=File.from_path(path)))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert item.file_name == "big.bin"
    growth = peak - baseline
    assert growth < ALLOWED_PEAK_GROWTH, f"peak grew by {growth} bytes"
