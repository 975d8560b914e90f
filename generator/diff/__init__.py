"""API changes between two versions of the spec, with the breaking ones marked.

`diff_specs(old, new)` walks operations (and webhooks), their parameters, request bodies and
responses, and the schemas below them. A change is breaking when a client or server written
against the old version can fail with the new one: a removed operation, field, parameter or
response status; a new required request field or parameter; an enum narrowed in a request (or
widened in a response, which generated clients with literal enums reject); a changed type;
a lower `x-limits` value, a catalogued error code whose HTTP status changed, or changed
webhook signature facts.
`python -m generator.diff BASE` compares `git show BASE:openapi.yaml` with the working tree.
"""

from generator.diff.compare import Change, diff_specs

__all__ = ["Change", "diff_specs"]
