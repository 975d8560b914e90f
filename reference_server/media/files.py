"""Media files on disk: written to a temp file, renamed into place, removed with their item."""

from __future__ import annotations

import fcntl
import os
import secrets
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


class MediaFiles:
    """The files of the media library, one per item id under `<data dir>/media/`.

    At start, when no other server process uses the data dir (an exclusive `flock` on
    `media.lock`; each process then holds it shared while it runs, so a worker that starts
    next to running ones sweeps nothing), it removes what a killed process left: temp files
    of incomplete uploads, and files of `media/` without their row in `known_ids()` (a kill
    between the rename into place and the row's insert, or between a profile's deletion and
    the removal of its files).
    """

    def __init__(self, root: Path, known_ids: Callable[[], set[str]] | None = None) -> None:
        self.root = root / "media"
        self.tmp = root / "tmp"
        for folder in (self.root, self.tmp):
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            folder.chmod(0o700)
        self._lock_fd = os.open(root / "media.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(self._lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # other processes serve from this data dir: sweep nothing
            fcntl.flock(self._lock_fd, fcntl.LOCK_SH)
            return
        for leftover in self.tmp.iterdir():  # incomplete uploads of an earlier run
            leftover.unlink(missing_ok=True)
        if known_ids is not None:
            known = known_ids()
            for path in self.root.iterdir():
                if path.name not in known:
                    path.unlink(missing_ok=True)
        fcntl.flock(self._lock_fd, fcntl.LOCK_SH)

    @staticmethod
    def new_id() -> str:
        return secrets.token_hex(16)

    def temp_file(self) -> tuple[BinaryIO, Path]:
        """An open temp file in the data dir (same filesystem, so rename is atomic), mode 0600."""
        fd, name = tempfile.mkstemp(dir=self.tmp, prefix="upload-")
        return os.fdopen(fd, "wb"), Path(name)

    def commit(self, temp_path: Path, media_id: str) -> None:
        os.replace(temp_path, self.path(media_id))

    def path(self, media_id: str) -> Path:
        return self.root / media_id

    def delete(self, media_id: str) -> None:
        self.path(media_id).unlink(missing_ok=True)
