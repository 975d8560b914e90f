"""The openapi-python-client stage: the client package (attrs + httpx, façade included).

Contract: `write_openapi_client(root, config, tree, scratch)` runs openapi-python-client (the
pinned release of this .venv, as a subprocess) on a *generator view* of the spec and merges its
standard layout (`api/<tag>/<operation>.py`, `models/<model>.py`, `client.py`, `errors.py`,
`types.py`, the package's `__init__.py`: the whole client package, façade included), with the
hand-written runtime of `generator/client_runtime/` copied in (`runtime_copy`), into
`tree/<client package>/`, never over an existing file (a clash is an error);
`generate_package` is that run (name, tool, gate, merge), shared with the sandbox's client
(generator/sandbox_client.py). It raises
`StageError` when the tool fails or warns (`--fail-on-warning`) and when the gate
(`gate_problems`) finds anything lost: an operation of the view without its module, a component
schema (object or enum) without its model, a parameter or request body typed `Any`, a documented
response without its branch or parsed untyped, a model with a numbered name (an inline branch
without a title: `..._type_0`). `stage.yaml` may allow a finding with a reason
(none today).

The view (`build_view`) is the spec without what the client should not expose, made by rule,
never by hand: the operations marked `x-alias-of` (deprecated legacy paths whose twin the client
uses). Nothing else is rewritten: where standard generators read the spec differently, the spec
is reshaped (spec/README.md, "One of these fields"), and the gate fails on a body such a form
leaves `Any`.
"""

from __future__ import annotations

import ast
import copy
import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator import naming, runtime_copy
from generator.settings import (
    GENERATOR_DIR,
    OPENAPI_PYTHON_CLIENT_CONFIG,
    OPENAPI_PYTHON_CLIENT_DIR,
    GeneratorConfig,
)

TOOL = "openapi-python-client"
TOOL_DIR = OPENAPI_PYTHON_CLIENT_DIR
TOOL_CONFIG = OPENAPI_PYTHON_CLIENT_CONFIG
TOOL_TEMPLATES = TOOL_DIR / "templates"
STAGE_SETTINGS = TOOL_DIR / "stage.yaml"
# JSON, which the tool reads with `json.loads` (by the file name): its YAML reader takes
# seconds on a document of this size, and both give the same data in the same order.
VIEW_NAME = "openapi.view.json"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


class StageFailure(Exception):
    """The stage failed; the message says which operation or schema and why."""


@dataclass(frozen=True)
class StageSettings:
    """`stage.yaml`: tag module renames and the reasoned allow-list of gate findings."""

    tag_modules: dict[str, str]
    allowed: dict[str, str]


def load_stage_settings(path: Path = STAGE_SETTINGS) -> StageSettings:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    allowed = {}
    for entry in data.get("allowed_findings") or []:
        if not entry.get("reason"):
            raise StageFailure(f"{path}: allowed finding {entry.get('match')!r} needs a reason")
        allowed[str(entry["match"])] = str(entry["reason"])
    return StageSettings(dict(data.get("tag_modules") or {}), allowed)


# --- the generator view ----------------------------------------------------------------------


