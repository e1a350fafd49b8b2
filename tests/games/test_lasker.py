"""Lasker's Nim: the closed form and every winning move against the brute-force oracle."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy import find_game
from grundy.errors import InputError, TooLargeError
from grundy.games import lasker
from grundy.games.lasker import Lasker
from tests.oracles import lasker as oracle

GAME = Lasker()
POSITIONS = [p for k in (1, 2, 3) for p in itertools.product(range(8), repeat=k)]


def test_heap_values_match_the_oracle():
    assert [lasker.grundy_value(n) for n in range(400)] == [oracle.heap_grundy(n) for n in range(400)]
    # The oracle's heap values agree with the plain search of whole positions.
    assert [oracle.heap_grundy(n) for n in range(16)] == [oracle.grundy((n,)) for n in range(16)]


@pytest.mark.parametrize("position", POSITIONS, ids=str)
def test_outcome_value_and_every_winning_move_match_the_oracle(position):
    assert GAME.outcome(position) == ("N" if oracle.wins(tuple(sorted(position))) else "P")
    assert GAME.grundy(position) == oracle.grundy(tuple(sorted(position)))
    moves = GAME.winning_moves(position)
    assert len(moves) == len(set(moves))
    assert set(moves) == oracle.winning_moves(position)


@pytest.mark.parametrize("position", [(5,), (4, 7), (1, 2, 6), (8, 8, 3)], ids=str)
def test_grundy_moves_are_the_options_of_each_value(position):
    options = list(oracle.moves(position))
    for value in range(16):
        expected = {q for q in options if oracle.grundy(tuple(sorted(q))) == value}
        assert set(GAME.grundy_moves(position, value)) == expected


def test_the_splits_are_solved_for_exactly_as_a_search_finds_them():
    g = lasker.grundy_value
    for n in range(300):
        for v in range(0, 300, 7):
            expected = [(a, n - a) for a in range(1, n // 2 + 1) if g(a) ^ g(n - a) == v]
            assert list(lasker.splits_to(n, v)) == expected


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 1000), st.integers(1, 10**60))
def test_a_split_of_a_huge_heap_is_found_among_those_of_its_value(a, b):
    g = lasker.grundy_value
    n, v = a + b, g(a) ^ g(b)
    found = list(itertools.islice(lasker.splits_to(n, v), min(a, b)))
    assert (min(a, b), max(a, b)) in found
    assert all(x + y == n and 1 <= x <= y and g(x) ^ g(y) == v for x, y in found)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 10**40), min_size=1, max_size=4))
def test_every_move_listed_for_huge_heaps_wins(position):
    moves = list(itertools.islice(lasker._winning(tuple(position)), 50))
    for after in moves:
        GAME.check_move(tuple(position), after)
        assert GAME.grundy(after) == 0
    assert (GAME.outcome(tuple(position)) == "N") == bool(moves)


def test_too_many_winning_splits_are_refused_but_the_outcome_is_given():
    # Heap 1 must get the value v = 2^38 - 4 = g(heap 2), and n + 2 = v: every split of v's
    # 36 high bits between the values of the two parts wins (about 2^35 splits).
    position = (2**38 - 6, 2**38 - 5)
    assert GAME.outcome(position) == "N"
    with pytest.raises(TooLargeError, match="more than 100,000 winning moves"):
        GAME.winning_moves(position)
    assert "more than 997 other winning moves" in GAME.explain(position)


def test_notation_of_splits():
    assert GAME.parse_move((7, 2), "1 3+4") == (3, 4, 2)
    assert GAME.parse_move((7, 2), "1 3 + 4") == (3, 4, 2)
    assert GAME.move_text((7, 2), (3, 4, 2)) == "1 3+4"
    assert GAME.describe_move((7, 2), (3, 4, 2), "zh") == "把第 1 堆（7 个）分成 3 和 4"
    assert GAME.describe_move((7,), (3, 4)) == "split 7 into 3 + 4"
    with pytest.raises(InputError, match=r"not 3 \+ 3"):
        GAME.parse_move((7, 2), "1 3+3")
    with pytest.raises(InputError, match="not one move"):
        GAME.check_move((7, 2), (3, 3, 1))


def test_found_by_name_and_aliases():
    assert find_game("lasker") is Lasker
    assert find_game("拉斯克") is Lasker
    assert find_game("lasker-nim") is Lasker


def test_cli_lists_the_split(cli):
    r = cli(["lasker", "12", "3"])
    assert r.status == 0
    assert "(4, 8, 3)   (split pile 1 (12) into 4 + 8)" in r.out
