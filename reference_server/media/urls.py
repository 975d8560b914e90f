"""This server's own media addresses: building a stored file's URL and reading one back.

A stored file is served at `/media/files/{id}/{file name}` (the name percent-encoded as one
segment); `own_path` gives the path segments of a URL on this server's host, for the rules
that accept a media URL and treat this server's own files (and random media) specially.
"""

from __future__ import annotations

from urllib.parse import quote, urlsplit

#: The path of stored media files, before `{id}/{fileName}`.
FILES_PATH = ("media", "files")


def media_url_for(base_url: str, media_id: str, file_name: str) -> str:
    """The URL a stored file is served at (`{base_url}/media/files/{id}/{quoted name}`)."""
    return f"{base_url}/{'/'.join(FILES_PATH)}/{media_id}/{quote(file_name, safe='')}"


def own_path(host: str, url: str) -> list[str] | None:
    """The (undecoded) path segments of `url` when its host is `host` (this server's, any
    case), `/media/files/a/b` -> ['media', 'files', 'a', 'b']; None for another host or a
    URL that does not parse."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.netloc.lower() != host.lower():
        return None
    return parts.path.split("/")[1:]
