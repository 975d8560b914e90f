"""The server's routes (`reference_server/http/routes.py`) on a real service: the special
routes, the control's and the spec's in one `spec_model.Router`, the first route whose path
matches decides, and 404/405/Allow follow from one match result."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from reference_server import Settings
from reference_server.http.routes import Endpoint, route_table
from reference_server.service import Service
from spec_model import Match, Router

Tables = tuple[Router[Endpoint], Router[Endpoint]]


@pytest.fixture(scope="module")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Tables]:
    base: Path = tmp_path_factory.mktemp("route-table")
    with_control = Service(Settings(data_dir=base / "on", api_key="k"))
    without = Service(Settings(data_dir=base / "off", api_key="k", sandbox=False))
    try:
        yield route_table(with_control), route_table(without)
    finally:
        with_control.close()
        without.close()


def test_special_routes_answer_their_methods_and_list_them(
    tables: Tables,
) -> None:
    table, _ = tables
    found = table.match("get", ["media", "files", "m1", "a b.png"])
    assert found.match is Match.FULL
    assert dict(found.path_params) == {"id": "m1", "fileName": "a b.png"}
    assert table.match("head", ["media", "files", "m1", "x"]).match is Match.FULL
    wrong = table.match("post", ["media", "files", "m1", "x"])
    assert (wrong.match, wrong.allowed) == (Match.PARTIAL, ("GET", "HEAD"))
    assert table.match("put", ["openapi.yaml"]).allowed == ("GET",)
    assert table.match("put", ["media", "presigned", "m1"]).match is Match.FULL


def test_spec_paths_concrete_before_templated(tables: Tables) -> None:
    table, _ = tables
    concrete = table.match("post", ["post", "youTubeWatermark"])
    assert concrete.match is Match.FULL and dict(concrete.path_params) == {}
    templated = table.match("get", ["post", "abc"])
    assert templated.match is Match.FULL and dict(templated.path_params) == {"id": "abc"}
    decoded = table.match_path("GET", "/post/a%2Fb%20c")  # split first, then decoded
    assert decoded.match is Match.FULL and dict(decoded.path_params) == {"id": "a/b c"}
    assert table.match_path("GET", "/post/").match is Match.NONE  # an empty id is no id
    # The concrete path decides for its other methods too: 405, not the template's GET.
    assert table.match("get", ["post", "youTubeWatermark"]).match is Match.PARTIAL


def test_control_routes_only_when_the_control_is_on(
    tables: Tables,
) -> None:
    on, off = tables
    assert on.match("get", ["_sandbox"]).match is Match.FULL
    assert on.match("get", ["sandbox.yaml"]).match is Match.FULL
    assert off.match("get", ["_sandbox"]).match is Match.NONE
    assert off.match("get", ["sandbox.yaml"]).match is Match.NONE
    assert on.match("get", ["_sandbox", "nope"]).match is Match.NONE
    assert on.match("get", ["nope"]).match is Match.NONE
