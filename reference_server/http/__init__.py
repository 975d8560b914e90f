"""The reference server's HTTP layer, as Starlette lays one out: a table of routes, one match
result from which 404, 405 and `Allow` follow, and one module per concern.

- `app.py`: the ASGI app (lifespan, error mapping, rate-limit headers, response checks) and
  `create_app`.
- `routes.py`: `Route`, `RouteTable` and the table itself: the spec's operations, the test
  control's and the special routes (/openapi.yaml, /docs, media files, random test media,
  presigned uploads, batch files, short links) alike.
- `endpoints.py`: what each special route answers; `operations.py`: an operation of the spec or
  of the control, from request to the rule's answer.
- `auth.py` (API key, Profile-Key, plans, add-ons, rate counting), `parameters.py` (path, query
  and header parameters), `bodies.py` (JSON, multipart and data-URI bodies and their
  validation), `responses.py` (JSON answers), `response_check.py` (`--check-responses`).

A request goes app -> route table -> endpoint -> auth/parameters/bodies -> rule, and its
answer back out through the app; no step calls back into a module it came from.
"""
