"""CLI: `python -m reference_server [--host H] [--port P] [--data-dir D] [--api-key K]
[--plan PLAN] [--allow-private-targets] [--no-external-fetch] [--offline-fetch]
[--workers N] [--ca-bundle PEM] [--delivery-retry-scale F] [--delivery-lease S]
[--request-timeout S] [--no-sandbox] [--rate-limit-max N] [--auth-failure-max N]
[--forwarded-allow-ips LIST] [--spec PATH]`. Prints
`Listening on http://HOST:PORT` (flushed) once it serves.

Before it binds its port it reads the spec (`--spec`, default `$SOCIAL_PUBLISHING_SPEC` or the
repository's openapi.yaml) and the control spec, and checks the handler tables against them
(`handler_table.py`): a spec it cannot read, or an operation without a handler or a handler
without an operation (a renamed operationId), is one `error: ...` message and exit status 2.

`main(argv, app_factory)` serves the app `app_factory(settings, spec, control)` builds
(default `create_app`): a launcher of a server built from other parts (`create_app`'s
arguments, an ASGI middleware around it) passes its own, a module-level function or a
`functools.partial` of one (with `--workers N` each worker process builds its app from it)."""

from __future__ import annotations

import argparse
import dataclasses
import ipaddress
import os
import signal
import socket
import sys
from functools import partial
from pathlib import Path
from typing import Any

import uvicorn

# The spec library before the app: it keeps jsonschema from building the `iri` format grammar
# (~1.5 s of every start; see spec_model/_jsonschema_formats.py) before the app imports it.
from spec_model import ControlSpec, ServiceSpec, SpecLoadError

from .handler_table import HandlerTableError, check_handler_table
from .http.app import AppFactory, create_app, malformed_request_answer
from .http_guard import DEFAULT_REQUEST_TIMEOUT, guarded_protocol
from .service import Service
from .settings import DEFAULT_API_KEY, DEFAULT_DATA_DIR, Settings
from .webhooks.server_delivery import check_ca_pem


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m reference_server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument(
        "--data-dir", type=Path, default=Path(os.environ.get("DATA_DIR", str(DEFAULT_DATA_DIR)))
    )
    parser.add_argument("--api-key", default=os.environ.get("API_KEY", DEFAULT_API_KEY))
    parser.add_argument("--plan", default=None, help="set the account's plan (default: kept)")
    parser.add_argument("--allow-private-targets", action="store_true")
    parser.add_argument(
        "--no-external-fetch",
        action="store_true",
        help="never contact hosts other than IP literals and localhost (no DNS)",
    )
    parser.add_argument(
        "--offline-fetch",
        action="store_true",
        help="answer fetches of public addresses with deterministic stand-ins (no internet)",
    )
    parser.add_argument(
        "--fetch-proxy", default=None, help="HTTP proxy URL for outbound fetches (egress proxy)"
    )
    parser.add_argument(
        "--check-responses",
        action="store_true",
        help="validate every response against the spec; report mismatches on stderr",
    )
    parser.add_argument(
        "--ca-bundle",
        type=Path,
        default=Path(os.environ["SSL_CERT_FILE"]) if os.environ.get("SSL_CERT_FILE") else None,
        help="PEM of CAs trusted for webhook receivers besides the system store"
        " (default: $SSL_CERT_FILE)",
    )
    parser.add_argument(
        "--delivery-retry-scale",
        type=float,
        default=1.0,
        help="factor on the spec's webhook retry delays (tests: 0.01)",
    )
    parser.add_argument(
        "--delivery-lease",
        type=float,
        default=None,
        help="seconds a claimed webhook delivery stays reserved to its process; one in flight"
        " when the process dies is sent again after this (default: receiver timeout + 20 s;"
        " must exceed the receiver timeout)",
    )
    parser.add_argument(
        "--no-sandbox",
        action="store_true",
        help="do not offer the test-control interface (sandbox.yaml): /_sandbox routes and"
        " /sandbox.yaml answer 404 like unknown paths",
    )
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument(
        "--request-timeout",
        type=float,
        default=DEFAULT_REQUEST_TIMEOUT,
        help="seconds a request head may take, and the window over which a request body must"
        " arrive at 1 KiB/s or more; slower clients are disconnected",
    )
    parser.add_argument(
        "--rate-limit-max",
        type=int,
        default=os.environ.get("RATE_LIMIT_MAX") or None,
        help="requests each profile may make per x-rate-limit window (default: $RATE_LIMIT_MAX,"
        " else the spec's referenceServerMaxPerWindow)",
    )
    parser.add_argument(
        "--auth-failure-max",
        type=int,
        default=os.environ.get("AUTH_FAILURE_MAX") or None,
        help="failed authentications each client address may make per x-auth-failure-limit"
        " window (default: $AUTH_FAILURE_MAX, else the spec's maxFailuresPerWindow)",
    )
    parser.add_argument(
        "--forwarded-allow-ips",
        default=None,
        metavar="LIST",
        help="comma-separated addresses or networks of the proxies whose X-Forwarded-For and"
        " X-Forwarded-Proto are trusted ('*': any); default none: a request's client address"
        " is always the connection's peer",
    )
    parser.add_argument(
        "--spec",
        type=Path,
        default=None,
        help="path of openapi.yaml (default: $SOCIAL_PUBLISHING_SPEC, else the repository's);"
        " the server refuses to start when an operation of it has no handler",
    )
    return parser.parse_args(argv)


