"""Media extras: whether a media URL exists (own library looked up, other URLs HEAD-checked
through the egress policy of `fetch.py`)."""

from __future__ import annotations

from http import HTTPStatus
from urllib.parse import unquote, urlsplit

from social_publishing_models import MediaUrlExistence

from ..fetch import FetchError, head_status
from ..service import Call, Service
from .media import live_media, own_media_id


def library_status(service: Service, media_id: str, url: str) -> int:
    """What a request for the library file at `url` answers: 200 while the item is stored,
    not expired and named so, else 404 (as the file route answers)."""
    row = live_media(service, media_id)
    name = unquote(urlsplit(url).path.rsplit("/", 1)[-1])
    return HTTPStatus.OK if row is not None and row.file_name == name else HTTPStatus.NOT_FOUND


async def verify_media_exists(service: Service, call: Call) -> MediaUrlExistence:
    url: str = call.body["mediaUrl"]
    media_id = own_media_id(call, url)
    if media_id is not None:
        status: int | None = library_status(service, media_id, url)
    else:
        settings = service.settings
        try:
            status = await head_status(
                url,
                timeout=settings.fetch_timeout_seconds,
                allow_private=settings.allow_private_targets,
                external=settings.external_fetch,
                proxy=settings.fetch_proxy,
            )
        except FetchError:
            status = None
    exists = status is not None and 200 <= status < 300
    if status is None:
        return MediaUrlExistence(media_url=url, exists=exists)
    return MediaUrlExistence(media_url=url, exists=exists, http_status=status)
