"""How stored media files are answered: never as active content on the API's own origin.

Uploaded bytes and their declared type come from any key holder, and the files are served
without auth from the API's origin, so a `text/html` or `image/svg+xml` upload would otherwise
run script there (stored XSS). Every media answer therefore carries
`X-Content-Type-Options: nosniff` (the browser keeps the declared type) and
`Content-Security-Policy: default-src 'none'; sandbox` (even a document rendered inline gets
an opaque origin and no script, style, fetch or frame). Only passive types are served inline:
raster images (`image/*` except SVG), `audio/*` and `video/*`; everything else, PDF and SVG
included (both can carry script), is sent with `Content-Disposition: attachment`, so a browser
downloads it instead of opening it. A stored type that is not a plain `type/subtype` token pair
(say, one with a control character from an upload before types were checked) is served as
`application/octet-stream` rather than breaking the response.

Range requests are served by Starlette; an unsatisfiable range gets the catalogued 416 error in
the spec's JSON shape, a malformed `Range` header is ignored (RFC 9110 14.2: the whole file).
"""

from __future__ import annotations

import re
from pathlib import Path

from starlette.datastructures import Headers
from starlette.responses import FileResponse, MalformedRangeHeader, RangeNotSatisfiable
from starlette.types import Receive, Scope, Send

from spec_model.error_codes import ErrorCode

from ..errors import ApiError

MEDIA_TYPE_RE = re.compile(r"[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+")
OCTET_STREAM = "application/octet-stream"
INLINE_TOP_LEVEL = ("image", "audio", "video")
NEVER_INLINE = frozenset({"image/svg+xml"})  # an image type that is a script-capable document
CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"
#: The headers every media answer carries (stored files and random media), see the docstring.
PASSIVE_CONTENT_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
}


def valid_media_type(value: str | None) -> str | None:
    """`value` lower-cased when it is a bare `type/subtype` (no parameters), else None."""
    if value is None:
        return None
    value = value.strip()
    return value.lower() if MEDIA_TYPE_RE.fullmatch(value) else None


def served_type(stored: str) -> str:
    return valid_media_type(stored) or OCTET_STREAM


def is_inline(media_type: str) -> bool:
    return media_type.split("/", 1)[0] in INLINE_TOP_LEVEL and media_type not in NEVER_INLINE


class MediaFileResponse(FileResponse):
    """A FileResponse that can serve the whole file regardless of the request's `Range`."""

    ignore_range = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.ignore_range:
            headers = [(k, v) for k, v in scope["headers"] if k.lower() != b"range"]
            scope = {**scope, "headers": headers}
        await super().__call__(scope, receive, send)


def media_file_response(
    path: Path, stored_type: str, file_name: str, headers: Headers
) -> MediaFileResponse:
    """The response for one media file (ApiError for an unsatisfiable `Range`)."""
    media_type = served_type(stored_type)
    response = MediaFileResponse(
        path,
        media_type=media_type,
        filename=file_name,
        content_disposition_type="inline" if is_inline(media_type) else "attachment",
        headers=dict(PASSIVE_CONTENT_HEADERS),
    )
    http_range = headers.get("range")
    if http_range is not None:
        size = path.stat().st_size
        try:
            # Starlette's own parser (the one FileResponse applies), so both agree on what is
            # malformed or unsatisfiable; starlette is pinned to a minor release.
            FileResponse._parse_range_header(http_range, size)
        except MalformedRangeHeader:
            response.ignore_range = True
        except RangeNotSatisfiable:
            raise ApiError(
                ErrorCode.RANGE_NOT_SATISFIABLE,
                f"The Range {http_range[:100]!r} is not satisfiable; the file has {size} bytes.",
                headers={"Content-Range": f"bytes */{size}"},
            ) from None
    return response
