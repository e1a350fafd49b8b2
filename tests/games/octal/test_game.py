"""Octal games: values, periods and winning moves against the brute-force oracle."""

from __future__ import annotations

import json
from functools import lru_cache, reduce
from itertools import islice, product
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import GrundyError, InputError, TooLargeError
from grundy.games.octal import game as oc
from grundy.games.octal import solution, splits
from grundy.games.octal import values as ov
from grundy.games.octal import Octal
from grundy.kernels import available
from tests.oracles import octal as oracle
from tests.test_zh import untranslated

#: Codes checked against the oracle: the classics, some one-digit ones, and 3- and 4-digit codes.
CODES = ["0.07", "0.77", "0.137", "0.15", "0.51", "0.6", "0.4", "0.33", "0.726", "0.3122", "0.1707",
         "0.4107", "0.0434"]


@pytest.fixture(autouse=True)
def short_search(monkeypatch):
    # Codes with no known period (0.6, 0.1707, ...) search only 3000 terms here: the
    # periods tested are proved long before that.
    monkeypatch.setattr(oc, "MAX_TERMS", 3000)


needs_numba = pytest.mark.skipif(not available(), reason="numba is not installed")


@lru_cache(maxsize=None)
def definition(code: str, count: int = 400) -> tuple[int, ...]:
    return tuple(oracle.grundy_list(code, count))


@pytest.mark.parametrize("code", CODES)
def test_heap_values_match_minimax_over_whole_positions(code):
    # The oracle's values by mex over sorted tuples of heaps (no xor rule at all).
    count = 18 if len(code) <= 5 else 15
    expected = oracle.heap_grundy_values(code, count)
    assert oc.grundy_values(code, count) == expected
    assert list(definition(code, count)) == expected


@pytest.mark.parametrize("code", CODES)
def test_values_through_the_period_match_the_definition(code):
    period = oc.grundy_period(code)
    expected = definition(code)
    assert oc.grundy_values(code, len(expected)) == list(expected)
    assert oc.raw_values(code, 200) == list(expected[:200])
    if period is not None:
        n0, q = period
        # least: the period fails one step earlier, and no smaller period works from n0
        assert all(expected[n + q] == expected[n] for n in range(n0, len(expected) - q))
        assert n0 == 0 or expected[n0 - 1 + q] != expected[n0 - 1]
        assert all(any(expected[n + d] != expected[n] for n in range(n0, len(expected) - d))
                   for d in range(1, q))


def test_published_periods():
    # Kayles 0.77: period 12, last exceptional value G(70) (Guy and Smith 1956;
    # Winning Ways, ch. 4, the table of Kayles values).
    assert oc.grundy_period("0.77") == (71, 12)
    # Dawson's Kayles 0.07 and Dawson's chess 0.137: period 34 (Guy and Smith 1956).
    assert oc.grundy_period("0.07").period == 34
    assert oc.grundy_period("0.137").period == 34
    # Dawson's chess is Dawson's Kayles shifted by one: G_137(n) = G_07(n + 1) (Winning Ways, ch. 4).
    assert oc.grundy_values("0.137", 300) == oc.grundy_values("0.07", 301)[1:]
    assert oc.grundy_period("0.07").preperiod == oc.grundy_period("0.137").preperiod + 1


def test_preperiods_agree_with_a_long_oracle_sequence():
    # Not a proof (the library's theorem check is), but an independent look: over 1500 terms of
    # the definition, the last n with G(n + p) != G(n).
    for code, p in [("0.07", 34), ("0.137", 34), ("0.77", 12), ("0.15", 10)]:
        g = definition(code, 800)
        last = max((n for n in range(len(g) - p) if g[n] != g[n + p]), default=-1)
        assert oc.grundy_period(code) == (last + 1, p), code


