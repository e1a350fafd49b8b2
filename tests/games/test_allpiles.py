"""Wythoff's game on many piles: every case against brute force, and the facts it rests on."""

from __future__ import annotations

import json
import random
from functools import reduce
from itertools import combinations_with_replacement, product
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import InputError, TooLargeError
from grundy.games import allpiles as ap
from grundy.games import wythoff
from grundy.games.allpiles import AllPiles, EvenSearch
from tests.oracles import allpiles as oracle
from tests.strategies import giant, huge
from tests.theorems import nim_p

# (piles, largest pile): every position of each box.
BOXES = [(1, 25), (2, 16), (3, 8), (4, 7), (5, 4), (6, 3)]


def _nim_sum(position):
    return reduce(xor, position, 0)


def _order_key(position, after):
    # Documented order: the move on every pile first, then pile 1, pile 2, ...
    changed = [i for i, (p, q) in enumerate(zip(position, after)) if p != q]
    return -1 if len(changed) == len(position) > 1 else changed[0]


@pytest.mark.parametrize("piles, bound", BOXES)
def test_outcome_and_every_winning_move_match_brute_force(piles, bound):
    for position in product(range(bound + 1), repeat=piles):
        assert ap.outcome(position) == oracle.outcome(position), position
        got = ap.winning_moves(position)
        assert set(got) == oracle.winning_moves(position) and len(got) == len(set(got)), position
        keys = [_order_key(position, m) for m in got]
        assert keys == sorted(set(keys)), position  # at most one per pile and one on every pile


@pytest.mark.parametrize("piles, bound", [(1, 25), (3, 8), (5, 4)])
def test_fact_odd_number_of_piles_has_exactly_nims_p_positions(piles, bound):
    # The claim in the module notes, checked on the brute-force outcomes alone.
    for position in product(range(bound + 1), repeat=piles):
        assert (oracle.outcome(position) == "P") == (_nim_sum(position) == 0), position


@pytest.mark.parametrize("piles, bound", [(2, 16), (4, 7), (6, 3)])
def test_fact_an_empty_pile_makes_it_nim(piles, bound):
    for position in product(range(bound + 1), repeat=piles):
        if 0 in position:
            assert (oracle.outcome(position) == "P") == (_nim_sum(position) == 0), position


def test_fact_two_piles_is_wythoff_and_even_piles_are_not_nim():
    for a in range(20):
        for b in range(20):
            assert (oracle.outcome((a, b)) == "P") == wythoff.is_p_position(a, b)
    # With four non-empty piles Nim's rule fails both ways.
    assert oracle.outcome((1, 1, 2, 2)) == "N" and _nim_sum((1, 1, 2, 2)) == 0
    assert oracle.outcome((2, 2, 3, 4)) == "P" and _nim_sum((2, 2, 3, 4)) != 0


def test_fact_at_most_one_p_position_on_a_line():
    # Two P-positions one move apart cannot exist; so every line (one pile
    # varying, or all piles shifted together) holds at most one.
    for position in product(range(6), repeat=4):
        if oracle.outcome(position) == "P":
            assert not any(oracle.outcome(q) == "P" for q in oracle.moves(position))


@pytest.mark.parametrize("piles, bound", [(1, 12), (2, 7), (3, 6), (4, 3), (5, 3)])
def test_grundy_values_match_mex(piles, bound):
    game = AllPiles()
    for position in product(range(bound + 1), repeat=piles):
        assert game.grundy(position) == oracle.grundy(position), position


@pytest.mark.parametrize("piles, bound", [(3, 9), (5, 4), (4, 4)])
def test_fact_grundy_value_is_the_nim_sum_with_an_odd_number_of_piles_or_an_empty_pile(piles, bound):
    for position in product(range(bound + 1), repeat=piles):
        if piles % 2 or 0 in position:
            assert oracle.grundy(position) == _nim_sum(position), position
    # ... and not with an even number of non-empty piles.
    assert oracle.grundy((1, 1, 2, 2)) != _nim_sum((1, 1, 2, 2))


def test_four_pile_search_agrees_with_the_general_search_and_brute_force():
    bound = (9, 9, 9, 9)
    fast = EvenSearch(4)
    fast.solve(bound)
    partner, _diag, count = ap._search_n(bound, lambda done, total: None, 0)
    assert fast.p_count == count
    for y in combinations_with_replacement(range(10), 4):
        general = partner.get(y[:-1], 10) == y[-1]
        if min(y) > 0:
            assert fast.is_p_position(y) == general, y
        if max(y) <= 6:
            assert general == (oracle.outcome(y) == "P"), y


