"""Project-specific checks on openapi.yaml that generic OpenAPI linters do not make: the error
catalogue (`x-error-catalogue`), the codes each error response lists (`x-error-codes`) and
the 429 response of every operation (`x-rate-limit`), the refusal codes of gated operations
(`x-add-ons`, `x-networks`), and every operationId named outside its operation (links'
`operationId`/`operationRef`, `x-alias-of`, `x-jwt.pageOperation` and other `x-` keys:
check `operation-references`), which must name an operation of the spec.
Everything a standard linter can say is a Spectral or Redocly rule (.spectral.yaml,
redocly.yaml)."""

from spec_lint.document import Spec, load_spec, load_yaml
from spec_lint.problems import Problem
from spec_lint.runner import CHECKS, run_checks

__all__ = ["CHECKS", "Problem", "Spec", "load_spec", "load_yaml", "run_checks"]
