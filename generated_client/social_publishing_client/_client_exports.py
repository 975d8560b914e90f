"""The runtime's names that the rendered `client.py` re-exports (`from ._client_exports import *`
and `__all__ += _client_exports.__all__`), beside the tool's `Client`/`AuthenticatedClient`:
settings and debug logging (`_settings`), retries (`_retries`), operations and raw responses
(`_operations`), uploads (`_uploads`) and the façade's bases (`_clients`)."""

from ._clients import AsyncAPIClient, SyncAPIClient
from ._operations import (
    CREDENTIAL_HEADERS,
    APIResponse,
    Operation,
    as_body,
    async_to_raw_response,
    to_raw_response,
)
from ._retries import (
    IDEMPOTENT_METHODS,
    RATE_LIMITED,
    READ_METHODS,
    READ_RETRY_STATUSES,
    RetryPolicy,
    header_delay,
    log_first_retry,
)
from ._settings import (
    DEFAULT_MAX_RETRIES,
    DEFAULT_TIMEOUT,
    ENV_API_KEY,
    ENV_BASE_URL,
    ENV_LOG,
    ENV_PROFILE_KEY,
    LOGGER_NAME,
    RAW_RESPONSE_HEADER,
    TimeoutTypes,
    base_url_of,
    configure_from_environment,
    enable_logging,
    from_environment,
    logger,
)
from ._uploads import data_uri, data_uri_body

__all__ = [
    "CREDENTIAL_HEADERS",
    "DEFAULT_MAX_RETRIES",
    "DEFAULT_TIMEOUT",
    "ENV_API_KEY",
    "ENV_BASE_URL",
    "ENV_LOG",
    "ENV_PROFILE_KEY",
    "IDEMPOTENT_METHODS",
    "LOGGER_NAME",
    "RATE_LIMITED",
    "RAW_RESPONSE_HEADER",
    "READ_METHODS",
    "READ_RETRY_STATUSES",
    "APIResponse",
    "AsyncAPIClient",
    "Operation",
    "RetryPolicy",
    "SyncAPIClient",
    "TimeoutTypes",
    "as_body",
    "async_to_raw_response",
    "base_url_of",
    "configure_from_environment",
    "data_uri",
    "data_uri_body",
    "enable_logging",
    "from_environment",
    "header_delay",
    "log_first_retry",
    "logger",
    "to_raw_response",
]
