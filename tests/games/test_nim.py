"""Nim: Bouton's rule against brute force, properties at huge sizes, and the CLI."""

from __future__ import annotations

import json
import random
from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import InputError, UnsupportedError
from grundy.games import nim
from grundy.games.nim import Nim
from tests.oracles import nim as oracle
from tests.strategies import giant, huge
from tests.theorems import nim_p

BOXES = [(1, 30), (2, 20), (3, 10), (4, 6)]  # (piles, largest pile): every position


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("piles, bound", BOXES)
def test_outcome_and_every_winning_move_match_brute_force(piles, bound, misere):
    for position in oracle.box(piles, bound):
        assert nim.outcome(position, misere) == oracle.outcome(position, misere), position
        got = nim.winning_moves(position, misere)
        assert len(got) == len(set(got)), position
        assert set(got) == oracle.winning_moves(position, misere), position
        # Pile order: the pile a move changes goes up along the list.
        changed = [next(i for i, (p, q) in enumerate(zip(position, m)) if p != q) for m in got]
        assert changed == sorted(set(changed)), position


@pytest.mark.parametrize("piles, bound", [(1, 20), (2, 12), (3, 7)])
def test_grundy_value_is_the_nim_sum_by_mex(piles, bound):
    game = Nim()
    for position in oracle.box(piles, bound):
        assert game.grundy(position) == oracle.grundy(position), position


def test_analysis_outcome_matches_brute_force_including_finished_misere_game():
    for misere in (False, True):
        game = Nim(misere=misere)
        for position in oracle.box(3, 3):
            result = game.analyse(position)
            assert result.outcome == oracle.outcome(position, misere), (position, misere)
    # No stones and misère play: the opponent took the last one; the player to move has won.
    assert Nim(misere=True).analyse((0, 0, 0)).outcome == "N"


# Huge piles, and huge piles among piles of 0 and 1 stones (where misère play differs).
piles_strategy = st.one_of(
    st.lists(huge, min_size=1, max_size=8),
    st.lists(st.one_of(giant, st.sampled_from([0, 1, 1])), min_size=1, max_size=8),
    st.lists(st.sampled_from([0, 1, 1]), min_size=1, max_size=8).flatmap(
        lambda small: st.tuples(giant).map(lambda big: [*small, big[0]])),
).map(tuple)


@settings(max_examples=150, deadline=None)
@given(piles_strategy, st.booleans())
def test_winning_moves_land_in_p_positions(piles, misere):
    # P-positions by Bouton's theorem (tests/theorems.py), not by the library.
    game = Nim(misere=misere)
    moves = nim.winning_moves(piles, misere)
    assert bool(moves) == (not nim_p(piles, misere)) or (misere and not any(piles))
    for after in moves:
        game.check_move(piles, after)
        assert nim_p(after, misere)


@settings(max_examples=100, deadline=None)
@given(piles_strategy, st.booleans(), st.integers(min_value=0, max_value=2**32))
def test_p_positions_have_no_move_to_a_p_position(piles, misere, seed):
    rng = random.Random(seed)
    # Make a P-position by playing a winning move, then try random moves from it.
    position = tuple(piles)
    moves = nim.winning_moves(position, misere)
    if moves:
        position = moves[0]
    if not nim_p(position, misere):  # misère, no stones: the player to move has won
        assert misere and not any(position)
        return
    assert nim.is_p_position(position, misere)
    assert nim.winning_moves(position, misere) == []
    for _ in range(20):
        i = rng.randrange(len(position))
        if position[i] == 0:
            continue
        after = list(position)
        after[i] = rng.randrange(position[i])
        assert not nim_p(tuple(after), misere) and not nim.is_p_position(after, misere)
        assert nim.winning_moves(tuple(after), misere) or (misere and not any(after))


@given(st.lists(giant, min_size=2, max_size=5))
def test_equal_pairs_are_p_positions_by_the_mirror_strategy(half):
    # Doubling every pile gives a position the second player wins by copying moves.
    position = tuple(half) + tuple(half)
    assert nim.outcome(position) == "P"
    assert nim.outcome(position + (1,)) == "N"