def test_four_pile_search_against_sorted_brute_force_up_to_16():
    expected = oracle.sorted_p_positions(4, 16)
    search = EvenSearch(4)
    search.solve((16, 16, 16, 16))
    for y in combinations_with_replacement(range(1, 17), 4):
        assert search.is_p_position(y) == (y in expected), y
    assert search.p_count == len(expected)


def test_six_piles_by_search_against_brute_force():
    for position in product(range(1, 4), repeat=6):
        assert ap.outcome(position) == oracle.outcome(position), position
        assert set(ap.winning_moves(position)) == oracle.winning_moves(position), position


def test_search_widens_its_bound_and_counts_progress():
    calls = []
    search = EvenSearch(4, progress=lambda done, total: calls.append((done, total)))
    assert search.is_p_position((2, 2, 3, 4)) and search.bound == (2, 2, 3, 4)
    search.is_p_position((1, 1, 1, 9))
    assert search.bound == (2, 2, 3, 9)
    assert calls and calls[-1][0] == calls[-1][1]  # the last report says "all done"


def test_search_can_be_interrupted_and_resumed():
    def stop(done, total):
        raise KeyboardInterrupt

    search = EvenSearch(4, progress=stop)
    with pytest.raises(KeyboardInterrupt):
        search.solve((5, 5, 5, 5))
    assert search.bound is None  # nothing half-solved is kept
    search.progress = None
    assert search.is_p_position((2, 2, 3, 4))


def test_search_refuses_clearly_beyond_its_bound(cli):
    with pytest.raises(TooLargeError, match="prefixes of 3 piles, more than the limit of 1,000"):
        EvenSearch(4, prefix_limit=1000).solve((30, 30, 30, 30))
    with pytest.raises(TooLargeError, match="cells"):
        EvenSearch(4).solve((1, 300, 300, 10**6))
    r = cli(["allpiles", "1000", "1000", "1000", "1000"])
    assert r.status == 2 and "no formula is known for 4 piles" in r.err and "prefixes" in r.err
    with pytest.raises(InputError):
        EvenSearch(3)


@pytest.mark.timeout(20)
@pytest.mark.parametrize("piles", [(5, 6, 10**24, 10**24 + 1), (2, 10**300, 10**300, 10**300)])
def test_search_refuses_huge_piles_at_once(cli, piles):
    # Counting the prefixes to scan once walked through every value up to the
    # largest pile, so a huge pile hung (or exhausted memory) instead of refusing.
    with pytest.raises(TooLargeError, match="prefixes of 3 piles than the limit"):
        EvenSearch(4).solve(piles)
    r = cli(["allpiles", *map(str, piles)])
    assert r.status == 2 and "no formula is known for 4 piles" in r.err


def test_the_refusal_of_many_or_huge_piles_stays_short(cli):
    # The message quoted the whole bound: 5,840 characters for 1000 piles,
    # and every digit of a pile of thousands of digits.
    for piles in [list(range(1, 1001)), [10**5000, 1, 2, 3]]:
        r = cli(["allpiles", *map(str, piles)])
        assert r.status == 2 and "no formula is known" in r.err
        assert len(r.err) < 300, r.err


def test_prefix_count_against_its_definition():
    for bound in [(0,), (3,), (1, 2), (2, 2, 2), (0, 3, 3), (1, 2, 4, 4), (2, 3, 3, 5, 6)]:
        expected = sum(1 for y in product(*(range(b + 1) for b in bound))
                       if all(u <= v for u, v in zip(y, y[1:])))
        assert ap._count_prefixes(bound) == expected, bound
        for cap in (1, expected - 1, expected, expected + 1):
            got = ap._count_prefixes(bound, cap)
            assert got == expected if expected <= cap else got in (None, expected), (bound, cap)


@settings(max_examples=150, deadline=None)
@given(st.lists(huge, min_size=1, max_size=4).map(lambda h: tuple(h) * 2 + (h[0],)))
def test_odd_piles_huge_winning_moves_land_in_nim_p_positions(piles):
    game = AllPiles()
    moves = ap.winning_moves(piles)
    assert bool(moves) == (_nim_sum(piles) != 0) == (ap.outcome(piles) == "N")
    for after in moves:
        game.check_move(piles, after)
        assert _nim_sum(after) == 0 and ap.outcome(after) == "P"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(giant, huge), min_size=2, max_size=6), st.integers(min_value=0, max_value=2**32))
