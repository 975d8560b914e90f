"""What the routes besides the spec's operations answer: the spec itself, the control's
interface, the reference page, media files, the random test media, presigned uploads, batch
export files and short links. Each takes the service, the request and the path parameters of
its route."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from social_publishing_models import MediaItem
from starlette.requests import Request
from starlette.responses import FileResponse, Response

from spec_model.error_codes import ErrorCode

from ..errors import ApiError
from ..media.serving import media_file_response
from ..media.urls import media_url_for
from ..page_security import docs_page_policy, page_headers
from ..rules import links, random_content, user_accounts
from ..rules.media_retention import serve_media_file
from ..rules.presigned_uploads import store_upload, verified_grant
from ..service import Service
from .responses import base_url, json_response

# The Redoc reference page built from the spec at generate time (see generator/docs/page.py).
DOCS_PAGE = Path(__file__).resolve().parent.parent / "static" / "docs.html"


async def openapi_document(
    service: Service, request: Request, params: Mapping[str, str]
) -> Response:
    return Response(service.spec.text, media_type="application/yaml")


async def control_document(
    service: Service, request: Request, params: Mapping[str, str]
) -> Response:
    """sandbox.yaml: the interface /_sandbox implements."""
    return Response(service.control.text, media_type="application/yaml")


async def docs_page(service: Service, request: Request, params: Mapping[str, str]) -> Response:
    if not DOCS_PAGE.is_file():  # built by `make generate` (python -m generator.docs)
        raise ApiError(ErrorCode.ROUTE_NOT_FOUND)
    policy = docs_page_policy(DOCS_PAGE, DOCS_PAGE.stat().st_mtime_ns)
    return FileResponse(
        DOCS_PAGE, media_type="text/html; charset=utf-8", headers=page_headers(policy)
    )


async def media_file(service: Service, request: Request, params: Mapping[str, str]) -> Response:
    """An uploaded file, without auth (HEAD too: verify_media_exists checks URLs with it)."""
    path, row = serve_media_file(service, params["id"], params["fileName"])
    return media_file_response(path, row.content_type, row.file_name, request.headers)


async def random_media(service: Service, request: Request, params: Mapping[str, str]) -> Response:
    """The random media of create_post's test flags (`rules/random_content.py`)."""
    return await random_content.media_response(params["name"], request.method.lower())


async def presigned_put(service: Service, request: Request, params: Mapping[str, str]) -> Response:
    """A PUT to a presigned upload URL (`rules/presigned_uploads.py`): no API key, the URL's
    signature authorizes it; answers the stored MediaItem."""
    grant = verified_grant(service, params["id"], dict(request.query_params))
    sent_type = (request.headers.get("content-type") or "").split(";", 1)[0].strip()
    if sent_type.lower() != grant.content_type.lower():
        raise ApiError(
            ErrorCode.UNSUPPORTED_CONTENT_TYPE,
            f"This upload URL takes Content-Type {grant.content_type}.",
        )
    length = request.headers.get("content-length")
    declared = int(length) if length is not None and length.strip().isdigit() else None
    row = await store_upload(service, grant, request.stream(), declared)
    url = media_url_for(base_url(request), row.id, row.file_name)
    item = MediaItem(id=row.id, url=url, file_name=row.file_name, description="")
    return json_response(200, item, media_type=service.spec.facts.conventions.json_content_type)


async def batch_file(service: Service, request: Request, params: Mapping[str, str]) -> Response:
    """get_user_batch's export file."""
    return user_accounts.batch_file(service, params["name"])


async def short_link(service: Service, request: Request, params: Mapping[str, str]) -> Response:
    """A short link (x-short-link): redirect, click recorded."""
    return links.follow(service, params["id"], request.headers)
