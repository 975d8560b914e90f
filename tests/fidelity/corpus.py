"""The corpus of the service's documented requests: one YAML file per area in `corpus/`.

Each file holds `area`, `links` (the networks linked, through the sandbox control, to the
profile the area acts for before its first step) and `steps`, run in order. A step is either
an *example* (it has `source`: the documentation page it is written from, facts only, in this
format) or a *setup* step (it has `setup`: why the state is needed; not an example, not
counted). Every step has:

* `id` (unique in its area) and `request`: `method`, `path`, optional `query` (a string, sent
  as written, as the pages write it, e.g. ``platforms[0]=instagram``), `json`, `headers`,
  `multipart` (a `multipart/form-data` body: `fields`, name -> text, and `files`, name ->
  `{filename, contentType, text}`), or `text` (a body sent as written, UTF-8, `text/plain`
  unless `headers` names a `Content-Type`); or `url` instead of `path`/`query`: an address of the
  server under test that an earlier answer gave (``{link_url}``); and `synthetic` (a `json`
  field -> a file by kind and size, built when the step runs and sent as a data URI: files too
  large to write out, e.g. one byte over a network's image size; format in `synthetic.py`);
* `expect`: `status` (default 200), `code` (the documented error code), `fields` (dotted
  paths the documented answer shows, each must be present), `equals` (dotted path -> value);
  for an answer that is not JSON, `mediaType` (e.g. ``text/html``) and `contains` (texts);
* `save`: name -> dotted path of the answer, kept for later steps; ``{name}`` in a later
  step's strings is replaced by it (``{api_key}`` and ``{profile_key}`` are always known);
* `needs`: features (tests/fidelity/features.py) the step waits for.

A dotted path's parts are keys, or list indexes written as digits (`posts.0.id`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .features import AVAILABLE
from .synthetic import check as check_synthetic

CORPUS_DIR = Path(__file__).parent / "corpus"


@dataclass(frozen=True)
class Step:
    area: str
    id: str
    request: dict[str, Any]
    expect: dict[str, Any]
    source: str | None = None
    setup: str | None = None
    save: dict[str, str] = field(default_factory=dict)
    needs: tuple[str, ...] = ()
    note: str | None = None

    @property
    def is_example(self) -> bool:
        return self.source is not None


@dataclass(frozen=True)
class Area:
    name: str
    links: tuple[str, ...]
    steps: tuple[Step, ...]

    @property
    def examples(self) -> tuple[Step, ...]:
        return tuple(s for s in self.steps if s.is_example)


STEP_KEYS = {"id", "request", "expect", "source", "setup", "save", "needs", "note"}


def _step(area: str, raw: dict[str, Any]) -> Step:
    unknown = set(raw) - STEP_KEYS
    if unknown:
        raise ValueError(f"{area}/{raw.get('id')}: unknown keys {sorted(unknown)}")
    if ("source" in raw) == ("setup" in raw):
        raise ValueError(f"{area}/{raw.get('id')}: a step has a source or a setup reason")
    synthetic = raw["request"].get("synthetic") or {}
    if synthetic and not isinstance(raw["request"].get("json"), dict):
        raise ValueError(f"{area}/{raw.get('id')}: synthetic files go into a json body")
    for name, spec in synthetic.items():
        problem = check_synthetic(spec)
        if problem:
            raise ValueError(f"{area}/{raw.get('id')}: synthetic {name}: {problem}")
    return Step(
        area=area,
        id=str(raw["id"]),
        request=dict(raw["request"]),
        expect=dict(raw.get("expect") or {}),
        source=raw.get("source"),
        setup=raw.get("setup"),
        save=dict(raw.get("save") or {}),
        needs=tuple(raw.get("needs") or ()),
        note=raw.get("note"),
    )


def load_area(path: Path) -> Area:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    name = str(raw["area"])
    steps = tuple(_step(name, s) for s in raw["steps"])
    ids = [s.id for s in steps]
    if len(ids) != len(set(ids)):
        raise ValueError(f"{path.name}: step ids repeat")
    return Area(name=name, links=tuple(raw.get("links") or ()), steps=steps)


def load_corpus() -> list[Area]:
    return [load_area(p) for p in sorted(CORPUS_DIR.glob("*.yaml"))]


def render_table(areas: list[Area] | None = None) -> str:
    """The README's table: per area, its examples, the pages they come from, and those that
    await a feature this tree lacks (a `needs` not in `features.AVAILABLE`, by feature)."""
    if areas is None:
        areas = load_corpus()
    lines = [
        "| Area | Examples | Pages | Awaiting a feature |",
        "|---|---|---|---|",
    ]
    for area in areas:
        pages = {s.source for s in area.examples}
        waiting: dict[str, int] = {}
        for step in area.examples:
            for need in step.needs:
                if need not in AVAILABLE:
                    waiting[need] = waiting.get(need, 0) + 1
        shown = ", ".join(f"{n} {name}" for name, n in sorted(waiting.items())) or "-"
        lines.append(f"| {area.name} | {len(area.examples)} | {len(pages)} | {shown} |")
    total = sum(len(a.examples) for a in areas)
    pages_all = {s.source for a in areas for s in a.examples}
    lines.append(f"| **all** | {total} | {len(pages_all)} | |")
    return "\n".join(lines) + "\n"
