"""The project's tests: a regular package, so that an installed top-level `tests` package
(the official SDK's wheel, `social-post-api`, ships one) cannot shadow it."""
