"""Wythoff's game: the closed form against brute force, and properties at huge sizes."""

from __future__ import annotations

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.engine import Solver
from grundy.errors import InputError
from grundy.games import wythoff as w
from tests.oracles import wythoff as oracle
from tests.strategies import giant, huge
from tests.theorems import wythoff_p

N = 201  # every position up to 200 x 200


@pytest.fixture(scope="module")
def brute():
    return oracle.p_table(N), oracle.winning_move_table(N)


def test_outcome_matches_brute_force_up_to_200(brute):
    table, _ = brute
    for a in range(N):
        for b in range(N):
            assert w.is_p_position(a, b) == table[a][b], (a, b)


def test_all_winning_moves_match_brute_force_up_to_200(brute):
    _, moves = brute
    for (a, b), expected in moves.items():
        got = w.winning_moves(a, b)
        assert len(got) == len(set(got)) <= 3
        assert set(got) == expected, (a, b)


def test_oracle_sieve_agrees_with_plain_minimax():
    # The sieve itself is checked against memoised minimax over the raw rules.
    from tests.oracles import outcomes

    n = 30
    table = oracle.p_table(n)
    plain = outcomes(oracle.moves, [(a, b) for a in range(n) for b in range(n)])
    assert all((plain[a, b] == "P") == table[a][b] for a in range(n) for b in range(n))


def test_engine_agrees_with_closed_form():
    game = w.Wythoff()
    solver = Solver(game.options)
    for a in range(40):
        for b in range(40):
            assert solver.outcome((a, b)) == w.outcome(a, b)
            assert solver.winning_moves((a, b)) == sorted(
                w.winning_moves(a, b), key=list(game.options((a, b))).index
            )


def test_move_order_is_both_then_pile1_then_pile2():
    # From (2, 2): both piles to (0, 0), pile 1 to (1, 2), pile 2 to (2, 1), all P by the
    # definition; the HDU 2177 sample answers 5 8 with "4 7" then "3 5".
    assert w.winning_moves(2, 2) == [(0, 0), (1, 2), (2, 1)]
    assert w.winning_moves(5, 8) == [(4, 7), (5, 3)]


def test_p_positions_iterator_and_index_agree_with_mex_definition():
    # a_k is the least number not yet used, b_k = a_k + k (the definition).
    used: set[int] = set()
    expected = []
    for k in range(2000):
        a = 0
        while a in used and k:
            a += 1
        expected.append((a, a + k))
        used.update((a, a + k))
    assert list(islice(w.p_positions(), 2000)) == expected
    for k, (a, b) in enumerate(expected):
        assert w.p_position_index(a) == (k, (a, b))
        assert w.p_position_index(b) == (k, (a, b))


def test_beatty_partition_of_positive_integers():
    seen = []
    for k in range(1, 5000):
        a, b = w.p_position(k)
        seen += [a, b]
    small = sorted(x for x in seen if x <= 8000)
    assert small == list(range(1, 8001))


@pytest.mark.parametrize("digits", [1000, 1500])
def test_thousand_digit_values_are_exact(digits):
    # floor(k*phi) for a 1000-digit k, checked against the defining inequality
    # a < k*phi < a + 1, i.e. (2a - k)^2 < 5k^2 < (2a + 2 - k)^2, in integers.
    k = 10**digits + 12345
    a, b = w.p_position(k)
    assert (2 * a - k) ** 2 < 5 * k * k < (2 * a + 2 - k) ** 2
    assert w.is_p_position(a, b) and w.is_p_position(b, a)
    assert not w.is_p_position(a, b + 1)
    assert w.p_position_index(b) == (k, (a, b))


def test_float_golden_ratio_fails_where_exact_does_not():
    # (165580140, 267914295) is a P-position: k = F_40 = 102334155 and
    # (2a - k)^2 < 5k^2 < (2a + 2 - k)^2 holds in integers for a = 165580140.
    a, b = 165580140, 267914295
    k = b - a
    assert (2 * a - k) ** 2 < 5 * k * k < (2 * a + 2 - k) ** 2
    assert w.is_p_position(a, b) and w.winning_moves(a, b) == []
    # The textbook double-precision formula rounds floor(k*phi) up and says N.
    assert int(k * (1 + 5**0.5) / 2) == a + 1


@settings(max_examples=300)
@given(huge, huge)
def test_winning_moves_land_in_p_positions(a, b):
    moves = w.winning_moves(a, b)
    assert (not moves) == wythoff_p(a, b)
    game = w.Wythoff()
    for c, d in moves:
        assert wythoff_p(c, d)
        game.check_move((a, b), (c, d))  # a legal move


@settings(max_examples=200)
@given(st.one_of(huge, giant), st.data())
def test_p_positions_have_no_move_to_a_p_position(k, data):
    a, b = w.p_position(k)
    assert wythoff_p(a, b)
    assert w.winning_moves(a, b) == [] and w.winning_moves(b, a) == []
    # The partner of each pile is unique: a one-pile move cannot stay P.
    assert w.partner(a) == b and w.partner(b) == a
    # Moves of every kind, checked against the theorem rather than the library.
    if b == 0:
        return
    t = data.draw(st.integers(1, b), label="t")
    moves = [(a, b - t), (b - t, a)]
    if a:
        s = data.draw(st.integers(1, a), label="s")
        moves += [(a - s, b), (a - s, b - s), (b, a - s), (b - s, a - s)]
    for after in moves:
        assert not wythoff_p(*after) and not w.is_p_position(*after), ((a, b), after)
        assert w.winning_moves(*after), ((a, b), after)


