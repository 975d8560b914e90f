"""Project-specific checks on openapi.yaml that generic OpenAPI linters do not make."""

from spec_lint.document import Spec, load_spec, load_yaml
from spec_lint.problems import Problem
from spec_lint.runner import CHECKS, run_checks

__all__ = ["CHECKS", "Problem", "Spec", "load_spec", "load_yaml", "run_checks"]
