"""Staircase Nim on chessmen: Nim on the gaps paired from the right, against brute force."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import InputError
from grundy.games.staircase import Staircase
from tests.oracles import grundy_values, outcomes
from tests.oracles.staircase import moves

GAME = Staircase()
POSITIONS = [cells for n in range(1, 5) for cells in combinations(range(1, 10), n)]


@pytest.mark.slow
def test_outcomes_winning_moves_and_grundy_values_match_brute_force():
    outcome = outcomes(moves, POSITIONS)
    values = grundy_values(moves, POSITIONS)
    for cells in POSITIONS:
        assert set(GAME.options(cells)) == set(moves(cells)), cells
        assert GAME.outcome(cells) == outcome[cells], cells
        assert GAME.grundy(cells) == values[cells], cells
        expected = {q for q in moves(cells) if outcomes(moves, [q])[q] == "P"}
        assert set(GAME.winning_moves(cells)) == expected, cells
        for v in range(8):
            assert set(GAME.grundy_moves(cells, v)) == {q for q in moves(cells) if values.get(q, grundy_values(moves, [q])[q]) == v}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=10**30), min_size=1, max_size=12, unique=True))
def test_the_winning_moves_of_large_positions_leave_value_zero(cells):
    cells = tuple(sorted(cells))
    wins = GAME.winning_moves(cells)
    assert bool(wins) == (GAME.outcome(cells) == "N")
    for after in wins:
        GAME.check_move(cells, after)
        assert GAME.grundy(after) == 0


def test_the_judge_sample_and_notation():
    assert GAME.outcome("1 2 3") == "P" and GAME.outcome("17 1 5 6 7 9 12 14") == "N"
    assert GAME.parse_move((2, 5), "5 3") == (2, 3)
    assert GAME.move_text((2, 5), (2, 3)) == "5 3"
    with pytest.raises(InputError, match="moves left to a cell from 3 to 4"):
        GAME.parse_move((2, 5), "5 2")
    with pytest.raises(InputError):
        GAME.validate((3, 3))
    assert "XOR" in GAME.explain((2, 5)) and "异或和" in GAME.explain((2, 5), "zh")
