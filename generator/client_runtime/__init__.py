"""The generated client's runtime, as plain Python checked here (ruff, mypy, unit tests).

Each module but this one is copied unchanged into the client package
(`social_publishing_client/<module>.py`) by the generator (`generator/runtime_copy.py`), over
openapi-python-client's output: `types.py` and `errors.py` replace the tool's own, the private
modules (`_settings`, `_retries`, `_uploads`, `_operations`, `_clients`, `_receivers`) are
re-exported by the rendered `client.py`, `api/__init__.py` and package `__init__.py`, whose
lists of names are `_client_exports`, `_receivers.__all__` and `_package_exports`. The
`sandbox/` package holds the sandbox client's modules (its own docstring). They import one another
relatively, and what the spec decides by absolute name from generated modules:
`social_publishing_models.spec_facts` (header names, limits, the error catalogue, delivery
models) and `social_publishing_client.models` (`Error`, `MediaUploadDataUri`).
"""
