"""A light install (`pip install '.[contract]'`) made from this environment's distributions:
a virtual environment whose site-packages links exactly the dependency closure of the toolkit's
`contract` extra (no starlette, no uvicorn), the project on its PYTHONPATH as the wheel would
put it."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

DISTRIBUTION = "social-publishing-toolkit"


def _closure(extra: str) -> set[str]:
    """Names of the distributions the toolkit's ``extra`` needs, transitively."""
    found: set[str] = set()
    todo = [(DISTRIBUTION, {extra})]
    while todo:
        name, extras = todo.pop()
        for text in metadata.requires(name) or []:
            requirement = Requirement(text)
            marker = requirement.marker
            if marker is not None and not any(
                marker.evaluate({"extra": e}) for e in (extras or {""})
            ):
                continue
            key = requirement.name.lower()
            if key not in found:
                found.add(key)
                todo.append((requirement.name, set(requirement.extras)))
    return found


def make(directory: Path) -> Path:
    """The light environment's python (created in ``directory``)."""
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(directory)], check=True, timeout=120
    )
    (site,) = directory.glob("lib/python*/site-packages")
    for name in sorted(_closure("contract")):
        dist = metadata.distribution(name)
        for top in {Path(str(f)).parts[0] for f in dist.files or []}:
            source = Path(str(dist.locate_file(top)))
            link = site / top
            if top in ("..", "__pycache__") or link.exists() or not source.exists():
                continue
            link.symlink_to(source)
    return directory / "bin" / "python"