def forwarded_allow_ips(value: str | None) -> list[str] | None:
    """The trusted proxies of `--forwarded-allow-ips` (None: trust no forwarded header);
    ValueError naming an entry that is neither an address, a network nor `*`."""
    if value is None:
        return None
    entries = [entry.strip() for entry in value.split(",") if entry.strip()]
    if not entries:
        raise ValueError("name at least one proxy address, network or '*'")
    for entry in entries:
        if entry == "*":
            continue
        try:
            ipaddress.ip_network(entry, strict=False)
        except ValueError:
            raise ValueError(f"{entry!r} is not an IP address, a network or '*'") from None
    return entries


def settings_from_args(args: argparse.Namespace) -> Settings:
    return Settings(
        data_dir=args.data_dir,
        api_key=args.api_key,
        plan=args.plan,
        allow_private_targets=args.allow_private_targets,
        external_fetch=not args.no_external_fetch,
        offline_fetch=args.offline_fetch,
        spec_path=args.spec,
        fetch_proxy=args.fetch_proxy,
        check_responses=args.check_responses,
        ca_bundle=args.ca_bundle,
        delivery_retry_scale=args.delivery_retry_scale,
        delivery_lease_seconds=args.delivery_lease,
        sandbox=not args.no_sandbox,
        rate_limit_max=args.rate_limit_max,
        auth_failure_max=args.auth_failure_max,
    )


class AnnouncingServer(uvicorn.Server):
    """A uvicorn server that prints the `Listening on` line once it accepts connections."""

    def __init__(self, config: uvicorn.Config, url: str) -> None:
        super().__init__(config)
        self.url = url

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if not self.should_exit:
            print(f"Listening on {self.url}", flush=True)


