"""The multiplication game: the 18^k intervals and every winning multiplier against minimax; huge n."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.games.multiplication import Multiplication
from tests.oracles import grundy_values, outcomes
from tests.oracles.multiplication import moves

GAME = Multiplication()


@pytest.mark.slow
def test_outcomes_and_every_winning_move_match_minimax():
    positions = [(p, n) for n in range(1, 3000) for p in (1, 2, 3, 7)]
    table = outcomes(moves, positions + [q for pos in positions for q in moves(pos)])
    for pos in positions:
        assert GAME.outcome(pos) == table[pos], pos
        assert set(GAME.winning_moves(pos)) == {q for q in moves(pos) if table[q] == "P"}, pos


def test_grundy_values_by_search_match_mex():
    positions = [(1, n) for n in range(1, 400)]
    values = grundy_values(moves, positions)
    for pos in positions:
        assert GAME.grundy(pos) == values[pos], pos


def test_the_interval_ends():
    for k in range(0, 40):
        assert GAME.outcome((1, 18**k + 1)) == "N" and GAME.outcome((1, 9 * 18**k)) == "N"
        assert GAME.outcome((1, 9 * 18**k + 1)) == "P" and GAME.outcome((1, 18 ** (k + 1))) == "P"


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**100), st.integers(min_value=1, max_value=10**200))
def test_huge_targets_each_winning_multiplier_leaves_a_loss(p, n):
    wins = GAME.winning_moves((p, n))
    assert bool(wins) == (GAME.outcome((p, n)) == "N")
    for after in wins:
        GAME.check_move((p, n), after)
        assert GAME.outcome(after) == "P"
