"""`share_loaded_specs`: off by default; once on, a load of the same unchanged file answers the
same object, a changed file is read again, and a control document is shared per spec object.
Each case runs in its own interpreter: sharing, once on, stays on for the process."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _run(code: str, tmp_path: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={"PYTHONPATH": str(REPO), "SPEC_COPY": str(tmp_path / "openapi.yaml")},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_loads_are_not_shared_by_default(tmp_path: Path) -> None:
    code = """
        from spec_model import ServiceSpec
        print(ServiceSpec.load() is ServiceSpec.load())
    """
    assert _run(code, tmp_path) == "False"


def test_shared_loads_answer_one_object_per_unchanged_file(tmp_path: Path) -> None:
    code = """
        import os, shutil
        from spec_model import ControlSpec, ServiceSpec, default_spec_path, share_loaded_specs
        share_loaded_specs()
        first = ServiceSpec.load()
        copy = os.environ["SPEC_COPY"]
        shutil.copy(default_spec_path(), copy)
        other = ServiceSpec.load(copy)
        print(first is ServiceSpec.load(), other is ServiceSpec.load(copy), first is other)
        print(ControlSpec.load() is ControlSpec.load(), ControlSpec.load(api=other).api is other)
        with open(copy, "a", encoding="utf-8") as changed:
            changed.write("\\n# changed\\n")
        print(ServiceSpec.load(copy) is other)
    """
    assert _run(code, tmp_path).splitlines() == ["True True False", "True True", "False"]
