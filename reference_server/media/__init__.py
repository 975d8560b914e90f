"""Media: uploads (`multipart.py`, `data_uri.py`), the files on disk (`files.py`) and how
files are answered (`serving.py`); deterministic stand-in images, MP4s and feeds
(`stand_ins.py`: the random media of `create_post` and the `--offline-fetch` answers), drawn,
like resize decodes, within the process's one memory budget for image work (`image_work.py`).
The media operations' rules are `rules/media.py` and `rules/media_tools.py`; presigned
uploads (`rules/presigned_uploads.py`) and what is still served (`rules/media_retention.py`)
take the service, so they live with the rules, above it.

Submodules are imported by name (no re-exports); none imports the service, which needs `files`
and `multipart`.
"""
