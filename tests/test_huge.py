"""Positions with numbers beyond CPython's int/str digit limit, through the library.

CPython refuses to convert integers of more than 4300 digits to text unless
``sys.set_int_max_str_digits`` lifts the limit.  The command line lifts it;
these tests run with the limit in force, as a program using the library does,
and check that every game still analyses and reports such positions, that
the numbers come back exact, and that the limit is left as it was.
"""

from __future__ import annotations

import sys

import pytest

from grundy import find_game
from grundy.games import wythoff as w

BIG = 10**5000 + 12345  # 5001 digits


@pytest.fixture
def digit_limit():
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)  # CPython's default
    try:
        yield 4300
    finally:
        sys.set_int_max_str_digits(old)


CASES = [
    ("wythoff", {}, (BIG, BIG + 7)),
    ("wythoff", {"misere": True}, (BIG, BIG + 7)),
    ("wythoff", {"max_take": 5}, (BIG, BIG + 7)),
    ("wythoff", {"a": 2}, (BIG, BIG + 7)),
    ("nim", {}, (BIG, 3, 5)),
    ("nim", {"misere": True}, (BIG, 3, 5)),
    ("bash", {"max_take": 3}, (BIG,)),
    ("moore", {"k": 2}, (BIG, 3, 5)),
    ("allpiles", {}, (BIG, 3, 5)),
    ("subtraction", {}, (BIG,)),
    ("queen", {"board": (BIG, BIG)}, ((3, 3),)),
    ("cards", {}, ((BIG, 3, 6 * BIG), None)),
]


@pytest.mark.parametrize("name, rules, position", CASES,
                         ids=[f"{name}-{'-'.join(rules)}" for name, rules, _ in CASES])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_game_reports_huge_positions_under_the_digit_limit(digit_limit, name, rules,
                                                                 position, lang):
    game = find_game(name)(**rules)
    analysis = game.analyse(position, lang)
    text = analysis.to_text()
    data = analysis.to_json()
    assert sys.get_int_max_str_digits() == digit_limit  # put back afterwards
    assert analysis.explanation and text
    assert data["outcome"] == game.outcome(analysis.position)
    assert data["position"] == game.position_to_json(analysis.position)
    assert game.position_from_json(data["position"]) == game.validate(position)  # exact numbers


def test_huge_wythoff_answer_is_the_closed_form(digit_limit):
    a, b = w.p_position(BIG)
    data = find_game("wythoff")().analyse((a + 3, b + 3)).to_json()
    assert data["winning_moves"] == [[a, b]] + [list(m) for m in w.winning_moves(a + 3, b + 3)[1:]]
    assert data["k"] == BIG and (data["a_k"], data["b_k"]) == (a, b)
    assert type(data["a_k"]) is int  # no gmpy2 mpz in an answer