@pytest.mark.parametrize("kernel", [False, pytest.param(True, marks=needs_numba)])
def test_the_theorem_condition_is_what_stops_the_search(kernel):
    # The numpy path stops at the first term count N at which some p passes the Guy-Smith
    # check (n0 <= n < 2 n0 + p + t, all computed): one term fewer and no p passes.  The
    # kernel tries the theorem at checkpoints: where it stops, some p passes.
    for code in ["0.77", "0.07", "0.15", "0.726"]:
        digits = oc.parse_code(code)
        run = ov.compute(ov.octal_rules(digits), 5000, kernel=kernel)
        values, period = run.values, run.period
        assert period is not None
        t, count = len(digits), len(values)
        g = definition(code, max(count, 800))

        def passes(n: int, p: int) -> bool:
            bad = [m for m in range(n - p) if g[m] != g[m + p]]
            n0 = bad[-1] + 1 if bad else 0
            return n >= 2 * n0 + 2 * p + t

        assert any(passes(count, p) for p in range(1, count))
        if not kernel:
            assert not any(passes(count - 1, p) for p in range(1, count - 1))


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "0.15", "0.6", "0.3122"])
def test_outcomes_and_every_winning_move_on_small_positions(code):
    game = Octal(code=code)
    positions = [(a,) for a in range(12)] + list(product(range(7), repeat=2)) + \
        list(product(range(1, 5), repeat=3))
    for position in positions:
        assert game.outcome(position) == oracle.outcome(code, position), position
        moves = game.winning_moves(position)
        assert len(moves) == len(set(moves))
        assert set(moves) == oracle.raw_winning_moves(code, position), position
        assert game.count_moves_to(position) == len(moves)
        assert game.grundy(position) == reduce(xor, (definition(code)[p] for p in position))


def test_options_follow_the_raw_rules():
    game = Octal(code="0.137")
    for n in range(12):
        mine = {game.canonical(q) for q in game.options((n, 2))}
        assert mine == set(oracle.position_moves("0.137")(oracle.canonical((n, 2))))


huge = st.integers(min_value=10**6, max_value=10**120)


@settings(max_examples=60, deadline=None)
@given(code=st.sampled_from(["0.77", "0.07", "0.137", "0.15"]), heaps=st.lists(huge, min_size=1, max_size=3))
def test_huge_heaps_winning_moves_land_in_p_positions(code, heaps):
    game = Octal(code=code)
    position = tuple(heaps)
    n0, q = oc.grundy_period(code)
    # the value of a huge heap is the value of a small heap in the same place of the period
    for h in heaps:
        assert game.grundy_of_heap(h) == definition(code)[n0 + (h - n0) % q]
    wins = game.winning_moves(position)
    assert bool(wins) == (game.outcome(position) == "N")
    for after in wins[:20]:
        game.check_move(position, after)
        assert game.grundy(after) == 0
    assert len(wins) == min(game.count_moves_to(position), oc.MOVE_LIMIT)


