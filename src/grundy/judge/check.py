"""The checker: compare a contestant's output with a judge format's exact answers, case by case.

:func:`check` reads the judge input and the contestant's output side by
side, in bounded memory, and returns a :class:`Verdict`: right, or the
report of every wrong case (the first :data:`SHOWN_CASES` listed, the
others counted): the case (its number, its input lines and text), the
expected and the given answer, and what kind of fault it is: only the
whitespace differs (a trailing space, a CRLF line end, a missing last line
end), only the order of the lines or numbers differs, or the answer is
wrong, and then why the expected answer is right
(:meth:`~grundy.judge.format.JudgeFormat.why`).  Whitespace is compared as
the judge compares it: HDU and POJ compare bytes; a format with
``loose_end`` forgives the whitespace at the end of the output (CSES,
Timus), one with ``trims_lines`` also that at the end of every line (Luogu).

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
1 of 2 cases is wrong

Algorithm notes: the output is first compared with what the format's
solver writes, byte for byte, as the solver writes it (fast: the solvers
are vectorised); only when that finds a difference are the input and the
output read again case by case (:meth:`~grundy.judge.format.JudgeFormat.cases`),
which locates the wrong cases and accepts any right answer of a format
with several.  Streams that cannot be read twice are copied to a
temporary file first.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

from ..errors import InputError, UnsupportedError
from ..messages import Text, catalogue, joined
from . import show_token
from .format import Case, JudgeFormat

__all__ = ["MAX_LINE", "SHOWN_CASES", "OutputError", "Verdict", "check", "ignored", "rewindable"]

MESSAGES = catalogue("judge.check", {
    "wrong": ("case {number} is wrong ({where}: {text}), at output line {at}:\n"
              "  expected: {expected}\n  given:    {given}{detail}{why}",
              "第 {number} 组错误（{where}：{text}），在输出第 {at} 行：\n"
              "  应为：{expected}\n  实为：{given}{detail}{why}"),
    "wrong_brief": ("case {number} ({where}: {text}): expected {expected}, given {given}",
                    "第 {number} 组（{where}：{text}）：应为 {expected}，实为 {given}"),
    "missing_brief": ("the output ends at line {at}: {count:,} {count:~case|cases} from case {number} on {count:~has|have} no answer",
                      "输出在第 {at} 行结束：从第 {number} 组起 {count:,} 组没有答案"),
    "brief": ("{first} ({wrong:,} of {cases:,} {cases:~case|cases} {wrong:~is|are} wrong)", "{first}（{cases:,} 组中有 {wrong:,} 组错误）"),
    "input_line": ("input line {line}", "输入第 {line} 行"),
    "input_lines": ("input lines {line}-{end}", "输入第 {line}-{end} 行"),
    "missing": ("the output ends at line {at}, before the answer of case {number} ({where}: {text}):\n"
                "  expected: {expected}{rest}",
                "输出在第 {at} 行结束，缺少第 {number} 组的答案（{where}：{text}）：\n"
                "  应为：{expected}{rest}"),
    "unanswered": ("\n  cases {number:,} to {last:,} ({count:,} {count:~case|cases}) have no answer",
                   "\n  第 {number:,} 组到第 {last:,} 组（共 {count:,} 组）没有答案"),
    "more_wrong": ("... and {more:,} more wrong cases", "……另有 {more:,} 组错误"),
    "summary": ("{wrong:,} of {cases:,} {cases:~case|cases} {wrong:~is|are} wrong", "{cases:,} 组中有 {wrong:,} 组错误"),
    "line_order": ("the right lines in another order; the judge compares them in the order the statement gives",
                   "各行都对，但顺序不同；评测按题目规定的顺序逐行比较"),
    "word_order": ("the right numbers in another order; the judge compares them in the order the statement gives",
                   "各数都对，但顺序不同；评测按题目规定的顺序比较"),
    "trims": ("{detail} (this judge ignores whitespace at the end of each line and blank lines at the end of the "
              "output)", "{detail}（这个评测忽略行末空格和文末空行）"),
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
    "ignores_nothing": ("nothing: compared byte for byte (a trailing space, a CRLF line end or a missing last line end "
                        "is wrong)", "不忽略任何字符：逐字节比较（行末多空格、CRLF 换行、最后一行缺换行都算错）"),
    "ignores_end": ("the whitespace at the end of the output (spaces, line ends and blank lines after the last answer, "
                    "or no last line end); everything before it byte for byte",
                    "输出末尾的空白（最后一个答案之后的空格、换行和空行，或最后一行缺换行）；此前的内容逐字节比较"),
    "ignores_line_ends": ("the whitespace at the end of every line (spaces, tabs, a CR), the blank lines at the end "
                          "of the output and a missing last line end; the rest byte for byte",
                          "每行末尾的空白（空格、制表符、CR）、输出末尾的空行以及最后一行缺少的换行；其余逐字节比较"),
    "line_too_long": ("line {at} of the output is longer than {limit:,} {limit:~byte|bytes}", "输出第 {at} 行超过了 {limit:,} 字节"),
    "no_cases": ("{name} cannot read its input case by case, so it cannot say which case is wrong",
                 "{name} 不能逐组读入输入，因此无法指出哪一组错误"),
    "lines": ("{first} (and {more} more {more:~line|lines})", "{first}（另有 {more} 行）"),
})

#: The longest output line read (a longer one is refused: the checker's memory stays bounded).
MAX_LINE = 1 << 26
_BLANK = b" \t\n\r\x0b\x0c"
_SHOWN_LINES = 6
#: The wrong cases a report lists (the others are counted).
SHOWN_CASES = 10


class OutputError(Exception):
    """The contestant's output cannot be checked (a line beyond :data:`MAX_LINE`)."""

    def __init__(self, message: Text) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True)
