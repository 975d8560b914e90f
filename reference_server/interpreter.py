"""How the event loop's thread keeps its share of the interpreter while worker threads compute.

Long work runs in worker threads, but a thread holds the interpreter lock, and so stalls the
loop, in two ways that `settle` (run once the server has started) bounds:

- A full (generation-2) pass of CPython's cyclic garbage collector walks every tracked object
  under the lock: with the spec models, schemas and handlers the server loads (~120,000
  objects) each pass took 60-200 ms, whichever thread triggered it (a worker building a long
  listing triggers them often). The collector runs once, then what is alive is frozen
  (`gc.freeze`): it lives as long as the process anyway, and passes walk only what requests
  made since.
- The loop's thread waits for the lock each time it takes it back (after every poll, socket
  call and SQLite statement) until the computing thread is asked to drop it: up to the switch
  interval, 5 ms by default, a dozen times per request. `SWITCH_INTERVAL_SECONDS` shortens it.
"""

from __future__ import annotations

import gc
import sys

#: The interpreter's thread switch interval while serving (CPython's default: 0.005).
SWITCH_INTERVAL_SECONDS = 0.001


def settle() -> None:
    """Collect the start-up garbage, move every object alive into the collector's permanent
    generation (never walked again) and set the switch interval."""
    gc.collect()
    gc.freeze()
    sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
