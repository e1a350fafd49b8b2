"""The checker: compare a contestant's output with a judge format's exact answers, case by case.

:func:`check` reads the judge input and the contestant's output side by
side, in bounded memory, and returns a :class:`Verdict`: right, or the
report of the first thing wrong: the case (its number, its input line and
text), the expected and the given answer, what differs when only the
whitespace does (a trailing space, a CRLF line end, a missing last line
end: HDU and POJ compare bytes; for a format with ``loose_end`` only the
whitespace at the end of the output is forgiven), and why the expected
answer is right (:meth:`~grundy.judge.format.JudgeFormat.why`).

>>> import io
>>> from grundy.judge import find_judge_format
>>> fmt = find_judge_format("poj1067")
>>> print(check(fmt, io.BytesIO(b"2 1\\n8 4\\n"), io.BytesIO(b"0\\n1\\n")).report.render())
right: 2 lines, every case as the judge wants it
>>> print(check(fmt, io.BytesIO(b"2 1\\n8 4\\n"), io.BytesIO(b"0\\n1 \\n")).report.render())
case 2 is wrong (input line 2: 8 4), at output line 2:
  expected: '1'
  given:    '1 '
  line 2 of the output ends in trailing whitespace (' '); the judge compares bytes
  why: the P-position with difference k = 4 is (a_k, b_k) = (6, 10). k = |8 - 4| = 4 and a_k = ...

Algorithm notes: the output is first compared with what the format's
solver writes, byte for byte, as the solver writes it (fast: the solvers
are vectorised); only when that finds a difference are the input and the
output read again case by case (:meth:`~grundy.judge.format.JudgeFormat.cases`),
which locates the first wrong case and accepts any right answer of a
format with several.  Streams that cannot be read twice are copied to a
temporary file first.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

from ..errors import InputError, UnsupportedError
from ..messages import Text, catalogue
from . import show_token
from .format import Case, JudgeFormat

__all__ = ["MAX_LINE", "OutputError", "Verdict", "check", "rewindable"]

MESSAGES = catalogue("judge.check", {
    "wrong": ("case {number} is wrong (input line {line}: {text}), at output line {at}:\n"
              "  expected: {expected}\n  given:    {given}{detail}{why}",
              "第 {number} 组错误（输入第 {line} 行：{text}），在输出第 {at} 行：\n"
              "  应为：{expected}\n  实为：{given}{detail}{why}"),
    "missing": ("the output ends at line {at}, before the answer of case {number} (input line {line}: {text}):\n"
                "  expected: {expected}{why}",
                "输出在第 {at} 行结束，缺少第 {number} 组的答案（输入第 {line} 行：{text}）：\n"
                "  应为：{expected}{why}"),
    "extra": ("the output goes on after the answer of the last case ({cases:,} {cases:~case|cases}), at line {at}: {given}",
              "最后一组（共 {cases:,} 组）的答案之后还有输出，在第 {at} 行：{given}"),
    "why": ("\n  why: {why}", "\n  理由：{why}"),
    "detail": ("\n  {detail}", "\n  {detail}"),
    "crlf": ("line {at} of the output ends in CRLF (\\r\\n); the judge compares bytes and wants \\n",
             "输出第 {at} 行以 CRLF（\\r\\n）结尾；评测逐字节比较，要求 \\n"),
    "trailing": ("line {at} of the output ends in trailing whitespace ({space}); the judge compares bytes",
                 "输出第 {at} 行末尾有多余的空白（{space}）；评测逐字节比较"),
    "no_line_end": ("the last line of the output, line {at}, has no line end (\\n); the judge compares bytes",
                    "输出的最后一行（第 {at} 行）没有换行符（\\n）；评测逐字节比较"),
    "spacing": ("line {at} of the output has the right numbers with other spacing: single spaces between them, none "
                "at the ends", "输出第 {at} 行的内容正确，但空白不对：中间各用一个空格，两端不留空白"),
    "loose": ("{detail} (this judge ignores whitespace only at the end of the output)",
              "{detail}（这个评测只忽略输出末尾的空白）"),
    "right": ("right: {lines:,} {lines:~line|lines}, every case as the judge wants it", "正确：共 {lines:,} 行，每组都符合评测要求"),
    "line_too_long": ("line {at} of the output is longer than {limit:,} {limit:~byte|bytes}", "输出第 {at} 行超过了 {limit:,} 字节"),
    "no_cases": ("{name} cannot read its input case by case, so it cannot say which case is wrong",
                 "{name} 不能逐组读入输入，因此无法指出哪一组错误"),
    "lines": ("{first} (and {more} more {more:~line|lines})", "{first}（另有 {more} 行）"),
})

#: The longest output line read (a longer one is refused: the checker's memory stays bounded).
MAX_LINE = 1 << 26
_BLANK = b" \t\n\r\x0b\x0c"
_SHOWN_LINES = 6


class OutputError(Exception):
    """The contestant's output cannot be checked (a line beyond :data:`MAX_LINE`)."""

    def __init__(self, message: Text) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class Verdict:
    """What :func:`check` found: whether the output is right, and the report to show."""

    right: bool
    report: Text


