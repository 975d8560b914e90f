"""The server's outbound requests: `egress.py` (the one rule for which addresses they may reach,
used by webhook delivery too), `fetch.py` (fetches of images, media and feeds with a size cap
and one deadline) and `offline.py` (with `--offline-fetch`, the deterministic stand-ins that
answer a fetch of a public address instead of the internet).

Submodules are imported by name (no re-exports).
"""
