"""`Operation`: what the generated resources tell the runtime about one spec operation."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Generic, TypeVar

import pydantic

T = TypeVar("T")

IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"})
"""Methods safe to send twice (RFC 9110 section 9.2.2): the only ones retried after a failure
that may have carried the request out (5xx, connection failures, timeouts)."""


@dataclass(frozen=True)
class Operation(Generic[T]):
    """An operation of the spec: method, path template, body models and the 2xx result model.

    `bodies` pairs each accepted body model with its content type (a body is sent with the
    content type of the first pair whose model it is an instance of). `text_result`: the 2xx
    body is a text document (an HTML page), answered as `str`. `public`: the operation takes
    no API key (`security: []`), so none is sent.
    """

    operation_id: str
    method: str
    path: str
    result: Any
    bodies: tuple[tuple[Any, str], ...] = ()
    path_parameters: tuple[str, ...] = ()
    text_result: bool = False
    public: bool = False

    @cached_property
    def _adapter(self) -> pydantic.TypeAdapter[T]:
        return pydantic.TypeAdapter(self.result)

    def parse(self, content: bytes) -> T:
        """The 2xx body as the result model (pydantic validation of the JSON), or the text of a
        text document."""
        if self.text_result:
            return self._adapter.validate_python(content.decode("utf-8"))
        return self._adapter.validate_json(content)

    @property
    def idempotent(self) -> bool:
        """True when sending the request twice has the effect of sending it once."""
        return self.method in IDEMPOTENT_METHODS

    def content_type_of(self, body: object) -> str:
        """The content type for `body`, by its model; TypeError for a body not accepted."""
        if not isinstance(body, pydantic.BaseModel):
            raise TypeError(f"{self.operation_id} takes a model as body, not {type(body).__name__}")
        if len(self.bodies) == 1:
            return self.bodies[0][1]
        for model, content_type in self.bodies:
            if isinstance(model, type) and isinstance(body, model):
                return content_type
        accepted = ", ".join(getattr(m, "__name__", str(m)) for m, _ in self.bodies)
        raise TypeError(
            f"{self.operation_id} takes a body of {accepted}, not {type(body).__name__}"
        )