def check(fmt: JudgeFormat, input_stream: BinaryIO, output: BinaryIO, *, fast: bool = True) -> Verdict:
    """Whether ``output`` is right for the judge input ``input_stream``, and the report of its first fault.

    Bad judge input raises the format's :class:`~grundy.judge.JudgeError`,
    as its solver does, once the answers before it have been compared; an
    output line longer than :data:`MAX_LINE` raises :class:`OutputError`.
    With ``fast`` (the default) the output is first compared with the
    solver's bytes; both streams must then be seekable (see :func:`rewindable`).
    """
    if fast:
        lines = _same_as_solver(fmt, input_stream, output)
        if lines is not None:
            return Verdict(True, MESSAGES("right", lines=lines))
        input_stream.seek(0)
        output.seek(0)
    out = _Lines(output)
    try:
        wrong = _case_by_case(fmt, input_stream, out)
    except NotImplementedError:
        raise UnsupportedError(MESSAGES("no_cases", name=fmt.name)) from None
    if wrong is None:
        return Verdict(True, MESSAGES("right", lines=out.number))
    return Verdict(False, wrong)


def rewindable(stream: BinaryIO) -> BinaryIO:
    """``stream`` itself if it can be read again from its start, else a temporary copy of it (on disk)."""
    try:
        if stream.seekable():
            stream.seek(0, 1)
            return stream
    except (OSError, ValueError, AttributeError):
        pass
    copy = tempfile.TemporaryFile()
    shutil.copyfileobj(stream, copy, 1 << 20)
    copy.seek(0)
    return copy


# ---------------------------------------------------------------- the fast comparison
class _Differs(Exception):
    pass


class _Comparer:
    # A writable stream that compares what the solver writes with the output, as it comes.
    def __init__(self, output: BinaryIO) -> None:
        self.output = output
        self.lines = 0

    def write(self, data: bytes) -> int:
        if self.output.read(len(data)) != data:
            raise _Differs
        self.lines += data.count(b"\n")
        return len(data)

    def flush(self) -> None:
        pass


def _same_as_solver(fmt: JudgeFormat, input_stream: BinaryIO, output: BinaryIO) -> int | None:
    # The output's line count if it is what the solver writes (up to trailing
    # whitespace for a loose end), else None.
    comparer = _Comparer(output)
    try:
        fmt.solve(input_stream, comparer)  # type: ignore[arg-type]
    except (_Differs, InputError):  # bad input: the case-by-case reading reports it where it stands
        return None
    lines = comparer.lines
    while rest := output.read(1 << 16):
        if not fmt.loose_end or rest.strip(_BLANK):
            return None
        lines += rest.count(b"\n")
    return lines


# ---------------------------------------------------------------- case by case
class _Lines:
    # The output's lines, each with its line end (b"" after the end), numbered from 1.
    def __init__(self, output: BinaryIO) -> None:
        self.output = output
        self.number = 0

    def next(self) -> bytes:
        line = self.output.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise OutputError(MESSAGES("line_too_long", at=self.number + 1, limit=MAX_LINE))
        if line:
            self.number += 1
        return line

    def blank_rest(self) -> bool:
        # True if nothing but whitespace is left (the rest is read).
        while block := self.output.read(1 << 16):
            if block.strip(_BLANK):
                return False
        return True


def _text(line: bytes) -> str:
    return line.decode("utf-8", "surrogateescape")


