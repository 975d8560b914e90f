"""The reference server as a real subprocess (or, for tests that start it many times and do not
need it cold, forked from the fork server of `testkit.forked`, which imported it once), and a
client whose every response is validated against the spec."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx

from testkit.post_results import unwrap_post_result
from testkit.server_process import ServerProcess, ServerStartError, reference_server_command
from tests.server.spec_check import SpecCheck

if TYPE_CHECKING:
    from testkit.forked import ForkedServer

REPO = Path(__file__).resolve().parents[2]
API_KEY = "test-api-key"
INTERNAL_ERROR_MARK = "INTERNAL ERROR"
#: The caller's own X credentials, which a request targeting X needs.
X_HEADERS = {"X-Twitter-OAuth1-Api-Key": "key-1", "X-Twitter-OAuth1-Api-Secret": "secret-1"}


@dataclass
class RunningServer:
    """A reference server process (started by the project's one launcher, or forked)."""

    url: str
    data_dir: Path
    launcher: ServerProcess | ForkedServer
    api_key: str = API_KEY
    #: Where a forked server's output is kept once it has ended (a subprocess's log is written
    #: as it runs).
    kept_log: Path | None = None

    def rss_bytes(self, key: str = "VmRSS") -> int:
        """Resident memory of the server process (`VmHWM` gives the peak so far)."""
        assert isinstance(self.launcher, ServerProcess), "a forked server shares the fork server's"
        return self.launcher.rss_bytes(key)

    def kill(self) -> None:
        """SIGKILL: no graceful shutdown (a crash)."""
        self.launcher.kill()
        self._keep_forked_output()

    def stop(self) -> None:
        if isinstance(self.launcher, ServerProcess):
            self.launcher.stop()
        else:
            self.launcher.process.stop()
            self._keep_forked_output()

    def stderr(self) -> str:
        if isinstance(self.launcher, ServerProcess) or self.launcher.process.process is not None:
            return self.launcher.output()
        assert self.kept_log is not None
        return self.kept_log.read_text(encoding="utf-8", errors="replace")

    def _keep_forked_output(self) -> None:
        """A forked server that ended: its output to `kept_log`, its own log file removed."""
        launcher = self.launcher
        if isinstance(launcher, ServerProcess) or launcher.process.process is None:
            return
        assert self.kept_log is not None
        self.kept_log.write_text(launcher.output(), encoding="utf-8")
        launcher.cleanup()


def start_server(
    data_dir: Path,
    *extra: str,
    api_key: str = API_KEY,
    allow_private: bool = True,
    env: dict[str, str] | None = None,
    module: str = "reference_server",
    forked: bool = False,
) -> RunningServer:
    """Start a reference server on `data_dir` that validates its own responses (`module`: the
    server's own command line, or a launcher of one built from other parts that takes its
    options, `tests/built_server.py`). ``forked``: forked from the fork server (the same entry
    point and arguments, without importing the server again at each start)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    log_path = data_dir.parent / f"{data_dir.name}-stderr-{time.monotonic_ns()}.log"
    command = reference_server_command(
        data_dir,
        api_key,
        *(["--allow-private-targets"] if allow_private else []),
        "--no-external-fetch",
        "--check-responses",
        *extra,
        module=module,
    )
    launcher: ServerProcess | ForkedServer
    if forked:
        from testkit.forked import ForkedServer

        arguments = command[command.index(module) + 1 :]
        launcher = ForkedServer(arguments, dict(env or {}), entry=module)
    else:
        launcher = ServerProcess(command, cwd=REPO, env=env, log_path=log_path)
    try:
        url = launcher.start()
    except ServerStartError as error:
        raise AssertionError(f"server did not start: {error}") from None
    kept_log = log_path if forked else None
    return RunningServer(url, data_dir, launcher, api_key, kept_log=kept_log)


class Api:
    """An httpx client for the server; every response is checked against the spec."""

    def __init__(self, server: RunningServer, checker: SpecCheck) -> None:
        self.server = server
        self.client = httpx.Client(
            base_url=server.url,
            headers={"Authorization": f"Bearer {server.api_key}"},
            timeout=60,
            event_hooks={"response": [checker.check]},
        )

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.request(method, path, **kwargs)

    def get(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.get(path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> httpx.Response:
        return self.client.post(path, **kwargs)

    def ok(self, method: str, path: str, **kwargs: Any) -> Any:
        response = self.request(method, path, **kwargs)
        assert response.status_code == 200, response.text
        return response.json()

    def create_post(self, body: Any, *, headers: Any = None, status: int = 200) -> Any:
        """POST /post answered with `status`; the one result, unwrapped from the Profile-Key
        form `{status, posts: [...]}` (which a request with a Profile-Key must get)."""
        response = self.request("POST", "/post", json=body, headers=headers)
        assert response.status_code == status, response.text
        answer = response.json()
        wrapped = bool(headers) and any(k.lower() == "profile-key" for k in dict(headers))
        assert ("posts" in answer) == wrapped, answer
        result = unwrap_post_result(answer)
        assert not wrapped or (result["profileTitle"] and result["refId"]), result
        return result

    def error(self, code: int, method: str, path: str, **kwargs: Any) -> httpx.Response:
        response = self.request(method, path, **kwargs)
        assert response.status_code >= 400, response.text
        assert response.json()["code"] == code, response.text
        return response

    def sandbox(self, name: str, body: dict[str, Any], **kwargs: Any) -> Any:
        return self.ok("POST", f"/_sandbox/{name}", json=body, **kwargs)

    def linked_profile(
        self, title: str, *platforms: str, account: str | None = None
    ) -> dict[str, str]:
        """Create a User Profile titled ``title`` with ``platforms`` linked (the control;
        ``account``: what each network's account holds, `generated` by default or `empty`);
        returns its Profile-Key header."""
        profile = self.ok("POST", "/profiles", json={"title": title})
        pk = {"Profile-Key": profile["profileKey"]}
        for platform in platforms:
            body = {"platform": platform} | ({} if account is None else {"account": account})
            self.sandbox("link", body, headers=pk)
        return pk

    def close(self) -> None:
        self.client.close()


def set_auth_failure_limit(
    server: RunningServer,
    limit: int | None,
    *,
    address: str | None = None,
    local: str = "127.0.0.1",
    headers: dict[str, str] | None = None,
) -> dict[str, Any]:
    """`POST /_sandbox/auth-failures` from the loopback address `local`: the failed-
    authentication limit of `address` (default: the caller's own); its answer."""
    body: dict[str, Any] = {"max": limit} | ({} if address is None else {"address": address})
    transport = httpx.HTTPTransport(local_address=local)
    with httpx.Client(base_url=server.url, transport=transport, timeout=30) as client:
        response = client.post(
            "/_sandbox/auth-failures",
            json=body,
            headers={"Authorization": f"Bearer {server.api_key}", **(headers or {})},
        )
    assert response.status_code == 200, response.text
    return dict(response.json())
