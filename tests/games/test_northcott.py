"""Northcott's game: Nim on the gaps, against a plain partizan retrograde analysis (not Grundy values)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import InputError
from grundy.games.northcott import Northcott
from tests.oracles.northcott import moves, outcomes


@pytest.mark.parametrize(("rows", "width"), [(1, 2), (1, 6), (2, 4), pytest.param(2, 5, marks=pytest.mark.slow),
                                            pytest.param(3, 3, marks=pytest.mark.slow)])
def test_outcomes_and_every_winning_move_match_the_partizan_analysis(rows, width):
    game = Northcott(width=width)
    table = outcomes(rows, width)
    assert "D" not in table.values()  # no draw, loopy as the game is
    for position, verdict in table.items():
        assert set(game.options(position)) == set(moves(position, width))
        for after in table:
            if after in set(moves(position, width)):
                game.check_move(position, after)
            else:
                with pytest.raises(InputError):
                    game.check_move(position, after)
        assert game.outcome(position) == verdict, position
        expected = {q for q in moves(position, width) if table[q] == "P"}
        assert set(game.winning_moves(position)) == expected, position


def test_the_judge_samples_and_the_notation():
    game = Northcott(width=6)
    assert game.outcome("4,5 1,2 1,2") == "P" and game.outcome("4 5 1 3 1 2") == "N"
    assert game.read("4,5 1,3 jerry") == (((4, 5), (1, 3)), 1)
    assert game.parse_move((((4, 5), (1, 3)), 1), "2 2") == (((4, 5), (1, 2)), 0)
    with pytest.raises(InputError, match="from 2 to 6"):
        game.parse_move((((4, 5), (1, 3)), 1), "2 1")  # Jerry cannot jump over Tom's piece
    with pytest.raises(InputError, match="--width"):
        Northcott().outcome((((1, 2),), 0))
    assert game.grundy((((1, 4), (2, 5)), 0)) == 0
    assert "汤姆" in game.explain("4,5 1,3 1,2", "zh")


def test_the_game_says_it_is_loopy():
    # A piece may go back and forth, so the engine's acyclic search must not be used on it.
    from grundy.engine import CycleError, Solver

    game = Northcott(width=3)
    assert game.loopy
    with pytest.raises(CycleError):  # the search meets a position again: a piece moved away comes back
        Solver(game.options).outcome((((1, 2), (3, 1), (1, 3)), 0))


def test_the_computer_shortens_a_gap_rather_than_retreat():
    game = Northcott(width=10)
    position = (((5, 6), (1, 4)), 0)  # gaps 0 and 2: shorten the second, or widen the first
    assert game.computer_move(position) == (((5, 6), (3, 4)), 1)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=2, max_value=10**12), st.data())
def test_wide_boards_every_winning_move_is_legal_and_leaves_xor_zero(width, data):
    game = Northcott(width=width)
    cell = st.integers(min_value=1, max_value=width)
    rows = tuple(data.draw(st.lists(st.tuples(cell, cell).filter(lambda r: r[0] != r[1]), min_size=1, max_size=6)))
    turn = data.draw(st.sampled_from((0, 1)))
    position = (rows, turn)
    wins = game.winning_moves(position)
    assert bool(wins) == (game.outcome(position) == "N")
    for after in wins:
        game.check_move(position, after)
        assert game.outcome(after) == "P" and game.grundy(after) == 0


def test_the_value_reported_is_named_as_the_value_under_the_reduction_to_nim():
    # The game is partizan: the XOR of the gaps is its value as Nim, not the Grundy value of an impartial game.
    game = Northcott(width=6)
    position = (((4, 5), (1, 3)), 0)
    analysis = game.analyse(position, grundy=True)
    text = analysis.to_text()
    assert "Grundy value" not in text and "Value under the reduction to Nim (XOR of the gaps): 1" in text, text
    data = analysis.to_json()
    assert data["grundy"] == 1 and "reduction to Nim" in data["grundy_is"] and "partizan" in data["grundy_is"]
    assert data["grundy_label"] and "Grundy" not in data["grundy_label"]
    zh = game.analyse(position, "zh", grundy=True)
    assert "SG 值" not in zh.to_text() and "尼姆" in zh.to_text()


def test_northcott_is_refused_in_a_sum_as_its_turn_is_the_whole_game(cli):
    from grundy import find_game

    with pytest.raises(InputError, match="cannot be a component of a sum"):
        find_game("sum")(games=(Northcott(width=6), find_game("nim")()))
    run = cli(["sum", "northcott --width 6 4,5 1,3", "nim 3"])
    assert run.status == 2 and "cannot be a component of a sum" in run.err and run.err.count("\n") == 1, run.err
