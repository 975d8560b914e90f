"""The service facts JSON Schema cannot say, read from the spec's `x-` extensions.

They are checked when the document loads (`read_facts`): a renamed or malformed extension
fails at once with the JSON pointer of what is wrong, instead of a KeyError deep in a request.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from jsonschema import Draft202012Validator

from .auth_failures import AuthFailureLimit, read_auth_failure_limit
from .catalogue import Catalogue, CatalogueEntry, Unprovokable
from .loader import SpecLoadError
from .rate_limit import RateLimit, read_rate_limit
from .references import References, pointer

_INT = {"type": "integer", "minimum": 0}
_TEXT = {"type": "string", "minLength": 1}
_DATE_TIME = {
    "type": "string",
    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
}
_CODE = {"type": "integer", "minimum": 1}

#: The shape of every extension the facts are read from (checked at load).
FACTS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": [
        "x-error-catalogue",
        "x-limits",
        "x-compression",
        "x-webhook-delivery",
        "x-plans",
        "x-add-ons",
        "x-conventions",
        "x-rate-limit",
        "x-auth-failure-limit",
        "components",
    ],
    "properties": {
        "x-conventions": {
            "type": "object",
            "required": [
                "unknownRequestFields",
                "unknownQueryParameters",
                "queryArrays",
                "jsonContentType",
                "pathMatching",
            ],
            "properties": {
                "unknownRequestFields": {"enum": ["ignore", "refuse"]},
                "unknownQueryParameters": {"enum": ["ignore", "refuse"]},
                "queryArrays": {
                    "type": "array",
                    "minItems": 1,
                    "uniqueItems": True,
                    "items": {"enum": ["comma", "repeated", "indexed"]},
                },
                "jsonContentType": {"type": "string", "pattern": "^application/json"},
                # OpenAPI 3.1's rule, the only one spec_model.routing implements.
                "pathMatching": {"const": "concrete-before-templated"},
                "sources": _TEXT,
            },
        },
        "x-error-catalogue": {
            "type": "object",
            "minProperties": 1,
            "propertyNames": {"pattern": "^[1-9][0-9]*$"},
            "additionalProperties": {
                "type": "object",
                "required": ["status", "name", "message", "origin"],
                "additionalProperties": False,
                "properties": {
                    "status": {"type": "integer", "minimum": 400, "maximum": 599},
                    "name": {"type": "string", "pattern": "^[a-z][a-z0-9_]*$"},
                    "message": _TEXT,
                    "action": _TEXT,
                    "scope": {"enum": ["any-request", "control"]},
                    "origin": {"enum": ["published", "own"]},
                    "source": _TEXT,
                    "unprovokable": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                            "type": "object",
                            "required": ["reason"],
                            "additionalProperties": False,
                            "properties": {
                                "reason": _TEXT,
                                "operations": {
                                    "type": "array",
                                    "minItems": 1,
                                    "uniqueItems": True,
                                    "items": _TEXT,
                                },
                            },
                        },
                    },
                },
                "if": {"properties": {"origin": {"const": "published"}}},
                "then": {"required": ["source"]},
            },
        },
        "x-limits": {
            "type": "object",
            "required": [
                "uploadMaxBytes",
                "mediaRetentionDays",
                "historyWindowMonths",
                "postHistoryMaxLimit",
            ],
            "additionalProperties": _INT,
        },
        "x-compression": {
            "type": "object",
            "required": ["thresholdBytes", "requestHeader", "preference"],
            "properties": {
                "thresholdBytes": _INT,
                "requestHeader": _TEXT,
                "preference": {
                    "type": "array",
                    "minItems": 1,
                    "uniqueItems": True,
                    "items": {"enum": ["br", "gzip", "deflate"]},
                },
            },
        },
        "x-webhook-delivery": {
            "type": "object",
            "required": [
                "signatureHeader",
                "timestampHeader",
                "rotationSignatureHeader",
                "rotationWindowSeconds",
                "deliveryIdHeader",
                "attemptHeader",
                "receiverTimeoutSeconds",
                "retryDelaysSeconds",
                "retryableStatuses",
                "retryOnNoResponse",
            ],
            "properties": {
                "description": _TEXT,
                "signatureHeader": _TEXT,
                "timestampHeader": _TEXT,
                "signatureAlgorithm": _TEXT,
                "rotationSignatureHeader": _TEXT,
                "rotationWindowSeconds": {"type": "number", "minimum": 0},
                "deliveryIdHeader": _TEXT,
                "attemptHeader": _TEXT,
                "receiverTimeoutSeconds": {"type": "number", "exclusiveMinimum": 0},
                "retryDelaysSeconds": {"type": "array", "items": {"type": "number", "minimum": 0}},
                "retryableStatuses": {
                    "type": "array",
                    "uniqueItems": True,
                    "items": {
                        "oneOf": [
                            {"type": "integer", "minimum": 100, "maximum": 599},
                            {"type": "string", "pattern": "^[1-5]XX$"},
                        ]
                    },
                },
                "retryOnNoResponse": {"type": "boolean"},
            },
        },
        "x-plans": {"type": "array", "minItems": 1, "items": _TEXT, "uniqueItems": True},
        "x-add-ons": {
            "type": "object",
            "propertyNames": {"pattern": "^[A-Z][A-Za-z]*$"},
            "additionalProperties": {
                "type": "object",
                "required": ["errorCode", "description"],
                "additionalProperties": False,
                "properties": {"errorCode": _CODE, "description": _TEXT, "source": _TEXT},
            },
        },
        "x-rate-limit": {
            "type": "object",
            "required": [
                "windowSeconds",
                "scope",
                "headers",
                "errorCode",
                "publishedMaxPerWindow",
                "sources",
                "referenceServerMaxPerWindow",
            ],
            "properties": {
                "windowSeconds": {"type": "integer", "minimum": 1},
                "scope": {"enum": ["profile"]},
                "headers": {
                    "type": "object",
                    "required": ["max", "count"],
                    "additionalProperties": False,
                    "properties": {
                        "max": {"type": "string", "pattern": "^[A-Za-z0-9-]+$"},
                        "count": {"type": "string", "pattern": "^[A-Za-z0-9-]+$"},
                    },
                },
                "errorCode": _CODE,
                "publishedMaxPerWindow": {"type": "integer", "minimum": 1},
                "sources": {"type": "array", "minItems": 1, "items": _TEXT},
                "conflict": _TEXT,
                "referenceServerMaxPerWindow": {"type": "integer", "minimum": 1},
            },
        },
        "x-auth-failure-limit": {
            "type": "object",
            "required": [
                "scope",
                "windowSeconds",
                "maxFailuresPerWindow",
                "ipv6PrefixLength",
                "counted",
                "errorCode",
                "sources",
            ],
            "properties": {
                "description": {"type": "string"},
                "scope": {"const": "client-address"},
                "windowSeconds": {"type": "integer", "minimum": 1},
                "maxFailuresPerWindow": {"type": "integer", "minimum": 1},
                "ipv6PrefixLength": {"type": "integer", "minimum": 1, "maximum": 128},
                "counted": {"type": "array", "minItems": 1, "uniqueItems": True, "items": _CODE},
                "errorCode": _CODE,
                "sources": {"type": "array", "minItems": 1, "items": _TEXT},
            },
            "additionalProperties": False,
        },
        "components": {
            "type": "object",
            "required": ["parameters", "schemas"],
            "properties": {
                "parameters": {
                    "type": "object",
                    "required": ["ProfileKey", "TwitterApiKey", "TwitterApiSecret"],
                    "additionalProperties": {
                        "properties": {
                            "x-plans": {"type": "array", "items": _TEXT},
                            "x-sunset": {
                                "type": "object",
                                "required": ["requiredFrom", "whenTargeting", "errorCode"],
                                "properties": {
                                    "requiredFrom": _DATE_TIME,
                                    "whenTargeting": _TEXT,
                                    "errorCode": _CODE,
                                },
                            },
                        }
                    },
                },
                "schemas": {
                    "type": "object",
                    "required": ["WebhookAction", "Platform"],
                    "properties": {
                        "WebhookAction": {
                            "type": "object",
                            "required": ["enum"],
                            "properties": {
                                "x-sunset": {
                                    "type": "object",
                                    "additionalProperties": {
                                        "type": "object",
                                        "required": ["unavailableFrom", "errorCode"],
                                        "properties": {
                                            "unavailableFrom": _DATE_TIME,
                                            "errorCode": _CODE,
                                        },
                                    },
                                }
                            },
                        },
                        "Platform": {"type": "object", "required": ["enum"]},
                    },
                },
            },
        },
    },
}


def parse_timestamp(text: str) -> datetime:
    """Parse `YYYY-MM-DDThh:mm:ssZ` (or a full ISO date-time) as an aware UTC datetime."""
    value = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def format_timestamp(value: datetime) -> str:
    """Format as the spec's exact `YYYY-MM-DDThh:mm:ssZ`."""
    value = value.astimezone(UTC)  # %Y is not zero-padded below year 1000 on every libc
    return f"{value.year:04d}-" + value.strftime("%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class Limits:
    """`x-limits`."""

    upload_max_bytes: int
    media_retention_days: int
    history_window_months: int
    post_history_max_limit: int
    raw: Mapping[str, int]


@dataclass(frozen=True)
class Compression:
    """`x-compression`: threshold and the encoding preference."""

    threshold_bytes: int
    request_header: str
    preference: tuple[str, ...]


@dataclass(frozen=True)
class DeliveryPolicy:
    """`x-webhook-delivery`: how the service delivers a webhook.

    `retryable_statuses` holds the listed statuses, `retryable_status_classes` the hundreds of
    the `NXX` ranges (5 for `5XX`).
    """

    signature_header: str
    timestamp_header: str
    receiver_timeout_seconds: float
    retry_delays_seconds: tuple[float, ...]
    rotation_signature_header: str
    rotation_window_seconds: float
    delivery_id_header: str
    attempt_header: str
    retryable_statuses: frozenset[int]
    retryable_status_classes: frozenset[int]
    retry_on_no_response: bool

    @property
    def max_attempts(self) -> int:
        """The first attempt plus one per retry delay."""
        return 1 + len(self.retry_delays_seconds)

    def is_retryable_status(self, status: int) -> bool:
        """Whether an answer with HTTP `status` (not 2xx) is retried."""
        return status in self.retryable_statuses or status // 100 in self.retryable_status_classes

    def header_names(self) -> tuple[str, ...]:
        """Every header a delivery may carry, as the spec names them."""
        return (
            self.signature_header,
            self.timestamp_header,
            self.rotation_signature_header,
            self.delivery_id_header,
            self.attempt_header,
        )


def _delivery_policy(delivery: Mapping[str, Any]) -> DeliveryPolicy:
    statuses = delivery["retryableStatuses"]
    return DeliveryPolicy(
        signature_header=str(delivery["signatureHeader"]),
        timestamp_header=str(delivery["timestampHeader"]),
        receiver_timeout_seconds=float(delivery["receiverTimeoutSeconds"]),
        retry_delays_seconds=tuple(float(d) for d in delivery["retryDelaysSeconds"]),
        rotation_signature_header=str(delivery["rotationSignatureHeader"]),
        rotation_window_seconds=float(delivery["rotationWindowSeconds"]),
        delivery_id_header=str(delivery["deliveryIdHeader"]),
        attempt_header=str(delivery["attemptHeader"]),
        retryable_statuses=frozenset(int(s) for s in statuses if isinstance(s, int)),
        retryable_status_classes=frozenset(int(s[0]) for s in statuses if isinstance(s, str)),
        retry_on_no_response=bool(delivery["retryOnNoResponse"]),
    )


@dataclass(frozen=True)
class ActionSunset:
    """A webhook action that becomes unavailable (`WebhookAction.x-sunset`)."""

    action: str
    unavailable_from: datetime
    error_code: int


@dataclass(frozen=True)
class HeaderRequirement:
    """Headers that become required when a request targets a network (`x-sunset` on them)."""

    headers: tuple[str, ...]
    required_from: datetime
    when_targeting: str
    error_code: int


@dataclass(frozen=True)
class HeaderNames:
    """Names of the headers the spec defines (from `components.parameters`)."""

    profile_key: str
    twitter_api_key: str
    twitter_api_secret: str


@dataclass(frozen=True)
class WatermarkRules:
    """`x-watermark` of the watermark operation: which network, image types and aspect ratio."""

    operation_id: str
    platform: str
    image_types: tuple[str, ...]
    aspect_width: int
    aspect_height: int

    def ratio_ok(self, width: int, height: int) -> bool:
        """Whether an image of `width` x `height` has exactly the required aspect ratio."""
        return width * self.aspect_height == height * self.aspect_width


WATERMARK_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["platform", "imageTypes", "aspectRatio"],
    "properties": {
        "platform": _TEXT,
        "imageTypes": {
            "type": "array",
            "minItems": 1,
            "items": {"type": "string", "pattern": "^image/[a-z0-9.+-]+$"},
        },
        "aspectRatio": {
            "type": "object",
            "required": ["width", "height"],
            "properties": {
                "width": {"type": "integer", "minimum": 1},
                "height": {"type": "integer", "minimum": 1},
            },
        },
    },
}


