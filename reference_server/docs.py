"""A human-readable API reference page rendered from the spec (no external assets)."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from spec_model import HTTP_METHODS, ServiceSpec

STYLE = """
body{font-family:system-ui,sans-serif;max-width:960px;margin:2em auto;padding:0 1em;color:#222}
h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:2em}
.op{border:1px solid #ddd;border-radius:6px;padding:.6em 1em;margin:1em 0}
.m{font-weight:bold;text-transform:uppercase;padding:.1em .4em;border-radius:3px;color:#fff}
.get{background:#2a7}.post{background:#27c}.delete{background:#c33}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:.2em .5em;
text-align:left;vertical-align:top}pre{background:#f6f6f6;padding:.5em;overflow:auto}
"""


def _schema_name(node: dict[str, Any]) -> str:
    ref = node.get("$ref")
    if isinstance(ref, str):
        return ref.rsplit("/", 1)[-1]
    return str(node.get("type", "object"))


def _text(value: Any) -> str:
    return escape(str(value)).replace("\n\n", "<br><br>")


def render(spec: ServiceSpec) -> str:
    doc = spec.document
    info = doc.get("info", {})
    out = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>{escape(info.get('title', 'API'))}</title><style>{STYLE}</style></head><body>",
        f"<h1>{escape(info.get('title', ''))} <small>{escape(info.get('version', ''))}</small>",
        "</h1>",
        f"<p>{_text(info.get('description', ''))}</p>",
        "<p>Machine-readable spec: <a href='openapi.yaml'>openapi.yaml</a></p>",
        "<h2>Operations</h2>",
    ]
    for path, item in doc.get("paths", {}).items():
        for method in HTTP_METHODS:
            op = item.get(method)
            if op is None:
                continue
            out.append(f"<div class='op' id='{escape(op.get('operationId', ''))}'>")
            out.append(
                f"<p><span class='m {method}'>{method}</span> <code>{escape(path)}</code> "
                f"&mdash; {escape(op.get('summary', ''))} "
                f"<small>({escape(op.get('operationId', ''))})</small></p>"
            )
            out.append(f"<p>{_text(op.get('description', ''))}</p>")
            if "x-plans" in op:
                out.append(f"<p>Plans: {escape(', '.join(op['x-plans']))}</p>")
            params = [spec.refs.resolve(p) for p in op.get("parameters", [])]
            if params:
                out.append(
                    "<table><tr><th>Parameter</th><th>In</th><th>Schema</th><th>About</th></tr>"
                )
                for p in params:
                    out.append(
                        f"<tr><td>{escape(p['name'])}{' *' if p.get('required') else ''}</td>"
                        f"<td>{escape(p['in'])}</td><td>{escape(_schema_name(p.get('schema', {})))}"
                        f"</td><td>{_text(p.get('description', ''))}</td></tr>"
                    )
                out.append("</table>")
            if "requestBody" in op:
                body = spec.refs.resolve(op["requestBody"])
                kinds = ", ".join(
                    f"{escape(mt)}: {escape(_schema_name(c.get('schema', {})))}"
                    for mt, c in body.get("content", {}).items()
                )
                out.append(f"<p>Body: {kinds}</p>")
            out.append("<table><tr><th>Status</th><th>Meaning</th><th>Codes</th></tr>")
            for status, resp in op.get("responses", {}).items():
                resp = spec.refs.resolve(resp)
                codes = ", ".join(str(c) for c in resp.get("x-error-codes", []))
                out.append(
                    f"<tr><td>{escape(str(status))}</td><td>{_text(resp.get('description', ''))}"
                    f"</td><td>{escape(codes)}</td></tr>"
                )
            out.append("</table></div>")
    out.append(
        "<h2>Error codes</h2><table><tr><th>Code</th><th>HTTP</th><th>Name</th>"
        "<th>Message</th></tr>"
    )
    for entry in spec.facts.catalogue:
        out.append(
            f"<tr><td>{entry.code}</td><td>{entry.status}</td><td>{escape(entry.name)}</td>"
            f"<td>{escape(entry.message)}</td></tr>"
        )
    out.append("</table><h2>Limits</h2>")
    for key in ("x-limits", "x-compression", "x-webhook-delivery", "x-plans"):
        out.append(f"<h3>{key}</h3><pre>{escape(json.dumps(doc.get(key), indent=2))}</pre>")
    out.append("<h2>Schemas</h2>")
    for name, schema in doc.get("components", {}).get("schemas", {}).items():
        out.append(
            f"<h3 id='schema-{escape(name)}'>{escape(name)}</h3>"
            f"<pre>{escape(json.dumps(schema, indent=2, default=str))}</pre>"
        )
    out.append("</body></html>")
    return "\n".join(out)
