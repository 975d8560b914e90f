"""The settings of one contract-suite run, as one explicit object.

:class:`RunSettings` holds the target, the spec, the test volume (a :class:`RunProfile`), the seed
and the time limits. The pytest plugin (`plugin.py`) builds it from the command line once, in
``pytest_configure``, before collection (schemathesis builds its tests while pytest collects),
and hands it to xdist workers as JSON in their ``workerinput``; test modules read it with
:func:`current`, and a rule walking the spec's operations keeps the selected ones with
:func:`walked`. No environment variable is written by the suite.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import pytest

from contract_tests.selection import Selection
from contract_tests.spec import ApiSpec, load_spec
from spec_model import Operation

DEFAULT_SEED = 20261122
DEFAULT_API_KEY = "dev-api-key"
#: Whole-run limit when none is given: far above a thorough run against the reference server,
#: low enough that a hanging target ends in a report instead of a killed CI job.
DEFAULT_MAX_TIME_SECONDS = 1500.0
DEFAULT_REQUEST_TIMEOUT_SECONDS = 30.0
#: schemathesis' phases, in the order it runs them: the property tests run the first three (the
#: spec's examples; the coverage phase's boundary and type-violation cases of every field;
#: generated cases), `test_stateful.py` the last (following the spec's links). A run may leave
#: some out (`--phases`).
PHASES = ("examples", "coverage", "fuzzing", "stateful")
PROPERTY_PHASES = PHASES[:3]


@dataclass(frozen=True)
class RunProfile:
    """Volume of generated tests and the default per-test time limit that fits it."""

    name: str
    max_examples: int
    stateful_max_steps: int
    stateful_examples: int
    delivery_wait_seconds: float
    test_timeout_seconds: float


PROFILES = {
    "fast": RunProfile(
        "fast",
        # Beside the examples and coverage phases (every documented example, boundary and
        # type violation of every field): at most 60 s for ~100 operations on 2 cores.
        max_examples=25,
        stateful_max_steps=8,
        stateful_examples=25,
        delivery_wait_seconds=8,
        test_timeout_seconds=120,
    ),
    "thorough": RunProfile(
        "thorough",
        max_examples=300,
        stateful_max_steps=12,
        stateful_examples=100,
        delivery_wait_seconds=20,
        test_timeout_seconds=600,
    ),
}


@dataclass(frozen=True)
class RunSettings:
    """Everything a run is told: where the target is, what to judge by, how hard and how long."""

    #: Server under test; ``None`` until the suite has started its own reference server.
    base_url: str | None = None
    api_key: str = DEFAULT_API_KEY
    profile_key: str | None = None
    #: The spec file (``None``: the repository's, else the packaged copy).
    spec: str | None = None
    profile: str = "fast"
    seed: int = DEFAULT_SEED
    #: Generated cases per operation in the property tests (``None``: the profile's).
    max_examples: int | None = None
    #: Per-test limit (``None``: the profile's).
    test_timeout: float | None = None
    request_timeout: float = DEFAULT_REQUEST_TIMEOUT_SECONDS
    max_time: float = DEFAULT_MAX_TIME_SECONDS
    #: The host name or address at which the target reaches the suite's receivers (they then
    #: listen on every interface); ``None``: 127.0.0.1 (a target on the same machine).
    receiver_host: str | None = None
    #: A public base URL (e.g. a tunnel's) that forwards to the webhook receiver's fixed port
    #: ``receiver_port``; ``None``: the receiver's own address.
    receiver_url: str | None = None
    receiver_port: int = 0
    #: The schemathesis phases the run runs (`PHASES`, in that order).
    phases: tuple[str, ...] = PHASES
    #: The operations the run tests (`selection.py`; empty: all).
    selection: Selection = field(default_factory=Selection)

    def __post_init__(self) -> None:
        unknown = [phase for phase in self.phases if phase not in PHASES]
        if unknown or not self.phases:
            raise ValueError(
                f"phases: {'unknown ' + ', '.join(unknown) if unknown else 'none given'}; "
                f"choose one or more of {', '.join(PHASES)}"
            )
        object.__setattr__(self, "phases", tuple(p for p in PHASES if p in self.phases))
        if self.profile not in PROFILES:
            raise ValueError(
                f"unknown profile {self.profile!r}; choose one of {', '.join(PROFILES)}"
            )
        for name in ("request_timeout", "max_time"):
            if getattr(self, name) <= 0:
                raise ValueError(f"{name} must be positive")
        if self.test_timeout is not None and self.test_timeout <= 0:
            raise ValueError("test_timeout must be positive")
        if self.max_examples is not None and self.max_examples < 1:
            raise ValueError("max_examples must be at least 1")

    @property
    def run_profile(self) -> RunProfile:
        profile = PROFILES[self.profile]
        if self.max_examples is None:
            return profile
        return replace(profile, max_examples=self.max_examples)

    @property
    def effective_test_timeout(self) -> float:
        return self.test_timeout or self.run_profile.test_timeout_seconds

    def with_base_url(self, base_url: str) -> RunSettings:
        return replace(self, base_url=base_url.rstrip("/"))

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RunSettings:
        data: dict[str, Any] = json.loads(text)
        data["phases"] = tuple(data.get("phases", PHASES))
        data["selection"] = Selection.from_dict(data.get("selection") or {})
        return cls(**data)


_current: list[RunSettings] = []


def configure(settings: RunSettings) -> None:
    """Make ``settings`` the run's settings (the plugin calls this before collection)."""
    _current[:] = [settings]


def current() -> RunSettings:
    """The run's settings; defaults when no run configured them (e.g. an import in a tool)."""
    return _current[0] if _current else RunSettings()


def current_profile() -> RunProfile:
    return current().run_profile


def current_seed() -> int:
    return current().seed


def run_spec() -> ApiSpec:
    """The spec this run judges by."""
    return load_spec(current().spec)


def walked(operations: Iterable[Operation], what: str) -> list[Operation]:
    """For a rule test that walks the spec's operations in its body (`what` they share, e.g.
    "operations declaring rate_limited"): those the run's selection keeps. The test skips,
    naming the selection, when it leaves out every one of them (it would check nothing)."""
    chosen = current().selection
    found = list(operations)
    kept = [op for op in found if chosen.selects(op)]
    if found and not kept:
        pytest.skip(f"the {what} are not selected ({chosen.describe()})")
    return kept