@dataclass(frozen=True)
class Conventions:
    """`x-conventions`: how requests are read and answers written beyond each operation."""

    #: `ignore`: body fields a schema does not describe are accepted and ignored.
    unknown_request_fields: str
    #: `ignore`: query parameters an operation does not describe are accepted and ignored.
    unknown_query_parameters: str
    #: Accepted forms of an array query parameter: `comma` (`k=a,b`), `repeated`
    #: (`k=a&k=b`), `indexed` (`k[0]=a&k[1]=b`, the official Python SDK's form).
    query_arrays: tuple[str, ...]
    #: The Content-Type of JSON answers (`application/json; charset=utf-8`).
    json_content_type: str


@dataclass(frozen=True)
class AddOn:
    """One entry of `x-add-ons`: a paid extra that operations with `x-add-ons` need."""

    name: str
    #: The catalogued code a call is refused with when the account lacks the add-on.
    error_code: int
    description: str


@dataclass(frozen=True)
class Facts:
    """Everything of the spec's `x-` extensions, typed."""

    catalogue: Catalogue
    limits: Limits
    compression: Compression
    delivery: DeliveryPolicy
    plans: tuple[str, ...]
    profile_key_plans: tuple[str, ...]
    platforms: tuple[str, ...]
    webhook_actions: tuple[str, ...]
    action_sunsets: Mapping[str, ActionSunset]
    header_requirements: tuple[HeaderRequirement, ...]
    headers: HeaderNames
    identifier_kinds: Mapping[str, Mapping[str, Any]]
    watermark: WatermarkRules
    conventions: Conventions
    rate_limit: RateLimit
    add_ons: Mapping[str, AddOn]
    auth_failure_limit: AuthFailureLimit


