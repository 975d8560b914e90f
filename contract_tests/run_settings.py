"""How hard a run tries: the `fast` and `thorough` profiles and the seed.

Read from the environment so test modules can use them at import time (schemathesis builds its
tests while pytest collects); the command line sets the variables.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

PROFILE_ENV = "CONTRACT_RUN_PROFILE"
SEED_ENV = "CONTRACT_SEED"
DEFAULT_SEED = 20261122


@dataclass(frozen=True)
class RunProfile:
    """Volume of generated tests."""

    name: str
    max_examples: int
    stateful_max_steps: int
    stateful_examples: int
    delivery_wait_seconds: float


PROFILES = {
    "fast": RunProfile(
        "fast", max_examples=50, stateful_max_steps=8, stateful_examples=25, delivery_wait_seconds=8
    ),
    "thorough": RunProfile(
        "thorough",
        max_examples=300,
        stateful_max_steps=12,
        stateful_examples=100,
        delivery_wait_seconds=20,
    ),
}


def current_profile() -> RunProfile:
    name = os.environ.get(PROFILE_ENV, "fast")
    if name not in PROFILES:
        raise ValueError(f"unknown profile {name!r}; choose one of {', '.join(PROFILES)}")
    return PROFILES[name]


def current_seed() -> int:
    return int(os.environ.get(SEED_ENV) or DEFAULT_SEED)
