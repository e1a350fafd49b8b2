"""The real server on loopback, spoken to through raw sockets: JSON errors at every level,
slow and truncated clients dropped, foreign origins and content types refused, the Host checked."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

import grundy  # noqa: E402
from grundy.web.guard import BODY_TIMEOUT  # noqa: E402
from grundy.web.server import HEADER_TIMEOUT, MAX_HEADERS  # noqa: E402

#: Seconds beyond a limit that a dropped connection may take to close (a loaded machine).
MARGIN = 5.0


class Server:
    def __init__(self, host: str = "127.0.0.1") -> None:
        src = str(Path(grundy.__file__).resolve().parents[1])
        self.process = subprocess.Popen(
            [sys.executable, "-m", "grundy", "serve", "--port", "0", "--host", host],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": src})
        line = self.process.stdout.readline()
        found = re.search(r"http://([\d.]+):(\d+)/", line)
        assert found, line + self.process.stderr.read()
        self.host, self.port = found.group(1), int(found.group(2))

    def stop(self) -> None:
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="module")
def server():
    running = Server()
    yield running
    running.stop()


def parse(raw: bytes) -> tuple[int, dict[str, str], bytes]:
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:])}
    return status, headers, body


def exchange(server, data: bytes, limit: float = 30.0) -> tuple[int, dict[str, str], bytes]:
    """Send the bytes, read the answer (to its Content-Length, or to the end of the connection)."""
    with socket.create_connection((server.host, server.port), timeout=limit) as sock:
        sock.sendall(data)
        raw = b""
        while True:
            chunk = sock.recv(65536)
            raw += chunk
            if not chunk:
                break
            head, sep, body = raw.partition(b"\r\n\r\n")
            length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
            if sep and length and len(body) >= int(length.group(1)):
                break
    return parse(raw)


def json_error(answer, status: int) -> str:
    """The answer is a JSON error of that status, one line; its message."""
    code, headers, body = answer
    assert code == status, (code, body)
    assert headers["content-type"].startswith("application/json"), headers
    data = json.loads(body)
    assert set(data) <= {"error", "error_zh"} and data["error"] and "\n" not in data["error"], data
    return data["error"]


def request(server, method: str, path: str, body: bytes | None = None, host: str | None = None,
            headers: str = "") -> bytes:
    host = f"{server.host}:{server.port}" if host is None else host
    lines = f"{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n{headers}"
    if body is not None:
        lines += f"Content-Length: {len(body)}\r\n"
    return (lines + "\r\n").encode() + (body or b"")


ANALYSE = b'{"game": "wythoff", "position": [5, 8]}'
JSON = "Content-Type: application/json\r\n"


def test_a_good_request_over_a_raw_socket(server):
    status, _headers, body = exchange(server, request(server, "POST", "/api/analyse", ANALYSE, headers=JSON))
    assert status == 200 and json.loads(body)["winning_moves"] == [[4, 7], [5, 3]]


# -------------------------------------------------------- JSON at every level
def test_a_bad_host_header_gets_json(server):
    assert "evil.example" in json_error(exchange(server, request(server, "GET", "/api/games", host="evil.example")),
                                        400)


def test_errors_of_the_http_layer_are_json(server):
    # h11 refuses these before the app sees them: a malformed Content-Length, no Host header,
    # a request line that is not HTTP, headers larger than the limit.
    bad_length = f"POST /api/analyse HTTP/1.1\r\nHost: {server.host}\r\n{JSON}Content-Length: abc\r\n\r\n{{}}"
    assert "Content-Length" in json_error(exchange(server, bad_length.encode()), 400)
    assert "Host" in json_error(exchange(server, b"GET /api/games HTTP/1.1\r\n\r\n"), 400)
    assert "not valid HTTP" in json_error(exchange(server, b"HELLO\x00 there\r\n\r\n"), 400)
    # Headers that go on past the limit (never ended: h11 measures a head still coming in).
    huge = f"GET /api/games HTTP/1.1\r\nHost: {server.host}\r\nX-Pad: {'x' * (MAX_HEADERS + 10)}\r\n"
    code, _headers, _body = answer = exchange(server, huge.encode())
    assert code in (400, 431)
    json_error(answer, code)


def test_framework_errors_are_json(server):
    assert "no such page" in json_error(exchange(server, request(server, "GET", "/api/nothing")), 404)
    assert "does not take" in json_error(exchange(server, request(server, "DELETE", "/api/analyse")), 405)
    big = request(server, "POST", "/api/analyse", headers=JSON + "Content-Length: 10000000\r\n")
    assert "larger than" in json_error(exchange(server, big), 413)
    assert "no such job" in json_error(exchange(server, request(server, "GET", "/api/jobs/0123456789abcdef")), 404)


# --------------------------------------------------------- who may ask what
def test_a_body_not_called_json_gets_415(server):
    for kind in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = f"Content-Type: {kind}\r\n" if kind else ""
        message = json_error(exchange(server, request(server, "POST", "/api/analyse", ANALYSE, headers=headers)), 415)
        assert "application/json" in message


def test_a_foreign_origin_is_refused_and_the_page_own_is_not(server):
    foreign = JSON + "Origin: http://evil.example\r\n"
    assert "evil.example" in json_error(exchange(server, request(server, "POST", "/api/analyse", ANALYSE,
                                                                 headers=foreign)), 403)
    # A text/plain POST from another site is what a browser sends without asking: refused either way.
    plain = "Content-Type: text/plain\r\nOrigin: http://evil.example\r\n"
    json_error(exchange(server, request(server, "POST", "/api/analyse", ANALYSE, headers=plain)), 403)
    json_error(exchange(server, request(server, "GET", "/api/games", headers="Origin: null\r\n")), 403)
    own = JSON + f"Origin: http://{server.host}:{server.port}\r\n"
    status, _headers, _body = exchange(server, request(server, "POST", "/api/analyse", ANALYSE, headers=own))
    assert status == 200


def test_the_host_check_follows_the_address_listened_on():
    other = Server("127.0.0.2")
    try:
        assert other.host == "127.0.0.2"
        status, _headers, _body = exchange(other, request(other, "GET", "/api/games"))
        assert status == 200
        status, _headers, _body = exchange(other, request(other, "GET", "/api/games", host=f"localhost:{other.port}"))
        assert status == 200
        for host in ("evil.example", f"evil.example:{other.port}", f"127.0.0.1:{other.port}"):
            assert "host" in json_error(exchange(other, request(other, "GET", "/api/games", host=host)), 400)
    finally:
        other.stop()


# ---------------------------------------------------------------- slow clients
def drip(server, head: bytes, drop: bytes | None, results: dict, name: str, limit: float = 30.0) -> None:
    """Send ``head``, then ``drop`` every half second; note when the server closed and what it said."""
    with socket.create_connection((server.host, server.port), timeout=limit) as sock:
        sock.settimeout(0.5)
        sock.sendall(head)
        started = time.monotonic()
        received = b""
        while time.monotonic() - started < limit:
            try:
                chunk = sock.recv(65536)
            except socket.timeout:
                if drop:
                    try:
                        sock.sendall(drop)
                    except OSError:
                        break
                continue
            except OSError:
                break
            if not chunk:
                break
            received += chunk
        results[name] = (time.monotonic() - started, received)


def test_slow_and_truncated_clients_are_dropped_after_a_few_seconds(server):
    host = f"Host: {server.host}:{server.port}\r\n"
    post = f"POST /api/analyse HTTP/1.1\r\n{host}{JSON}Content-Length: 100\r\n\r\n".encode()
    cases = {
        "idle": (b"", None),  # connects and says nothing
        "slow headers": (f"GET /api/games HTTP/1.1\r\n{host}".encode(), b"X-Slow: 1\r\n"),
        "slow body": (post, b" "),  # a byte every half second: 100 would take 50 s
        "truncated body": (post + b"{}", None),  # announces 100 bytes, sends 2
    }
    results: dict = {}
    threads = [threading.Thread(target=drip, args=(server, head, drop, results, name))
               for name, (head, drop) in cases.items()]
    for thread in threads:
        thread.start()
    # Meanwhile the server answers others.
    status, _headers, _body = exchange(server, request(server, "POST", "/api/analyse", ANALYSE, headers=JSON))
    assert status == 200
    for thread in threads:
        thread.join()
    for name, limit in [("idle", HEADER_TIMEOUT), ("slow headers", HEADER_TIMEOUT),
                        ("slow body", BODY_TIMEOUT), ("truncated body", BODY_TIMEOUT)]:
        seconds, received = results[name]
        assert seconds < limit + MARGIN, (name, seconds)
        if name == "idle":
            assert received == b"", received  # nothing was asked: closed without a word
        else:
            assert "did not arrive within" in json_error(parse(received), 408), name