@settings(max_examples=100)
@given(giant)
def test_inverse_and_kth_pair_agree_at_10_to_200(x):
    k, (a, b) = w.p_position_index(x)
    assert x in (a, b) and w.p_position(k) == (a, b) and wythoff_p(a, b)


def _first_upper_at_least(x: int) -> int:
    # The least i with b_i >= x, by bisection on the k-th pair alone.
    lo, hi = 0, x
    while lo < hi:
        mid = (lo + hi) // 2
        if w.p_position(mid)[1] >= x:
            hi = mid
        else:
            lo = mid + 1
    return lo


@settings(max_examples=40)
@given(giant)
def test_beatty_complementarity_in_a_window_at_10_to_200(k):
    # The lower terms a_k, a_k+1, ... and the upper terms b_i, b_i+1, ... that fall in
    # [a_k, a_k + 200) cover it exactly once (Beatty's theorem for phi and phi^2).
    start = w.p_position(k)[0]
    window = range(start, start + 200)
    lower, j = [], k
    while (v := w.p_position(j)[0]) < window.stop:
        lower.append(v)
        j += 1
    upper, i = [], _first_upper_at_least(start)
    while (v := w.p_position(i)[1]) < window.stop:
        upper.append(v)
        i += 1
    assert sorted(lower + upper) == list(window)
    for x in window:  # and the inverse names the right pair for each
        index, pair = w.p_position_index(x)
        assert pair == w.p_position(index) and x in pair


@settings(max_examples=100)
@given(giant)
def test_consecutive_lower_terms_differ_by_1_or_2(k):
    # floor((k+1)phi) - floor(k phi) is 1 or 2: the lower sequence has no gaps of 3.
    d = w.p_position(k + 1)[0] - w.p_position(k)[0]
    assert d in (1, 2)


def test_bad_arguments():
    with pytest.raises(InputError):
        w.p_position(-1)
    with pytest.raises(InputError):
        w.p_position_index(-5)
    with pytest.raises(InputError):
        w.Wythoff().validate((1, -2))
    with pytest.raises(InputError):
        w.Wythoff().validate((1, 2, 3))


@pytest.mark.parametrize("call", [
    lambda: w.outcome(-1, 2), lambda: w.is_p_position(2, -1), lambda: w.outcome(2.5, 1),
    lambda: w.outcome("3", 5), lambda: w.outcome(True, 1), lambda: w.winning_moves(2.5, 1),
    lambda: w.explain("3", 5), lambda: w.p_position(1.5), lambda: w.p_position_index("2"),
    lambda: w.partner(1.5), lambda: w.misere_is_p_position(-1, 2),
    lambda: w.misere_winning_moves(2.5, 1), lambda: w.misere_explain(-1, 2),
    lambda: w.restricted_is_p_position(-1, 2, 3), lambda: w.restricted_is_p_position(3, 4, 2.5),
    lambda: w.restricted_winning_moves(-1, 2, 3), lambda: w.restricted_explain(-1, 2, 3),
    lambda: w.generalized_is_p_position(-1, 2, 2), lambda: w.generalized_is_p_position(2.5, 1, 2),
    lambda: w.generalized_p_position(1.5, 2), lambda: w.generalized_winning_moves(-1, 2, 2),
    lambda: w.generalized_explain(-1, 2, 2), lambda: w.Wythoff().outcome((1, 2, 3)),
    lambda: w.Wythoff().winning_moves(None), lambda: w.Wythoff(misere=True).outcome((-1, 2)),
])
def test_the_module_functions_refuse_what_is_not_a_pile(call):
    # A negative pile was answered ("N"), a float or a string failed deep inside.
    with pytest.raises(InputError, match=r"pile|index|most|integer"):
        call()


def test_numpy_integers_are_read_as_exact_ints():
    # 5 * n * n overflows 64 bits: the numbers must not stay numpy integers.
    np = pytest.importorskip("numpy")
    a, b = w.p_position(3 * 10**17)
    assert w.outcome(np.int64(a), np.int64(b)) == "P"
    assert w.winning_moves(np.int64(a + 1), np.int64(b + 1)) == w.winning_moves(a + 1, b + 1)


def test_explanation_cases():
    assert "P-position" in w.explain(3, 5)
    assert "take 5 from both" in w.explain(5, 5)
    assert "take 1 from both" in w.explain(5, 8)
    assert "earlier P-position" in w.explain(1, 9)
    assert "奇异局势" in w.explain(3, 5, "zh")


def test_parse_move_and_describe():
    g = w.Wythoff()
    assert g.parse_move((3, 5), "1 3") == (0, 5)
    assert g.parse_move((3, 5), "both 3") == (0, 2)
    for bad in ["", "3 1", "1 0", "both 4", "1 x", "1 2 3"]:
        with pytest.raises(InputError):
            g.parse_move((3, 5), bad)
    assert g.describe_move((3, 5), (1, 3)) == "take 2 from both piles"


def test_computer_move_wins_or_delays():
    g = w.Wythoff()
    table = oracle.winning_move_table(30)
    assert g.computer_move((10, 20)) in table[10, 20]
    # From a P-position every move loses: the computer leaves the human as few
    # winning replies as any move does (Game.delaying_move), then the most stones.
    for start in [(4, 7), (7, 4), (6, 10), (8, 13), (0, 0)]:
        after = g.computer_move(start)
        options = list(oracle.moves(start))
        if not options:
            assert after is None
            continue
        assert after in options
        fewest = min(len(table[o]) for o in options)
        assert len(table[after]) == fewest, (start, after)
        assert sum(after) == max(sum(o) for o in options if len(table[o]) == fewest)
