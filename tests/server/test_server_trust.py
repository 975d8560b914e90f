"""The TLS trust of webhook delivery: the system store plus the CA bundle, also when
`SSL_CERT_FILE` is set (OpenSSL's defaults then skip the system CA file)."""

from __future__ import annotations

import ssl
from pathlib import Path

import pytest
import trustme

from reference_server.webhooks.server_delivery import check_ca_pem, trust_context


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


def test_check_ca_pem() -> None:
    check_ca_pem(trustme.CA().cert_pem.bytes().decode())
    with pytest.raises(ValueError, match="caPem"):
        check_ca_pem("-----BEGIN CERTIFICATE-----\nnope\n-----END CERTIFICATE-----\n")
