"""Work the proof's fork server (`testkit/forked.py`) does once, before it forks any run.

Imported last by the fork server (it runs with the repository on its path), so every forked
reference server and suite process starts with it done:

* loaded specs shared (`spec_model.share_loaded_specs`): the spec read once as the server
  reads it (`ServiceSpec.load`, which one server process called four times: its service, two
  delivery-policy readers and the test-control document) and as the suite reads it
  (`contract_tests.spec.load_spec`), and the test-control document (`ControlSpec.load`, ~0.06 s
  of CPU in each server and suite process) against each of those two spec objects; each forked
  process holds its own copy, so nothing one run does reaches another;
* the faults imported (`tests.contract_power.faults`: each broken server imports them);
* each spec's references that name no operation (`ServiceSpec.dangling_references`, ~0.05 s
  in each server and suite);
* `inspect`'s file-to-module map filled for the preloaded modules: pytest walks it on every
  failure it reports (each module's real path, ~0.1 s per run with this many modules);
* the TLS context of the suite's HTTP clients (`contract_tests.target.tls_context`, the CA
  bundle loaded once, ~0.09 s per run);
* the intervals of the codec schemathesis draws strings from (`utf-8`), which Hypothesis
  computes once per process (~2 s of CPU in every run of a property test);
* what every suite run imports after the fork besides its test modules (~90 modules, ~0.1 s of
  CPU per run): pytest's own and the installed plugins (a collection-only `pytest.main` of an
  empty directory, the public way to have pytest load them), the suite's library modules and
  the schemathesis reporters its plugin opens. Test modules stay unimported: pytest rewrites
  their asserts when it imports them.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import io
import pkgutil
import tempfile

import hypothesis.strategies
import pytest

import contract_tests
from contract_tests.spec import load_spec
from contract_tests.target import tls_context
from spec_model import ControlSpec, ServiceSpec, share_loaded_specs

share_loaded_specs()
import tests.contract_power.faults  # noqa: E402,F401  (after sharing: its spec is the shared one)

for _api in (ServiceSpec.load(), load_spec()):
    ControlSpec.load(api=_api)

for _api in (ServiceSpec.load(), load_spec()):
    _api.dangling_references  # noqa: B018  (computed once, read by every server and suite start)

tls_context()  # the suite's clients' CA bundle (certifi), ~0.09 s to load
# The characters schemathesis generates strings from (its default codec): Hypothesis computes
# the codec's intervals once per process, ~2 s of CPU in every run of a property test.
hypothesis.strategies.characters(codec="utf-8").validate()

for _module in pkgutil.iter_modules(contract_tests.__path__, "contract_tests."):
    if not _module.name.rpartition(".")[2].startswith(("test_", "__main__")):
        importlib.import_module(_module.name)
for _name in (
    "schemathesis.pytest.xdist",
    "schemathesis.reporting.html",
    "schemathesis.reporting.junitxml",
    "schemathesis.openapi.checks",
    "testkit.post_results",
    "tests.contract_power.selections",  # the plugin every fault run loads (`-p`)
):
    importlib.import_module(_name)
with (
    tempfile.TemporaryDirectory(prefix="fork-preload-") as _empty,
    contextlib.redirect_stdout(io.StringIO()),
):
    pytest.main(
        [
            "--collect-only",
            "-q",
            "--capture=no",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            _empty,
            _empty,
        ]
    )

inspect.getmodule(compile("", "<fork-preload>", "exec"))
