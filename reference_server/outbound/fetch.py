"""Outbound fetches (watermark and media images, HEAD checks of media URLs: status and media
type) with a size cap,
one total deadline and the egress policy of `egress.py`.

The whole fetch, connect and every read included, must finish within `timeout` seconds (a
server dripping a byte every few seconds cannot hold it longer). The host is resolved once and
the connection goes to a checked address. Through an egress proxy, host names are left to the
proxy to resolve (and police); IP literals are still checked here.
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx

from ..media.image_work import IMAGE_WORK
from ..settings import Settings
from . import offline
from .egress import EgressPolicy, EgressRefused, egress_failure, pinned_transport

NOT_CONTACTED = "the address cannot be resolved or is not public (private or loopback)"
#: A media type as `Content-Type` names it (type/subtype, RFC 9110 tokens), parameters cut off.
_MEDIA_TYPE = re.compile(r"[a-z0-9!#$&^_.+-]{1,63}/[a-z0-9!#$&^_.+-]{1,63}")


class FetchError(Exception):
    """The resource could not be fetched (why is in the message)."""


def _target_host(url: str) -> str:
    try:
        parts = urlsplit(url)
        host = parts.hostname
        parts.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as exc:
        raise FetchError("the address is not a valid URL") from exc
    if parts.scheme not in ("http", "https") or not host:
        raise FetchError("only http and https addresses can be fetched")
    return host


async def fetch_bytes(
    url: str,
    *,
    max_bytes: int,
    timeout: float,
    allow_private: bool,
    external: bool,
    proxy: str | None = None,
    policy: EgressPolicy | None = None,
    accept: str | None = None,
) -> tuple[bytes, str | None]:
    """GET `url` and return (body, content type); at most `max_bytes` are read.

    `policy` overrides the one built from `allow_private` and `external` (tests script the
    resolver); `accept` is sent as the Accept header (feeds name the formats they read).
    """
    host = _target_host(url)
    policy = policy or EgressPolicy(allow_private=allow_private, resolve_names=external)
    try:
        async with asyncio.timeout(timeout):
            client = _client(host, policy, timeout, proxy)
            headers = {"Accept": accept} if accept else None
            async with client, client.stream("GET", url, headers=headers) as response:
                if response.status_code != 200:
                    raise FetchError(f"the server answered {response.status_code}")
                chunks: list[bytes] = []
                size = 0
                async for chunk in response.aiter_bytes():
                    size += len(chunk)
                    if size > max_bytes:
                        raise FetchError(f"the resource is larger than {max_bytes} bytes")
                    chunks.append(chunk)
                return b"".join(chunks), response.headers.get("content-type")
    except FetchError:
        raise
    except TimeoutError:
        raise FetchError(f"no complete answer within {timeout:g} s") from None
    except Exception as exc:  # httpx.HTTPError, InvalidURL, IDNA errors of odd host names
        raise _failure(exc) from (None if egress_failure(exc) else exc)


@dataclass(frozen=True)
class HeadAnswer:
    """What one HEAD request was answered: the status and the media type of its
    `Content-Type` (None when it sent none, or none that is a media type)."""

    status: int
    content_type: str | None


def media_type_of(header: str | None) -> str | None:
    """The media type a `Content-Type` header names, lower case, without its parameters
    (`text/html; charset=utf-8` -> `text/html`); None for none or anything else."""
    if header is None:
        return None
    found = header.split(";", 1)[0].strip().lower()
    return found if _MEDIA_TYPE.fullmatch(found) else None


async def head_status(
    url: str,
    *,
    timeout: float,
    allow_private: bool,
    external: bool,
    proxy: str | None = None,
) -> HeadAnswer:
    """What `url` answers to one HEAD request (redirects not followed), under the same egress
    policy and single deadline as `fetch_bytes`; FetchError when no answer came."""
    host = _target_host(url)
    policy = EgressPolicy(allow_private=allow_private, resolve_names=external)
    try:
        async with asyncio.timeout(timeout):
            async with _client(host, policy, timeout, proxy) as client:
                response = await client.head(url)
                content_type = media_type_of(response.headers.get("content-type"))
                return HeadAnswer(response.status_code, content_type)
    except TimeoutError:
        raise FetchError(f"no answer within {timeout:g} s") from None
    except Exception as exc:
        raise _failure(exc) from (None if egress_failure(exc) else exc)


async def fetch_as_configured(
    settings: Settings, url: str, *, max_bytes: int, accept: str | None = None
) -> tuple[bytes, str | None]:
    """`fetch_bytes` under the server's outbound settings (deadline, private targets, name
    resolution, egress proxy): what every image, media and feed fetch uses. With
    `offline_fetch`, a public address gets its stand-in (`offline.py`), never contacted."""
    if settings.offline_fetch and offline.is_public_address(url):
        wants_feed = accept is not None and "rss" in accept
        # Drawn off the event loop (a 4096x4096 WebP takes seconds), within the process's one
        # memory budget for image work.
        async with IMAGE_WORK:
            found = await asyncio.to_thread(offline.answer, url, wants_feed=wants_feed)
        if len(found.body) > max_bytes:
            raise FetchError(f"the resource is larger than {max_bytes} bytes")
        return found.body, found.content_type
    return await fetch_bytes(
        url,
        max_bytes=max_bytes,
        timeout=settings.fetch_timeout_seconds,
        allow_private=settings.allow_private_targets,
        external=settings.external_fetch,
        proxy=settings.fetch_proxy,
        accept=accept,
    )


async def head_as_configured(settings: Settings, url: str) -> HeadAnswer:
    """`head_status` under the server's outbound settings (with `offline_fetch`, a public
    address answers 200 with the media type its stand-in would be served with)."""
    if settings.offline_fetch and offline.is_public_address(url):
        return HeadAnswer(200, offline.content_type(url))
    return await head_status(
        url,
        timeout=settings.fetch_timeout_seconds,
        allow_private=settings.allow_private_targets,
        external=settings.external_fetch,
        proxy=settings.fetch_proxy,
    )


def _client(
    host: str, policy: EgressPolicy, timeout: float, proxy: str | None
) -> httpx.AsyncClient:
    """A client that reaches `host` only as the policy allows (through `proxy` when given)."""
    if proxy is not None:
        policy.check_literal(host)
        return httpx.AsyncClient(
            timeout=timeout, follow_redirects=False, trust_env=False, proxy=proxy
        )
    return httpx.AsyncClient(
        transport=pinned_transport(policy),
        timeout=timeout,
        follow_redirects=False,
        trust_env=False,
    )


def _failure(exc: Exception) -> FetchError:
    """Why a request failed: the egress policy's refusal (which says no more), or the error."""
    if isinstance(exc, EgressRefused) or egress_failure(exc) is not None:
        return FetchError(NOT_CONTACTED)
    return FetchError(f"the request failed ({type(exc).__name__})")