@settings(max_examples=40, deadline=None)
@given(code=st.sampled_from(["0.77", "0.07", "0.15"]), heaps=st.lists(huge, min_size=1, max_size=2))
def test_huge_p_positions_have_no_move_to_a_p_position(code, heaps):
    game = Octal(code=code)
    g = definition(code)
    need = reduce(xor, (game.grundy_of_heap(h) for h in heaps))
    small = next((x for x in range(len(g)) if g[x] == need), None)
    if small is None:
        return
    position = (*heaps, small)
    assert game.outcome(position) == "P" and game.winning_moves(position) == []
    digits = oc.parse_code(code)
    for i, p in enumerate(position):
        for k, d in enumerate(digits, 1):
            m = p - k
            if m < 0:
                continue
            lefts = [()] if m == 0 and d & 1 else []
            lefts += [(m,)] if m and d & 2 else []
            if d & 4 and m >= 2:
                # splits near both ends and across a few periods
                for a in [*range(1, min(m // 2, 120) + 1), m // 2, m // 2 - 1, m // 3]:
                    if 1 <= a <= m // 2:
                        lefts.append((a, m - a))
            for left in lefts:
                after = position[:i] + (left or (0,)) + position[i + 1:]
                assert game.grundy(after) != 0, (position, after)


def test_huge_heap_lists_are_cut_and_counted():
    game = Octal(code="0.137")
    heap = next(n for n in range(10**30, 10**30 + 34) if game.grundy_of_heap(n))
    a = game.analyse((heap,))
    data = a.to_json()
    assert len(data["winning_moves"]) == oc.MOVE_LIMIT
    assert data["winning_moves_complete"] is False
    assert data["winning_move_count"] > oc.MOVE_LIMIT
    # the count agrees with the enumeration on a heap small enough to list in full
    m = 1000
    g137 = game._solution()
    full = list(splits.pairs(g137, m, 0))
    assert splits.pair_count(g137, m, 0) == len(full)
    g = definition("0.137", m + 1)
    assert full == [a for a in range(1, m // 2 + 1) if g[a] ^ g[m - a] == 0]


def test_a_sum_with_a_huge_heap_says_its_list_is_cut():
    # A huge octal heap has more moves to a given value than a sum lists: the
    # sum must say its list is not complete, and each listed move must win.
    from grundy.games.sum import SCAN_LIMIT, Sum

    game = Octal(code="0.77")
    heap = next(n for n in range(10**40, 10**40 + 12) if game.grundy_of_heap(n) == 1)
    # Kayles values have period 12 from n = 71 on: splits of a huge heap
    # reach value 3 in a fixed fraction of the ways.
    total = Sum.from_tokens([f"octal 0.77 {heap}", "nim 3"])[0]
    position = total.validate(((heap,), (3,)))
    moves, complete = total.winning_moves_found(position)
    assert complete is False and len(moves) >= SCAN_LIMIT
    for after in moves[:50] + moves[-50:]:
        assert total.grundy(after) == 0


def test_codes_are_validated():
    assert oc.parse_code("0.770") == (7, 7) and oc.parse_code("·07") == (0, 7)
    assert oc.parse_code("0.8") == (8,) and oc.parse_code("0.fA") == (15, 10)
    assert oc.parse_code("4.07") != (0, 7) and oc.parse_code("4.07").head == 4
    for bad, word in [("0.G", "digit G"), ("2.07", "only splits a heap"), ("1.07", "only splits a heap"),
                      ("0.0", "nonzero digit"), ("77", "0.d1d2"), ("12.7", "one digit and a point"),
                      ("0.7x", "digit x"), (7, "text")]:
        with pytest.raises(InputError, match=word):
            oc.parse_code(bad)
    with pytest.raises(GrundyError):
        oc.parse_code("0." + "7" * 100)


def test_without_a_proved_period_only_computed_heaps_are_answered(monkeypatch):
    monkeypatch.setattr(solution, "MAX_TERMS", 300)
    game = Octal(code="0.16")  # no period is known for 0.16 (Winning Ways, ch. 4)
    assert game.period() is None
    assert game.grundy_of_heap(299) == definition("0.16", 300)[299]
    with pytest.raises(TooLargeError, match="no period was proved within 300 terms"):
        game.grundy((300,))
    assert "no period was proved" in game.explain((7,))


def test_moves_typed_in_play():
    game = Octal(code="0.77")
    assert game.parse_move((10,), "1 2 3") == (3, 5) and game.parse_move((10,), "2") == (8,)
    assert game.parse_move((10, 4), "2 2") == (10, 2)
    assert game.parse_move((10, 2), "2 2") == (10, 0)
    for text, word in [("3 1", "no heap 3"), ("1 11", "take 1 to 10"), ("1 3", "does not allow"),
                       ("1 1 9", "a split leaves 1 to 8"), ("1", "type a heap")]:
        with pytest.raises(InputError, match=word):
            game.parse_move((10, 4), text)
    for after in islice(game.options((10, 4)), 30):
        assert game.parse_move((10, 4), game.move_text((10, 4), after)) == after


def test_cli(cli):
    r = cli(["octal", "0.77", "10", "7", "3", "--json"])
    assert r.status == 0, r.err
    data = json.loads(r.out)
    assert data["rules"] == {"code": "0.77"} and data["position"] == [10, 7, 3]
    assert {tuple(m) for m in data["winning_moves"]} == oracle.raw_winning_moves("0.77", (10, 7, 3))
    assert data["period"] == 12 and data["preperiod"] == 71
    r = cli(["octal", "12", "--code", "0.07"])
    assert r.status == 0 and "Dawson's Kayles" in r.out and "period 34" in r.out
    r = cli(["octal", "0.137", "9" * 200, "--lang", "zh"])
    assert r.status == 0 and "周期 34" in r.out and "周期性定理" in r.out
    assert not untranslated(r.out.replace("八进制博弈 0.137", ""))


@pytest.mark.parametrize("argv, word", [
    (["octal", "0.G", "5"], "digit G"),
    (["octal", "2.07", "5"], "only splits a heap"),
    (["octal", "0.0", "5"], "nonzero digit"),
    (["octal", "0.77", "-3"], "-3"),
    (["octal", "0.77", "x"], "'x'"),
    (["octal", "0.77"], "at least one heap"),
    (["octal", "0.77", "5", "--code", "0.07"], "two codes"),
])
def test_cli_bad_input(cli, argv, word):
    r = cli(argv)
    assert r.status == 2 and r.out == ""
    assert len(r.err.strip().splitlines()) == 1 and word in r.err, r.err
    zh = cli([*argv, "--lang", "zh"])
    assert zh.status == 2 and not untranslated(zh.err.replace("grundy", "")), zh.err


def test_chinese_reports():
    for code, position in [("0.77", (10, 7, 3)), ("0.07", (5,)), ("0.15", (10**40, 3)), ("0.3122", (9, 9))]:
        game = Octal(code=code)
        a = game.analyse(position, "zh")
        texts = [a.to_text(), game.display_title("zh"), game.move_help.render("zh")]
        for text in texts:
            assert not untranslated(text), text
        assert untranslated(game.analyse(position).to_text())