def _shown(lines: list[bytes]) -> Text | str:
    # Lines as a report quotes them: each shortened, any bytes readable; the first few.
    quoted = [show_token(line) for line in lines[:_SHOWN_LINES]] or ["''"]
    first = " / ".join(quoted)
    return MESSAGES("lines", first=first, more=len(lines) - _SHOWN_LINES) if len(lines) > _SHOWN_LINES else first


def _accepted(fmt: JudgeFormat, case: Case, lines: list[bytes]) -> bool:
    given = [_text(line) for line in lines]
    return fmt.accepts(case, given) if fmt.several_answers else given == fmt.answer(case)


def _case_by_case(fmt: JudgeFormat, input_stream: BinaryIO, out: _Lines) -> Text | None:
    cases = fmt.cases(input_stream)
    count = 0
    several = fmt.several_answers
    for case in cases:
        count += 1
        expected = None if several else [line.encode() + b"\n" for line in fmt.answer(case)]
        n = fmt.output_lines(case) if expected is None else len(expected)
        first = out.number + 1
        raw = [out.next() for _ in range(n)]
        if raw == expected or expected is None and all(line.endswith(b"\n") for line in raw) and _accepted(
                fmt, case, [line[:-1] for line in raw]):
            continue
        if fmt.loose_end and _forgiven(fmt, case, raw, cases, out):
            return None
        return _report(fmt, case, raw, first)
    extra = out.next()
    if not extra or fmt.loose_end and not extra.strip(_BLANK) and out.blank_rest():
        return None
    return MESSAGES("extra", cases=count, at=out.number, given=show_token(extra.rstrip(b"\n")))


def _forgiven(fmt: JudgeFormat, case: Case, raw: list[bytes], cases: Iterator[Case], out: _Lines) -> bool:
    # Right once the whitespace at the end of both outputs is ignored: this
    # case's answer is the last non-blank one, the rest of the output is
    # blank, and the answer matches once its end is stripped.
    if not out.blank_rest():
        return False
    if any(any(line.strip() for line in fmt.answer(later)) for later in cases):
        return False
    text = b"".join(raw).rstrip(_BLANK)
    lines = text.split(b"\n") if text else []
    expected = fmt.output_lines(case)
    lines += [b""] * (expected - len(lines))
    return len(lines) == expected and _accepted(fmt, case, lines)


def _report(fmt: JudgeFormat, case: Case, raw: list[bytes], first: int) -> Text:
    why = MESSAGES("why", why=fmt.why(case))
    expected = fmt.answer(case)
    if not raw or not raw[-1]:  # the output ended within this case
        present = [line for line in raw if line]
        if not present:
            return MESSAGES("missing", at=first - 1, number=case.number, line=case.line, text=case.text,
                            expected=_shown([e.encode() for e in expected]), why=why)
    content = [line[:-1] if line.endswith(b"\n") else line for line in raw]
    detail = _whitespace(fmt, case, raw, content, first)
    if detail is not None and fmt.loose_end:
        detail = MESSAGES("loose", detail=detail)
    return MESSAGES("wrong", number=case.number, line=case.line, text=case.text, at=first,
                    expected=_shown([e.encode() for e in expected]), given=_shown(content),
                    detail=MESSAGES("detail", detail=detail) if detail is not None else "", why=why)


def _whitespace(fmt: JudgeFormat, case: Case, raw: list[bytes], content: list[bytes], first: int) -> Text | None:
    # What differs, if only the whitespace does; None for a wrong answer.
    if raw and raw[-1] and not raw[-1].endswith(b"\n") and _accepted(fmt, case, content):
        return MESSAGES("no_line_end", at=first + len(raw) - 1)
    no_cr = [c[:-1] if c.endswith(b"\r") else c for c in content]
    if no_cr != content and _accepted(fmt, case, no_cr):
        return MESSAGES("crlf", at=first + next(i for i, c in enumerate(content) if c.endswith(b"\r")))
    stripped = [c.rstrip(b" \t\r\x0b\x0c") for c in content]
    if stripped != content and _accepted(fmt, case, stripped):
        i = next(i for i, (c, s) in enumerate(zip(content, stripped)) if c != s)
        return MESSAGES("trailing", at=first + i, space=show_token(content[i][len(stripped[i]):]))
    spaced = [b" ".join(c.split()) for c in content]
    if spaced != content and _accepted(fmt, case, spaced):
        i = next(i for i, (c, s) in enumerate(zip(content, spaced)) if c != s)
        return MESSAGES("spacing", at=first + i)
    return None


