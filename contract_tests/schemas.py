"""Schemathesis schemas of the spec, configured for the target and the run profile.

One schema per operation, each with its own check configuration (which statuses count as
"accepted" and "rejected" comes from the operation's documented responses), so the config never
needs an `operations` list (which would stop `include()` from filtering).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import schemathesis
from schemathesis import BaseSchema, HookContext

from contract_tests import checks  # noqa: F401  (registers the custom checks)
from contract_tests.checks import SHAPE_ERROR_NAMES
from contract_tests.run_settings import (
    PROPERTY_PHASES,
    current,
    current_profile,
    current_seed,
    run_spec,
)
from contract_tests.selection import Selection
from contract_tests.spec import ApiSpec
from contract_tests.target import Target
from spec_model.operation_ids import OperationId

_AUTH_ERROR_NAMES = ("missing_api_key", "invalid_api_key", "profile_key_as_api_key")


def positive_statuses(spec: ApiSpec, operation_id: str) -> list[str]:
    """Statuses that may answer schema-valid data sent with a valid key.

    2xx, plus each documented 4xx whose `x-error-codes` hold a rule of the service (not only
    "does not match the spec" or credential codes): e.g. 400 for an unlinked network.
    """
    excluded = {spec.error_code(n) for n in (*SHAPE_ERROR_NAMES, *_AUTH_ERROR_NAMES)}
    statuses = ["2xx"]
    for status in spec.documented_statuses(operation_id):
        if 400 <= status < 500 and set(spec.error_codes_for(operation_id, status)) - excluded:
            statuses.append(str(status))
    return statuses


def negative_statuses(spec: ApiSpec, operation_id: str) -> list[str]:
    """Statuses that count as refusing schema-invalid data: the documented 4xx ones."""
    return [str(s) for s in spec.documented_statuses(operation_id) if 400 <= s < 500]


def base_config(spec: ApiSpec, target: Target) -> dict[str, Any]:
    profile = current_profile()
    settings = current()
    accept = str(spec.compression["requestHeader"]).partition(":")
    return {
        "seed": current_seed(),
        "base-url": target.base_url,
        "headers": {accept[0].strip(): accept[2].strip()},
        "auth": {"openapi": {"apiKey": {"bearer": target.api_key}}},
        "request-timeout": settings.request_timeout,
        # Reproductions keep the Authorization header; the report prints the key as $API_KEY.
        "output": {"sanitization": {"enabled": False}},
        "generation": {
            "mode": "all",
            "max-examples": profile.max_examples,
            "database": "none",
        },
        "phases": {
            **{phase: {"enabled": phase in settings.phases} for phase in PROPERTY_PHASES},
            "stateful": {"enabled": False},
        },
        "warnings": {
            "fail-on": ["missing_auth", "unused_openapi_auth", "validation_mismatch"],
        },
    }


def _schema_of(
    spec: ApiSpec, config: dict[str, Any], document: dict[str, Any] | None = None
) -> BaseSchema:
    """A schemathesis schema of the already parsed spec, on ``document`` or a private copy
    (schemathesis may annotate it). Parsing the 300 KB YAML again per operation cost ~0.8 s
    each, over half of the fast profile's property tests."""
    private = copy.deepcopy(dict(spec.document)) if document is None else document
    return schemathesis.openapi.from_dict(private, config=schemathesis.Config.from_dict(config))


_OPERATION_DOCUMENTS: dict[int, tuple[ApiSpec, dict[str, Any]]] = {}


def _operations_document(spec: ApiSpec) -> dict[str, Any]:
    """One private copy of ``spec``'s document for all the per-operation schemas, as
    schemathesis' own clones (`include`) share their raw schema: a copy per operation cost
    ~15 ms each, ~1.5 s of every process that imports the property tests."""
    kept = _OPERATION_DOCUMENTS.get(id(spec))
    if kept is None or kept[0] is not spec:
        kept = _OPERATION_DOCUMENTS[id(spec)] = (spec, copy.deepcopy(dict(spec.document)))
    return kept[1]


