"""The TLS trust of webhook delivery: the system store plus the CA bundle, also when
`SSL_CERT_FILE` is set (OpenSSL's defaults then skip the system CA file)."""

from __future__ import annotations

import ssl
import subprocess
import sys
from pathlib import Path

import pytest
import trustme

from reference_server.webhooks.server_delivery import check_ca_pem, trust_context

REPO = Path(__file__).resolve().parents[2]


def _subjects(context: ssl.SSLContext) -> list[str]:
    return [str(cert.get("subject")) for cert in context.get_ca_certs()]


def test_system_store_kept_with_ssl_cert_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ca = trustme.CA(organization_name="Delivery Test CA")
    bundle = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(bundle))
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    system = trust_context(None)
    assert not any("Delivery Test CA" in s for s in _subjects(system))
    monkeypatch.setenv("SSL_CERT_FILE", str(bundle))
    combined = trust_context(bundle)
    assert any("Delivery Test CA" in s for s in _subjects(combined))
    assert len(_subjects(combined)) == len(_subjects(system)) + 1  # the system CAs are kept


def test_check_ca_pem_and_the_start_check_of_the_first_certificate() -> None:
    """`caPem` must be PEM certificates; at start only the bundle's first certificate is loaded
    (the system bundle's ~150 are loaded once, by the trust); a bundle whose first block is no
    certificate still fails."""
    good = trustme.CA().cert_pem.bytes().decode()
    broken = "-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----\n"
    check_ca_pem(good)
    check_ca_pem(good + broken, first_only=True)
    with pytest.raises(ValueError, match="caPem"):
        check_ca_pem(broken)
    with pytest.raises(ValueError, match="caPem"):
        check_ca_pem(good + broken)
    with pytest.raises(ValueError, match="caPem"):
        check_ca_pem(broken + good, first_only=True)
    with pytest.raises(ValueError, match="caPem"):
        check_ca_pem("just text\n", first_only=True)


def test_a_ca_bundle_that_is_no_pem_stops_the_start(tmp_path: Path) -> None:
    """The trust loads on the first delivery; the bundle is still checked before the port is
    bound, so a wrong file is one error at start, not a failed delivery later."""
    bundle = tmp_path / "not-a-ca.pem"
    bundle.write_text("just text\n", encoding="utf-8")
    started = subprocess.run(
        [
            sys.executable,
            "-m",
            "reference_server",
            "--port",
            "0",
            "--data-dir",
            str(tmp_path / "data"),
            "--ca-bundle",
            str(bundle),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
    )
    assert started.returncode == 2, started.stderr
    assert f"error: --ca-bundle {bundle}: caPem is not a PEM certificate" in started.stderr
    assert "Listening on" not in started.stdout + started.stderr
