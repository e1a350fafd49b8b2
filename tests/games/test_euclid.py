"""Euclid's game: the continued-fraction rule and every winning move against minimax; huge numbers."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.games.euclid import Euclid
from tests.oracles import grundy_values, outcomes
from tests.oracles.euclid import moves

GAME = Euclid()
POSITIONS = [(a, b) for a in range(0, 70) for b in range(0, 70)]


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


def test_grundy_values_by_search_match_mex():
    small = [(a, b) for a in range(1, 30) for b in range(1, 30)]
    values = grundy_values(moves, small)
    for p in small:
        assert GAME.grundy(p) == values[p], p


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
