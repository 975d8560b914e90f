"""Which stored media is still served: not expired by the service clock (`x-limits.
mediaRetentionDays` from its upload) and its file present; and which URLs address this
server's media files."""

from __future__ import annotations

from pathlib import Path

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media.urls import FILES_PATH, own_path
from ..service import Call, Service
from ..store import MediaRow


def live_media(service: Service, media_id: str) -> MediaRow | None:
    """The media item if it exists and has not expired by the service clock."""
    row = service.store.media.media(media_id)
    if row is None or row.expires <= service.now_unix():
        return None
    if not service.media.path(media_id).is_file():
        return None
    return row


def serve_media_file(service: Service, media_id: str, file_name: str) -> tuple[Path, MediaRow]:
    row = live_media(service, media_id)
    if row is None or row.file_name != file_name:
        raise ApiError(
            ErrorCode.ROUTE_NOT_FOUND, "No media file exists at this address (unknown or expired)."
        )
    return service.media.path(media_id), row


def own_media_id(call: Call, url: str) -> str | None:
    """The media id when `url` addresses this server's media files, else None."""
    path = own_path(call.host, url)
    if path is not None and len(path) == 4 and tuple(path[:2]) == FILES_PATH:
        return path[2]
    return None