def test_odd_piles_p_positions_have_no_move_to_a_p_position(piles, seed):
    # An even number of piles and their XOR: a Nim P-position with an odd number of piles.
    rng = random.Random(seed)
    others = piles[: len(piles) // 2 * 2]
    position = (*others, _nim_sum(others))
    assert ap.outcome(position) == "P" and ap.winning_moves(position) == []
    for _ in range(5):
        i = rng.randrange(len(position))
        later = []
        if position[i]:  # one pile
            later.append(position[:i] + (rng.randrange(position[i]),) + position[i + 1:])
        if min(position):  # the same amount from every pile
            t = rng.randint(1, min(position))
            later.append(tuple(p - t for p in position))
        for after in later:
            AllPiles().check_move(position, after)
            assert not nim_p(after) and ap.outcome(after) == "N", (position, after)
            assert ap.winning_moves(after), (position, after)


@settings(max_examples=150, deadline=None)
@given(st.lists(giant, min_size=3, max_size=7).filter(lambda h: len(h) % 2 == 1),
       st.integers(min_value=1, max_value=10**50))
def test_odd_piles_the_move_on_every_pile_is_found_when_it_exists(piles, t):
    # Build a Nim P-position far from 0, add t to every pile: taking t back wins.
    base = list(piles)
    base[-1] = _nim_sum(base[:-1])
    start = tuple(p + t for p in base)
    assert tuple(p - t for p in start) in ap.winning_moves(start)
    assert ap.same_amount_move(start) == tuple(base)


@settings(max_examples=100, deadline=None)
@given(giant, giant)
def test_two_huge_piles_are_wythoff(a, b):
    assert ap.winning_moves((a, b)) == wythoff.winning_moves(a, b)


def test_explanations():
    assert "odd number of piles" in ap.explain((2, 3, 4))
    assert "this is Nim" in ap.explain((0, 3, 4, 7))
    assert "Wythoff" in ap.explain((5, 8))
    assert "solved exactly by search" in ap.explain((2, 2, 3, 4))
    assert "搜索" in ap.explain((2, 2, 3, 4), lang="zh")
    assert "奇数" in ap.explain((2, 3, 4), lang="zh")


def test_notation_and_play():
    game = AllPiles()
    position = (2, 3, 4, 5)
    for after in game.options(position):
        text = game.move_text(position, after)
        assert game.parse_move(position, text) == after
        game.check_move(position, after)
    assert game.describe_move(position, (1, 2, 3, 4)) == "take 1 from every pile"
    assert game.describe_move(position, (1, 2, 3, 4), "zh") == "从每堆各取 1 个"
    for bad in ["all 3", "all 0", "5 1", "1 3", "all", "1 1 2 1"]:
        with pytest.raises(InputError):
            game.parse_move(position, bad)
    for after in [(1, 2, 4, 5), (1, 2, 3, 3), (2, 3, 4, 5), (2, 3, 4)]:
        with pytest.raises(InputError):
            game.check_move(position, after)
    delay = game.computer_move((2, 2, 3, 4))  # P: every move loses, pick a hard one
    game.check_move((2, 2, 3, 4), delay)
    assert ap.outcome(delay) == "N"
    big = (10**100, 10**100, 5)
    game.check_move(big, game.delaying_move(big))
    rng = random.Random(2)
    for _ in range(10):
        position = game.random_position(rng)
        assert len(position) in (3, 4) and min(position) >= 1
        ap.outcome(position)


def test_cli(cli):
    r = cli(["allpiles", "2", "3", "4", "--json"])
    assert r.status == 0, r.err
    data = json.loads(r.out)
    assert data["game"] == "allpiles" and data["outcome"] == oracle.outcome((2, 3, 4))
    assert {tuple(m) for m in data["winning_moves"]} == oracle.winning_moves((2, 3, 4))
    assert data["method"] == "nim"
    data = json.loads(cli(["allpiles", "3", "1", "4", "2", "--json"]).out)
    assert {tuple(m) for m in data["winning_moves"]} == oracle.winning_moves((3, 1, 4, 2))
    assert data["method"] == "search"
    r = cli(["allpiles", "2", "2", "3", "4"])
    assert r.status == 0 and "P-position" in r.out
    r = cli(["allpiles", "1", "x"])
    assert r.status == 2 and r.err == "grundy: pile 2: 'x' is not a non-negative integer\n"
