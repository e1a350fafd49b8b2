"""Subtraction games: values, periods and misère play against the brute-force oracle."""

from __future__ import annotations

import json
import random
from functools import lru_cache, reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.engine import mex
from grundy.errors import InputError, TooLargeError, UnsupportedError
from grundy.games import subtraction as sub
from grundy.games.subtraction import Subtraction
from tests.oracles import grundy_values, outcomes, winning_moves
from tests.oracles import subtraction as oracle
from tests.strategies import huge


def random_sets(count: int, seed: int = 1, size: int = 4, largest: int = 12):
    rng = random.Random(seed)
    sets = {(1, 3, 4), (2, 5, 6), (1,), (3,), (2, 3), (1, 2, 3), (4, 9)}
    while len(sets) < count:
        sets.add(tuple(sorted(rng.sample(range(1, largest + 1), rng.randint(1, size)))))
    return sorted(sets)


SETS = random_sets(40)
LONG = 4000


@pytest.mark.parametrize("subset", SETS, ids=str)
def test_values_and_period_match_the_oracle(subset):
    expected = oracle.grundy_list(subset, LONG)
    assert sub.grundy_values(subset, LONG) == expected
    pre, period = sub.grundy_period(subset)
    assert (pre, period) == oracle.least_period(expected, LONG // 2)
    # The period holds over the whole long range, and is the least one there.
    assert all(expected[n] == expected[n + period] for n in range(pre, LONG - period))
    if pre:
        assert expected[pre - 1] != expected[pre - 1 + period]


@pytest.mark.parametrize("subset", SETS, ids=str)
def test_misere_outcomes_and_period_match_the_oracle(subset):
    expected = oracle.misere_list(subset, LONG)
    assert [sub.misere_outcome(subset, n) for n in range(LONG)] == expected
    assert tuple(sub.misere_period(subset)) == oracle.least_period(expected, LONG // 2)


def test_oracle_lists_agree_with_plain_recursion():
    for subset in SETS[:10]:
        moves = oracle.pile_moves(subset)
        assert list(grundy_values(moves, range(300)).values()) == oracle.grundy_list(subset, 300)
        assert list(outcomes(moves, range(300), misere=True).values()) == oracle.misere_list(subset, 300)


def test_preperiods_exist():
    # Sets whose sequence does not start periodic, to exercise the preperiod.
    with_preperiod = [s for s in SETS if sub.grundy_period(s).preperiod > 0]
    assert with_preperiod, "the sample should contain a set with a preperiod"


@pytest.mark.parametrize("subset", [(1, 3, 4), (2, 5, 6), (3, 7, 11), (1, 5, 6, 9)], ids=str)
@settings(max_examples=60, deadline=None)
@given(n=huge)
def test_huge_piles_satisfy_the_mex_rule(subset, n):
    # The value at any n, however large, is the mex of its options' values.
    n += max(subset)
    g = sub.grundy_value(subset, n)
    assert g == mex(sub.grundy_value(subset, n - s) for s in subset)
    # Misère: N iff some move reaches P (a pile >= max S always has moves).
    options = [sub.misere_outcome(subset, n - s) for s in subset]
    assert sub.misere_outcome(subset, n) == ("N" if "P" in options else "P")


def test_huge_pile_reduces_to_its_residue():
    # S(1, 3, 4) has the purely periodic values 0 1 0 1 2 3 2, period 7 (Berlekamp, Conway
    # and Guy, Winning Ways, vol. 1, subtraction games); the oracle recomputes them here.
    subset = (1, 3, 4)
    expected = oracle.grundy_list(subset, 50)
    assert expected[:7] == [0, 1, 0, 1, 2, 3, 2] and expected[7:14] == expected[:7]
    n = 10**100 + 3  # 10**100 = 4 (mod 7), from 10**6 = 1 (mod 7)
    assert sub.grundy_value(subset, n) == expected[(4 + 3) % 7]
    game = Subtraction(set=subset)
    for after in game.winning_moves((n,)):
        assert game.grundy(after) == 0


SMALL_SETS = [(1, 3, 4), (2, 5, 6), (3, 7, 11), (1, 5, 6, 9), (2, 3)]


@lru_cache(maxsize=None)
def _oracle_sequence(subset):
    values = oracle.grundy_list(subset, 3000)
    return values, oracle.least_period(values, 1500)


@pytest.mark.parametrize("subset", SMALL_SETS, ids=str)
@settings(max_examples=30, deadline=None)
@given(piles=st.lists(huge, min_size=1, max_size=5).map(tuple))
def test_huge_piles_winning_moves_land_in_p_positions(subset, piles):
    # The value of each pile by the oracle's plain mex, carried to huge piles by the
    # period the oracle's own sequence shows (a repeat of max(S) consecutive values
    # repeats forever; here 1500 are seen); P iff their XOR is 0 (Sprague-Grundy).
    values, (pre, period) = _oracle_sequence(subset)

    def value(n):
        return values[n] if n < pre else values[pre + (n - pre) % period]

    def is_p(position):
        return reduce(xor, map(value, position), 0) == 0

    game = Subtraction(set=subset)
    moves = game.winning_moves(piles)
    assert bool(moves) == (not is_p(piles)) == (game.outcome(piles) == "N")
    for after in moves:
        game.check_move(piles, after)
        assert is_p(after) and game.outcome(after) == "P"
        # ... and from that P-position no move at all (|S| per pile) reaches a P-position.
        for later in oracle.piles_moves(subset)(after):
            assert not is_p(later) and game.outcome(later) == "N", (after, later)


@pytest.mark.parametrize("subset", [(1, 3, 4), (2, 3), (1, 2, 5)], ids=str)
def test_several_piles_against_the_oracle(subset):
    game = Subtraction(set=subset)
    moves = oracle.piles_moves(subset)
    positions = [(a, b) for a in range(12) for b in range(12)] + [(a, b, c) for a in range(6)
                                                                   for b in range(6) for c in range(6)]
    values = grundy_values(moves, positions)
    plain = outcomes(moves, positions)
    for p in positions:
        assert game.grundy(p) == values[p]
        assert game.outcome(p) == plain[p]
        got = game.winning_moves(p)
        assert len(got) == len(set(got))
        assert set(got) == winning_moves(moves, plain.__getitem__, p)  # every option is in the box


@pytest.mark.parametrize("subset", [(1, 3, 4), (2, 3)], ids=str)
def test_misere_one_and_several_piles_against_the_oracle(subset):
    game = Subtraction(set=subset, misere=True)
    moves = oracle.piles_moves(subset)
    positions = [(a,) for a in range(40)] + [(a, b) for a in range(9) for b in range(9)]
    plain = outcomes(moves, positions, misere=True)
    for p in positions:
        assert game.outcome(p) == plain[p], p
        assert set(game.winning_moves(p)) == winning_moves(moves, plain.__getitem__, p)
    with pytest.raises(UnsupportedError):
        game.grundy((5,))


def test_parse_set_and_bad_rules():
    assert Subtraction(set="3, 1,4,1").set == (1, 3, 4)
    for bad in ["", "0", "1,-2", "a", "1;2"]:
        with pytest.raises(InputError):
            Subtraction(set=bad)
    with pytest.raises(TooLargeError):
        Subtraction(set="1,1000000")


def test_search_bound(monkeypatch):
    monkeypatch.setattr(sub, "MAX_TERMS", 50)
    sub._periodic.cache_clear()
    try:
        with pytest.raises(TooLargeError, match="not repeated within 50 terms"):
            sub.grundy_period((7, 19, 31))
    finally:
        sub._periodic.cache_clear()


def test_moves_parse_and_check():
    game = Subtraction(set=(1, 3, 4))
    assert game.parse_move((10,), "3") == (7,)
    assert game.parse_move((5, 6), "2 4") == (5, 2)
    for bad in ["2", "1 2 3", "3 1", "1 9"]:
        with pytest.raises(InputError):
            game.parse_move((10,) if bad != "3 1" else (5, 6), bad)
    assert game.move_text((5, 6), (5, 2)) == "2 4"
    assert game.describe_move((5, 6), (5, 2)) == "take 4 from pile 2"


# ------------------------------------------------------------------------ CLI
def test_cli_reports_value_and_period(cli):
    # S(1, 3, 4): period 7, values 0 1 0 1 2 3 2 (Winning Ways, vol. 1), so g(10) = g(3) = 1.
    r = cli(["subtraction", "--set", "1,3,4", "10"])
    assert r.status == 0, r.err
    assert "S(1, 3, 4)" in r.out and "period 7" in r.out and "Grundy value: 1" in r.out
    data = json.loads(cli(["subtraction", "--set", "1,3,4", str(10**100), "--json"]).out)
    assert data["period"] == 7 and data["preperiod"] == 0
    assert data["grundy"] == oracle.grundy_list((1, 3, 4), 7)[10**100 % 7]
    assert data["outcome"] == ("P" if data["grundy"] == 0 else "N")


def test_cli_misere(cli):
    data = json.loads(cli(["subtraction", "--set", "1,3,4", "--misere", "8", "--json"]).out)
    assert data["outcome"] == oracle.misere_list((1, 3, 4), 9)[8]
    assert data["rules"] == {"set": [1, 3, 4], "misere": True}
    r = cli(["subtraction", "--set", "1,3,4", "--misere", "8", "--grundy"])
    assert r.status == 2 and "misère" in r.err


@pytest.mark.parametrize(
    "argv",
    [
        ["subtraction", "--set", "0,1", "5"],
        ["subtraction", "--set", "x", "5"],
        ["subtraction", "--set", "1,3", "-5"],
        ["subtraction", "--set", "1,3"],
        ["subtraction", "--set", "1,3", "5", "abc"],
    ],
)
def test_cli_bad_input(cli, argv):
    r = cli(argv)
    assert r.status == 2
    assert r.err.startswith("grundy: ") and r.err.count("\n") == 1 and "Traceback" not in r.err


# ------------------------------------------------------------ the named infinite sets
def _named_sizes(name, limit):
    # The sets from their definitions, independent of grundy.
    if name == "fibonacci":
        found, a, b = [], 1, 2
        while a <= limit:
            found.append(a)
            a, b = b, a + b
        return found
    if name == "powers-of-two":
        return [1 << k for k in range(limit.bit_length()) if 1 << k <= limit]
    return [k * k for k in range(1, limit + 1) if k * k <= limit]


NAMED = ["fibonacci", "powers-of-two", "squares"]


@pytest.mark.parametrize("name", NAMED)
def test_named_sets_values_match_the_oracle(name):
    sizes = _named_sizes(name, 3000)
    assert sub.grundy_values(name, 3000) == oracle.grundy_list(sizes, 3000)
    assert [sub.misere_outcome(name, n) for n in range(3000)] == oracle.misere_list(sizes, 3000)


@pytest.mark.parametrize("name", NAMED)
def test_named_sets_winning_moves_match_the_oracle(name):
    sizes = _named_sizes(name, 40)
    game = Subtraction(set=name)
    positions = [(a, b) for a in range(25) for b in range(a, 25)] + [(n,) for n in range(40)]
    moves = oracle.piles_moves(sizes)
    truth = outcomes(moves, positions)
    for position in positions:
        assert game.outcome(position) == truth[position]
        assert set(game.winning_moves(position)) == winning_moves(moves, lambda q: outcomes(moves, [q])[q], position)
    misere = Subtraction(set=name, misere=True)
    truth = outcomes(moves, [(n,) for n in range(40)], misere=True)
    for n in range(40):
        assert misere.outcome((n,)) == truth[(n,)]


def test_powers_of_two_are_n_mod_3_for_huge_piles_and_every_winning_move_is_listed():
    game = Subtraction(set="powers-of-two")
    n = 10**250  # = 1 (mod 3)
    moves = game.winning_moves((n,))
    taken = [n - after[0] for after in moves]
    # Every power of two 2^k <= n with 2^k = 1 (mod 3), that is every even k.
    assert taken == [1 << k for k in range(0, n.bit_length(), 2) if 1 << k <= n]
    assert all(after[0] % 3 == 0 for after in moves)
    assert game.grundy((n, 5)) == (n % 3) ^ (5 % 3)
    assert sub.grundy_period("powers-of-two") == (0, 3)


@settings(max_examples=100, deadline=None)
@given(huge)
def test_powers_of_two_values_are_the_residue_mod_3(n):
    assert sub.grundy_value("powers-of-two", n) == n % 3
    assert (sub.misere_outcome("powers-of-two", n) == "P") == (n % 3 == 1)


@pytest.mark.parametrize("name", ["fibonacci", "squares"])
def test_named_sets_without_a_closed_form_refuse_piles_beyond_their_bound(name, cli):
    with pytest.raises(TooLargeError, match="no closed form is known"):
        sub.grundy_value(name, 10**7)
    with pytest.raises(UnsupportedError, match="no known period"):
        sub.grundy_period(name)
    r = cli(["subtraction", str(10**7), "--set", name])
    assert r.status == 2 and "no closed form is known" in r.err


def test_a_named_set_is_given_by_name_and_a_finite_one_still_by_its_sizes(cli):
    assert Subtraction(set="Fibonacci").set == "fibonacci"
    assert Subtraction(set="1,3,4").set == (1, 3, 4)
    r = cli(["subtraction", "1", "4", "1", "--set", "fibonacci"])
    assert r.status == 0 and "Fibonacci numbers" in r.out and "P-position" in r.out
    r = cli(["subtraction", "10", "--set", "1,3,4"])
    assert r.status == 0 and "S(1, 3, 4)" in r.out
    r = cli(["subtraction", "10", "--set", "fibonaci"])
    assert r.status == 2 and "fibonacci, powers-of-two, squares" in r.err
    data = json.loads(cli(["subtraction", "9", "--set", "squares", "--json"]).out)
    assert data["rules"]["set"] == "squares" and data["period"] is None
