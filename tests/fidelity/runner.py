"""Send an area's steps to a running server, in order, and judge each answer.

An example passes when its answer has the expected status (and error code), is what the spec
allows for the operation its method and path reach (`spec_model.conformance.response_problem`:
status documented, error codes catalogued, schema), and shows the fields the page's answer
shows. Steps waiting for a feature this tree lacks are not sent (`awaiting`). A step whose
placeholders an earlier failed step should have filled fails, naming that. `run_corpus` runs
every area so, in order, on one fresh reference server subprocess (the test module and
`python -m tests.fidelity` both use it).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

import httpx

from spec_model import ServiceSpec
from spec_model.conformance import response_problem
from spec_model.routing import Match
from testkit.server import ReferenceServer

from .corpus import Area, Step
from .features import AVAILABLE, server_args

TIMEOUT = 30.0
API_KEY = "fidelity-corpus-key"
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class Outcome:
    step: Step
    verdict: str  # "pass", "fail" or "awaiting"
    detail: str = ""


class MissingVariable(Exception):
    pass


def fill(value: Any, variables: dict[str, Any]) -> Any:
    """`value` with every ``{name}`` replaced (a whole-string placeholder keeps its type)."""
    if isinstance(value, str):
        whole = PLACEHOLDER.fullmatch(value)
        if whole:
            return lookup_variable(variables, whole.group(1))
        return PLACEHOLDER.sub(lambda m: str(lookup_variable(variables, m.group(1))), value)
    if isinstance(value, list):
        return [fill(v, variables) for v in value]
    if isinstance(value, dict):
        return {k: fill(v, variables) for k, v in value.items()}
    return value


def lookup_variable(variables: dict[str, Any], name: str) -> Any:
    if name not in variables:
        raise MissingVariable(name)
    return variables[name]


def at_path(body: Any, dotted: str) -> Any:
    """The value at a dotted path (KeyError/IndexError/TypeError when absent)."""
    node = body
    for part in dotted.split("."):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def judge(spec: ServiceSpec, step: Step, method: str, path: str, answer: httpx.Response) -> str:
    """Why the answer is not the documented one ('' when it is)."""
    expect = step.expect
    wanted = int(expect.get("status", 200))
    try:
        body = answer.json()
    except json.JSONDecodeError:
        return f"HTTP {answer.status_code}, not JSON: {answer.text[:200]}"
    if answer.status_code != wanted:
        return f"HTTP {answer.status_code} (wanted {wanted}): {json.dumps(body)[:400]}"
    if "code" in expect and (not isinstance(body, dict) or body.get("code") != expect["code"]):
        return (
            f"code {body.get('code') if isinstance(body, dict) else None} (wanted {expect['code']})"
        )
    if not path.startswith("/_sandbox"):
        route = spec.router.match_path(method, path)
        if route.match is not Match.FULL or route.operation is None:
            return f"{method} {path} reaches no operation of the spec"
        problem = response_problem(spec, route.operation, answer.status_code, body)
        if problem:
            return f"{route.operation.operation_id}: {problem}"
    for dotted in expect.get("fields", []):
        try:
            at_path(body, dotted)
        except (KeyError, IndexError, TypeError, ValueError):
            return f"the documented field {dotted!r} is missing: {json.dumps(body)[:300]}"
    for dotted, value in (expect.get("equals") or {}).items():
        try:
            found = at_path(body, dotted)
        except (KeyError, IndexError, TypeError, ValueError):
            return f"{dotted!r} is missing (wanted {value!r})"
        if found != value:
            return f"{dotted!r} is {found!r} (wanted {value!r})"
    return ""


class AreaRun:
    """One area's steps against `base_url`, acting with `api_key`."""

    def __init__(self, spec: ServiceSpec, base_url: str, api_key: str) -> None:
        self.spec = spec
        self.base_url = base_url
        self.api_key = api_key
        self.client = httpx.Client(base_url=base_url, timeout=TIMEOUT)

    def _headers(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_key}", **(extra or {})}

    def prepare(self, area: Area) -> dict[str, Any]:
        """Link the area's networks and make a User Profile every area may act for."""
        for platform in area.links:
            linked = self.client.post(
                "/_sandbox/link", json={"platform": platform}, headers=self._headers()
            )
            linked.raise_for_status()
        made = self.client.post(
            "/profiles", json={"title": f"Fidelity {area.name}"}, headers=self._headers()
        )
        made.raise_for_status()
        return {"api_key": self.api_key, "profile_key": made.json()["profileKey"]}

    def run(self, area: Area) -> list[Outcome]:
        variables = self.prepare(area)
        outcomes: list[Outcome] = []
        for step in area.steps:
            outcomes.append(self.run_step(step, variables))
        return outcomes

    def run_step(self, step: Step, variables: dict[str, Any]) -> Outcome:
        waiting = [n for n in step.needs if n not in AVAILABLE]
        if waiting:
            return Outcome(step, "awaiting", ", ".join(waiting))
        try:
            request = fill(step.request, variables)
        except MissingVariable as missing:
            return Outcome(step, "fail", f"{{{missing}}} was not made: an earlier step failed")
        method = str(request["method"]).upper()
        path = str(request["path"])
        target = path + (f"?{request['query']}" if request.get("query") else "")
        kwargs: dict[str, Any] = {"headers": self._headers(request.get("headers"))}
        if "json" in request:
            kwargs["json"] = request["json"]
        answer = self.client.request(method, target, **kwargs)
        try:
            expected = fill(step.expect, variables)
        except MissingVariable as missing:
            return Outcome(step, "fail", f"{{{missing}}} was not made: an earlier step failed")
        problem = judge(self.spec, replace(step, expect=expected), method, path, answer)
        if problem:
            return Outcome(step, "fail", problem)
        body = answer.json()
        for name, dotted in step.save.items():
            try:
                variables[name] = at_path(body, dotted)
            except (KeyError, IndexError, TypeError, ValueError):
                return Outcome(step, "fail", f"cannot save {name} from {dotted!r}")
        return Outcome(step, "pass")

    def close(self) -> None:
        self.client.close()


@dataclass(frozen=True)
class CorpusRun:
    """Every step's outcome, area by area in order, and what the server wrote meanwhile."""

    outcomes: list[Outcome]
    server_output: str


def run_corpus(areas: list[Area]) -> CorpusRun:
    """Each area's steps, in order, against one fresh reference server (`--check-responses`
    and the available features' options), stopped afterwards."""
    server = ReferenceServer(api_key=API_KEY, extra_args=["--check-responses", *server_args()])
    with server as base_url:
        run = AreaRun(ServiceSpec.load(), base_url, API_KEY)
        try:
            outcomes = [outcome for area in areas for outcome in run.run(area)]
        finally:
            run.close()
        return CorpusRun(outcomes, server.output())
