"""Test utilities shared by the contract suite, the project's tests and the benchmarks.

Neutral ground: nothing here imports server code or the suite. `server_process` is the one
launcher of a server subprocess (bounded start and stop, a log file), `server` the reference
server started through it on a free port with a fresh data dir, `https_receiver` the one HTTPS
webhook receiver, `feed_files` a loopback server of RSS/Atom files, `post_results` reads a post
result in either of its shapes.
"""
