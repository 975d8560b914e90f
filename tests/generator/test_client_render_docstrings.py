"""Spec text becomes method docstrings of the generated client: whatever the text holds, the
docstring is valid Python and reads back as the text."""

from __future__ import annotations

import ast

import pytest

from generator.client_render import docstring_body


@pytest.mark.parametrize(
    "text",
    [
        r"A pattern such as \S or \d+ (JSON Schema)",
        'Ends with a quote: "done"',
        'Three quotes """ inside',
        "A trailing backslash \\",
        "Plain text.",
    ],
)
def test_docstring_reads_back_as_the_text(text: str) -> None:
    source = f'def f():\n    """{docstring_body(text)}"""\n'
    function = ast.parse(source).body[0]
    assert isinstance(function, ast.FunctionDef)
    assert ast.get_docstring(function, clean=False) == text
