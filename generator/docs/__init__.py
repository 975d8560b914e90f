"""The API reference page served at GET /docs, built from the spec with Redoc (see `page`).

Not part of the client generator's input hash (generator/stamp.py skips this package): the
page is checked on its own by `python -m generator.docs --check`.
"""
