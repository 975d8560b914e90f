"""Every test process shares its loads of the spec and control spec (`share_loaded_specs`):
a second `ServiceSpec.load()` / `ControlSpec.load()` of the same unchanged file answers the
object the first one built (a changed file, or another path, is read again). About thirty test
modules load the spec when they are collected, and each process collects all of them. The spec
objects are read-only by design; a test that edits a document edits a deep copy of it."""

from __future__ import annotations

from spec_model import share_loaded_specs

share_loaded_specs()
