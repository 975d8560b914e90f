"""The server process's start-up heap, kept out of the collector's full passes.

CPython's cyclic garbage collector now and then walks every tracked object of the process (a
full, generation-2 pass) while holding the interpreter lock: with the spec models, schemas
and handlers the server loads (~120,000 objects) each such pass stalled the event loop for
60-200 ms, whichever thread triggered it (a worker building a long listing triggers them
often). `settle` collects once and then freezes what is alive after start-up (`gc.freeze`):
those objects live as long as the process anyway, and full passes walk only what requests
made since."""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect the start-up garbage, then move every object alive into the collector's
    permanent generation (never walked again)."""
    gc.collect()
    gc.freeze()
