"""Fixtures of the delivery tests: a test CA, a real HTTPS receiver on 127.0.0.1, an outbox."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme

from reference_server.store import Outbox
from testkit.https_receiver import HttpsReceiver


@pytest.fixture(scope="session")
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture(scope="session")
def ca_file(ca: trustme.CA, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("ca") / "ca.pem"
    ca.cert_pem.write_to_path(str(path))
    return path


@pytest.fixture(scope="module")
def module_receiver(ca: trustme.CA) -> Iterator[HttpsReceiver]:
    receiver = HttpsReceiver(ca.issue_cert("127.0.0.1", "localhost")).start()
    yield receiver
    receiver.stop()


@pytest.fixture
def receiver(module_receiver: HttpsReceiver) -> HttpsReceiver:
    """The module's receiver, emptied and answering 200."""
    module_receiver.reset()
    return module_receiver


@pytest.fixture
def outbox(tmp_path: Path) -> Iterator[Outbox]:
    with Outbox(tmp_path / "service.sqlite3") as box:
        yield box