def _check_shape(document: Mapping[str, Any]) -> None:
    validator = Draft202012Validator(FACTS_SCHEMA)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        lines = [f"#{pointer(*e.absolute_path) or '/'}: {e.message[:200]}" for e in errors[:10]]
        raise SpecLoadError("the spec's x- facts are malformed:\n  " + "\n  ".join(lines))


def read_facts(refs: References) -> Facts:
    """The facts of the document behind `refs`, checked (SpecLoadError names what is wrong)."""
    doc = refs.document
    _check_shape(doc)
    entries = {
        int(code): CatalogueEntry(
            code=int(code),
            status=int(v["status"]),
            name=str(v["name"]),
            message=str(v["message"]),
            action=v.get("action"),
            any_request=v.get("scope") == "any-request",
            origin=str(v["origin"]),
            source=v.get("source"),
            unprovokable=tuple(
                Unprovokable(
                    str(mark["reason"]).strip(),
                    tuple(mark["operations"]) if "operations" in mark else None,
                )
                for mark in v.get("unprovokable", ())
            ),
        )
        for code, v in doc["x-error-catalogue"].items()
    }
    catalogue = Catalogue(entries)
    if len({e.name for e in entries.values()}) != len(entries):
        raise SpecLoadError("#/x-error-catalogue: two entries share a name")
    limits = doc["x-limits"]
    compression = doc["x-compression"]
    delivery = doc["x-webhook-delivery"]
    params = doc["components"]["parameters"]
    schemas = doc["components"]["schemas"]
    plans = tuple(str(p) for p in doc["x-plans"])
    profile_key_plans = tuple(params["ProfileKey"].get("x-plans", plans))
    for plan in profile_key_plans:
        if plan not in plans:
            raise SpecLoadError(
                f"#/components/parameters/ProfileKey/x-plans: {plan!r} not in x-plans"
            )
    action_sunsets = {
        str(action): ActionSunset(
            str(action), parse_timestamp(v["unavailableFrom"]), int(v["errorCode"])
        )
        for action, v in schemas["WebhookAction"].get("x-sunset", {}).items()
    }
    requirements: dict[tuple[str, str, int], list[str]] = {}
    for param in params.values():
        sunset = param.get("x-sunset")
        if sunset:
            key = (sunset["requiredFrom"], sunset["whenTargeting"], int(sunset["errorCode"]))
            requirements.setdefault(key, []).append(str(param["name"]))
    facts = Facts(
        catalogue=catalogue,
        limits=Limits(
            upload_max_bytes=int(limits["uploadMaxBytes"]),
            media_retention_days=int(limits["mediaRetentionDays"]),
            history_window_months=int(limits["historyWindowMonths"]),
            post_history_max_limit=int(limits["postHistoryMaxLimit"]),
            raw=dict(limits),
        ),
        compression=Compression(
            threshold_bytes=int(compression["thresholdBytes"]),
            request_header=str(compression["requestHeader"]),
            preference=tuple(compression["preference"]),
        ),
        delivery=_delivery_policy(delivery),
        plans=plans,
        profile_key_plans=profile_key_plans,
        platforms=tuple(refs.resolve(schemas["Platform"])["enum"]),
        webhook_actions=tuple(schemas["WebhookAction"]["enum"]),
        action_sunsets=action_sunsets,
        header_requirements=tuple(
            HeaderRequirement(tuple(names), parse_timestamp(when), platform, code)
            for (when, platform, code), names in sorted(requirements.items())
        ),
        headers=HeaderNames(
            profile_key=str(params["ProfileKey"]["name"]),
            twitter_api_key=str(params["TwitterApiKey"]["name"]),
            twitter_api_secret=str(params["TwitterApiSecret"]["name"]),
        ),
        identifier_kinds=dict(doc.get("x-identifier-kinds") or {}),
        watermark=_watermark(refs, tuple(schemas["Platform"]["enum"])),
        conventions=Conventions(
            unknown_request_fields=str(doc["x-conventions"]["unknownRequestFields"]),
            unknown_query_parameters=str(doc["x-conventions"]["unknownQueryParameters"]),
            query_arrays=tuple(doc["x-conventions"]["queryArrays"]),
            json_content_type=str(doc["x-conventions"]["jsonContentType"]),
        ),
        rate_limit=read_rate_limit(doc["x-rate-limit"], catalogue),
        add_ons=_add_ons(doc["x-add-ons"], catalogue),
        auth_failure_limit=read_auth_failure_limit(doc["x-auth-failure-limit"], catalogue),
    )
    _check_codes(refs, facts)
    _check_delivery_headers(refs, facts.delivery)
    return facts


