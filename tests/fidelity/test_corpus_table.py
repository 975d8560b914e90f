"""The README's corpus table is the corpus's: rendered from the YAML files, it must equal the
committed block (regenerate it with `python -m tests.fidelity.corpus`)."""

from __future__ import annotations

import re
from pathlib import Path

from .corpus import load_corpus, render_table

README = Path(__file__).parent / "README.md"
BLOCK = re.compile(
    r"<!-- BEGIN generated: fidelity-corpus -->\n(?P<body>.*?)<!-- END generated -->", re.DOTALL
)


def test_readme_table_matches_the_corpus() -> None:
    found = BLOCK.search(README.read_text(encoding="utf-8"))
    assert found, "README.md lacks the fidelity-corpus block"
    assert found.group("body") == render_table(load_corpus()), (
        "stale corpus table: run python -m tests.fidelity.corpus"
    )