def test_explanation_shows_the_binary_sum_and_the_pile_to_reduce():
    text = nim.explain((3, 4, 5))
    assert "011 ⊕ 100 ⊕ 101 = 010" in text and "pile 1 from 3 to 1" in text
    assert "Bouton" in nim.explain((1, 2, 3))
    assert "异或和" in nim.explain((3, 4, 5), lang="zh")
    assert "odd number" in nim.explain((1, 1, 1), misere=True)
    assert "exactly one pile" in nim.explain((1, 1, 5), misere=True)
    big = nim.explain((10**200, 1, 2))
    assert "in decimal" in big and len(big) < 2000
    assert "XOR of the 20 piles" in nim.explain(tuple(range(1, 21)))


def test_parse_move_describe_and_move_text_round_trip():
    game = Nim()
    position = (3, 4, 5)
    for after in game.options(position):
        text = game.move_text(position, after)
        assert game.parse_move(position, text) == after
        game.check_move(position, after)
    assert game.describe_move(position, (3, 1, 5)) == "take 3 from pile 2"
    assert game.describe_move(position, (3, 1, 5), "zh") == "从第 2 堆取 3 个"
    for bad in ["", "2", "4 1", "0 1", "2 0", "2 5", "2 x", "1 1 2 1", "x 1"]:
        with pytest.raises(InputError):
            game.parse_move(position, bad)
    for after in [(3, 4, 6), (2, 3, 5), (3, 4, 5), (3, 4), (-1, 4, 5)]:
        with pytest.raises(InputError):
            game.check_move(position, after)


def test_computer_move_wins_or_delays_even_with_huge_piles():
    game = Nim()
    big = 10**300
    after = game.computer_move((big, big + 5, 7))
    assert nim.is_p_position(after)
    delay = game.computer_move((big, big, 3, 3))  # a P-position
    game.check_move((big, big, 3, 3), delay)
    assert not nim.is_p_position(delay)
    many = tuple(range(1, 5001)) + (reduce(xor, range(1, 5001)),)
    assert nim.is_p_position(many)
    game.check_move(many, game.delaying_move(many))


def test_random_position_render_and_rules():
    game = Nim()
    rng = random.Random(3)
    for _ in range(20):
        position = game.random_position(rng)
        assert game.validate(position) == position and 3 <= len(position) <= 4
    assert game.render((3, 1)).splitlines() == ["pile 1 |  3 | o o o", "pile 2 |  1 | o"]
    assert Nim(misere=True).rules() == {"misere": True}
    with pytest.raises(UnsupportedError):
        Nim(misere=True).grundy((1, 2))


# ---------------------------------------------------------------- the CLI
def test_cli_json_contract(cli):
    r = cli(["nim", "3", "4", "5", "--json"])
    assert r.status == 0, r.err
    data = json.loads(r.out)
    assert data["game"] == "nim" and data["rules"] == {"misere": False}
    assert data["position"] == [3, 4, 5] and data["outcome"] == "N"
    assert data["grundy"] == 3 ^ 4 ^ 5 == oracle.grundy((3, 4, 5))
    assert {tuple(m) for m in data["winning_moves"]} == oracle.winning_moves((3, 4, 5))
    assert data["moves_described"] == ["take 2 from pile 1"]


def test_cli_misere_and_text(cli):
    r = cli(["nim", "1", "1", "2", "--misere", "--json"])
    data = json.loads(r.out)
    assert data["rules"] == {"misere": True} and "grundy" not in data
    assert {tuple(m) for m in data["winning_moves"]} == oracle.winning_moves((1, 1, 2), misere=True)
    r = cli(["nim", "1", "2", "3", "--lang", "zh"])
    assert r.status == 0 and "必败" in r.out and "异或和" in r.out


def test_cli_huge_piles_stay_exact(cli):
    a = 10**200 + 12345
    data = json.loads(cli(["nim", str(a), str(a + 1), "--json"]).out)
    assert data["winning_moves"] == [[a, a]]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["nim"], "grundy: nim needs at least one pile size\n"),
        (["nim", "3", "-2"], "grundy: pile 2: '-2' is not a non-negative integer\n"),
        (["nim", "3", "2.5"], "grundy: pile 2: '2.5' is not a non-negative integer\n"),
        (["nim", "1", "1", "--misere", "--grundy"],
         "grundy: Grundy values describe normal play, not misère play\n"),
    ],
)
def test_cli_bad_input(cli, argv, message):
    r = cli(argv)
    assert r.status == 2 and r.err == message and r.out == ""
