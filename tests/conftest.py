"""Shared fixtures: run the command line in-process, as a user would."""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass

import pytest

from grundy.cli import main


#: Modules that the web workers of some tests import, and whose import does what those
#: workers need (register a test game, take a second): not for collecting.
collect_ignore = ["plugin_worker.py", "slow_start.py"]
#: The scripts that make the golden files (tests/data/*/make.py) are run by hand, not collected.
collect_ignore_glob = ["data/*"]


@dataclass
class Run:
    status: int
    out: str
    err: str
    out_bytes: bytes


class TerminalBytes(io.BytesIO):
    """Bytes captured as if written to a terminal (``isatty()`` is true)."""

    def isatty(self) -> bool:
        return True


def run_cli(argv: list[str], stdin: bytes = b"", tty: bool = False) -> Run:
    """Call ``main(argv)`` with stdin bytes; capture stdout and stderr.

    With ``tty`` standard output is a terminal, as far as the program can tell.
    """
    out_buf, err_buf = TerminalBytes() if tty else io.BytesIO(), io.BytesIO()
    old = sys.stdin, sys.stdout, sys.stderr
    streams = (
        io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"),
        io.TextIOWrapper(out_buf, encoding="utf-8", write_through=True),
        io.TextIOWrapper(err_buf, encoding="utf-8", write_through=True),
    )
    sys.stdin, sys.stdout, sys.stderr = streams
    try:
        status = main(argv)
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
        for s in streams:
            s.flush()
            s.detach()  # keep the byte buffers open for reading
    raw = out_buf.getvalue()
    return Run(status, raw.decode("utf-8"), err_buf.getvalue().decode("utf-8"), raw)


@pytest.fixture
def cli():
    return run_cli


@pytest.fixture(autouse=True)
def _colour_as_the_program_decides(monkeypatch):
    """The user's NO_COLOR or FORCE_COLOR does not reach the tests (nor the programs they start)."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)


@pytest.fixture(autouse=True, scope="session")
def _integers_of_any_length():
    """The tests run as the command line does, with CPython's int/str digit limit lifted.

    ``main`` lifts it while it runs and puts it back; the tests' own reference
    solvers and expectations need it too, whatever test ran before.  The
    library under the limit is tested in tests/test_huge.py, which sets it.
    """
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    yield
    sys.set_int_max_str_digits(old)
