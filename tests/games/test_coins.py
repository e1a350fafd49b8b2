"""Coins in lines and circles: outcomes, winning moves and Grundy values against brute force."""

from __future__ import annotations

import pytest

from grundy.errors import InputError
from grundy.games.coins import Coins, circle_outcome
from tests.oracles import grundy_values, outcomes
from tests.oracles.coins import moves


@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_single_circles_and_lines_and_small_sums_match_brute_force(k):
    game = Coins(max_take=k)
    step = lambda p: moves(p, k)  # noqa: E731
    positions = ([((n,), ()) for n in range(0, 16)] + [((), (n,)) for n in range(0, 16)]
                 + [((a,), (b,)) for a in range(1, 7) for b in range(1, 7)] + [((), (a, b)) for a in range(1, 8) for b in range(a, 8)])
    table = outcomes(step, positions)
    values = grundy_values(step, positions)
    for p in positions:
        assert set(game.options(p)) == set(step(p)), p
        for q in step(p):
            game.check_move(p, q)
        for q in positions:
            if game.validate(q) not in set(step(p)):
                with pytest.raises(InputError):
                    game.check_move(p, q)
        assert game.outcome(p) == table[p], p
        assert game.grundy(p) == values[p], p
        assert set(game.winning_moves(p)) == {q for q in step(p) if outcomes(step, [q])[q] == "P"}, p


def test_the_circle_rule_for_any_size():
    for k in range(1, 11):
        for n in range(3, 40):
            game = Coins(max_take=k)
            assert circle_outcome(n, k) == game.outcome(((n,), ())) == ("N" if k >= n or (k == 1 and n % 2) else "P")
    assert Coins(max_take=10).winning_moves(((10**9,), ())) == []
    assert Coins(max_take=1).winning_moves(((10**9 + 1,), ())) == [((), (10**9,))]


def test_notation_and_the_circle_option(cli):
    game = Coins(max_take=2)
    assert game.read("o5 3 4") == ((5,), (3, 4))
    assert game.parse_move(((), (7,)), "2 3") == ((), (2, 3))
    assert game.parse_move(((5,), ()), "2") == ((), (3,))
    with pytest.raises(InputError):
        game.parse_move(((), (7,)), "1 3 0")
    r = cli(["coins", "--max-take", "2", "--circle", "3"])
    assert r.status == 0 and "P-position" in r.out, r.err


def test_a_line_beyond_the_values_known_says_why_no_period_is_known(cli):
    import pytest

    from grundy.errors import TooLargeError
    from grundy.games.coins import Coins

    with pytest.raises(TooLargeError) as refused:
        Coins(max_take=3).grundy(((), (30000, 20000)))
    for lang in ("en", "zh"):
        text = refused.value.text(lang)
        assert "0.777" in text and "20,000" in text and "grundy octal 0.777 --to" in text and "\n" not in text, text
    assert "no period is known" in refused.value.text("en") and "未知" in refused.value.text("zh")
    run = cli(["coins", "--max-take", "3", "30000", "20000"])
    assert run.status != 0 and "no period is known" in run.err and run.err.count("\n") == 1, run.err


def test_more_coins_a_move_than_octal_codes_have_digits_is_refused_in_one_line(cli):
    # --max-take 10**300 ended in an OverflowError (the code 0.77...7 of 10**300 digits), and 65..1000 in a
    # refusal that blamed a missing period for a line of 5 coins
    import pytest

    from grundy.errors import TooLargeError
    from grundy.games.coins import Coins
    from grundy.games.octal.code import MAX_DIGITS

    assert Coins(max_take=MAX_DIGITS).grundy(((), (5, 7))) == 5 ^ 7  # a line of n <= K takes every split: G(n) = n
    for k in (MAX_DIGITS + 1, 1000, 10**300):
        with pytest.raises(TooLargeError) as refused:
            Coins(max_take=k)
        assert f"more than {MAX_DIGITS}" in refused.value.text("en") and "超过了" in refused.value.text("zh")
    run = cli(["coins", "--max-take", "1000", "5", "7"])
    assert run.status == 2 and "--max-take 1000 is more than 64" in run.err and run.err.count("\n") == 1, run.err
