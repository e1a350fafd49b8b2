"""Fibonacci Nim: the Zeckendorf rule and every winning move against minimax; huge piles."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.games.fibonacci_nim import FibonacciNim, winning_takes, zeckendorf
from tests.oracles import grundy_values
from tests.oracles.fibonacci_nim import moves, wins

GAME = FibonacciNim()


def test_outcomes_and_every_winning_move_match_minimax():
    for n in range(0, 90):
        for limit in range(0, n + 2):
            assert GAME.outcome((n, limit)) == ("N" if wins(n, limit) else "P"), (n, limit)
            expected = {q for q in moves((n, limit)) if not wins(*q)}
            assert set(GAME.winning_moves((n, limit))) == expected, (n, limit)


def test_grundy_values_by_search_match_mex():
    positions = [(n, limit) for n in range(25) for limit in range(n + 1)]
    values = grundy_values(moves, positions)
    for p in positions:
        assert GAME.grundy(p) == values[p], p


def test_a_grundy_value_beyond_the_search_says_what_is_known(cli, monkeypatch):
    import pytest

    from grundy.errors import TooLargeError
    from grundy.game import SEARCH_LIMIT

    # The refusal is the same at any bound on the search's work; a small one makes it quick.
    monkeypatch.setattr(FibonacciNim, "search_limits", lambda self: (SEARCH_LIMIT, 60_000))
    with pytest.raises(TooLargeError) as refused:
        FibonacciNim().grundy((10**6, 10**6 - 1))
    for lang, words in (("en", ("no known closed form", "Larsson", "at most 3", "60,000")),
                        ("zh", ("没有已知的闭式", "Larsson", "60,000"))):
        text = refused.value.text(lang)
        assert all(word in text for word in words) and "\n" not in text, text
    run = cli(["fibonacci-nim", "1000000", "--grundy"])
    assert run.status != 0 and "no known closed form" in run.err and run.err.count("\n") == 1, run.err


def test_the_first_player_loses_exactly_on_fibonacci_numbers():
    fib = {1, 2}
    a, b = 1, 2
    while b < 5000:
        a, b = b, a + b
        fib.add(b)
    for n in range(2, 5000):
        assert (GAME.outcome(GAME.parse_position([str(n)])) == "P") == (n in fib), n


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**300), st.integers(min_value=0, max_value=10**300))
def test_huge_piles_each_winning_take_leaves_a_loss(n, limit):
    terms = zeckendorf(n)
    assert sum(terms) == n and all(a > b + b // 2 for a, b in zip(terms, terms[1:]))
    for t in winning_takes(n, limit):
        assert 1 <= t <= min(n, limit)
        assert GAME.outcome((n - t, 2 * t)) == "P"
    assert bool(winning_takes(n, limit)) == (GAME.outcome((n, limit)) == "N")
