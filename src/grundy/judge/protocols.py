"""The checker as judges call it: testlib's checker protocol and the Kattis / DOMjudge output validator.

Both compare the contestant's output with the exact answers of the test
input (:func:`grundy.judge.check.check`), as the format's judge compares
it, and also check the jury's answer file the same way: a jury answer that
is not right is the problem's fault, not the contestant's.

* testlib (Polygon, Codeforces, ejudge, Lyrio...): ``checker INPUT OUTPUT
  ANSWER [RESULT]``; exit 0 ok, 1 wrong answer, 2 wrong output format
  (presentation: only whitespace is wrong), 3 fail (bad input, a wrong jury
  answer); one verdict line on stderr (and in RESULT when given) starting
  ``ok``, ``wrong answer``, ``wrong output format`` or ``FAIL``.
* Kattis problem format (DOMjudge, Kattis): ``validator INPUT ANSWER
  FEEDBACK_DIR [flags] < OUTPUT``; exit 42 accepted, 43 wrong answer, with
  the report in ``FEEDBACK_DIR/judgemessage.txt``; a judge error (bad
  input, a wrong jury answer) exits 1 with its reason there and on stderr.

>>> import io
>>> from grundy.judge import find_judge_format
>>> status, line = as_testlib(find_judge_format("poj1067"), io.BytesIO(b"2 1\\n8 4\\n"), io.BytesIO(b"0\\n0\\n"),
...                                io.BytesIO(b"0\\n1\\n"))
>>> status, TESTLIB_WORDS[status], line.render()[:27]
(1, 'wrong answer', 'case 2 (input line 2: 8 4):')
"""

from __future__ import annotations

import os
from typing import BinaryIO

from ..errors import InputError
from ..messages import Text, catalogue
from .check import OutputError, Verdict, check
from .format import JudgeFormat

__all__ = ["KATTIS_ACCEPTED", "KATTIS_JUDGE_ERROR", "KATTIS_WRONG", "TESTLIB_FAIL", "TESTLIB_FORMAT", "TESTLIB_OK",
           "TESTLIB_WORDS", "TESTLIB_WRONG", "as_kattis", "as_testlib"]

#: testlib's exit statuses.
TESTLIB_OK, TESTLIB_WRONG, TESTLIB_FORMAT, TESTLIB_FAIL = 0, 1, 2, 3
#: The Kattis output validator's exit statuses (any other one is a judge error).
KATTIS_ACCEPTED, KATTIS_WRONG, KATTIS_JUDGE_ERROR = 42, 43, 1

MESSAGES = catalogue("judge.protocols", {
    "bad_input": ("the test input is not valid: {error}", "测试输入不合法：{error}"),
    "bad_answer": ("the jury's answer is not right: {brief}", "标准答案文件不对：{brief}"),
    "judge_error": ("judge error: {reason}", "评测出错：{reason}"),
})


def _verdict(fmt: JudgeFormat, data: BinaryIO, output: BinaryIO) -> Verdict:
    data.seek(0)
    return check(fmt, data, output)


def _compare(fmt: JudgeFormat, data: BinaryIO, output: BinaryIO, answer: BinaryIO) -> tuple[Verdict | None, Text | None]:
    # The contestant's verdict, or the reason the check itself fails (a bad input, a wrong jury answer).
    try:
        jury = _verdict(fmt, data, answer)
        if not jury.right:
            return None, MESSAGES("bad_answer", brief=jury.brief)
        return _verdict(fmt, data, output), None
    except OutputError as exc:  # an output line too long to read: a wrong output
        return Verdict(False, exc.message, "wrong", exc.message), None
    except InputError as exc:
        return None, MESSAGES("bad_input", error=exc.message)


#: The word that starts testlib's verdict line, by exit status (the protocol's, in every language).
TESTLIB_WORDS = {TESTLIB_OK: "ok", TESTLIB_WRONG: "wrong answer", TESTLIB_FORMAT: "wrong output format",
                 TESTLIB_FAIL: "FAIL"}


def as_testlib(fmt: JudgeFormat, data: BinaryIO, output: BinaryIO, answer: BinaryIO) -> tuple[int, Text | str]:
    """testlib's exit status for ``output`` on the test input ``data``, with the jury's ``answer``, and what
    follows the status's word (:data:`TESTLIB_WORDS`) on the verdict line.

    The streams are read more than once: give seekable ones.
    """
    verdict, failure = _compare(fmt, data, output, answer)
    if verdict is None:
        return TESTLIB_FAIL, failure or ""
    if verdict.right:
        return TESTLIB_OK, verdict.brief
    return (TESTLIB_FORMAT if verdict.kind == "format" else TESTLIB_WRONG), verdict.brief


def as_kattis(fmt: JudgeFormat, data: BinaryIO, answer: BinaryIO, output: BinaryIO, feedback_dir: str,
           lang: str = "en") -> tuple[int, Text]:
    """The Kattis output validator's exit status for ``output``; the report is written to ``judgemessage.txt``.

    Whitespace is compared as the format's judge compares it (a Kattis
    problem that wants it otherwise says so in its statement, not in flags).
    """
    verdict, failure = _compare(fmt, data, output, answer)
    if verdict is None:
        status, message = KATTIS_JUDGE_ERROR, MESSAGES("judge_error", reason=failure)
    else:
        status, message = (KATTIS_ACCEPTED if verdict.right else KATTIS_WRONG), verdict.report
    with open(os.path.join(feedback_dir, "judgemessage.txt"), "w", encoding="utf-8") as handle:
        handle.write(message.render(lang) + "\n")
    return status, message
