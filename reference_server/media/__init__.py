"""Media: uploads (`multipart.py`, `data_uri.py`, `presigned.py`), the files on disk
(`files.py`), what is still served (`retention.py`) and how files are answered
(`serving.py`); deterministic stand-in images, MP4s and feeds (`stand_ins.py`: the random
media of `create_post` and the `--offline-fetch` answers), drawn, like resize decodes, within
the process's one memory budget for image work (`image_work.py`). The media operations' rules are
`rules/media.py` and `rules/media_tools.py`.

Submodules are imported by name (no re-exports): `presigned` and `retention` need the service,
which needs `files` and `multipart`.
"""
