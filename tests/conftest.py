"""Shared fixtures: run the command line in-process, as a user would."""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass

import pytest

from grundy.cli import main


@dataclass
class Run:
    status: int
    out: str
    err: str
    out_bytes: bytes


def run_cli(argv: list[str], stdin: bytes = b"") -> Run:
    """Call ``main(argv)`` with stdin bytes; capture stdout and stderr."""
    out_buf, err_buf = io.BytesIO(), io.BytesIO()
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
