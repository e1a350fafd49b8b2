"""``grundy judge FORMAT [FILE|-]``: answer judge input in the judge's output format."""

from __future__ import annotations

import sys
from typing import Any

from ..i18n import LANGS
from ..judge import FORMATS, available_formats, find_format
from . import ArgumentParser


def add_arguments(parser: ArgumentParser) -> None:
    formats = "\n".join(f"  {n}: {FORMATS[n][1]}" for n in available_formats())
    parser.description = "Read a judge problem's input and write its output.\n\nformats:\n" + formats
    parser.formatter_class = __import__("argparse").RawDescriptionHelpFormatter
    parser.add_argument("format", help="judge format: " + ", ".join(available_formats()))
    parser.add_argument("file", nargs="?", default="-", help="input file; - or nothing reads stdin")
    parser.add_argument("--lang", choices=LANGS, default="en", help="language of error messages")


def run(args: Any) -> int:
    solve = find_format(args.format)
    out = sys.stdout.buffer
    try:
        if args.file == "-":
            solve(sys.stdin.buffer, out)
        else:
            try:
                handle = open(args.file, "rb")
            except OSError as exc:
                from ..errors import InputError, os_reason_zh

                raise InputError(f"cannot read {args.file}: {exc.strerror}",
                                 zh=f"无法读取 {args.file}：{os_reason_zh(exc)}") from None
            with handle:
                solve(handle, out)
    finally:
        out.flush()
    return 0
