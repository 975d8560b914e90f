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
from urllib.parse import urlsplit

import httpx

from spec_model import ServiceSpec
from spec_model.conformance import response_problem
from spec_model.routing import Match
from testkit.server import ReferenceServer

from .corpus import Area, Step
from .features import AVAILABLE, server_args
from .synthetic import with_files

TIMEOUT = 30.0
API_KEY = "fidelity-corpus-key"
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True)
class Outcome:
    step: Step
    verdict: str  # "pass", "fail" or "awaiting"
    detail: str = ""
    #: The operationId the request sent reached (None: not sent, or a sandbox control path).
    operation: str | None = None


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


def multipart_parts(form: dict[str, Any]) -> dict[str, Any]:
    """httpx's `data`/`files` for a step's `multipart`: `fields` (name -> text) and `files`
    (name -> `{filename, contentType, text}`)."""
    files = {
        name: (str(part["filename"]), str(part["text"]).encode(), str(part["contentType"]))
        for name, part in (form.get("files") or {}).items()
    }
    return {"data": dict(form.get("fields") or {}), "files": files}


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
    if "mediaType" in expect:
        return judge_document(spec, step, method, path, answer)
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
        if route.match is not Match.FULL or route.target is None:
            return f"{method} {path} reaches no operation of the spec"
        problem = response_problem(spec, route.target, answer.status_code, body)
        if problem:
            return f"{route.target.operation_id}: {problem}"
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


def judge_document(
    spec: ServiceSpec, step: Step, method: str, path: str, answer: httpx.Response
) -> str:
    """Why a non-JSON answer (`expect.mediaType`, e.g. the linking page's HTML) is not the
    documented one: its status, its media type (one the spec lists for that status) and the
    texts `expect.contains` names."""
    expect = step.expect
    wanted = int(expect.get("status", 200))
    media_type = answer.headers.get("content-type", "").split(";")[0].strip()
    if answer.status_code != wanted:
        return f"HTTP {answer.status_code} (wanted {wanted}): {answer.text[:300]}"
    if media_type != expect["mediaType"]:
        return f"media type {media_type!r} (wanted {expect['mediaType']!r})"
    route = spec.router.match_path(method, path)
    if route.match is not Match.FULL or route.target is None:
        return f"{method} {path} reaches no operation of the spec"
    documented = route.target.raw.get("responses", {}).get(str(answer.status_code), {})
    if media_type not in (documented.get("content") or {}):
        return f"{route.target.operation_id}: {media_type} is not documented for {wanted}"
    missing = [text for text in expect.get("contains", []) if text not in answer.text]
    return f"the page lacks {missing}" if missing else ""


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
        if "url" in request:  # an address an earlier answer gave (e.g. the linking page)
            parts = urlsplit(str(request["url"]))
            if f"{parts.scheme}://{parts.netloc}" != self.base_url.rstrip("/"):
                return Outcome(step, "fail", f"{request['url']} is not on the server under test")
            request = {**request, "path": parts.path, "query": parts.query}
        path = str(request["path"])
        target = path + (f"?{request['query']}" if request.get("query") else "")
        headers = self._headers(request.get("headers"))
        if "url" in request:  # an address for the end user's browser: no API key
            headers.pop("Authorization")
        kwargs: dict[str, Any] = {"headers": headers}
        if "json" in request:
            kwargs["json"] = with_files(request["json"], request.get("synthetic") or {})
        if "multipart" in request:
            kwargs.update(multipart_parts(request["multipart"]))
        if "text" in request:  # a text body, sent as written (UTF-8), text/plain by default
            kwargs["content"] = str(request["text"]).encode()
            if not any(name.lower() == "content-type" for name in headers):
                headers["Content-Type"] = "text/plain"
        answer = self.client.request(method, target, **kwargs)
        try:
            expected = fill(step.expect, variables)
        except MissingVariable as missing:
            return Outcome(step, "fail", f"{{{missing}}} was not made: an earlier step failed")
        reached = self.spec.router.match_path(method, path).target
        operation = reached.operation_id if reached is not None else None
        problem = judge(self.spec, replace(step, expect=expected), method, path, answer)
        if problem:
            return Outcome(step, "fail", problem, operation)
        if step.save and "mediaType" in step.expect:
            return Outcome(step, "fail", "a non-JSON answer has nothing to save", operation)
        body = answer.json() if step.save else None
        for name, dotted in step.save.items():
            try:
                variables[name] = at_path(body, dotted)
            except (KeyError, IndexError, TypeError, ValueError):
                return Outcome(step, "fail", f"cannot save {name} from {dotted!r}", operation)
        return Outcome(step, "pass", operation=operation)

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
