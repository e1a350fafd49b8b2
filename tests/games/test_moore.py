"""Moore's Nim_k: the column rule, Moore's construction and the full listing against brute force."""

from __future__ import annotations

import json
import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import InputError, TooLargeError
from grundy.games import moore
from grundy.games.moore import Moore
from tests.oracles import moore as oracle
from tests.strategies import giant, huge
from tests.theorems import moore_p

# (piles, largest pile, k values): every position of each box is checked.
BOXES = [(2, 9, (1, 2, 3)), (3, 5, (1, 2, 3)), (4, 3, (1, 2, 3, 4))]
CASES = [(n, b, k) for n, b, ks in BOXES for k in ks]


def _key(position, after):
    changed = tuple(i for i, (p, q) in enumerate(zip(position, after)) if p != q)
    return changed, after


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("piles, bound, k", CASES)
def test_rule_construction_and_listing_match_brute_force(piles, bound, k, misere):
    game = Moore(k=k, misere=misere)
    for position in product(range(bound + 1), repeat=piles):
        expected = oracle.winning_moves(position, k, misere)
        truth = oracle.outcome(position, k, misere)
        assert moore.outcome(position, k, misere) == truth, position
        # Moore's construction: one winning move exactly for the N-positions with a move.
        move = moore.winning_move(position, k, misere)
        assert (move is not None) == bool(expected), position
        if move is not None:
            assert move in expected, (position, move)
            game.check_move(position, move)
        # The listing is the full set, in the documented order, without repeats.
        listed = moore.all_winning_moves(position, k, misere)
        assert set(listed) == expected and len(listed) == len(expected), position
        assert listed == sorted(listed, key=lambda a: _key(position, a)), position
        assert moore.count_winning_moves(position, k, misere) == len(expected), position


def test_k_1_is_nim_with_every_winning_move():
    from grundy.games import nim

    for position in product(range(7), repeat=3):
        for misere in (False, True):
            assert moore.winning_moves(position, 1, misere) == nim.winning_moves(position, misere)


def test_misere_differs_from_normal_play_only_when_every_pile_is_at_most_1():
    # The derived rule, checked on the brute-force outcomes themselves.
    for k in (1, 2, 3):
        for position in product(range(4), repeat=4):
            normal = oracle.outcome(position, k)
            misere = oracle.outcome(position, k, misere=True)
            if max(position) >= 2:
                assert normal == misere, (position, k)
            else:
                assert (misere == "P") == (sum(position) % (k + 1) == 1), (position, k)


@pytest.mark.parametrize("k", [2, 3])
def test_grundy_values_by_search_match_mex(k):
    game = Moore(k=k)
    for position in product(range(4), repeat=3):
        assert game.grundy(position) == oracle.grundy(position, k), position


# Huge piles, and huge piles among piles of 0 and 1 stones (where misère play differs).
huge_piles = st.one_of(
    st.lists(huge, min_size=1, max_size=7),
    st.lists(st.one_of(giant, st.sampled_from([0, 1, 1])), min_size=1, max_size=7),
).map(tuple)


@settings(max_examples=150, deadline=None)
@given(huge_piles, st.integers(min_value=1, max_value=6), st.booleans())
def test_constructed_move_lands_in_a_p_position(piles, k, misere):
    # P-positions by Moore's theorem (tests/theorems.py), not by the library.
    move = moore.winning_move(piles, k, misere)
    if move is None:
        assert moore_p(piles, k, misere) or (misere and not any(piles))
        return
    Moore(k=k, misere=misere).check_move(piles, move)  # lowers 1 to k piles
    assert moore_p(move, k, misere)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(giant, st.sampled_from([0, 1])), min_size=2, max_size=6),
       st.integers(min_value=1, max_value=4), st.booleans(), st.integers(min_value=0, max_value=2**32))
def test_no_move_from_a_p_position_reaches_one(piles, k, misere, seed):
    rng = random.Random(seed)
    position = tuple(piles)
    move = moore.winning_move(position, k, misere)
    if move is not None:
        position = move
    if not moore_p(position, k, misere):  # misère, no stones: the player to move has won
        assert misere and not any(position)
        return
    assert moore.is_p_position(position, k, misere)
    for attempt in range(12):
        nonempty = [i for i, p in enumerate(position) if p]
        if not nonempty:
            break
        chosen = rng.sample(nonempty, rng.randint(1, min(k, len(nonempty))))
        after = list(position)
        for i in chosen:
            after[i] = rng.randrange(position[i])
        assert not moore_p(tuple(after), k, misere) and not moore.is_p_position(after, k, misere)
        if attempt < 3:
            assert moore.winning_move(tuple(after), k, misere) is not None or (misere and not any(after))


@settings(max_examples=150, deadline=None)
@given(st.lists(huge, min_size=1, max_size=14), st.integers(min_value=1, max_value=9))
def test_rule_is_the_column_count_definition_at_huge_sizes(piles, k):
    # is_p_position counts columns bit-sliced; the theorem counts them one by one, here.
    for position in (tuple(piles), moore.winning_move(piles, k)):
        if position is not None:
            assert moore.is_p_position(position, k) == moore_p(position, k)


