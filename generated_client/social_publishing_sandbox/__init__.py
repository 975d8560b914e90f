"""Typed client of the Social Publishing Service's test-control interface (`/_sandbox`).

`SandboxControl` (sync) and `AsyncSandboxControl` (asyncio) drive a server under test: link a
network, move the clock, inject comments, messages and reviews, read the delivery log. Bodies
and results are the attrs models of `social_publishing_sandbox.models`; failures raise the exceptions
of `social_publishing_client.errors`. Generated from sandbox.yaml; do not edit.
"""

from .api import (
    AsyncSandboxControl,
    AsyncSandboxControlWithRawResponse,
    SandboxControl,
    SandboxControlWithRawResponse,
)

__all__ = (
    "AsyncSandboxControl",
    "AsyncSandboxControlWithRawResponse",
    "SandboxControl",
    "SandboxControlWithRawResponse",
)
