"""Media files on disk: written to a temp file, renamed into place, removed with their item."""

from __future__ import annotations

import os
import secrets
import tempfile
from pathlib import Path
from typing import BinaryIO


class MediaFiles:
    """The files of the media library, one per item id under `<data dir>/media/`."""

    def __init__(self, root: Path) -> None:
        self.root = root / "media"
        self.tmp = root / "tmp"
        self.root.mkdir(parents=True, exist_ok=True)
        self.tmp.mkdir(parents=True, exist_ok=True)
        for leftover in self.tmp.iterdir():  # incomplete uploads of an earlier run
            leftover.unlink(missing_ok=True)

    @staticmethod
    def new_id() -> str:
        return secrets.token_hex(16)

    def temp_file(self) -> tuple[BinaryIO, Path]:
        """An open temp file in the data dir (same filesystem, so rename is atomic)."""
        fd, name = tempfile.mkstemp(dir=self.tmp, prefix="upload-")
        return os.fdopen(fd, "wb"), Path(name)

    def commit(self, temp_path: Path, media_id: str) -> None:
        os.replace(temp_path, self.path(media_id))

    def path(self, media_id: str) -> Path:
        return self.root / media_id

    def delete(self, media_id: str) -> None:
        self.path(media_id).unlink(missing_ok=True)
