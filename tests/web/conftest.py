"""The page's browser tests share one server and one browser for the whole session.

The real server (``grundy serve`` in a subprocess) and Debian's Chromium, headless, driven
by Playwright; each test module opens its own tabs in that browser.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import grundy
from tests.web.browsing import CHROMIUM

SRC = str(Path(grundy.__file__).resolve().parents[1])
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def server_process():
    """The real server on a free loopback port (started here, while the browser starts)."""
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "grundy", "serve", "--port", "0", "--timeout", "20"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    first_line: list[str] = []
    reader = threading.Thread(target=lambda: first_line.append(proc.stdout.readline()), daemon=True)
    reader.start()
    try:
        yield proc, reader, first_line
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="session")
def browser(server_process):
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (CI installs it with apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def server(server_process, browser):
    """The server's URL, once it prints it."""
    proc, reader, first_line = server_process
    reader.join(timeout=60)
    match = re.search(r"http://127\.0\.0\.1:\d+/", first_line[0] if first_line else "")
    if not match:
        proc.kill()
        pytest.fail(f"the server did not start: {first_line!r} {proc.stderr.read()}")
    return match.group(0)