def _add_ons(raw: Mapping[str, Any], catalogue: Catalogue) -> dict[str, AddOn]:
    add_ons: dict[str, AddOn] = {}
    for name, entry in raw.items():
        code = int(entry["errorCode"])
        if code not in catalogue:
            raise SpecLoadError(f"#/x-add-ons/{name}/errorCode: {code} is not catalogued")
        add_ons[str(name)] = AddOn(str(name), code, str(entry["description"]))
    return add_ons


def _check_delivery_headers(refs: References, policy: DeliveryPolicy) -> None:
    """Every delivery (`webhooks:`) declares each header `x-webhook-delivery` names, so
    generated receivers and clients know them."""
    names = {n.lower() for n in policy.header_names()}
    for name, item in (refs.document.get("webhooks") or {}).items():
        for method, operation in refs.resolve(item).items():
            if not isinstance(operation, Mapping) or "requestBody" not in operation:
                continue
            declared = {
                str(p.get("name", "")).lower()
                for p in (refs.resolve(p) for p in operation.get("parameters", []))
                if p.get("in") == "header"
            }
            missing = sorted(names - declared)
            if missing:
                raise SpecLoadError(
                    f"#{pointer('webhooks', name, method, 'parameters')}: "
                    f"x-webhook-delivery header(s) not declared: {', '.join(missing)}"
                )


