"""The generator pipeline: build a complete tree in a staging directory, then publish it.

`build_tree` runs the stages of `stages.py` in order, the models tool and the two client runs
side by side (separate tools writing separate directories); `generate` skips the work when the
stamp says nothing changed and otherwise swaps the new tree in for the old one; `check`
builds into a temporary directory and compares it with the committed tree. A failure in any
stage leaves the existing output untouched.
"""

from __future__ import annotations

import copy
import shutil
import tempfile
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator import openapi_client_stage, sandbox_client, stages, stamp
from generator.settings import GeneratorConfig, load_config
from generator.treediff import TreeDifference, compare_trees
from generator.warning_policy import ToolWarning, disallowed, unused_allowances

Report = Callable[[str], None]


class GeneratorFailure(Exception):
    """The generator could not produce the output; the message says why."""


@dataclass
class BuildResult:
    """What a build produced besides the files."""

    warnings: list[ToolWarning] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _quiet(_: str) -> None:
    return None


def build_tree(
    root: Path, tree: Path, config: GeneratorConfig | None = None, report: Report = _quiet
) -> BuildResult:
    """Build the whole output into `tree` (which must not exist) from `root`/spec."""
    config = config or load_config()
    spec_path = root / config.spec
    result = BuildResult()
    try:
        report(f"validate spec {config.spec}")
        spec = stages.validate_spec(spec_path)
        control = _control_document(root, spec, config)
        tree.mkdir(parents=True)
        with (
            tempfile.TemporaryDirectory(prefix="generator-stage-") as scratch_name,
            tempfile.TemporaryDirectory(prefix="generator-opc-") as opc_scratch,
            ThreadPoolExecutor(max_workers=3) as pool,
        ):
            # The tools format with ruff, which looks for its configuration near the files:
            # the scratch directory holds a fixed one, so the output is the same wherever the
            # tree is built.
            scratch = Path(scratch_name)
            stages.write_tool_ruff_config(config, scratch)
            # The models and the two clients come from separate runs of separate tools into
            # separate directories: they run side by side (each is mostly a subprocess), the
            # models tool on its own copy of the documents.
            report(f"{stages.DATAMODEL} -> {config.models_package}")
            (scratch / config.models_package).mkdir()
            models = pool.submit(
                stages.run_datamodel_codegen,
                copy.deepcopy(spec),
                config,
                scratch / config.models_package,
                scratch,
                copy.deepcopy(control),
            )
            report(
                f"{openapi_client_stage.TOOL} -> {config.client_package}, {config.sandbox_package}"
            )
            clients = _start_clients(pool, spec, control, config, tree, Path(opc_scratch))
            result.warnings += models.result()
            shutil.copytree(scratch / config.models_package, tree / config.models_package)
            models_dir = tree / config.models_package
            bad = disallowed(result.warnings, config.allowed_warnings)
            if bad:
                listed = "\n".join(f"  [{w.tool}] {w.text}" for w in bad)
                raise stages.StageError(
                    "warnings",
                    "the tools printed warnings not listed in generator/config.yaml "
                    f"allowed_warnings (fix the spec, or allow them with a reason):\n{listed}",
                )
            for rule in unused_allowances(result.warnings, config.allowed_warnings):
                result.notes.append(f"allowed warning no longer printed, remove it: {rule.match}")
            report("spec facts, companion (the models' format types)")
            stages.write_spec_facts(spec, models_dir)
            stages.copy_companion(tree)
            _finish_clients(clients)
        stages.write_project_files(spec, config, tree)
        report("format")
        stages.format_tree(config, tree)
        (tree / stamp.STAMP_NAME).write_text(
            stamp.render_stamp(
                stamp.input_hash(spec_path, root / config.control_spec), stamp.output_hash(tree)
            ),
            encoding="utf-8",
        )
    except stages.StageError as exc:
        raise GeneratorFailure(str(exc)) from exc
    return result


def _control_document(
    root: Path, spec: dict[str, Any], config: GeneratorConfig
) -> dict[str, Any] | None:
    """The control document (`x-enum-from` filled) as `spec_model.ControlSpec` reads it, or
    None when the root has none (`make diff` generates from the API spec alone)."""
    from spec_model import ControlSpec, ServiceSpec

    control_path = root / config.control_spec
    if not control_path.is_file():
        return None
    return dict(ControlSpec.load(control_path, ServiceSpec(spec, root / config.spec)).document)


def _start_clients(
    pool: ThreadPoolExecutor,
    spec: dict[str, Any],
    control: dict[str, Any] | None,
    config: GeneratorConfig,
    tree: Path,
    scratch: Path,
) -> list[Future[None]]:
    """Start the client (openapi.yaml) and, given the control document, the sandbox's client
    (sandbox.yaml): two runs of the tool in `pool`, each merging its package into `tree`."""
    (scratch / "client").mkdir()
    (scratch / "sandbox").mkdir()
    env = stages.tool_env()
    runs = [
        pool.submit(
            openapi_client_stage.write_openapi_client, spec, config, tree, scratch / "client", env
        )
    ]
    if control is not None:
        runs.append(
            pool.submit(
                sandbox_client.write_sandbox_client,
                control,
                spec,
                config,
                tree,
                scratch / "sandbox",
                env,
            )
        )
    return runs


def _finish_clients(runs: list[Future[None]]) -> None:
    """Wait for the client runs; a failure of the tool is the stage's."""
    for run in runs:
        try:
            run.result()
        except openapi_client_stage.StageFailure as exc:
            raise stages.StageError(openapi_client_stage.TOOL, str(exc)) from exc


def _replace_directory(new: Path, target: Path) -> None:
    """Swap `new` in for `target` with two renames on the same filesystem."""
    old = target.with_name(f".{target.name}.old")
    if old.exists():
        shutil.rmtree(old)
    if target.exists():
        target.rename(old)
    try:
        new.rename(target)
    except OSError:
        if old.exists():
            old.rename(target)
        raise
    if old.exists():
        shutil.rmtree(old)


def generate(
    root: Path, *, force: bool = False, report: Report = _quiet
) -> tuple[bool, BuildResult]:
    """Regenerate `root`/output unless it is up to date; returns (changed, result)."""
    config = load_config()
    if not force and stamp.is_up_to_date(root, config):
        return False, BuildResult()
    target = root / config.output_dir
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=root))
    try:
        result = build_tree(root, staging / "tree", config, report)
        _replace_directory(staging / "tree", target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return True, result


def check(root: Path, *, report: Report = _quiet) -> tuple[TreeDifference, BuildResult]:
    """Build into a temporary directory and compare with the committed output."""
    config = load_config()
    with tempfile.TemporaryDirectory(prefix="generator-check-") as scratch:
        result = build_tree(root, Path(scratch) / "tree", config, report)
        return compare_trees(Path(scratch) / "tree", root / config.output_dir), result
