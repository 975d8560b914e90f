"""Bases of the generated resource classes: each holds its client and forwards to it."""

from __future__ import annotations

from typing import Any, TypeVar

from .client import AsyncClientBase, SyncClientBase
from .operation import Operation
from .response import APIResponse

T = TypeVar("T")


class SyncResource:
    """A group of operations (a spec tag) of a sync client."""

    def __init__(self, client: SyncClientBase) -> None:
        self._client = client

    def _request(self, operation: Operation[T], **arguments: Any) -> T:
        return self._client.request(operation, **arguments).parse()

    def _request_raw(self, operation: Operation[T], **arguments: Any) -> APIResponse[T]:
        return self._client.request(operation, **arguments)


class AsyncResource:
    """A group of operations (a spec tag) of an async client."""

    def __init__(self, client: AsyncClientBase) -> None:
        self._client = client

    async def _request(self, operation: Operation[T], **arguments: Any) -> T:
        return (await self._client.request(operation, **arguments)).parse()

    async def _request_raw(self, operation: Operation[T], **arguments: Any) -> APIResponse[T]:
        return await self._client.request(operation, **arguments)


__all__ = ["AsyncResource", "SyncResource"]
