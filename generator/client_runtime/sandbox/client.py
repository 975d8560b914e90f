"""The runtime of `social_publishing_client`, re-exported: the sandbox client has none of its own.

Copied from the generator's `client_runtime/sandbox/`; do not edit.
"""

from social_publishing_client.client import (
    APIResponse,
    AsyncAPIClient,
    AuthenticatedClient,
    Client,
    Operation,
    RetryPolicy,
    SyncAPIClient,
    TimeoutTypes,
    as_body,
    async_to_raw_response,
    enable_logging,
    to_raw_response,
)

__all__ = [
    "APIResponse",
    "AsyncAPIClient",
    "AuthenticatedClient",
    "Client",
    "Operation",
    "RetryPolicy",
    "SyncAPIClient",
    "TimeoutTypes",
    "as_body",
    "async_to_raw_response",
    "enable_logging",
    "to_raw_response",
]
