"""The reference server's HTTP layer: one router (the spec's, `spec_model.Router`), one match
result from which 404, 405 and `Allow` follow, and one module per concern.

- `app.py`: `create_app`: a Starlette `Router` for the lifespan and the compression
  middleware, whose `default` (`Answering`) answers every request: the match, the spec's Error
  shape for every refusal and failure, rate-limit headers, response checks.
- `routes.py`: the server's routes: the special routes (/openapi.yaml, /docs, media files,
  random test media, presigned uploads, batch files, short links), then the test control's
  and the spec's own routes, each bound to its endpoint.
- `endpoints.py`: what each special route answers; `operations.py`: an operation of the spec or
  of the control, from request to the rule's answer.
- `auth.py` (API key, Profile-Key, plans, add-ons, rate counting), `parameters.py` (path, query
  and header parameters), `bodies.py` (JSON, multipart and data-URI bodies and their
  validation), `responses.py` (JSON answers), `response_check.py` (`--check-responses`).

A request goes app -> router -> endpoint -> auth/parameters/bodies -> rule, and its
answer back out through the app; no step calls back into a module it came from.
"""
