"""A bounded load test of the real server on loopback: quick answers while long computations run.

With 4 long computations in flight, every quick request of the players
(analysing, the computer's move, checking a move) is answered, and so are the
long ones.  The latency target (quick p99 under 300 ms) is a measurement, not a
test: on a machine shared with other work a wall-clock bound is a flaky test.
benchmarks/web_load.py measures it and prints p50, p90 and p99 of quick
requests alone and with the long ones in flight; this test prints them too.

With more idle connections held open than the server takes at once, a normal
request is still answered (the server closes the connection idle the longest):
benchmarks/web_idle.py times it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

def _benchmark(name: str = "web_load"):
    path = Path(__file__).resolve().parents[2] / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_quick_answers_stay_quick_with_four_long_computations_in_flight():
    load = _benchmark()
    with load.Server() as server:
        alone, loaded = load.compare(server.url, quick=150, expensive=4, clients=2)
    print(alone.line("alone (reference)"))
    print(loaded.line("with 4 long in flight"))
    assert alone.failures == [] and loaded.failures == []  # every quick request answered 200
    assert loaded.long_asked >= 4 and loaded.long_failed == []  # they were in flight, and answered well


def _idle_benchmark():
    return _benchmark("web_idle")


#: Idle connections held open while a normal request is made: more than the server's cap on connections.
HELD = 300


def _answer(url: str, limit: float = 30.0) -> tuple[int, bytes]:
    """A normal request over a connection of its own: the status and the body of its answer."""
    import socket
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=limit) as sock:
        sock.sendall(f"GET /api/games HTTP/1.1\r\nHost: {parts.netloc}\r\nConnection: close\r\n\r\n".encode())
        raw = b""
        while chunk := sock.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


@pytest.mark.slow
def test_a_normal_request_is_answered_while_300_idle_connections_are_held_open():
    import socket
    from urllib.parse import urlsplit

    load = _benchmark()
    idle = _idle_benchmark()
    with load.Server() as server:
        parts = urlsplit(server.url)
        held = []
        try:
            for i in range(HELD):
                sock = socket.create_connection((parts.hostname, parts.port), timeout=30)
                if i % 2:  # half of them asked once, had their answer and keep the connection alive
                    idle.ask_and_keep(sock, parts.netloc)
                held.append(sock)
            status, body = _answer(server.url)
            again, _ = _answer(server.url)
        finally:
            for sock in held:
                sock.close()
    assert status == 200, body
    assert again == 200
