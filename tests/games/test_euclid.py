"""Euclid's game: the continued-fraction rule and every winning move against minimax; huge numbers."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.games.euclid import Euclid
from tests.oracles import grundy_values, outcomes
from tests.oracles.euclid import moves

GAME = Euclid()
POSITIONS = [(a, b) for a in range(0, 70) for b in range(0, 70)]


def _pair(quotients):
    # The pair (a, b), a >= b, whose continued fraction a / b is [q1; q2, ..., qn] (gcd 1), built from the last term.
    a, b = 1, 0
    for q in reversed(quotients):
        a, b = q * a + b, a
    return a, b


def _nivasch(x, y):
    # floor(|x/y - y/x|) in integers: Nivasch's Sprague-Grundy function of Grossman's Euclid (no move to 0).
    return abs(x * x - y * y) // (x * y)


def test_outcomes_and_every_winning_move_match_minimax():
    table = outcomes(moves, POSITIONS)
    for p in POSITIONS:
        assert set(GAME.options(p)) == set(moves(p))
        assert GAME.outcome(p) == table[p], p
        assert set(GAME.winning_moves(p)) == {q for q in moves(p) if table[q] == "P"}, p


def test_each_winning_move_and_option_is_listed_once():
    # With a == b, taking b from a and a from b leave the same pair: one move.
    table = outcomes(moves, POSITIONS)
    assert GAME.winning_moves((5, 5)) == [(0, 5)]
    for p in POSITIONS:
        found = GAME.winning_moves(p)
        assert len({GAME.canonical(q) for q in found}) == len(found), p
        assert sorted(found) == sorted(q for q in moves(p) if table[q] == "P"), p
        options = list(GAME.options(p))
        assert len({GAME.canonical(q) for q in options}) == len(options), p


def test_grundy_values_by_the_closed_form_match_mex_on_every_pair_up_to_60():
    small = [(a, b) for a in range(0, 61) for b in range(0, 61)]
    values = grundy_values(moves, small)
    for p in small:
        assert GAME.grundy(p) == values[p], p
        for t in range(values[p] + 2):
            assert sorted(GAME.grundy_moves(p, t)) == sorted(q for q in moves(p) if values[q] == t), (p, t)


def test_the_closed_form_is_nivaschs_at_the_pair_of_the_last_quotient_plus_one():
    # Reaching 0 ends Cole and Davie's game; in Grossman's the pair (d, d) ends it, where Nivasch's floor(|x/y - y/x|)
    # holds.  The two differ only at the last quotient: Cole and Davie's value of [q1; ..., qn] is Grossman's of
    # [q1; ..., qn + 1].
    for a in range(1, 61):
        for b in range(1, a + 1):
            quotients, x, y = [], a, b
            while y:
                quotients.append(x // y)
                x, y = y, x % y
            assert GAME.grundy((a, b)) == _nivasch(*_pair(quotients[:-1] + [quotients[-1] + 1])), (a, b)


QUOTIENTS = st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=400)


@settings(max_examples=150, deadline=None)
@given(QUOTIENTS, st.integers(min_value=1, max_value=10**50), st.booleans())
def test_huge_pairs_the_value_is_the_mex_of_the_options_values(quotients, scale, swap):
    # Numbers of hundreds of digits with small quotients, so that every option can be listed.
    a, b = _pair(quotients)
    p = (b * scale, a * scale) if swap else (a * scale, b * scale)
    value = GAME.grundy(p)
    seen = {GAME.grundy(q) for q in GAME.options(p)}
    assert value not in seen and set(range(value)) <= seen


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=10**60), min_size=1, max_size=60))
def test_huge_quotients_each_smaller_value_is_one_move_away(quotients):
    p = _pair(quotients)
    value = GAME.grundy(p)
    assert value <= p[0] // p[1]  # q or q - 1, q the first quotient
    for t in sorted({0, 1, value // 2, value - 1, value, value + 1} - {-1}):
        found = list(GAME.grundy_moves(p, t))
        # the options' values are all different: one option of each smaller value, none of the value itself
        assert len(found) == (1 if t < value else 0 if t == value else len(found[:1])), (t, value)
        for q in found:
            GAME.check_move(p, q)
            assert GAME.grundy(q) == t


def test_euclid_in_a_sum_with_huge_numbers():
    from grundy import find_game

    game = find_game("sum")(games=(GAME, find_game("nim")()))
    a, b = _pair([7, 1, 10**40, 3, 2])
    value = GAME.grundy((a, b))
    position = ((a, b), (value ^ 5,))
    assert game.grundy(position) == 5 and game.outcome(position) == "N"
    for after in game.winning_moves(position):
        assert game.grundy(after) == 0


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**200), st.integers(min_value=1, max_value=10**200))
def test_huge_pairs_the_winning_move_leaves_a_loss(a, b):
    wins = GAME.winning_moves((a, b))
    assert bool(wins) == (GAME.outcome((a, b)) == "N")
    for after in wins:
        GAME.check_move((a, b), after)
        assert GAME.outcome(after) == "P"


def test_consecutive_fibonacci_numbers_force_every_move():
    # From (F_(k+2), F_(k+1)) the only move is to (F_(k+1), F_k): the outcome alternates
    # along the sequence, from (2, 1), won at once.
    a, b = 1, 2
    expected = "N"
    for _ in range(400):
        assert GAME.outcome((b, a)) == expected and GAME.outcome((a, b)) == expected
        assert GAME.options((b, a)).__next__() == (b - a, a) and len(list(GAME.options((b, a)))) == (2 if a == 1 else 1)
        a, b = b, a + b
        expected = "P" if expected == "N" else "N"
    assert "forced moves, from" in GAME.explain((b, a))
