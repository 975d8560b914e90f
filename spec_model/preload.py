"""Importing this parses the default spec and test-control documents once (`load_yaml` keeps
them), so processes forked afterwards start with them parsed: the contract-power proof's fork
server preloads it, and every server and suite it forks skips two YAML parses."""

from __future__ import annotations

from contextlib import suppress

from .loader import SpecLoadError, default_control_spec_path, default_spec_path, load_yaml

for _path in (default_spec_path, default_control_spec_path):
    # Nothing to warm when a file is missing or broken: each process reports it when it reads.
    with suppress(OSError, SpecLoadError):
        load_yaml(_path().read_text(encoding="utf-8"))
