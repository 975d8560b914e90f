"""The transfer limits the test control set for a profile (`set_transfer_limits` of
sandbox.yaml): one `sandbox_transfer_limits` row per profile with a lowered feed read time or
upload size; a column left NULL (and a profile without a row) keeps the spec's declared value.
The row goes with its profile (ON DELETE CASCADE)."""

from __future__ import annotations

from dataclasses import dataclass

from .database import Repository


@dataclass(frozen=True)
class TransferLimitRow:
    """A profile's own limits; None where the declared value is in force."""

    feed_read_seconds: float | None = None
    upload_max_bytes: int | None = None


class TransferLimitRecords(Repository):
    """Queries of the `sandbox_transfer_limits` table."""

    def get(self, profile_id: int) -> TransferLimitRow:
        row = self._one(
            "SELECT feed_read_seconds, upload_max_bytes FROM sandbox_transfer_limits"
            " WHERE profile_id = ?",
            (profile_id,),
        )
        if row is None:
            return TransferLimitRow()
        seconds, size = row["feed_read_seconds"], row["upload_max_bytes"]
        return TransferLimitRow(
            None if seconds is None else float(seconds), None if size is None else int(size)
        )

    def put(self, profile_id: int, limits: TransferLimitRow) -> None:
        """Store `limits` for the profile (one step of the caller's transaction); a row of
        declared values only is removed."""
        if limits == TransferLimitRow():
            self._tx.execute(
                "DELETE FROM sandbox_transfer_limits WHERE profile_id = ?", (profile_id,)
            )
            return
        self._tx.execute(
            "INSERT INTO sandbox_transfer_limits (profile_id, feed_read_seconds, upload_max_bytes)"
            " VALUES (?, ?, ?) ON CONFLICT(profile_id) DO UPDATE SET"
            " feed_read_seconds = excluded.feed_read_seconds,"
            " upload_max_bytes = excluded.upload_max_bytes",
            (profile_id, limits.feed_read_seconds, limits.upload_max_bytes),
        )
