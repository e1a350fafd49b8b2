"""The Bash game: the n mod (m + 1) rule against brute force, huge values, and the CLI."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import InputError, UnsupportedError
from grundy.games import bash
from grundy.games.bash import Bash
from tests.oracles import bash as oracle
from tests.strategies import huge
from tests.theorems import bash_p

LIMIT = 120


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("m", range(1, 11))
def test_outcome_and_winning_moves_match_brute_force(m, misere):
    wins = oracle.table(LIMIT, m, misere)
    for n in range(LIMIT + 1):
        assert bash.outcome(n, m, misere) == ("N" if wins[n] else "P"), (n, m)
        got = bash.winning_moves(n, m, misere)
        assert {after for (after,) in got} == oracle.winning_moves(n, m, wins), (n, m)
        assert len(got) <= 1


@pytest.mark.parametrize("m", range(1, 8))
def test_grundy_values_match_mex(m):
    values = oracle.grundy_table(LIMIT, m)
    assert [bash.grundy(n, m) for n in range(LIMIT + 1)] == values


def test_game_object_agrees_with_the_functions_and_the_engine():
    from grundy.engine import Solver

    for misere in (False, True):
        game = Bash(max_take=4, misere=misere)
        solver = Solver(game.options, misere=misere)
        for n in range(60):
            assert game.outcome((n,)) == solver.outcome((n,))
            assert game.winning_moves((n,)) == solver.winning_moves((n,))
            assert game.analyse((n,)).outcome == solver.outcome((n,))


@settings(max_examples=300)
@given(huge, st.integers(min_value=1, max_value=10**200), st.booleans())
def test_the_winning_move_leaves_a_p_position(n, m, misere):
    game = Bash(max_take=m, misere=misere)
    moves = bash.winning_moves(n, m, misere)
    if n == 0:
        assert moves == []
        return
    assert bool(moves) == (bash.outcome(n, m, misere) == "N") == (not bash_p(n, m, misere))
    for after in moves:
        game.check_move((n,), after)
        assert bash.is_p_position(after[0], m, misere) and bash_p(after[0], m, misere)


@settings(max_examples=200)
@given(st.integers(min_value=0, max_value=10**200), st.integers(min_value=1, max_value=10**100),
       st.integers(min_value=1, max_value=10**100), st.booleans())
def test_every_move_from_a_p_position_loses(q, m, x, misere):
    x = min(x, m)
    n = q * (m + 1) + (1 if misere else 0)  # P by the theorem
    assert bash.is_p_position(n, m, misere) and bash.winning_moves(n, m, misere) == []
    if x <= n:
        assert not bash.is_p_position(n - x, m, misere)
        assert bash.winning_moves(n - x, m, misere) or (misere and n - x == 0)


def test_explanations():
    assert "multiple of 4" in bash.explain(10, 3)
    assert "1 more than" not in bash.explain(10, 3)
    assert "misère" in bash.explain(10, 3, misere=True)
    assert "倍数" in bash.explain(8, 3, lang="zh")
    assert "has lost" in bash.explain(0, 3)
    assert "has won" in bash.explain(0, 3, misere=True)


def test_rules_moves_and_notation():
    game = Bash(max_take=3)
    assert list(game.options((5,))) == [(4,), (3,), (2,)]
    assert game.parse_move((5,), "2") == (3,) and game.parse_move((5,), "1 3") == (2,)
    assert game.move_text((5,), (3,)) == "2"
    assert game.describe_move((5,), (3,)) == "take 2" and game.describe_move((5,), (3,), "zh") == "取 2 个"
    for bad in ["", "0", "4", "x", "1 2 3"]:
        with pytest.raises(InputError):
            game.parse_move((5,), bad)
    with pytest.raises(InputError):
        game.parse_move((2,), "3")
    for after in [(5,), (6,), (1,), (-1,)]:
        with pytest.raises(InputError):
            game.check_move((5,), after)
    # From 8 (P) every move leaves one winning reply: the delaying rule keeps the most stones.
    assert game.delaying_move((8,)) == (7,) and game.delaying_move((0,)) is None
    huge_game = Bash(max_take=10**50)
    assert huge_game.delaying_move((10**100,)) == (10**100 - 1,)
    assert "take 1 to 3" in game.render((5,))
    assert game.random_position(__import__("random").Random(1))[0] >= 1
    with pytest.raises(UnsupportedError):
        Bash(max_take=3, misere=True).grundy((5,))
    with pytest.raises(InputError, match="needs --max-take"):
        Bash().outcome((5,))
    with pytest.raises(InputError):
        Bash(max_take=0)
    with pytest.raises(InputError, match="one pile size"):
        game.validate((1, 2))


def test_cli(cli):
    r = cli(["bash", "10", "--max-take", "3", "--json"])
    assert r.status == 0, r.err
    data = json.loads(r.out)
    wins = oracle.table(10, 3)
    assert data["outcome"] == ("N" if wins[10] else "P") and data["rules"] == {"max_take": 3, "misere": False}
    assert {m[0] for m in data["winning_moves"]} == oracle.winning_moves(10, 3, wins)
    assert data["grundy"] == oracle.grundy_table(10, 3)[10]
    r = cli(["bash", "9", "--max-take", "3", "--misere"])
    assert r.status == 0 and "P-position" in r.out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["bash", "10"], "grundy: --max-take is required (the most stones one move takes)\n"),
        (["bash", "10", "--max-take", "0"], "grundy: --max-take must be at least 1, not 0\n"),
        (["bash", "10", "--max-take", "x"], "grundy: --max-take: 'x' is not a non-negative integer\n"),
        (["bash", "1", "2", "--max-take", "3"], "grundy: the Bash game needs one pile size N, got 2 numbers\n"),
        (["bash", "--max-take", "3"], "grundy: the Bash game needs one pile size N, got 0 numbers\n"),
        (["bash", "-4", "--max-take", "3"], "grundy: pile 1: '-4' is not a non-negative integer\n"),
    ],
)
def test_cli_bad_input(cli, argv, message):
    r = cli(argv)
    assert r.status == 2 and r.err == message