@lru_cache(maxsize=64)
def operation_schema(operation_id: str) -> BaseSchema:
    """The spec narrowed to one operation, with that operation's expected statuses."""
    spec = run_spec()
    target = Target.from_settings(current())
    config = base_config(spec, target)
    config["checks"] = {
        "positive_data_acceptance": {"expected-statuses": positive_statuses(spec, operation_id)},
        "negative_data_rejection": {"expected-statuses": negative_statuses(spec, operation_id)},
    }
    schema = _schema_of(spec, config, _operations_document(spec))
    return schema.include(operation_id=operation_id)


def stateful_schema(
    profile_key: str | None = None, post_platforms: Sequence[str] = ()
) -> BaseSchema:
    """The whole spec, configured for the stateful phase only (links between operations).

    With ``profile_key``, every step acts for that User Profile: a generated Profile-Key is
    almost never a real one, so scenarios would end in 403 before following any link.
    With ``post_platforms`` (networks linked to the profile), create_post steps send a post
    that can be published (their generated text, to those networks, nothing else): generated
    bodies name unknown media, auto-schedules or past dates so often that few scenarios
    followed create_post's links (3 of 4 seeds found a broken get_post with 300 examples).
    The variety of create_post's bodies is the property tests' job.
    """
    spec = run_spec()
    target = Target.from_settings(current())
    config = base_config(spec, target)
    config["checks"] = {
        # Stateful steps reuse values across operations; each step's rejection statuses are
        # judged by the property tests. Here: every built-in and custom response check.
        "positive_data_acceptance": {"enabled": False},
        "negative_data_rejection": {"enabled": False},
    }
    profile = current_profile()
    # Positive data only: negative steps (e.g. a dropped Authorization header) end a scenario
    # before any link is followed; the property tests send the negative data.
    config["generation"]["max-examples"] = profile.stateful_examples
    config["generation"]["mode"] = "positive"
    if profile_key is not None:
        config["parameters"] = {"header.Profile-Key": profile_key}
    config["phases"] = {
        "examples": {"enabled": False},
        "coverage": {"enabled": False},
        "fuzzing": {"enabled": False},
        "stateful": {
            "enabled": True,
            "max-steps": profile.stateful_max_steps,
            # Only the spec's own links: inferred ones would feed refIds seen in list_profiles
            # to delete_profile and delete the profile the steps act for.
            "inference": {"algorithms": []},
        },
    }
    schema = _schema_of(spec, config)
    if post_platforms:
        _publishable_posts(schema, list(post_platforms))
    # Only operations that take part in a link: the others start no chain, and with ~60
    # operations they would take most of the few steps a scenario has. A selection
    # (`selection.py`) keeps the links whose both ends it selects.
    return schema.include(operation_id=sorted(linked_operations(spec, current().selection)))


def _publishable_posts(schema: BaseSchema, platforms: list[str]) -> None:
    """Map create_post's generated bodies to posts the linked networks can publish."""

    @schema.hook("map_body")
    def publishable_post(context: HookContext, body: Any) -> Any:
        operation = context.operation
        if (
            operation is None
            or operation.definition.raw.get("operationId") != OperationId.CREATE_POST
        ):
            return body
        if not isinstance(body, dict):
            return body
        # `post` is optional in the schema (108 without it unless randomPost): a body without
        # text gets one, so the step publishes and its links can be followed.
        text = body.get("post")
        chosen = [p for p in body.get("platforms") or [] if p in platforms]
        return {
            "post": text if isinstance(text, str) else "A stateful step's post",
            "platforms": chosen or platforms[:1],
        }


def linked_operations(spec: ApiSpec, selection: Selection | None = None) -> set[str]:
    """Operation ids that are the source or the target of a response link of the spec (of a
    link between two operations `selection` selects, when given)."""
    found: set[str] = set()
    for operation in spec.paths:
        for response in operation.raw.get("responses", {}).values():
            links = spec.refs.resolve(response).get("links") or {}
            for link in links.values():
                target = str(spec.refs.resolve(link).get("operationId") or "")
                if not target:
                    continue
                ends = (operation, spec.by_id.get(target))
                if selection is None or all(op and selection.selects(op) for op in ends):
                    found.update({operation.operation_id, target})
    return found