class Verdict:
    """What :func:`check` found: whether the output is right, and the report to show.

    ``kind`` is ``"right"``, ``"wrong"`` (a wrong answer, a missing one or
    output after the last) or ``"format"`` (only whitespace is wrong: a
    judge's presentation error); ``brief`` is the report in one line.
    """

    right: bool
    report: Text
    kind: str = "right"
    brief: Text | str = ""


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
            return Verdict(True, MESSAGES("right", lines=lines), "right", MESSAGES("right", lines=lines))
        input_stream.seek(0)
        output.seek(0)
    out = _Lines(output)
    found = _Findings()
    try:
        wrong = _case_by_case(fmt, input_stream, out, found)
    except NotImplementedError:
        raise UnsupportedError(MESSAGES("no_cases", name=fmt.name)) from None
    if wrong is None:
        right = MESSAGES("right", lines=out.number)
        return Verdict(True, right, "right", right)
    return Verdict(False, wrong, "format" if found.only_whitespace() else "wrong", found.brief())


def ignored(fmt: JudgeFormat) -> Text:
    """What the format's judge, and so :func:`check`, ignores when it compares an output with the answer.

    >>> from grundy.judge import find_judge_format
    >>> print(ignored(find_judge_format("p2197")).render("en"))
    the whitespace at the end of every line (spaces, tabs, a CR), the blank lines at the end of the output and a missing last line end; the rest byte for byte
    """
    if fmt.trims_lines:
        return MESSAGES("ignores_line_ends")
    return MESSAGES("ignores_end") if fmt.loose_end else MESSAGES("ignores_nothing")


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
        self.back: bytes | None = None  # a line read ahead and given back

    def next(self) -> bytes:
        if self.back is not None:
            line, self.back = self.back, None
            self.number += 1
            return line
        line = self.output.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise OutputError(MESSAGES("line_too_long", at=self.number + 1, limit=MAX_LINE))
        if line:
            self.number += 1
        return line

    def give_back(self, line: bytes) -> None:
        self.back = line
        if line:
            self.number -= 1

    def answer(self, fmt: JudgeFormat, n: int) -> list[bytes]:
        # The lines of one case's answer: n of them; for a format whose answers
        # have first lines of their own (answer_starts), the lines up to the next such line.
        if not fmt.answer_starts_known:
            return [self.next() for _ in range(n)]
        raw = [self.next()]
        while (line := self.next()) and not fmt.answer_starts(_text(line.rstrip(b"\r\n"))):
            raw.append(line)
        self.give_back(line)
        return raw

    def blank_rest(self) -> bool:
        # True if nothing but whitespace is left (the rest is read).
        if self.back is not None and self.back.strip(_BLANK):
            return False
        self.back = None
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


