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
* the operationIds the suite's code names (`contract_tests.operation_names`, read from its
  source with `ast`: ~0.2 s of CPU in each suite process);
* `inspect`'s file-to-module map filled for the preloaded modules: pytest walks it on every
  failure it reports (each module's real path, ~0.1 s per run with this many modules).
"""

from __future__ import annotations

import inspect

from contract_tests.operation_names import suite_operation_names
from contract_tests.spec import load_spec
from spec_model import ControlSpec, ServiceSpec, share_loaded_specs

share_loaded_specs()
import tests.contract_power.faults  # noqa: E402,F401  (after sharing: its spec is the shared one)

for _api in (ServiceSpec.load(), load_spec()):
    ControlSpec.load(api=_api)

suite_operation_names()

inspect.getmodule(compile("", "<fork-preload>", "exec"))
