"""``grundy judge FORMAT [FILE|-]``: answer judge input in the judge's output format."""

from __future__ import annotations

import io
import sys
from typing import Any, BinaryIO, cast

from ..judge import FORMATS, available_formats, find_format
from . import ArgumentParser


def add_arguments(parser: ArgumentParser) -> None:
    formats = "\n".join(f"  {n}: {FORMATS[n][1]}" for n in available_formats())
    parser.description = "Read a judge problem's input and write its output.\n\nformats:\n" + formats
    parser.epilog = (
        "examples:\n"
        "  grundy judge poj1067 < input.txt\n"
        "  printf '1 2\\n5 8\\n0 0\\n' | grundy judge hdu2177\n"
        "  grundy judge lanqiao-cards input.txt > output.txt\n\n"
        "Bad input: the answers before it are written, then a one-line error naming\n"
        "the line and the token, exit status 2."
    )
    parser.formatter_class = __import__("argparse").RawDescriptionHelpFormatter
    parser.add_argument("format", help="judge format: " + ", ".join(available_formats()))
    parser.add_argument("file", nargs="?", default="-", help="input file; - or nothing reads stdin")


def run(args: Any) -> int:
    solve = find_format(args.format)
    out = _buffered_stdout()
    try:
        if args.file == "-":
            solve(sys.stdin.buffer, out)
        else:
            try:
                handle = open(args.file, "rb")
            except OSError as exc:
                from ..errors import InputError

                raise InputError(f"cannot read {args.file}: {exc.strerror}") from None
            with handle:
                solve(handle, out)
    finally:
        out.flush()
    return 0


def _buffered_stdout() -> BinaryIO:
    """Standard output as a buffered binary stream.

    With PYTHONUNBUFFERED=1 or ``python -u`` (common in containers)
    ``sys.stdout.buffer`` is the raw file, and the formats that write case by
    case would make one system call per case.
    """
    out: Any = sys.stdout.buffer
    if isinstance(out, io.BufferedIOBase):
        return cast(BinaryIO, out)
    sys.stdout.flush()
    return cast(BinaryIO, _Unowned(out, 1 << 16))


class _Unowned(io.BufferedWriter):
    """A buffer over a stream that it does not own: closing it only flushes it."""

    def close(self) -> None:
        try:
            self.flush()
        except (OSError, ValueError):
            pass  # reported already, when the judge flushed