def _where(case: Case) -> Text:
    # The input line (or lines) of a case.
    if case.end > case.line:
        return MESSAGES("input_lines", line=case.line, end=case.end)
    return MESSAGES("input_line", line=case.line)


class _Findings:
    # The wrong cases found: the first SHOWN_CASES reported, the others counted.
    def __init__(self) -> None:
        self.reports: list[Text] = []
        self.wrong = 0
        self.cases = 0
        self.answers = 0  # wrong answers (not whitespace), missing or extra output
        self.first: Text | None = None  # the first fault, in one line

    def add(self, report: Text, brief: Text, whitespace: bool) -> None:
        self.wrong += 1
        self.answers += not whitespace
        if self.first is None:
            self.first = brief
        if len(self.reports) < SHOWN_CASES:
            self.reports.append(report)

    def end(self, tail: Text, brief: Text, whitespace: bool = False) -> Text | None:
        # The output ends early or goes on (with blank lines only: whitespace).
        self.answers += not whitespace
        if self.first is None:
            self.first = brief
        return self.verdict(tail)

    def only_whitespace(self) -> bool:
        return self.answers == 0

    def brief(self) -> Text | str:
        if self.first is None:
            return ""
        return MESSAGES("brief", first=self.first, wrong=self.wrong, cases=self.cases) if self.wrong > 1 else self.first

    def verdict(self, tail: Text | None) -> Text | None:
        if not self.wrong and tail is None:
            return None
        parts = list(self.reports)
        if self.wrong > len(self.reports):
            parts.append(MESSAGES("more_wrong", more=self.wrong - len(self.reports)))
        if tail is not None:
            parts.append(tail)
        if self.wrong and self.cases > 1:
            parts.append(MESSAGES("summary", wrong=self.wrong, cases=self.cases))
        return joined(parts, "\n")


def _case_by_case(fmt: JudgeFormat, input_stream: BinaryIO, out: _Lines, found: _Findings) -> Text | None:
    source = fmt.cases(input_stream)
    pending: list[Case] = []  # cases read ahead to look at the end of the output
    several = fmt.several_answers
    trimmed = fmt.trims_lines
    while (case := pending.pop(0) if pending else next(source, None)) is not None:
        found.cases += 1
        expected = None if several else [line.encode() + b"\n" for line in fmt.answer(case)]
        n = fmt.output_lines(case) if expected is None else len(expected)
        first = out.number + 1
        raw = out.answer(fmt, n)
        if raw == expected or _right(fmt, case, raw, trimmed):
            continue
        if fmt.loose_end and _forgiven(fmt, case, raw, source, pending, out):
            return found.verdict(None)
        if not [line for line in raw if line]:  # the output ended before this case
            missing = 1 + len(pending) + sum(1 for _ in source)
            found.cases += missing - 1
            rest = MESSAGES("unanswered", number=case.number, last=case.number + missing - 1,
                            count=missing) if missing > 1 else ""
            return found.end(MESSAGES(
                "missing", at=first - 1, number=case.number, where=_where(case), text=case.text,
                expected=_shown([e.encode() for e in fmt.answer(case)]), rest=rest),
                MESSAGES("missing_brief", at=first - 1, number=case.number, count=missing))
        report, whitespace = _report(fmt, case, raw, first)
        found.add(report, MESSAGES("wrong_brief", number=case.number, where=_where(case), text=case.text,
                                   expected=_shown(_expected_lines(fmt, case)),
                                   given=_shown([line.rstrip(b"\n") for line in raw])), whitespace)
    extra = out.next()
    if not extra or fmt.loose_end and not extra.strip(_BLANK) and out.blank_rest():
        return found.verdict(None)
    extra_report = MESSAGES("extra", cases=found.cases, at=out.number, given=show_token(extra.rstrip(b"\n")))
    return found.end(extra_report, extra_report, not extra.strip(_BLANK) and out.blank_rest())


