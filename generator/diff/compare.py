"""The spec comparison: operations, parameters, bodies, responses, security, then x- facts.

See the package docstring for the severities. Webhooks are compared with the directions
swapped: the service sends the webhook request (receivers read it like a response) and reads
the receiver's response.

Every change of an operation names the client methods it reaches (`client_names`, from the new
spec, or the old one for a removed operation), with the keyword argument for a parameter or
the body; a change below a schema names the model field too. A schema used by several
operations is reported at each of them (with each one's methods).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from generator.diff.client_names import ClientNames, parameter_key
from generator.diff.facts import compare_facts
from generator.diff.findings import Change, Severity
from generator.diff.schemas import ANNOTATIONS, Direction, Resolver, SchemaDiff, pair_renames

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
B, W, I = Severity.BREAKING, Severity.WARNING, Severity.INFO  # noqa: E741 (I for info)

_PARAMETER_ANNOTATIONS = ANNOTATIONS | {"name"}

Operations = dict[str, tuple[dict[str, Any], dict[str, Any]]]


def _operations(spec: dict[str, Any]) -> Operations:
    """Operation name ("GET /path" or "WEBHOOK name (POST)") -> (operation, path item)."""
    found: Operations = {}
    for path, item in (spec.get("paths") or {}).items():
        for method in HTTP_METHODS:
            if isinstance(item, dict) and isinstance(item.get(method), dict):
                found[f"{method.upper()} {path}"] = (item[method], item)
    for name, item in (spec.get("webhooks") or {}).items():
        for method in HTTP_METHODS:
            if isinstance(item, dict) and isinstance(item.get(method), dict):
                found[f"WEBHOOK {name} ({method.upper()})"] = (item[method], item)
    return found


def _requirements(security: Any) -> frozenset[frozenset[tuple[str, tuple[str, ...]]]]:
    """A security list as a set of alternatives, each a set of (scheme, scopes)."""
    if not isinstance(security, list):
        return frozenset()
    return frozenset(
        frozenset((name, tuple(sorted(scopes or []))) for name, scopes in alternative.items())
        for alternative in security
        if isinstance(alternative, dict)
    )


def _show(requirements: frozenset[frozenset[tuple[str, tuple[str, ...]]]]) -> str:
    if not requirements:
        return "none"
    alternatives = sorted(
        " + ".join(
            f"{name}[{','.join(scopes)}]" if scopes else name for name, scopes in sorted(alt)
        )
        or "anonymous"
        for alt in requirements
    )
    return " or ".join(alternatives)


def _scheme(scheme: dict[str, Any]) -> str:
    """What a client must send for a security scheme, in words ("http bearer",
    "apiKey in header 'X-API-Key'")."""
    kind = str(scheme.get("type"))
    if kind == "http":
        return f"http {str(scheme.get('scheme', '')).lower()}"
    if kind == "apiKey":
        return f"apiKey in {scheme.get('in')} {scheme.get('name')!r}"
    if kind == "openIdConnect":
        return f"openIdConnect {scheme.get('openIdConnectUrl')}"
    return kind


class _SpecDiff:
    def __init__(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        self.old_spec, self.new_spec = old, new
        self.old = Resolver(old)
        self.new = Resolver(new)
        self.changes: list[Change] = []
        self.schemas = SchemaDiff(self.old, self.new, self.add)
        self.old_names, self.new_names = ClientNames(old), ClientNames(new)
        self._client: tuple[str, ...] = ()  # the methods the changes being compared reach

    def add(
        self, location: str, description: str, severity: Severity, rule: str, model: str = ""
    ) -> None:
        self.changes.append(Change(location, description, severity, rule, self._client, model))

    def _methods(self, operation: str, argument: str | None = None) -> tuple[str, ...]:
        """The client methods of `operation` (named by the new spec, else the old one)."""
        return self.new_names.methods(operation, argument) or self.old_names.methods(
            operation, argument
        )

    # -- parameters -----------------------------------------------------------------------------

    def _parameters(
        self, resolver: Resolver, operation: dict[str, Any], item: dict[str, Any]
    ) -> dict[str, dict[str, Any]]:
        found: dict[str, dict[str, Any]] = {}
        for raw in [*(item.get("parameters") or []), *(operation.get("parameters") or [])]:
            parameter = resolver.resolve(raw)
            if isinstance(parameter, dict) and "name" in parameter:
                found[parameter_key(str(parameter.get("in")), str(parameter["name"]))] = parameter
        return found

    def _compare_parameters(
        self,
        name: str,
        old: dict[str, dict[str, Any]],
        new: dict[str, dict[str, Any]],
        is_webhook: bool,
    ) -> None:
        operation_methods = self._client
        # A parameter removed and one added in the same place with the same definition (its
        # name, description and examples aside): one rename, breaking (an old client's value
        # goes under the old name and is ignored).
        renamed = pair_renames(
            {key: old[key] for key in old.keys() - new.keys()},
            {key: new[key] for key in new.keys() - old.keys()},
            _PARAMETER_ANNOTATIONS,
        )
        for old_key, new_key in sorted(renamed.items()):
            self._client = self._methods(name, new_key) or operation_methods
            old_name, new_name = old[old_key].get("name"), new[new_key].get("name")
            self.add(
                f"{name} parameter {old_key}",
                f"parameter renamed {old_name} -> {new_name} ({new_key}), same definition: "
                f"an old client still sends {old_name}, which is now ignored",
                I if is_webhook else B,
                "request-parameter-renamed",
            )
        for key in sorted(old.keys() - new.keys() - renamed.keys()):
            self._client = self.old_names.methods(name, key) or operation_methods
            self.add(
                f"{name} parameter {key}",
                "parameter removed",
                I if is_webhook else B,
                "request-parameter-removed",
            )
        for key in sorted(new.keys() - old.keys() - set(renamed.values())):
            self._client = self._methods(name, key) or operation_methods
            required = bool(new[key].get("required"))
            self.add(
                f"{name} parameter {key}",
                "new required parameter" if required else "new optional parameter",
                B if required and not is_webhook else I,
                "request-parameter-added",
            )
        direction: Direction = "response" if is_webhook else "request"
        for key in sorted(old.keys() & new.keys()):
            self._client = self._methods(name, key) or operation_methods
            where = f"{name} parameter {key}"
            before, after = old[key], new[key]
            if not before.get("required") and after.get("required"):
                self.add(
                    where,
                    "parameter became required",
                    I if is_webhook else B,
                    "request-parameter-became-required",
                )
            elif before.get("required") and not after.get("required"):
                self.add(
                    where,
                    "parameter became optional",
                    W if is_webhook else I,
                    "request-parameter-became-optional",
                )
            for keyword in ("style", "explode", "allowReserved"):
                if before.get(keyword) != after.get(keyword):
                    self.add(
                        where,
                        f"{keyword} changed from {before.get(keyword)} to {after.get(keyword)}",
                        B,
                        f"request-parameter-{keyword.lower()}-changed",
                    )
            if not before.get("deprecated") and after.get("deprecated"):
                self.add(where, "parameter deprecated", I, "request-parameter-deprecated")
            self.schemas.compare(
                where, before.get("schema", {}), after.get("schema", {}), direction
            )
            self._plans(where, before, after)
            self._content(where, before.get("content") or {}, after.get("content") or {}, direction)
        self._client = operation_methods

    # -- security -------------------------------------------------------------------------------

    def _security(self, where: str, old: Any, new: Any) -> None:
        before, after = _requirements(old), _requirements(new)
        if before == after:
            return
        for alternative in sorted(before - after, key=lambda a: sorted(a)):
            self.add(
                where,
                f"security requirement removed: {_show(frozenset({alternative}))}"
                f" (now {_show(after)})",
                I if frozenset() in after else B,
                "security-requirement-removed",
            )
        for alternative in sorted(after - before, key=lambda a: sorted(a)):
            # A new alternative adds a way in; a first requirement where none was closes one.
            closing = not before or frozenset() in before
            self.add(
                where,
                f"security requirement added: {_show(frozenset({alternative}))}"
                f" (was {_show(before)})",
                B if closing and frozenset() not in after else I,
                "security-requirement-added",
            )

    def _security_schemes(self) -> None:
        old = (self.old_spec.get("components") or {}).get("securitySchemes") or {}
        new = (self.new_spec.get("components") or {}).get("securitySchemes") or {}
        for name in sorted(old.keys() - new.keys()):
            self.add(
                f"components.securitySchemes.{name}",
                "security scheme removed",
                B,
                "security-scheme-removed",
            )
        for name in sorted(new.keys() - old.keys()):
            self.add(
                f"components.securitySchemes.{name}",
                "security scheme added",
                I,
                "security-scheme-added",
            )
        for name in sorted(old.keys() & new.keys()):
            before, after = self.old.resolve(old[name]), self.new.resolve(new[name])
            if not isinstance(before, dict) or not isinstance(after, dict):
                continue
            if _scheme(before) != _scheme(after):
                self.add(
                    f"components.securitySchemes.{name}",
                    f"changed from {_scheme(before)} to {_scheme(after)}",
                    B,
                    "security-scheme-changed",
                )
            elif before.get("bearerFormat") != after.get("bearerFormat"):
                self.add(
                    f"components.securitySchemes.{name}",
                    f"bearerFormat changed from {before.get('bearerFormat')!r}"
                    f" to {after.get('bearerFormat')!r}",
                    W,
                    "security-scheme-bearer-format-changed",
                )
            if before.get("flows") != after.get("flows"):
                self.add(
                    f"components.securitySchemes.{name}",
                    "OAuth flows changed",
                    B,
                    "security-scheme-flows-changed",
                )

    # -- operations -----------------------------------------------------------------------------

    def operation(
        self,
        name: str,
        old: tuple[dict[str, Any], dict[str, Any]],
        new: tuple[dict[str, Any], dict[str, Any]],
    ) -> None:
        (old_op, old_item), (new_op, new_item) = old, new
        is_webhook = name.startswith("WEBHOOK")
        self._client = self._methods(name)
        if old_op.get("operationId") != new_op.get("operationId"):
            self.add(
                name,
                f"operationId changed from {old_op.get('operationId')!r}"
                f" to {new_op.get('operationId')!r} (renames the client function)",
                I if is_webhook else B,
                "operation-id-changed",
            )
        if not old_op.get("deprecated") and new_op.get("deprecated"):
            self.add(name, "operation deprecated", I, "operation-deprecated")
        if not is_webhook and ("security" in old_op or "security" in new_op):
            self._security(
                name,
                old_op.get("security", self.old_spec.get("security")),
                new_op.get("security", self.new_spec.get("security")),
            )
        self._plans(name, old_op, new_op)
        self._compare_parameters(
            name,
            self._parameters(self.old, old_op, old_item),
            self._parameters(self.new, new_op, new_item),
            is_webhook,
        )
        # A webhook's request is sent by the service: receivers read it like a response.
        self._client = self._methods(name, "body")
        self._request_body(name, old_op, new_op, "response" if is_webhook else "request")
        self._client = self._methods(name)
        self._responses(name, old_op, new_op, "request" if is_webhook else "response")
        self._client = ()

    def _plans(self, where: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        if "x-plans" not in old and "x-plans" not in new:
            return  # every plan before and after (the plan list itself is a top-level fact)
        everything = list(self.old_spec.get("x-plans") or [])
        before = old.get("x-plans", everything)
        after = new.get("x-plans", list(self.new_spec.get("x-plans") or []))
        if not isinstance(before, list) or not isinstance(after, list):
            return
        removed = [p for p in before if p not in after]
        added = [p for p in after if p not in before]
        if removed:
            self.add(where, f"no longer in plans {removed}", B, "x-plans-narrowed")
        if added and "x-plans" in new:
            self.add(where, f"now also in plans {added}", I, "x-plans-widened")

    def _content(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        for media in sorted(old.keys() - new.keys()):
            self.add(
                f"{where} ({media})", "media type removed", B, f"{direction}-media-type-removed"
            )
        for media in sorted(new.keys() - old.keys()):
            self.add(f"{where} ({media})", "media type added", I, f"{direction}-media-type-added")
        for media in sorted(old.keys() & new.keys()):
            self.schemas.compare(
                f"{where} ({media})",
                (old[media] or {}).get("schema", {}),
                (new[media] or {}).get("schema", {}),
                direction,
            )

    def _request_body(
        self, name: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_body = self.old.resolve(old.get("requestBody")) or {}
        new_body = self.new.resolve(new.get("requestBody")) or {}
        where = f"{name} request body"
        if not old_body and new_body:
            required = bool(new_body.get("required"))
            self.add(
                where,
                "request body added" + (" (required)" if required else ""),
                B if required and direction == "request" else I,
                "request-body-added",
            )
            return
        if old_body and not new_body:
            self.add(where, "request body removed", B, "request-body-removed")
            return
        if not old_body.get("required") and new_body.get("required"):
            self.add(
                where,
                "request body became required",
                B if direction == "request" else I,
                "request-body-became-required",
            )
        self._content(
            where, old_body.get("content") or {}, new_body.get("content") or {}, direction
        )

    def _responses(
        self, name: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_responses = old.get("responses") or {}
        new_responses = new.get("responses") or {}
        for status in sorted(map(str, old_responses.keys() - new_responses.keys())):
            self.add(f"{name} response {status}", "response status removed", B, "response-removed")
        for status in sorted(map(str, new_responses.keys() - old_responses.keys())):
            self.add(f"{name} response {status}", "response status added", I, "response-added")
        for status in sorted(old_responses.keys() & new_responses.keys(), key=str):
            where = f"{name} response {status}"
            old_response = self.old.resolve(old_responses[status]) or {}
            new_response = self.new.resolve(new_responses[status]) or {}
            self._headers(where, old_response, new_response, direction)
            self._error_codes(where, old_response, new_response)
            self._content(
                where,
                old_response.get("content") or {},
                new_response.get("content") or {},
                direction,
            )

    def _headers(
        self, where: str, old: dict[str, Any], new: dict[str, Any], direction: Direction
    ) -> None:
        old_headers = {k.lower(): v for k, v in (old.get("headers") or {}).items()}
        new_headers = {k.lower(): v for k, v in (new.get("headers") or {}).items()}
        for header in sorted(old_headers.keys() - new_headers.keys()):
            self.add(
                f"{where} header {header}", "response header removed", B, "response-header-removed"
            )
        for header in sorted(new_headers.keys() - old_headers.keys()):
            self.add(
                f"{where} header {header}", "response header added", I, "response-header-added"
            )
        for header in sorted(old_headers.keys() & new_headers.keys()):
            before = self.old.resolve(old_headers[header]) or {}
            after = self.new.resolve(new_headers[header]) or {}
            if before.get("required") and not after.get("required"):
                self.add(
                    f"{where} header {header}",
                    "response header became optional",
                    B,
                    "response-header-became-optional",
                )
            self._plans(f"{where} header {header}", before, after)
            self.schemas.compare(
                f"{where} header {header}",
                before.get("schema", {}),
                after.get("schema", {}),
                direction,
            )

    def _error_codes(self, where: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        before = [str(c) for c in old.get("x-error-codes") or []]
        after = [str(c) for c in new.get("x-error-codes") or []]
        added = [c for c in after if c not in before]
        removed = [c for c in before if c not in after]
        if added:
            self.add(where, f"may now return error codes {added}", W, "x-error-codes-added")
        if removed:
            self.add(where, f"no longer returns error codes {removed}", I, "x-error-codes-removed")

    def run(self) -> list[Change]:
        old_ops, new_ops = _operations(self.old_spec), _operations(self.new_spec)
        old_paths = set((self.old_spec.get("paths") or {}).keys())
        new_paths = set((self.new_spec.get("paths") or {}).keys())
        for path in sorted(old_paths - new_paths):
            self.add(path, "path removed", B, "api-path-removed")
        for name in sorted(old_ops.keys() - new_ops.keys()):
            is_webhook = name.startswith("WEBHOOK")
            self._client = self.old_names.methods(name)
            self.add(
                name,
                "webhook removed" if is_webhook else "operation removed",
                W if is_webhook else B,
                "webhook-removed" if is_webhook else "api-operation-removed",
            )
        for name in sorted(new_ops.keys() - old_ops.keys()):
            is_webhook = name.startswith("WEBHOOK")
            self._client = self.new_names.methods(name)
            self.add(
                name,
                "webhook added" if is_webhook else "operation added",
                I,
                "webhook-added" if is_webhook else "api-operation-added",
            )
        self._client = ()
        for name in sorted(old_ops.keys() & new_ops.keys()):
            self.operation(name, old_ops[name], new_ops[name])
        self._security(
            "security (global)", self.old_spec.get("security"), self.new_spec.get("security")
        )
        self._security_schemes()
        compare_facts(self.old_spec, self.new_spec, self.add)
        return _unique(self.changes)


def _unique(changes: list[Change]) -> list[Change]:
    seen: set[Change] = set()
    unique = []
    for change in changes:
        if change not in seen:
            seen.add(change)
            unique.append(change)
    return unique


def diff_specs(old: dict[str, Any], new: dict[str, Any]) -> list[Change]:
    """All changes from `old` to `new`, in a stable order (operations sorted by name)."""
    return _SpecDiff(old, new).run()


def breaking(changes: list[Change]) -> Iterator[Change]:
    """The breaking changes among `changes`."""
    return (c for c in changes if c.breaking)
