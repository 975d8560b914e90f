"""Validate every HTTP response against `openapi.yaml` (independently of the server's code).

`SpecCheck.check(response)` finds the operation by method and path, requires the status to be
documented, validates the JSON body against the documented schema, checks that error codes
are listed in the response's `x-error-codes` and map to the catalogued HTTP status, and that
`Content-Encoding` is one the spec allows.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import httpx
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
URI = "urn:test-spec"


class SpecCheck:
    def __init__(self, path: Path = SPEC_PATH) -> None:
        self.doc: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
        resource = Resource.from_contents(self.doc, default_specification=DRAFT202012)
        self.registry: Registry[Any] = Registry().with_resource(URI, resource)
        self.catalogue = {int(k): v for k, v in self.doc["x-error-catalogue"].items()}
        self.any_request_codes = {
            code for code, entry in self.catalogue.items() if entry.get("scope") == "any-request"
        }
        self.seen_codes: set[int] = set()
        self.checked = 0

    def _resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            target: Any = self.doc
            for part in node["$ref"].lstrip("#/").split("/"):
                target = target[part]
            node = target
        return node

    def validate(self, schema_ref: str, instance: Any) -> None:
        """Validate against `#/components/schemas/<name>` or a full local ref."""
        ref = schema_ref if schema_ref.startswith("#") else f"#/components/schemas/{schema_ref}"
        validator = Draft202012Validator(
            {"$ref": URI + ref},
            registry=self.registry,
            format_checker=Draft202012Validator.FORMAT_CHECKER,
        )
        validator.validate(instance)

    def _schema_validate(self, schema: dict[str, Any], instance: Any) -> None:
        text = json.dumps(schema).replace('"#/', f'"{URI}#/')
        validator = Draft202012Validator(
            json.loads(text),
            registry=self.registry,
            format_checker=Draft202012Validator.FORMAT_CHECKER,
        )
        validator.validate(instance)

    def find(self, method: str, path: str) -> tuple[str | None, dict[str, Any] | None]:
        """(template, operation) for the path; operation None when the method is missing."""
        parts = [unquote(p) for p in path.split("/")[1:]]
        best: tuple[int, str] | None = None
        for template in self.doc["paths"]:
            segs = template.strip("/").split("/")
            if len(segs) != len(parts):
                continue
            if all(s.startswith("{") or s == p for s, p in zip(segs, parts, strict=True)):
                literal = sum(1 for s in segs if not s.startswith("{"))
                if method.lower() in self.doc["paths"][template]:
                    if best is None or literal > best[0]:
                        best = (literal, template)
                elif best is None:
                    best = (-1, template)
        if best is None:
            return None, None
        template = best[1]
        return template, self.doc["paths"][template].get(method.lower())

    def check(self, response: httpx.Response) -> None:
        """Assert that `response` is what the spec allows for its request."""
        response.read()
        self.checked += 1
        method = response.request.method
        path = response.request.url.path
        status = response.status_code
        assert status < 500, f"{method} {path} -> {status}: {response.text[:500]}"
        body: Any = None
        if method == "HEAD":
            assert status == 405 and response.headers.get("allow"), (path, status)
            return
        if response.headers.get("content-type", "").startswith("application/json"):
            body = response.json()
        encoding = response.headers.get("content-encoding")
        if encoding is not None:
            allowed = self.doc["x-compression"]["preference"]
            assert encoding in allowed
        if status >= 400:
            assert body is not None, f"{method} {path} -> {status} without a JSON body"
            self.validate("Error", body)
            code = body["code"]
            self.seen_codes.add(code)
            assert code in self.catalogue, code
            assert self.catalogue[code]["status"] == status, (code, status)
            if status == 405:
                assert response.headers.get("allow"), "405 without Allow"
        if path.startswith("/_sandbox") or path.startswith("/media/files/"):
            return
        if path in ("/openapi.yaml", "/docs"):
            return
        template, operation = self.find(method, path)
        if template is None:
            assert status == 404 and body["code"] == 170, (method, path, status, body)
            return
        if operation is None:
            assert status == 405 and body["code"] == 171, (method, path, status, body)
            return
        responses = operation["responses"]
        assert str(status) in responses, f"{method} {template}: undocumented status {status}"
        documented = self._resolve(responses[str(status)])
        content = documented.get("content", {}).get("application/json")
        if content is not None:
            assert body is not None, f"{method} {template} {status}: no JSON body"
            self._schema_validate(content["schema"], body)
        codes = documented.get("x-error-codes")
        if status >= 400 and codes is not None and body["code"] not in self.any_request_codes:
            assert body["code"] in codes, f"{method} {template}: code {body['code']} not in {codes}"
