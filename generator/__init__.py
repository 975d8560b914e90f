"""Generator of `generated_client/` from `openapi.yaml`.

A visible pipeline (see `pipeline.py`): validate the spec, run datamodel-code-generator
(pydantic v2 models), render the spec facts module, copy the hand-written companion sources
(the models' format types), run openapi-python-client for the client package
(`openapi_client_stage.py`: attrs models, api/ functions, one resource per tag, the runtime),
write the project files, format, and replace the output directory atomically.
`python -m generator --check` rebuilds into a temporary directory and compares it with the
committed tree. The entry points are in `generator.pipeline`; this package imports nothing, so
`python -m generator.bundle` and a no-op `make generate` stay fast.
"""