def _expected_lines(fmt: JudgeFormat, case: Case) -> list[bytes]:
    return [line.encode() for line in fmt.answer(case)]


def _right(fmt: JudgeFormat, case: Case, raw: list[bytes], trimmed: bool) -> bool:
    # A right answer of a format with several, or one right once each line's
    # trailing whitespace is ignored (Luogu).
    if not all(line for line in raw):
        return False
    if trimmed:
        return _accepted(fmt, case, [line.rstrip(_BLANK) for line in raw])
    return fmt.several_answers and all(line.endswith(b"\n") for line in raw) and _accepted(
        fmt, case, [line[:-1] for line in raw])


def _forgiven(fmt: JudgeFormat, case: Case, raw: list[bytes], source: Iterator[Case], pending: list[Case],
              out: _Lines) -> bool:
    # Right once the whitespace at the end of both outputs is ignored: this
    # case's answer is the last non-blank one, the rest of the output is
    # blank, and the answer matches once its end is stripped.  What is read
    # to find out is given back: the output's position, the later cases (in
    # `pending`).
    at = out.output.tell() if out.output.seekable() else None
    back = out.back
    if not out.blank_rest():
        if at is not None:
            out.output.seek(at)
            out.back = back
        return False
    for later in source:
        pending.append(later)
        if any(line.strip() for line in fmt.answer(later)):
            return False
    text = b"".join(raw).rstrip(_BLANK)
    lines = text.split(b"\n") if text else []
    if fmt.trims_lines:
        lines = [line.rstrip(_BLANK) for line in lines]
    expected = fmt.output_lines(case)
    lines += [b""] * (expected - len(lines))
    return len(lines) == expected and _accepted(fmt, case, lines)


def _report(fmt: JudgeFormat, case: Case, raw: list[bytes], first: int) -> tuple[Text, bool]:
    # The report of a wrong case, and whether only its whitespace is wrong.
    expected = fmt.answer(case)
    content = [line[:-1] if line.endswith(b"\n") else line for line in raw]
    detail = _whitespace(fmt, case, raw, content, first)
    whitespace = detail is not None
    if detail is not None and fmt.loose_end:
        detail = MESSAGES("trims", detail=detail) if fmt.trims_lines else MESSAGES("loose", detail=detail)
    if detail is None:
        detail = _order(expected, content)
    # Only a wrong answer is explained by the game: whitespace and order are not.
    why = MESSAGES("why", why=fmt.why(case)) if detail is None else ""
    return MESSAGES("wrong", number=case.number, where=_where(case), text=case.text, at=first,
                    expected=_shown([e.encode() for e in expected]), given=_shown(content),
                    detail=MESSAGES("detail", detail=detail) if detail is not None else "", why=why), whitespace


def _order(expected: list[str], content: list[bytes]) -> Text | None:
    # What differs, if only the order does: the answer's lines, or the numbers on its one line.
    given = [_text(line) for line in content]
    if len(expected) > 1 and given != expected and sorted(given) == sorted(expected):
        return MESSAGES("line_order")
    if len(expected) == 1 == len(given):
        words, right = given[0].split(" "), expected[0].split(" ")
        if len(right) > 1 and words != right and sorted(words) == sorted(right):
            return MESSAGES("word_order")
    return None


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
