"""Grundy's game against the brute-force oracle, and its rare values against the published list."""

from __future__ import annotations

from itertools import product

from grundy.games import grundys
from grundy.games.grundys import GrundysGame
from tests.oracles import grundys as oracle

#: The heaps below 200 of rare value, from Flammenkamp's table of Grundy's game.
PUBLISHED_RARE = [0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, 23, 26, 28, 31, 34, 37, 40, 43, 46, 49, 50, 52, 53, 55,
                  58, 61, 87, 90, 93, 146, 149, 152, 158, 161, 164, 167, 176, 179, 181, 182, 185, 188, 190, 193,
                  196]


def test_heap_values_match_minimax_over_whole_positions():
    assert grundys.grundy_values(16) == oracle.heap_values(16)
    # A002188 begins so
    assert grundys.grundy_values(30) == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0,
                                         4, 3, 0, 4, 1, 2]


def test_outcomes_and_every_winning_move_on_small_positions():
    game = GrundysGame()
    for position in [(n,) for n in range(14)] + list(product(range(1, 9), repeat=2)) + \
            list(product(range(1, 6), repeat=3)):
        assert game.outcome(position) == oracle.outcome(position), position
        moves = game.winning_moves(position)
        assert len(set(moves)) == len(moves)
        expected = {q for q in oracle.moves(tuple(sorted(position))) if oracle.outcome(q) == "P"}
        assert {tuple(sorted(m)) for m in moves} == expected, position


def test_rare_heaps_are_the_published_ones():
    assert grundys.rare_heaps(200) == PUBLISHED_RARE


def test_moves_are_read_and_refused_clearly():
    game = GrundysGame()
    assert game.parse_move((10, 4), "1 3") == (3, 7, 4)
    for text in ("1 5", "2 2", "3 1", "x"):
        try:
            game.parse_move((10, 4), text)
        except Exception as exc:  # noqa: BLE001 - the message is what is checked
            assert "Traceback" not in str(exc) and str(exc)
        else:
            raise AssertionError(text)
