"""The one spec library: load `openapi.yaml`, resolve it, and read it as typed operations, routes
and service facts; `ControlSpec` reads the optional test-control interface `sandbox.yaml`.
Every consumer (reference server, contract suite, generator, spec_lint, tests) reads the spec
through it; it imports nothing of theirs.
"""

from . import _jsonschema_formats  # noqa: F401  (first: before anything imports jsonschema)
from .auth_failures import AuthFailureLimit
from .catalogue import Catalogue, CatalogueEntry, Unprovokable
from .conformance import error_codes_of, response_problem
from .control_spec import ControlSpec
from .facts import (
    ActionSunset,
    Compression,
    Conventions,
    DeliveryPolicy,
    Facts,
    HeaderNames,
    HeaderRequirement,
    Limits,
    WatermarkRules,
    format_timestamp,
    parse_timestamp,
)
from .loader import (
    SpecLoadError,
    default_control_spec_path,
    default_spec_path,
    load_document,
    load_yaml,
)
from .max_pack import MaxPackRules
from .media_rules import MediaRule, MediaRules
from .networks import Network
from .operation_ids import ControlOperationId, OperationId
from .operation_refs import OperationReference, dangling_references, operation_references
from .operations import HTTP_METHODS, FieldCodes, Operation, Parameter, Response
from .rate_limit import RateLimit, Suspension
from .references import DOCUMENT_URI, References, UnresolvableReference, absolutize, pointer
from .routing import Match, PathTemplate, Route, RouteMatch, Router, operation_routes, split_path
from .service_spec import ServiceSpec
from .sharing import share_loaded_specs

__all__ = [
    "DOCUMENT_URI",
    "HTTP_METHODS",
    "ActionSunset",
    "AuthFailureLimit",
    "Catalogue",
    "CatalogueEntry",
    "Compression",
    "ControlOperationId",
    "ControlSpec",
    "Conventions",
    "DeliveryPolicy",
    "Facts",
    "FieldCodes",
    "HeaderNames",
    "HeaderRequirement",
    "Limits",
    "Match",
    "MaxPackRules",
    "MediaRule",
    "MediaRules",
    "Network",
    "Operation",
    "OperationId",
    "OperationReference",
    "Parameter",
    "PathTemplate",
    "RateLimit",
    "References",
    "Response",
    "Route",
    "RouteMatch",
    "Router",
    "ServiceSpec",
    "SpecLoadError",
    "Suspension",
    "Unprovokable",
    "UnresolvableReference",
    "WatermarkRules",
    "absolutize",
    "dangling_references",
    "default_control_spec_path",
    "default_spec_path",
    "error_codes_of",
    "format_timestamp",
    "load_document",
    "load_yaml",
    "operation_references",
    "operation_routes",
    "parse_timestamp",
    "pointer",
    "response_problem",
    "share_loaded_specs",
    "split_path",
]