def _watermark(refs: References, platforms: tuple[str, ...]) -> WatermarkRules:
    """The one operation's `x-watermark`, checked."""
    found: list[tuple[str, str, Mapping[str, Any]]] = []
    for path, item in (refs.document.get("paths") or {}).items():
        for method, op in refs.resolve(item).items():
            if isinstance(op, Mapping) and "x-watermark" in op:
                found.append(
                    (
                        pointer("paths", path, method, "x-watermark"),
                        op["operationId"],
                        op["x-watermark"],
                    )
                )
    if len(found) != 1:
        raise SpecLoadError(f"exactly one operation must carry x-watermark (found {len(found)})")
    where, operation_id, rules = found[0]
    errors = list(Draft202012Validator(WATERMARK_SCHEMA).iter_errors(rules))
    if errors:
        first = errors[0]
        raise SpecLoadError(f"#{where}{pointer(*first.absolute_path)}: {first.message[:200]}")
    if rules["platform"] not in platforms:
        raise SpecLoadError(f"#{where}/platform: {rules['platform']!r} is not a Platform")
    ratio = rules["aspectRatio"]
    return WatermarkRules(
        operation_id=str(operation_id),
        platform=str(rules["platform"]),
        image_types=tuple(rules["imageTypes"]),
        aspect_width=int(ratio["width"]),
        aspect_height=int(ratio["height"]),
    )