def test_column_counts_and_huge_positions():
    assert moore.column_counts((5, 6, 3)) == [2, 2, 2]
    x = 10**200
    assert moore.outcome((x, x, x), 2) == "P" and moore.outcome((x, x, x), 3) == "N"
    assert moore.winning_move((x, x, x), 3) == (0, 0, 0)


def test_listing_refuses_clearly_beyond_its_bounds():
    # Four piles of forty 1-bits, k = 2 (P: every column count a multiple of 3).  Lowering
    # one pile: the other three fill every column, so it must become 0 (4 moves).  Lowering
    # two: the other two put 2 in every column, so the two new piles hold each bit exactly
    # once between them: x and 2**40 - 1 - x with both below 2**40 - 1, 2**40 - 2 choices
    # of x for each of the 6 pairs.  In all 4 + 6 * (2**40 - 2).
    with pytest.raises(TooLargeError, match="6,597,069,766,648 winning moves"):
        moore.all_winning_moves((2**40 - 1,) * 4, 2)
    with pytest.raises(TooLargeError, match="more than 20,000 steps"):
        moore.all_winning_moves(tuple(range(1, 41)), 20, work_limit=20_000)
    assert len(moore.all_winning_moves((2**10 - 1,) * 4, 2)) == 4 + 6 * (2**10 - 2)


def test_explanations():
    assert "multiple of k + 1 = 3" in moore.explain((5, 6, 3), 2)
    assert "Moore's theorem" in moore.explain((7, 7, 7), 2)
    assert "每列" in moore.explain((7, 7, 7), 2, lang="zh")
    assert "no more than k" in moore.explain((5, 1, 1), 2, misere=True)
    assert "1 more than a multiple of 3" in moore.explain((1, 1, 1), 2, misere=True)
    assert "misère play goes as normal play" in moore.explain((5, 6, 3, 7), 2, misere=True)
    assert "top 16" in moore.explain((10**30, 1, 2), 2)


def test_notation_and_play():
    game = Moore(k=2)
    position = (3, 4, 5)
    for after in game.options(position):
        assert game.parse_move(position, game.move_text(position, after)) == after
    assert game.describe_move(position, (2, 4, 3)) == "take 1 from pile 1 and 2 from pile 3"
    with pytest.raises(InputError, match="at most 2 piles"):
        game.parse_move(position, "1 1 2 1 3 1")
    with pytest.raises(InputError, match="at most 2 piles"):
        game.check_move(position, (2, 3, 4))
    delay = game.computer_move((7, 7, 7))
    game.check_move((7, 7, 7), delay)
    big = (10**100,) * 3
    delay = game.delaying_move(big)
    game.check_move(big, delay)
    assert not moore.is_p_position(delay, 2)
    with pytest.raises(InputError, match="needs --k"):
        Moore().outcome((1, 2))
    with pytest.raises(InputError):
        Moore(k=0)
    with pytest.raises(TooLargeError):
        game.grundy((1000, 1000, 1000))


def test_cli(cli):
    r = cli(["moore", "--k", "2", "7", "7", "7", "1", "--json"])
    assert r.status == 0, r.err
    data = json.loads(r.out)
    expected = oracle.winning_moves((7, 7, 7, 1), 2)
    assert data["rules"] == {"k": 2, "misere": False} and data["outcome"] == "N"
    assert len(data["winning_moves"]) == 1 and tuple(data["winning_moves"][0]) in expected
    assert data["complete"] is False
    r = cli(["moore", "--k", "2", "7", "7", "7", "1", "--all", "--json"])
    data = json.loads(r.out)
    assert {tuple(m) for m in data["winning_moves"]} == expected and data["complete"] is True
    r = cli(["moore", "--k", "1", "3", "4", "5", "--json"])
    assert json.loads(r.out)["grundy"] == 3 ^ 4 ^ 5
    r = cli(["moore", "--k", "3", "1", "1", "1", "1", "1", "--misere", "--lang", "zh"])
    assert r.status == 0 and "必败" in r.out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["moore", "1", "2"], "grundy: --k is required (the most piles one move lowers)\n"),
        (["moore", "--k", "0", "1"], "grundy: --k must be at least 1, not 0\n"),
        (["moore", "--k", "2"], "grundy: moore needs at least one pile size\n"),
        (["moore", "--k", "2", "1", "x"], "grundy: pile 2: 'x' is not a non-negative integer\n"),
    ],
)
def test_cli_bad_input(cli, argv, message):
    r = cli(argv)
    assert r.status == 2 and r.err == message


def test_cli_all_beyond_the_bound_is_a_clear_error(cli):
    r = cli(["moore", "--k", "2", *[str(2**40 - 1)] * 4, "--all"])
    assert r.status == 2
    assert r.err.startswith("grundy: there are 6,597,069,766,648 winning moves, more than the 100,000")