def build_view(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec as the client generator should read it (see the module docstring)."""
    view = copy.deepcopy(spec)
    for path in list(view.get("paths", {})):
        item = view["paths"][path]
        for method in METHODS:
            if isinstance(item.get(method), dict) and "x-alias-of" in item[method]:
                del item[method]
        if not any(method in item for method in METHODS):
            del view["paths"][path]
    return view


def operations(view: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(path, method, operation) of every operation of the view, in document order."""
    return [
        (path, method, item[method])
        for path, item in view.get("paths", {}).items()
        for method in METHODS
        if isinstance(item.get(method), dict)
    ]


def comma_joined_query(view: dict[str, Any]) -> list[str]:
    """ "<operation module> <python name>" of each query parameter declared `explode: false`."""
    parameters = view.get("components", {}).get("parameters", {})
    found = []
    for path, _method, operation in operations(view):
        common = view["paths"][path].get("parameters", [])
        for node in [*common, *operation.get("parameters", [])]:
            if "$ref" in node:
                node = parameters[node["$ref"].rsplit("/", 1)[-1]]
            if node.get("in") == "query" and node.get("explode") is False:
                found.append(f"{_snake(operation['operationId'])} {_snake(node['name'])}")
    return found


def _styles_template(view: dict[str, Any]) -> str:
    listed = ", ".join(f'"{entry}"' for entry in comma_joined_query(view))
    return (
        "{#- Written by generator/openapi_client_stage.py from the spec: the query parameters "
        "declared `explode: false`. -#}\n"
        f"{{% set comma_joined_query = [{listed}] %}}\n"
    )


# --- running the tool ------------------------------------------------------------------------


#: The tool's own templates that our overrides include unchanged (copied to `tool/`).
INCLUDED_TOOL_TEMPLATES = ("client.py.jinja", "model.py.jinja")
#: The template the stage writes beside the overrides: `client_names` for the templates.
NAMES_TEMPLATE = "client_names.jinja"


def tool_command(
    view_path: Path, templates: Path, output: Path, config: Path = TOOL_CONFIG
) -> list[str]:
    """The tool's CLI: `openapi-python-client generate` with our config and templates, nothing
    skipped or warned about (`--fail-on-warning`), no project metadata (`--meta none`)."""
    return [
        str(Path(sys.executable).parent / TOOL),
        "generate",
        "--path",
        str(view_path),
        "--meta",
        "none",
        "--config",
        str(config),
        "--custom-template-path",
        str(templates),
        "--output-path",
        str(output),
        "--overwrite",
        "--fail-on-warning",
    ]


def jinja_literal(value: Any) -> str:
    """`value` (JSON data: dicts, lists, strings, numbers, booleans, None) as a Jinja literal."""
    if isinstance(value, dict):
        items = ", ".join(f"{jinja_literal(str(k))}: {jinja_literal(v)}" for k, v in value.items())
        return "{" + items + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(jinja_literal(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, int | float):
        return repr(value)
    return json.dumps(str(value), ensure_ascii=True)


def names_template(names: dict[str, Any]) -> str:
    """`client_names.jinja`: `names` as a Jinja variable the templates import
    (`{% from "client_names.jinja" import client_names %}`)."""
    return (
        "{#- Written by generator/openapi_client_stage.py from the spec and generator/config.yaml "
        "(generator/naming.py): resources, methods, renamed fields and parameters. -#}\n"
        f"{{% set client_names = {jinja_literal(names)} %}}\n"
    )


def run_tool(
    view: dict[str, Any],
    scratch: Path,
    env: dict[str, str],
    names: dict[str, Any] | None = None,
    *,
    overlay: Path | None = None,
    package: str | None = None,
) -> Path:
    """Run openapi-python-client's CLI on `view` in `scratch`; the generated package directory.

    The templates are a scratch copy of ours plus what the tool's CLI cannot be told: the
    `explode: false` query parameters (`_spec_styles.jinja`) and `names`
    (`generator.naming.facade_names`, as `client_names.jinja`), both written from the spec.
    `overlay`: templates that replace ours of the same name (the sandbox's client);
    `package`: the config's `package_name_override` replaced by this name.
    """
    from openapi_python_client import __file__ as tool_init

    view_path = scratch / VIEW_NAME
    view_path.write_text(json.dumps(view, ensure_ascii=False), encoding="utf-8")
    templates = scratch / "opc-templates"
    shutil.copytree(TOOL_TEMPLATES, templates, ignore=shutil.ignore_patterns("__pycache__"))
    if overlay is not None:
        shutil.copytree(overlay, templates, dirs_exist_ok=True)
    config_path = TOOL_CONFIG
    if package is not None:
        settings = yaml.safe_load(TOOL_CONFIG.read_text(encoding="utf-8"))
        settings["package_name_override"] = package
        config_path = scratch / "opc-config.yaml"
        config_path.write_text(yaml.safe_dump(settings), encoding="utf-8")
    (templates / "_spec_styles.jinja").write_text(_styles_template(view), encoding="utf-8")
    (templates / NAMES_TEMPLATE).write_text(
        names_template(names or empty_names(view)), encoding="utf-8"
    )
    (templates / "tool").mkdir()
    for name in INCLUDED_TOOL_TEMPLATES:
        shutil.copyfile(Path(tool_init).parent / "templates" / name, templates / "tool" / name)
    output = scratch / "opc-package"
    result = subprocess.run(
        tool_command(view_path, templates, output, config_path),
        cwd=scratch,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    text = "\n".join(part.strip() for part in (result.stdout, result.stderr) if part.strip())
    if result.returncode != 0 or not (output / "client.py").is_file():
        raise StageFailure(
            f"{TOOL} failed or warned (--fail-on-warning; nothing may be skipped):\n{text}"
        )
    return output


def empty_names(view: dict[str, Any]) -> dict[str, Any]:
    """The façade names of a view by the rule alone (no config overrides)."""
    return naming.facade_names(view, {}, {})


# --- the gate --------------------------------------------------------------------------------


def _snake(value: str) -> str:
    return naming.tool_snake(value)


def _model_module(name: str) -> str:
    return naming.tool_snake(naming.model_class(name))


def _expects_model(schema: Any) -> bool:
    if not isinstance(schema, dict):
        return False
    is_object = schema.get("type") == "object" or "properties" in schema or "allOf" in schema
    is_union = "anyOf" in schema or "oneOf" in schema
    return (is_object and not is_union) or "enum" in schema


def _untyped(annotation: ast.expr | None) -> bool:
    """An annotation that is (or has a member that is) `Any`; a free-form `dict[str, Any]` is
    a typed mapping."""
    if annotation is None:
        return False
    text = ast.unparse(annotation).replace("dict[str, Any]", "")
    return re.search(r"\bAny\b", text) is not None


def _functions(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}


def _status_branches(function: ast.FunctionDef) -> dict[int, ast.If]:
    found = {}
    for node in ast.walk(function):
        if (
            isinstance(node, ast.If)
            and isinstance(node.test, ast.Compare)
            and ast.unparse(node.test.left) == "response.status_code"
            and isinstance(node.test.comparators[0], ast.Constant)
            and isinstance(node.test.comparators[0].value, int)
        ):
            found[node.test.comparators[0].value] = node
    return found


def _branch_untyped(branch: ast.If) -> bool:
    """The branch parses nothing typed: `cast(Any, ...)` or a bare `response.json()`."""
    first = branch.body[0]
    value = first.value if isinstance(first, ast.Assign | ast.Return) else None
    text = ast.unparse(value) if value is not None else ""
    return text.startswith("cast(Any") or text == "response.json()"


def _resolve(view: dict[str, Any], node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        parts = node["$ref"].removeprefix("#/").split("/")
        node = view
        for part in parts:
            node = node[part]
    return node


def _operation_problems(
    view: dict[str, Any], operation: dict[str, Any], module: Path, label: str
) -> list[str]:
    problems = []
    functions = _functions(ast.parse(module.read_text(encoding="utf-8")))
    for name in ("_get_kwargs", "sync_detailed", "_parse_response"):
        if name not in functions:
            problems.append(f"{label}: {module.name} has no {name}()")
    if problems:
        return problems
    arguments = functions["sync_detailed"].args
    for arg in [*arguments.args, *arguments.kwonlyargs]:
        if arg.annotation is not None and _untyped(arg.annotation):
            what = "request body" if arg.arg == "body" else f"parameter {arg.arg!r}"
            problems.append(f"{label}: {what} is typed Any ({ast.unparse(arg.annotation)})")
    branches = _status_branches(functions["_parse_response"])
    for status, response in (operation.get("responses") or {}).items():
        if not str(status).isdigit():
            continue
        branch = branches.get(int(status))
        if branch is None:
            problems.append(f"{label}: documented response {status} is missing")
        elif _resolve(view, response).get("content") and _branch_untyped(branch):
            problems.append(f"{label}: documented response {status} is parsed untyped (Any)")
    return problems


#: The tool's names for inline branches without a title (`..._type_0`, `..._type_1`).
_NUMBERED = re.compile(r"_type_\d+$")


def gate_problems(view: dict[str, Any], package: Path, tag_modules: dict[str, str]) -> list[str]:
    """Everything of the view the generated package lost or left untyped (empty: all there)."""
    problems = []
    for path, method, operation in operations(view):
        operation_id = operation.get("operationId", f"{method} {path}")
        label = f"operation {operation_id} ({method.upper()} {path})"
        tags = operation.get("tags") or ["default"]
        tag = _snake(str(tags[0]))
        module = package / "api" / tag_modules.get(tag, tag) / f"{_snake(operation_id)}.py"
        if not module.is_file():
            problems.append(f"{label}: no api module {module.relative_to(package)}")
            continue
        problems += _operation_problems(view, operation, module, label)
    for entry in comma_joined_query(view):
        operation_module, name = entry.split(" ")
        modules = list((package / "api").glob(f"*/{operation_module}.py"))
        if not modules or '",".join(' not in modules[0].read_text(encoding="utf-8"):
            problems.append(f"{operation_module}: query {name!r} (explode: false) not comma-joined")
    for module in sorted((package / "models").glob("*.py")):
        if _NUMBERED.search(module.stem):
            problems.append(
                f"model {module.stem}: a numbered name (an inline schema without a title)"
            )
    for name, schema in view.get("components", {}).get("schemas", {}).items():
        if _expects_model(schema):
            module = package / "models" / f"{_model_module(name)}.py"
            if not module.is_file():
                problems.append(f"schema {name}: no model {module.relative_to(package)}")
    return problems


# --- the stage -------------------------------------------------------------------------------


def _rename_tag_modules(package: Path, tag_modules: dict[str, str]) -> None:
    """Rename tag packages (`you_tube` -> `youtube`); their modules import relatively."""
    api = package / "api"
    for old, new in sorted(tag_modules.items()):
        if (api / old).is_dir():
            if (api / new).exists():
                raise StageFailure(f"tag module {old!r} -> {new!r}: {new!r} already exists")
            (api / old).rename(api / new)


def prune_resource_imports(package: Path) -> None:
    """Drop the unused imports of each resource module (`api/<tag>/__init__.py`):
    endpoint_init.py.jinja imports all that the tag's operation modules import. ruff's F401
    (which leaves an `__init__.py` as it is) reads each as a plain module, by the AST: a name in
    a docstring is no use. The imports are sorted again, so a shortened one fits on one line."""
    ruff = str(Path(sys.executable).parent / "ruff")
    options = ["--isolated", "--no-cache", "--select=F401,I001", "--fix-only", "--exit-zero"]
    options.append("--config=lint.isort.split-on-trailing-comma=false")  # what F401 leaves
    for module in sorted((package / "api").glob("*/__init__.py")):
        result = subprocess.run(
            [ruff, "check", *options, "--stdin-filename=resources.py", "-"],
            input=module.read_text(encoding="utf-8"),
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            raise StageFailure(f"ruff could not prune {module}: {result.stderr.strip()}")
        module.write_text(result.stdout, encoding="utf-8")


def _merge(source: Path, target: Path) -> None:
    """Copy the generated package into the tree; an existing file is a clash."""
    target.mkdir(parents=True, exist_ok=True)
    for item in sorted(source.iterdir()):
        if item.name in {"__pycache__", ".ruff_cache"}:
            continue
        if (target / item.name).exists():
            raise StageFailure(f"{item.name} would overwrite {target / item.name}")
        if item.is_dir():
            shutil.copytree(item, target / item.name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copyfile(item, target / item.name)


def generate_package(
    view: dict[str, Any],
    names: dict[str, dict[str, str]],
    target: Path,
    work: Path,
    env: dict[str, str],
    *,
    source: str,
    remedy: str,
    settings: StageSettings | None = None,
    overlay: Path | None = None,
    package: str | None = None,
    runtime: runtime_copy.Runtime | None = None,
) -> None:
    """The body of both runs of the tool: name the view (`names`: config `client.naming`), run
    the tool in `work` (`run_tool`: `overlay`, `package`), rename the tag modules, prune the
    resources' imports (`prune_resource_imports`), copy the
    hand-written `runtime` modules in (`runtime_copy`), gate the package
    (`settings.allowed` findings pass) and merge it into `target`. A failure names `source`
    (the document) and says `remedy`."""
    settings = settings or StageSettings(tag_modules={}, allowed={})
    work.mkdir()
    try:
        client_names = naming.facade_names(view, names, settings.tag_modules)
    except naming.NamingError as exc:
        raise StageFailure(f"{source}: {exc}") from exc
    generated = run_tool(view, work, env, client_names, overlay=overlay, package=package)
    _rename_tag_modules(generated, settings.tag_modules)
    prune_resource_imports(generated)
    if runtime is not None:
        try:
            runtime_copy.copy_runtime(generated, runtime)
        except runtime_copy.RuntimeClash as exc:
            raise StageFailure(str(exc)) from exc
    problems = [
        p
        for p in gate_problems(view, generated, settings.tag_modules)
        if not any(match in p for match in settings.allowed)
    ]
    if problems:
        listed = "\n".join(f"  {p}" for p in problems)
        raise StageFailure(f"{TOOL} lost part of {source} ({remedy}):\n{listed}")
    _merge(generated, target)


def write_openapi_client(
    spec: dict[str, Any],
    config: GeneratorConfig,
    tree: Path,
    scratch: Path,
    env: dict[str, str],
    settings: StageSettings | None = None,
) -> None:
    """Generate the client package from the view of `spec` and merge it into the tree."""
    generate_package(
        build_view(spec),
        config.naming,
        tree / config.client_package,
        scratch / "openapi-python-client",
        env,
        source=config.spec,
        remedy="fix the spec, or allow the finding with a reason in "
        f"{STAGE_SETTINGS.relative_to(GENERATOR_DIR.parent)}",
        settings=settings or load_stage_settings(),
        runtime=runtime_copy.CLIENT,
    )