def _check_codes(refs: References, facts: Facts) -> None:
    """Every code the document names anywhere is catalogued."""
    named: list[tuple[str, int]] = [
        (f"/components/schemas/WebhookAction/x-sunset/{s.action}/errorCode", s.error_code)
        for s in facts.action_sunsets.values()
    ]
    named += [
        (f"x-sunset of {', '.join(r.headers)}", r.error_code) for r in facts.header_requirements
    ]
    named.append(("/x-rate-limit/errorCode", facts.rate_limit.error_code))
    if facts.rate_limit.suspension is not None:
        named.append(("/x-rate-limit/suspension/errorCode", facts.rate_limit.suspension.error_code))

    def walk(node: Any, *where: object) -> None:
        if isinstance(node, Mapping):
            for key, value in node.items():
                if key == "x-error-codes" and isinstance(value, list):
                    named.extend((pointer(*where, key, i), int(c)) for i, c in enumerate(value))
                elif key in ("x-error-code", "x-missing-error-code"):
                    named.append((pointer(*where, key), int(value)))
                elif key not in ("example", "examples", "x-error-catalogue"):
                    walk(value, *where, key)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, *where, index)

    walk(refs.document)
    unknown = [f"#{where}: {code}" for where, code in named if code not in facts.catalogue]
    if unknown:
        raise SpecLoadError("codes not in x-error-catalogue:\n  " + "\n  ".join(unknown[:10]))
