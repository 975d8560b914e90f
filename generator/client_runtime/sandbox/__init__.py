"""The sandbox client's runtime: none of its own, `social_publishing_client`'s re-exported.

Each module but this one is copied unchanged into the sandbox's package
(`social_publishing_sandbox/<module>.py`) by the generator (`generator/runtime_copy.py`), over
openapi-python-client's output of the same name: `client.py`, `errors.py` and `types.py`
re-export the client's runtime under the module names the tool's code imports, so both packages
share one runtime (settings, retries, typed errors, exact date-times).
"""
