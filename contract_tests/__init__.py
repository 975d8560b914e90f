"""Contract suite of the Social Publishing Service: judges any server against `openapi.yaml`.

The suite speaks to its target only over HTTP and knows it only through the spec; it never
imports server code. Run it with ``python -m contract_tests --base-url URL --api-key KEY``, or
without ``--base-url`` to judge a freshly started reference server.
"""

from contract_tests.spec import ApiSpec, load_spec, spec_path

__all__ = ["ApiSpec", "load_spec", "spec_path"]
