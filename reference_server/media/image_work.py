"""The one memory budget of this process's image work: decoding and resampling an image for a
resize, or drawing an `--offline-fetch` stand-in, holds `IMAGE_WORK` while it runs, so those run
one after another. A decode at `x-resize.maxSourcePixels`, or a 4096x4096 stand-in, needs
hundreds of megabytes; concurrent ones would add up (eight concurrent stand-ins peaked at
about 1 GiB). Callers wait for the slot on the event loop and do the work in a thread."""

from __future__ import annotations

import asyncio

IMAGE_WORK = asyncio.Semaphore(1)
