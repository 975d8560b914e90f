"""The toolkit pip-installed from the working tree into a fresh virtual environment, as a server
team's CI installs it: a checkout (the working tree's files that git tracks or would track, so
uncommitted changes count), `python -m venv`, and the pip commands as written.

What those installs download comes from a wheelhouse (:func:`wheelhouse`): the wheels of the
project's declared requirements (the base, the `contract` and `server` extras and the build
backend), fetched once from the package registries by `pip wheel` under this machine's own pip
configuration (indexes, find-links, certificates, constraints), and kept in the user's cache
dir under a key of those requirements, the Python version and the platform. A changed
requirement gets a new wheelhouse; otherwise the installs run offline (`PIP_NO_INDEX`,
`PIP_FIND_LINKS`): pip still resolves each install against the project's real metadata and
builds the project from the checkout, but fetches nothing, so a rerun is fast."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from tests.contract_suite.runs import REPO

#: Bound of one `pip wheel` that fills a wheelhouse from the registries.
FETCH_TIMEOUT = 900
#: Bound of `python -m venv` (it installs pip into the environment).
VENV_TIMEOUT = 180
#: The extras a server team's CI installs.
EXTRAS = ("contract", "server")


def requirements() -> list[str]:
    """Every requirement an install of the project with :data:`EXTRAS` needs, the build
    backend's included."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))
    extras = project["project"]["optional-dependencies"]
    return [
        *project["build-system"]["requires"],
        *project["project"]["dependencies"],
        *(text for extra in EXTRAS for text in extras[extra]),
    ]


def cache_dir() -> Path:
    """`$XDG_CACHE_HOME` (else `~/.cache`)/social-publishing-toolkit."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "social-publishing-toolkit"


def wheelhouse() -> Path:
    """A directory of wheels that satisfies :func:`requirements` (fetched on first use)."""
    wanted = requirements()
    key = hashlib.sha256(
        json.dumps(
            [wanted, sys.version_info[:2], sys.platform, platform.machine()], sort_keys=True
        ).encode()
    ).hexdigest()[:16]
    house = cache_dir() / "wheelhouse" / key
    if house.is_dir():
        return house
    house.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=house.parent))
    try:
        fetched = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--wheel-dir", str(partial), *wanted],
            env=pip_env(),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            check=False,
            timeout=FETCH_TIMEOUT,
        )
        if fetched.returncode != 0:
            raise RuntimeError(
                f"pip wheel could not fetch the project's requirements (exit "
                f"{fetched.returncode}):\n{fetched.stdout[-3000:]}{fetched.stderr[-3000:]}"
            )
        try:
            partial.rename(house)  # complete or absent: a concurrent fetch may have won
        except OSError:
            if not house.is_dir():
                raise
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    return house


def pip_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """``base`` (else this process's environment) without anything that would let an install
    see this checkout or its environment: no PYTHONPATH, no active virtual environment, no
    suite variables; pip's own configuration is left as this machine has it."""
    env = dict(os.environ if base is None else base)
    for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PIP_REQUIRE_VIRTUALENV"):
        env.pop(name, None)
    own_bin = str(Path(sys.executable).parent)
    path = [p for p in env.get("PATH", os.defpath).split(os.pathsep) if p and p != own_bin]
    env["PATH"] = os.pathsep.join(path)
    return {k: v for k, v in env.items() if not k.startswith(("CONTRACT_", "HYPOTHESIS_"))}


def offline_env(venv: Path, house: Path) -> dict[str, str]:
    """The environment of a CI job whose `python` and `pip` are ``venv``'s and whose installs
    take what they download from ``house``."""
    env = pip_env()
    return {
        **env,
        "PATH": os.pathsep.join([str(venv / "bin"), env["PATH"]]),
        "PIP_NO_INDEX": "1",
        "PIP_FIND_LINKS": str(house),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        "PYTHONUNBUFFERED": "1",
    }


def make_venv(directory: Path) -> Path:
    """A fresh virtual environment (with pip) in ``directory``; its python."""
    subprocess.run(
        [sys.executable, "-m", "venv", str(directory)],
        env=pip_env(),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        check=True,
        timeout=VENV_TIMEOUT,
    )
    return directory / "bin" / "python"


def checkout(directory: Path) -> Path:
    """The working tree's files as a fresh checkout of it would hold them (tracked, and
    untracked but not ignored, as they are now), copied to ``directory``."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
        timeout=60,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = REPO / name
        if not source.is_file():  # deleted in the working tree
            continue
        target = directory / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    return directory
