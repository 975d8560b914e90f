"""Functions the isolated-parse tests run in a parsing child (module level: picklable)."""

from __future__ import annotations

import time


def slow(seconds: float) -> str:
    time.sleep(seconds)
    return "done"


def greedy(megabytes: int) -> int:
    return len(bytearray(megabytes * 1024 * 1024))


def echo(value: str) -> str:
    return value
