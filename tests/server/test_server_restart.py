"""A restart keeps everything: profiles and keys, hooks, history, media (files too), posts,
linked networks, the plan and the sandbox clock."""

from __future__ import annotations

import sys
from datetime import datetime
from pathlib import Path

import httpx
import pytest

from spec_model.error_codes import ErrorCode
from testkit.server_process import ServerProcess
from tests.server.server_harness import (
    API_KEY,
    INTERNAL_ERROR_MARK,
    REPO,
    Api,
    start_server,
)
from tests.server.spec_check import SpecCheck


def test_restart_keeps_state(
    tmp_path_factory: pytest.TempPathFactory, spec_check: SpecCheck
) -> None:
    data_dir = tmp_path_factory.mktemp("restart") / "data"
    server = start_server(data_dir)
    api = Api(server, spec_check)
    try:
        profile = api.ok("POST", "/profiles", json={"title": "Durable"})
        pk = {"Profile-Key": profile["profileKey"]}
        api.sandbox("link", {"platform": "linkedin"}, headers=pk)
        hook = api.ok(
            "POST", "/hook/webhook", json={"action": "social", "url": "https://a.test"}, headers=pk
        )
        item = api.ok("POST", "/media/upload", files={"file": ("d.bin", b"durable")}, headers=pk)
        post = api.create_post({"post": "p", "platforms": ["linkedin"]}, headers=pk)
        clock = api.sandbox("clock", {"advanceSeconds": 86400 * 3})["now"]
        api.sandbox("plan", {"plan": "Business"})
        before = {
            "hooks": api.ok("GET", "/hook/webhook", headers=pk),
            "media": api.ok("GET", "/media", headers=pk),
            "post": api.ok("GET", f"/post/{post['id']}", headers=pk),
            "profiles": api.ok("GET", "/profiles")["profiles"],
        }
    finally:
        api.close()
        server.stop()
    assert INTERNAL_ERROR_MARK not in server.stderr()

    server = start_server(data_dir)
    api = Api(server, spec_check)
    try:
        status = api.ok("GET", "/_sandbox")
        assert status["plan"] == "Business"
        drift = datetime.fromisoformat(status["now"][:-1]) - datetime.fromisoformat(clock[:-1])
        assert 0 <= drift.total_seconds() < 60
        assert api.ok("GET", "/hook/webhook", headers=pk) == before["hooks"]
        assert before["hooks"]["webhooks"][0]["hookId"] == hook["hookId"]
        media = api.ok("GET", "/media", headers=pk)
        assert [m["id"] for m in media] == [m["id"] for m in before["media"]]
        assert httpx.get(media[0]["url"]).content == b"durable"
        assert item["id"] == media[0]["id"]
        assert api.ok("GET", f"/post/{post['id']}", headers=pk) == before["post"]
        # lastUpdated/nextUpdate say when the list was read: the profiles themselves are kept
        assert api.ok("GET", "/profiles")["profiles"] == before["profiles"]
        api.create_post({"post": "again", "platforms": ["linkedin"]}, headers=pk)
    finally:
        api.close()
        server.stop()
    # The API key is configuration: another key at start replaces it.
    server = start_server(data_dir, api_key="other-key")
    try:
        old_key = {"Authorization": f"Bearer {API_KEY}"}
        assert (
            httpx.get(server.url + "/media", headers=old_key).json()["code"]
            == ErrorCode.INVALID_API_KEY
        )
    finally:
        server.stop()


def test_environment_gives_the_defaults(tmp_path: Path) -> None:
    env = {"PORT": "0", "API_KEY": "env-key", "DATA_DIR": str(tmp_path / "envdata")}
    server = ServerProcess([sys.executable, "-m", "reference_server"], cwd=REPO, env=env)
    try:
        url = server.start()
        assert url.startswith("http://127.0.0.1:"), url
        response = httpx.get(url + "/media", headers={"Authorization": "Bearer env-key"})
        assert response.json() == []
        assert (tmp_path / "envdata" / "service.sqlite3").is_file()
    finally:
        assert server.stop() == 0
        server.cleanup()
