"""``grundy judge FORMAT [FILE|-]``: answer judge input in the judge's output format."""

from __future__ import annotations

import io
import sys
from typing import Any, BinaryIO, cast

from ..errors import InputError, os_reason
from ..i18n import LANGS
from ..judge import available_formats, find_format, is_terminal, iter_judge_formats
from ..messages import catalogue
from .parser import ArgumentParser, complete_with

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "answer judge input (POJ 1067, HDU 2177, ...) in the judge's format"
SUMMARY_ZH = "按评测题的格式回答输入（POJ 1067、HDU 2177 等）"
MESSAGES = catalogue("cli.judge", {
    "description": ("Read a judge problem's input and write its output.\n\nformats:\n",
                    "读入评测题的输入，按它的格式输出答案。\n\n格式：\n"),
    "note": ("Bad input: the answers before it are written, then a one-line error naming\n"
             "the line and the token, exit status 2.",
             "输入有误时，先写出它之前的全部答案，再输出一行出错信息，\n"
             "指明出错的行和内容，退出状态为 2。"),
    "format": ("judge format (see the list above)", "评测格式，见上面的列表"),
    "file": ("input file; - or nothing reads stdin", "输入文件；- 或不写则读标准输入"),
    "lang": ("language of error messages", "出错信息的语言（zh 为中文）"),
    "cannot_read": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
})


def add_arguments(parser: ArgumentParser) -> None:
    formats = "\n".join(f"  {f.name}: {parser.text(f.summary)}" for f in iter_judge_formats())
    parser.description = parser.text(MESSAGES("description")) + formats
    parser.add_examples(
        ["grundy judge poj1067 < input.txt",
         "printf '1 2\\n5 8\\n0 0\\n' | grundy judge hdu2177",
         "grundy judge lanqiao-cards input.txt > output.txt"],
        MESSAGES("note"),
    )
    complete_with(parser.add_argument("format", help=parser.text(MESSAGES("format"))), available_formats)
    parser.add_argument("file", nargs="?", default="-", help=parser.text(MESSAGES("file")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=parser.text(MESSAGES("lang")))


def run(args: Any) -> int:
    solve = find_format(args.format)
    typed = args.file == "-" and is_terminal(sys.stdin)
    out = _answer_at_once(sys.stdout.buffer) if typed else _buffered_stdout()
    try:
        if args.file == "-":
            solve(sys.stdin.buffer, out)
        else:
            try:
                handle = open(args.file, "rb")
            except OSError as exc:
                raise InputError(MESSAGES("cannot_read", path=args.file, reason=os_reason(exc))) from None
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


class _AnswerAtOnce:
    """Standard output for input typed on a terminal: every answer is shown
    as soon as its case has been read, not when the input ends."""

    def __init__(self, out: BinaryIO) -> None:
        self._out = out

    def write(self, data: bytes) -> int:
        written = self._out.write(data)
        self._out.flush()
        return written

    def flush(self) -> None:
        self._out.flush()


def _answer_at_once(out: BinaryIO) -> BinaryIO:
    return cast(BinaryIO, _AnswerAtOnce(out))


class _Unowned(io.BufferedWriter):
    """A buffer over a stream that it does not own: closing it only flushes it."""

    def close(self) -> None:
        try:
            self.flush()
        except (OSError, ValueError):
            pass  # reported already, when the judge flushed
