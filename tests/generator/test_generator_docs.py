"""`generator.docs`: the docs-only spec copy and the drift check of the built page."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from generator.docs import page as docs_page
from spec_model import load_document
from tests.yaml_text import dump_yaml

ROOT = Path(__file__).resolve().parents[2]
SPEC: dict[str, Any] = load_document()


def test_error_codes_and_plans_are_written_into_descriptions() -> None:
    docs = docs_page.docs_spec(SPEC)
    upload_400 = docs["components"]["responses"]["MediaUploadRefused"]
    for code in upload_400["x-error-codes"]:
        name = SPEC["x-error-catalogue"][str(code)]["name"]
        assert f"| {code} | `{name}` |" in upload_400["description"]
    unauthorized = docs["components"]["responses"]["Unauthorized"]["description"]
    assert "| 106 | `missing_api_key` | 401 |" in unauthorized
    history_400 = docs["paths"]["/history"]["get"]["responses"]["400"]
    assert history_400 == {"$ref": "#/components/responses/InvalidRequest"}
    # `<API key>` stays text, not an HTML tag
    assert "'Bearer &lt;API key&gt;'" in docs["info"]["description"]
    profile_key = docs["components"]["parameters"]["ProfileKey"]  # plans are written in too
    assert profile_key["description"].rstrip().endswith("**Plans:** Business, Enterprise")
    assert load_document() == SPEC, "the spec is untouched"


def test_check_fails_when_the_spec_changed(tmp_path: Path) -> None:
    assert (ROOT / docs_page.REDOCLY).exists(), "run `make setup` (npm ci) first"
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    spec = copy.deepcopy(SPEC)
    (tmp_path / "openapi.yaml").write_text(dump_yaml(spec, sort_keys=False))
    page = tmp_path / docs_page.OUTPUT
    assert docs_page.main(["--root", str(tmp_path)]) == 0
    assert b"cdn.redoc.ly/redoc/logo" not in page.read_bytes()
    assert docs_page.main(["--check", "--root", str(tmp_path)]) == 0
    spec["paths"]["/media"]["get"]["summary"] = "List every item of the media library"
    (tmp_path / "openapi.yaml").write_text(dump_yaml(spec, sort_keys=False))
    assert docs_page.main(["--check", "--root", str(tmp_path)]) == 1
    page.unlink()
    assert docs_page.main(["--check", "--root", str(tmp_path)]) == 1
