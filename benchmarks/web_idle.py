"""A normal request while many idle connections are held open on ``grundy serve``: its status and time.

The reference is the same request with no connection held; the ratio is the held time over it.

    python benchmarks/web_idle.py [--held 300] [--src DIR]

``--src`` serves another checkout's ``src`` (to compare two versions of the server).

An idle connection is one that has sent nothing, or has asked once (for the page), had its
answer and keeps the connection alive; half are of each kind.  The times are wall-clock on whatever else the machine runs.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import socket
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent


def _server_class():
    spec = importlib.util.spec_from_file_location("web_load", HERE / "web_load.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.Server


def request(url: str, limit: float = 30.0) -> tuple[str, float]:
    """GET /api/games over a new connection: its status (or the error) and the seconds it took."""
    parts = urlsplit(url)
    started = time.perf_counter()
    try:
        with socket.create_connection((parts.hostname, parts.port), timeout=limit) as sock:
            sock.sendall(f"GET /api/games HTTP/1.1\r\nHost: {parts.netloc}\r\nConnection: close\r\n\r\n".encode())
            raw = b""
            while chunk := sock.recv(65536):
                raw += chunk
        status = raw.split(b" ", 2)[1].decode() if raw else "closed"
    except OSError as exc:
        status = type(exc).__name__
    return status, time.perf_counter() - started


def ask_and_keep(sock: socket.socket, host: str) -> None:
    """Ask for the page over the connection, read the whole answer, and leave the connection open (keep-alive)."""
    try:
        sock.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        raw = b""
        while b"\r\n\r\n" not in raw:
            raw += sock.recv(65536) or b"\r\n\r\n"
        head, _, body = raw.partition(b"\r\n\r\n")
        length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
        while length and len(body) < int(length.group(1)):
            chunk = sock.recv(65536)
            if not chunk:
                break
            body += chunk
    except OSError:
        pass  # closed by the server meanwhile, as the connection idle the longest is: it is still held


def hold(url: str, count: int) -> list[socket.socket]:
    """Open ``count`` connections: half say nothing, half ask once and keep the connection alive."""
    parts = urlsplit(url)
    held = []
    for i in range(count):
        sock = socket.create_connection((parts.hostname, parts.port), timeout=30)
        if i % 2:
            ask_and_keep(sock, parts.netloc)
        held.append(sock)
    return held


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--held", type=int, default=300)
    parser.add_argument("--src", type=Path, default=HERE.parent / "src")
    args = parser.parse_args()
    with _server_class()(src=args.src) as server:
        request(server.url)  # the first answer fills the server's caches
        alone_status, alone = request(server.url)
        held = hold(server.url, args.held)
        try:
            status, seconds = request(server.url)
        finally:
            for sock in held:
                sock.close()
    print(f"alone (reference): {alone_status} in {alone * 1000:.0f} ms")
    print(f"with {args.held} idle connections held: {status} in {seconds * 1000:.0f} ms "
          f"(ratio {seconds / alone:.1f})")


if __name__ == "__main__":
    main()
