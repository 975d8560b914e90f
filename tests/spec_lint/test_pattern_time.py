"""The pattern-time check: super-linear patterns are caught, the spec's are linear,
and the spec's URL and e-mail patterns accept exactly the language of their naive
super-linear forms (`OLD_URL`, `OLD_EMAIL`)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from spec_lint import Spec
from spec_lint.pattern_time import check_pattern_times, pattern_problem
from spec_model import load_document
from spec_model.ecma_regex import ecma_search

SPACES = r"\x00-\x20\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
OLD_URL = f"^https?://[^{SPACES}/?#]+[^{SPACES}]*$"
OLD_EMAIL = r"^[^@ ]+@[^@ ]+\.[^@ ]+$"
_SCHEMAS = load_document()["components"]["schemas"]
NEW_URL: str = _SCHEMAS["MediaUrl"]["pattern"]
NEW_EMAIL: str = _SCHEMAS["email"]["properties"]["to"]["pattern"]


def _schema_spec(pattern: str, max_length: int | None) -> Spec:
    schema: dict[str, Any] = {"type": "string", "pattern": pattern}
    if max_length is not None:
        schema["maxLength"] = max_length
    return Spec({"openapi": "3.1.0", "components": {"schemas": {"Url": schema}}})


def test_a_quadratic_url_pattern_is_reported() -> None:
    problems = check_pattern_times(_schema_spec(OLD_URL, 2048))
    assert [p.location for p in problems] == ["/components/schemas/Url/pattern"]
    assert "super-linear" in problems[0].message and problems[0].check == "pattern-time"


def test_a_quadratic_pattern_without_max_length_is_timed_at_the_default_length() -> None:
    assert pattern_problem("^[a-z]+[a-z0-9]*$", 8192) is not None
    assert check_pattern_times(_schema_spec("^[a-z]+[a-z0-9]*$", None))


def test_nested_repetition_is_reported_without_running_it() -> None:
    message = pattern_problem("^(a+)+$", 100_000)  # timed, this would never end
    assert message is not None and "variable repetition" in message
    assert pattern_problem("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==)?$", 100_000) is None


def test_a_short_max_length_bounds_the_cost() -> None:
    """The quadratic e-mail pattern is harmless at 254 characters (maxLength runs first)."""
    assert pattern_problem(OLD_EMAIL, 254) is None
    assert pattern_problem(OLD_EMAIL, 8192) is not None
    assert pattern_problem(NEW_EMAIL, 8192) is None


@pytest.mark.parametrize("pattern", [NEW_URL, NEW_EMAIL, r"[^\t-\r ]", "^[0-9]{4}-[0-9]{2}$"])
def test_linear_patterns_pass(pattern: str) -> None:
    assert pattern_problem(pattern, 100_000) is None


def _corpus(prefixes: list[str], alphabet: str, longest: int) -> list[str]:
    texts = list(prefixes)
    for size in range(1, longest + 1):
        for letters in itertools.product(alphabet, repeat=size):
            texts.extend(prefix + "".join(letters) for prefix in prefixes)
    return texts


def test_the_new_url_pattern_accepts_the_same_urls() -> None:
    real = [
        "https://example.com/a.png",
        "http://127.0.0.1:8080/x?y=1#z",
        "https://ex.com",
        "https:///path",
        "https://?q",
        "https://#f",
        "https://a b",
        "https://\u3000x",
        "https://x\u3000",
        "https://\xe9t\xe9.fr/\u4e2d",
        "ftp://example.com",
        "https://" + "a" * 3000,
        "https://" + "a" * 3000 + " ",
    ]
    corpus = real + _corpus(["https://", "http://", "htps://", ""], "a/?# \x00.\u3000\xe9", 4)
    differ = [t for t in corpus if ecma_search(OLD_URL, t) != ecma_search(NEW_URL, t)]
    assert differ == []
    assert sum(ecma_search(NEW_URL, t) for t in corpus) > 1000  # both outcomes covered


def test_the_new_email_pattern_accepts_the_same_addresses() -> None:
    corpus = [*_corpus(["", "a@", "a@b"], "a@. ", 5), "me@example.com", "a@..b", "a@.b."]
    differ = [t for t in corpus if ecma_search(OLD_EMAIL, t) != ecma_search(NEW_EMAIL, t)]
    assert differ == []
    assert sum(ecma_search(NEW_EMAIL, t) for t in corpus) > 100
