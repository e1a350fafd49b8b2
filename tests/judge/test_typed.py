"""Judge input typed on a terminal: each case is answered as soon as its line is typed.

The cases and answers are the samples of the problem statements (POJ 1067,
HDU 2177, Luogu P2197, HDU 2176, HDU 1846, and the Lanqiao card game).
"""

from __future__ import annotations

import os
import sys

import pexpect
import pytest

from tests.terminal import SRC

# (format, [(typed line, the answer that must appear before the next line is typed)])
SESSIONS = [
    ("poj1067", [("2 1", ["0"]), ("8 4", ["1"]), ("4 7", ["0"])]),
    ("hdu2177", [("1 2", ["0"]), ("5 8", ["1", "4 7", "3 5"]), ("4 7", ["0"]), ("2 2", ["1", "0 0", "1 2"]),
                 ("0 0", [])]),
    ("p2197", [("2", []), ("2 1 1", ["No"]), ("2 1 0", ["Yes"])]),
    ("hdu2176", [("2", []), ("45 45", ["No"]), ("3", []), ("3 6 9", ["Yes", "9 5"]), ("0", [])]),
    ("hdu1846", [("2", []), ("23 2", ["first"]), ("4 3", ["second"])]),
]


def type_session(fmt: str, session: list[tuple[str, list[str]]], *, eof: bool = True,
                 at_end: tuple[str, ...] = ()) -> int:
    """Type each line and wait for its answers; end the input (``eof``), wait
    for the ``at_end`` lines, and return the exit status."""
    env = {**os.environ, "PYTHONPATH": SRC}
    child = pexpect.spawn(sys.executable, ["-m", "grundy", "judge", fmt], env=env,
                          encoding="utf-8", timeout=20)
    try:
        for line, answers in session:
            child.sendline(line)
            child.expect_exact(line + "\r\n")  # the terminal's echo
            for answer in answers:
                child.expect_exact(answer + "\r\n")
        if eof:
            child.sendeof()
        for answer in at_end:
            child.expect_exact(answer + "\r\n")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    return child.exitstatus


@pytest.mark.parametrize("fmt, session", SESSIONS, ids=[s[0] for s in SESSIONS])
def test_each_case_is_answered_as_it_is_typed(fmt, session):
    assert type_session(fmt, session) == 0


def test_the_card_game_answers_at_the_end_of_its_two_lines():
    # Its input is two lines, and anything after them is an error: the
    # answer (3, the statement's sample) comes once the input ends.
    assert type_session("lanqiao-cards", [("2 3 6", []), ("3 6", [])], at_end=("3",)) == 0


def test_a_bad_token_typed_after_good_cases():
    session = [("2 1", ["0"]), ("8 x", ["grundy: line 2: pile size 'x' is not a non-negative integer"])]
    assert type_session("poj1067", session, eof=False) == 2