def main(argv: list[str] | None = None, app_factory: AppFactory = create_app) -> int:
    """Serve the app ``app_factory`` builds with the options of ``argv``; the exit status."""
    args = parse_args(argv)
    if args.delivery_retry_scale < 0:
        print("error: --delivery-retry-scale must be >= 0", file=sys.stderr)
        return 2
    if args.delivery_lease is not None and args.delivery_lease <= 0:
        print("error: --delivery-lease must be > 0", file=sys.stderr)
        return 2
    if args.rate_limit_max is not None and args.rate_limit_max < 0:
        print("error: --rate-limit-max must be >= 0", file=sys.stderr)
        return 2
    if args.auth_failure_max is not None and args.auth_failure_max < 1:
        print("error: --auth-failure-max must be >= 1", file=sys.stderr)
        return 2
    if args.ca_bundle is not None and not args.ca_bundle.is_file():
        print(f"error: --ca-bundle {args.ca_bundle} is not a file", file=sys.stderr)
        return 2
    if args.ca_bundle is not None:  # checked now: the trust itself loads on the first delivery
        try:
            pem = args.ca_bundle.read_text(encoding="utf-8", errors="replace")
            check_ca_pem(pem, first_only=True)
        except ValueError as exc:
            print(f"error: --ca-bundle {args.ca_bundle}: {exc}", file=sys.stderr)
            return 2
    try:
        proxies = forwarded_allow_ips(args.forwarded_allow_ips)
    except ValueError as exc:
        print(f"error: --forwarded-allow-ips: {exc}", file=sys.stderr)
        return 2
    settings = settings_from_args(args)
    try:  # before the port is bound: a spec the handlers do not match never serves a request
        spec = ServiceSpec.load(settings.spec_path)
        control = ControlSpec.load(api=spec)
        check_handler_table(spec, control)
    except SpecLoadError as exc:
        print(f"error: cannot serve this spec: {exc}", file=sys.stderr)
        return 2
    except HandlerTableError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    os.umask(0o077)  # everything the server creates in the data dir is its owner's only
    family = socket.AF_INET6 if ":" in args.host else socket.AF_INET
    # proto=IPPROTO_TCP matters: asyncio sets TCP_NODELAY on accepted sockets only then, and
    # without it every keep-alive response waits ~40 ms for a delayed ACK (Nagle).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((args.host, args.port))
    except OSError as exc:
        print(f"error: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 2
    sock.listen(2048)
    sock.set_inheritable(True)
    port = sock.getsockname()[1]
    host = f"[{args.host}]" if family == socket.AF_INET6 else args.host
    url = f"http://{host}:{port}"
    if args.api_key == DEFAULT_API_KEY:
        print(f"Using the development API key: {DEFAULT_API_KEY}", file=sys.stderr, flush=True)
    print(f"Data dir: {settings.data_dir.resolve()}", file=sys.stderr, flush=True)

    common: dict[str, Any] = {
        "log_level": "warning",
        "access_log": False,
        "lifespan": "on",
        # The connection guard with its settings (pickled to each worker with the config).
        "http": guarded_protocol(args.request_timeout, malformed_request_answer(spec)),
        # Forwarded headers name the client only when the operator names the proxies: else a
        # client could choose the address its failed authentications count against.
        "proxy_headers": proxies is not None,
    }
    if proxies is not None:
        common["forwarded_allow_ips"] = proxies
    if args.workers > 1:
        Service(settings).close()  # create the database (and apply --plan) once, up front
        # Each worker builds its app from this factory, its settings passed explicitly: uvicorn
        # pickles the Config (app factory included) into every spawned worker, as it does the
        # connection guard above. Workers keep the stored plan: --plan was applied just above.
        worker_settings = dataclasses.replace(settings, plan=None)
        config = uvicorn.Config(
            partial(app_factory, worker_settings, None, None),
            factory=True,
            workers=args.workers,
            fd=sock.fileno(),
            **common,
        )
        print(f"Listening on {url}", flush=True)
        from uvicorn.supervisors import Multiprocess

        Multiprocess(config, sockets=[sock]).run()
        return 0
    app = app_factory(settings, spec, control)
    server = AnnouncingServer(uvicorn.Config(app, **common), url)
    # uvicorn shuts down gracefully on SIGTERM/SIGINT and then re-raises the signal to the
    # handler that was installed before it; a no-op one makes a clean stop exit with status 0.
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: None)
    server.run(sockets=[sock])
    return 0


if __name__ == "__main__":
    sys.exit(main())
