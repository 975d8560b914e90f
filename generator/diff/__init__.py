"""API changes between two versions of the spec, each with a severity, and what they do to the
generated client.

`diff_specs(old, new)` compares operations and webhooks (operationId, security, x-plans),
their parameters (required, default, style, schema), request bodies and responses (statuses,
headers, media types, x-error-codes) and the schemas below them (types, formats, enums,
length/size/item bounds, patterns, required and removed fields, oneOf/anyOf branches matched by
identity), the security schemes, and our top-level facts (x-error-catalogue, x-limits,
x-plans, x-webhook-delivery, x-sunset anywhere). Severities follow oasdiff: BREAKING when an
existing client or receiver can fail, WARNING when it may, INFO otherwise.
`generator.diff.client` generates the client for both specs and compares its public names.
`python -m generator.diff BASE` compares `git show BASE:openapi.yaml` with the working tree.
"""

from generator.diff.compare import diff_specs
from generator.diff.findings import Change, Severity

__all__ = ["Change", "Severity", "diff_specs"]
