"""Take-and-break games by rule against the plain mex and minimax of tests/oracles/takebreak.py;
Grundy's game, Lasker's Nim and Couples are forever, written as rules, against their own modules; a
code's rule against the octal game, and huge heaps of arithmetic-periodic rules against the formula
built from the oracle's values."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grundy import find_game
from grundy.build import game_from_words
from grundy.errors import InputError, TooLargeError
from grundy.games import grundys, lasker, takebreak
from grundy.games.grundys import GrundysGame
from grundy.games.lasker import Lasker
from grundy.games.octal import Octal
from grundy.games.octal.rule import COUPLES_ARE_FOREVER, GRUNDYS_GAME, LASKERS_NIM, Rule
from grundy.games.octal.values import compute
from grundy.games.takebreak import TakeBreak
from grundy.kernels import available
from grundy.periodic import ArithmeticPeriod
from tests.games.octal.test_arithmetic import formula
from tests.games.octal.test_rule import rule_of
from tests.oracles import takebreak as oracle
from tests.strategies import takebreak_rules

SOME = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SOME
@given(takebreak_rules())
def test_values_are_the_plain_mex(plain):
    expected = oracle.rule_values(plain, 26)
    rule = rule_of(plain)
    assert compute(rule.kernel_rules(), 26, stop=False, kernel=False).values.tolist() == expected
    game = TakeBreak(rule=rule, terms=60)
    assert [game.grundy_of_heap(n) for n in range(26)] == expected


@pytest.mark.skipif(not available(), reason="numba is not installed")
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(takebreak_rules(most=2), st.sampled_from(["full", "rare", "auto"]))
def test_the_compiled_kernel_gives_the_plain_paths_values(plain, method):
    rules = rule_of(plain).kernel_rules()
    expected = compute(rules, 500, stop=False, kernel=False).values
    assert np.array_equal(compute(rules, 500, stop=False, kernel=True, method=method).values, expected)


@pytest.mark.skipif(not available(), reason="numba is not installed")
def test_the_compiled_kernel_on_the_oracle():
    for text in ["take 1+, leave 0-1; take 0, leave 2", "take 0, leave 2, heap >= 3", "take 0+, leave 2, parts >= 2",
                 "take 1+, leave 3; take 1, leave 0", "take 1,3, leave 1-3, unequal, parts >= 2, heap >= 4"]:
        rule = Rule(text)
        plain = [{"take": set(c.take), "from": c.take_from, "leave": set(c.leave), "unequal": c.unequal,
                  "least": c.least, "heap": c.heap} for c in rule.clauses]
        got = compute(rule.kernel_rules(), 40, stop=False, kernel=True, method="rare").values.tolist()
        assert got == oracle.rule_values(plain, 40), text


@SOME
@given(takebreak_rules(most=2), st.data())
def test_outcomes_and_every_winning_move_of_sums_are_the_minimax_ones(plain, data):
    game = TakeBreak(rule=rule_of(plain), terms=60)
    positions = oracle.Positions(plain)
    for _ in range(6):
        position = tuple(data.draw(st.lists(st.integers(0, 7), min_size=1, max_size=3)))
        outcome = positions.outcome(position)
        assert game.outcome(position) == outcome
        moves = game.winning_moves(position)
        assert len(set(moves)) == len(moves) == game.count_moves_to(position)
        assert set(moves) == positions.winning_moves(position)
        for value in range(3):
            for after in game.grundy_moves(position, value):
                game.check_move(position, after)
                assert game.grundy(after) == value


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(takebreak_rules(most=3))
def test_moves_into_three_heaps_of_sums_are_the_minimax_ones(plain):
    game = TakeBreak(rule=rule_of(plain), terms=60)
    positions = oracle.Positions(plain)
    for position in [(5,), (6, 2), (4, 4), (7, 3)]:
        assert game.outcome(position) == positions.outcome(position)
        assert set(game.winning_moves(position)) == positions.winning_moves(position)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(takebreak_rules(most=2, theorem=True))
def test_a_proved_period_holds_on_the_oracles_values_beyond_the_proof(plain):
    rules = rule_of(plain).kernel_rules()
    run = compute(rules, 120)
    if run.period is None:
        return
    n0, q = run.period
    count = min(len(run.values) + 60, 180)
    expected = oracle.rule_values(plain, count)
    periodic = [int(run.values[n]) if n < n0 + q else int(run.values[n0 + (n - n0) % q]) for n in range(count)]
    assert periodic == expected
    # least: no shorter period, no earlier start, on the oracle's values
    assert n0 == 0 or expected[n0 - 1] != expected[n0 - 1 + q]
    assert all(any(expected[n] != expected[n + d] for n in range(n0, count - d)) for d in range(1, q) if q % d == 0)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(takebreak_rules(most=2))
def test_rules_outside_the_theorem_claim_no_period_and_refuse_larger_heaps(plain):
    rule = rule_of(plain)
    if rule.kernel_rules().t is not None:
        return
    assert not rule.bounded or any(c.unequal and max(c.leave) >= 2 for c in rule.clauses)
    game = TakeBreak(rule=rule, terms=50)
    assert game.period() is None
    with pytest.raises(TooLargeError, match="--to 1001"):
        game.grundy((1000,))
    assert "not answered" in game.explain((3,)) or "no period" in game.explain((3,))


def test_the_theorem_is_refused_for_unbounded_takes_and_unequal_parts():
    # Lasker's Nim and Grundy's game have no period; Couples are forever is covered (t = 3, J = 2)
    assert LASKERS_NIM.kernel_rules().t is None and GRUNDYS_GAME.kernel_rules().t is None
    assert COUPLES_ARE_FOREVER.kernel_rules().t == 3
    assert "does not cover a take with no upper bound" in TakeBreak(rule="lasker").explain((5,))
    assert "does not cover heaps that must differ" in TakeBreak(rule="grundy").explain((5,))
    with pytest.raises(TooLargeError, match="does not cover"):
        TakeBreak(rule="grundy").grundy((10**6,))


# ------------------------------------------------ the games with modules of their own
def test_grundys_game_as_a_rule_is_grundys_game():
    game, own = TakeBreak(rule="take 0, leave 2, unequal"), GrundysGame()
    assert takebreak.grundy_values(GRUNDYS_GAME, 3000) == grundys.grundy_values(3000)
    assert takebreak.grundy_values(GRUNDYS_GAME, 40) == oracle.rule_values(
        [{"take": {0}, "from": None, "leave": {2}, "unequal": True, "least": 1, "heap": 1}], 40)
    for position in [(n,) for n in range(20)] + list(itertools.product(range(1, 9), repeat=2)):
        assert game.outcome(position) == own.outcome(position)
        assert set(game.winning_moves(position)) == set(own.winning_moves(position)), position
    assert game.display_title() == "Take-and-break game: take 0, leave 2, unequal (Grundy's game)"


LASKER = [{"take": set(), "from": 1, "leave": {0, 1}, "unequal": False, "least": 1, "heap": 1},
          {"take": {0}, "from": None, "leave": {2}, "unequal": False, "least": 1, "heap": 1}]


def test_laskers_nim_as_a_rule_is_laskers_nim():
    game, own = TakeBreak(rule="take 1+, leave 0-1; take 0, leave 2"), Lasker()
    assert takebreak.grundy_values(LASKERS_NIM, 2000) == [lasker.grundy_value(n) for n in range(2000)]
    assert takebreak.grundy_values(LASKERS_NIM, 30) == oracle.rule_values(LASKER, 30)
    for position in [p for k in (1, 2, 3) for p in itertools.product(range(7), repeat=k)]:
        assert game.outcome(position) == own.outcome(position)
        assert set(game.winning_moves(position)) == set(own.winning_moves(position)), position
    for value in range(12):
        assert set(game.grundy_moves((9, 4), value)) == set(own.grundy_moves((9, 4), value))


#: A046695 (OEIS), "Sprague-Grundy values for the game Couples-are-Forever": its a(n) is the value of a
#: heap of n + 1 (Winning Ways: a heap of n + 1 is the Officers heap of n, the octal game 0.6).
A046695 = [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2, 0, 1, 2, 3, 1, 2,
           3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3,
           0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4]


def test_couples_are_forever_as_a_rule():
    game = TakeBreak(rule="couples", terms=3001)
    values = [game.grundy_of_heap(n) for n in range(3001)]
    assert values[1:len(A046695) + 1] == A046695
    couples = [{"take": {0}, "from": None, "leave": {2}, "unequal": False, "least": 1, "heap": 3}]
    assert values[:40] == oracle.rule_values(couples, 40)
    # and a heap of n + 1 is a heap of n of Officers, 0.6 (its own module)
    officers = Octal(code="0.6", terms=3000)
    assert values[1:] == [officers.grundy_of_heap(n) for n in range(3000)]
    positions = oracle.Positions(couples)
    for position in itertools.product(range(1, 9), repeat=2):
        assert set(game.winning_moves(position)) == positions.winning_moves(position)
    assert game.display_title("zh") == "取子分堆博弈：取 0 个，留下 2 堆，原堆至少 3 个（成双不拆）"


# ------------------------------------------------------------------ huge heaps
def test_moves_of_a_huge_heap_go_through_the_period():
    game = TakeBreak(rule="take 0, leave 2, parts >= 2")  # period 34 from 55
    g = game.grundy_of_heap
    for heap in [10**30, 10**30 + 17, 3 * 10**40 + 5]:
        for value in range(4):
            moves = list(itertools.islice(game.grundy_moves((heap,), value), 60))
            for after in moves:
                game.check_move((heap,), after)
                assert g(after[0]) ^ g(after[1]) == value
            assert [a for a, _b in moves] == sorted(a for a, _b in moves)
    # counted by arithmetic: the count of a heap just past the terms is that of the moves listed one by one
    length = len(game._solution().values)
    for heap in (length + 100, length + 101):
        for value in range(5):
            listed = sum(1 for _ in game.grundy_moves((heap,), value))
            assert game.count_moves_to((heap,), value ^ g(heap)) == listed or value ^ g(heap) != value
            assert game.count_moves_to((heap,), value) == listed
    assert game.analyse((10**30, 7)).extra["winning_move_count"] > 100


def test_the_period_of_a_huge_heap_is_the_plain_values():
    game = TakeBreak(rule="take 2, leave 0-2, parts >= 2")
    n0, q = game.period()
    plain = [{"take": {2}, "from": None, "leave": {0, 1, 2}, "unequal": False, "least": 2, "heap": 1}]
    expected = oracle.rule_values(plain, n0 + 2 * q + 5)
    assert [game.grundy_of_heap(n) for n in range(len(expected))] == expected
    assert game.grundy_of_heap(n0 + 5 + q * 10**50) == expected[n0 + 5]


# ------------------------------------------------------------------ the game
def test_moves_are_typed_described_and_refused():
    game = TakeBreak(rule="take 1-2, leave 0-2; take 0, leave 3, parts >= 2")
    assert game.parse_move((10,), "1 2 3") == (3, 5)
    assert game.parse_move((10, 4), "1 0 2 3") == (2, 3, 5, 4)
    assert game.parse_move((10, 4), "2 2") == (10, 2)
    assert game.describe_move((10,), (2, 3, 5)) == "split into heaps of 2, 3 and 5"
    assert game.describe_move((10, 4), (10, 0), "zh") == "从第 2 堆取走全部 4 个"
    for text, message in [("1 3", "no move that takes 3"), ("1 0 1 3", "no move that takes 0 and leaves 1, 3, 6"),
                          ("1 x", "amount"), ("3 1", "no heap 3"), ("1 2 3 4 5", "type a heap")]:
        with pytest.raises(InputError, match=message):
            game.parse_move((10, 4), text)
    with pytest.raises(InputError) as caught:
        game.check_move((10,), (1, 3, 6))
    assert "取 1-2 个" in caught.value.text("zh")


def test_the_game_is_found_by_its_names_and_needs_its_rule():
    assert find_game("take-and-break") is TakeBreak and find_game("取子分堆") is TakeBreak
    assert TakeBreak(rule=Rule("0.77")) == TakeBreak(rule="take 1-2, leave 0-2") == TakeBreak.from_rules(
        {"rule": "0.77"})
    assert TakeBreak(rule="0.77").rules() == {"rule": "take 1-2, leave 0-2"}
    with pytest.raises(InputError, match="give the rule with --rule"):
        game_from_words(["takebreak", "5"])
    assert TakeBreak() == TakeBreak(rule="0.77")  # a game built without its rule (the web page's first) is Kayles
    with pytest.raises(InputError, match="at least one heap"):
        TakeBreak.from_tokens([], rule="0.77")


def test_splits_into_parts_of_two_are_dawsons_kayles_two_heaps_on():
    # x + y = n with x, y >= 2 is (x - 2) + (y - 2) = n - 4: the two heaps, perhaps empty, that Dawson's Kayles
    # (0.07, its own module) leaves when it takes 2 from a heap of n - 2; so G(n) = G_0.07(n - 2)
    game, dawson = TakeBreak(rule="take 0, leave 2, parts >= 2"), Octal(code="0.07")
    assert game.period() == (dawson.period().preperiod + 2, dawson.period().period)
    assert [game.grundy_of_heap(n) for n in range(2, 400)] == [dawson.grundy_of_heap(n) for n in range(398)]
    assert game.grundy_of_heap(10**40 + 2) == dawson.grundy_of_heap(10**40)


@pytest.mark.skipif(not available(), reason="numba is not installed")
def test_a_checkpointed_run_of_unbounded_takes_restarts_chunk_by_chunk(tmp_path, monkeypatch):
    # the options gathered for the takes with no upper bound are rebuilt from the values on each restart
    from grundy.games.octal import checkpoint as saving

    monkeypatch.setattr(saving, "EVERY", 0.0)
    for text in ["take 1+, leave 0-1; take 0, leave 2", "take 2+, leave 2, parts >= 2, heap >= 6; take 1, leave 0-1"]:
        rules = Rule(text).kernel_rules()
        expected = compute(rules, 6000, kernel=True)
        path = tmp_path / f"{len(text)}.ckpt"
        restarts = 0
        while restarts < 50:
            chunks: list[int] = []

            def stop_after_one(done: int, total: int) -> None:
                chunks.append(done)
                if len(chunks) == 2:
                    raise KeyboardInterrupt

            run = compute(rules, 6000, checkpoint=path, progress=stop_after_one, interruptible=True)
            if not run.interrupted:
                break
            restarts += 1
        assert restarts >= 3 and np.array_equal(run.values, expected.values), text
        plain = [{"take": set(c.take), "from": c.take_from, "leave": set(c.leave), "unequal": c.unequal,
                  "least": c.least, "heap": c.heap} for c in Rule(text).clauses]
        assert run.values[:40].tolist() == oracle.rule_values(plain, 40)


# ------------------------------------------------ a code's rule is the octal game
def plain_clauses(code: str) -> list[dict]:
    """The oracle's clauses of a code: one a take, the heaps its digit allows."""
    return [{"take": {k}, "from": None, "leave": {j for j in heaps if k or j >= 2}, "unequal": False, "least": 1,
             "heap": 1} for k, heaps in oracle.code_rule(code).items() if any(k or j >= 2 for j in heaps)]


def plain_moves(clauses: list[dict], g, n: int, target: int) -> list[tuple[int, ...]]:
    """Every move of one heap of n to the value ``target``, in grundy's order (k ascending; no heap, one, two,
    three heaps left; the parts ascending), from the clauses and the values g[0..n] alone (a numpy array)."""
    found: list[tuple[int, ...]] = []
    for k in range(n + 1):
        m = n - k
        for j in range(4):
            allowed = [c for c in clauses
                       if oracle.clause_takes(c, k) and j in c["leave"] and n >= c["heap"] and (k or j >= 2)]
            if not allowed:
                continue
            if j == 0:
                found += [()] if m == 0 and target == 0 else []
            elif j == 1:
                found += [(m,)] if any(m >= c["least"] for c in allowed) and g[m] == target else []
            elif j == 2:
                a = np.arange(1, m // 2 + 1)
                admitted = np.zeros(len(a), dtype=bool)
                for c in allowed:
                    admitted |= (a >= c["least"]) & ((2 * a != m) | (not c["unequal"]))
                found += [(x, m - x) for x in a[admitted & ((g[a] ^ g[m - a]) == target)].tolist()]
            else:
                for a in range(1, m // 3 + 1):
                    b = np.arange(a, (m - a) // 2 + 1)
                    c3 = m - a - b
                    admitted = np.zeros(len(b), dtype=bool)
                    for c in allowed:
                        admitted |= (a >= c["least"]) & (((b > a) & (c3 > b)) | (not c["unequal"]))
                    found += [(a, x, m - a - x) for x in b[admitted & ((g[a] ^ g[b] ^ g[c3]) == target)].tolist()]
    return found


def plain_period(g: list[int], repeats: int = 3) -> tuple[int, int]:
    """(n0, p): the least p, and for it the least n0, with g[n + p] = g[n] from n0 to the end of the window,
    over at least ``repeats`` periods."""
    for p in range(1, len(g) // (repeats + 1) + 1):
        n0 = len(g) - p
        while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1]:
            n0 -= 1
        if len(g) - n0 >= (repeats + 1) * p:
            return n0, p
    raise AssertionError("no period in the window")


CODES = ["0.77", "0.07", "0.137", "4.07", "0.6", "0.F", "C.", "0.8", "0.FF", "0.8B", "0.89"]


@pytest.mark.parametrize("code", CODES)
def test_a_codes_rule_is_the_octal_game_and_both_are_the_plain_mex(code):
    # the same answers whichever way the rule is given, and both the oracle's (800 terms: C. and 0.6 have no
    # period known, and a period of the others is proved within them)
    game, octal = TakeBreak(rule=code, terms=800), Octal(code=code, terms=800)
    assert game.parsed == octal.parsed == Rule(code) and game.parsed.code() == code
    count = 36 if game.parsed.parts == 3 else 80
    expected = oracle.code_values(code, count)
    assert [game.grundy_of_heap(n) for n in range(count)] == expected == [octal.grundy_of_heap(n) for n in range(count)]
    assert game.period() == octal.period() and type(game.period()) is type(octal.period())
    assert (game.period() is None) == (code in ("C.", "0.6"))
    positions = oracle.Positions(plain_clauses(code))
    for position in [(9,), (7, 4), (5, 3, 2)]:
        assert game.outcome(position) == octal.outcome(position) == positions.outcome(position)
        assert set(game.winning_moves(position)) == positions.winning_moves(position)
        assert game.winning_moves(position) == octal.winning_moves(position)
        assert game.count_moves_to(position, 1) == octal.count_moves_to(position, 1)
    mine, theirs = game.analyse((7, 4)).extra, octal.analyse((7, 4)).extra
    for key in ("code", "preperiod", "period", "saltus", "heap_grundy", "winning_move_count"):
        assert mine[key] == theirs[key], key


def arithmetic_formula(code: str, n: int) -> int:
    """G(n) from the oracle's first values and the arithmetic period its plain survey finds."""
    return formula(code, n)


@pytest.mark.parametrize("rule, code", [("0.8", "0.8"), ("take 1, leave 3", "0.8"), ("0.FF", "0.FF"),
                                        ("take 1-2, leave 0-3", "0.FF")])
@settings(max_examples=6, deadline=None)
@given(n=st.integers(min_value=10**6, max_value=10**40), other=st.integers(min_value=0, max_value=60))
def test_huge_heaps_of_arithmetic_rules_follow_the_formula(rule, code, n, other):
    # these ended in a traceback: the rule game read an arithmetic period as an ordinary one
    game, octal = TakeBreak(rule=rule), Octal(code=code)
    period = game.period()
    assert isinstance(period, ArithmeticPeriod) and period == octal.period()
    assert game.grundy_of_heap(n) == arithmetic_formula(code, n) == octal.grundy_of_heap(n)
    position = (n, other)
    moves = game.winning_moves(position)
    assert moves == octal.winning_moves(position) and bool(moves) == (game.outcome(position) == "N")
    for after in moves[:12]:
        game.check_move(position, after)
        value = 0
        for heap in after:
            value ^= arithmetic_formula(code, heap)
        assert value == 0
    assert game.count_moves_to(position) == octal.count_moves_to(position) >= len(moves)
    data = game.analyse(position).extra
    assert (data["preperiod"], data["period"], data["saltus"]) == tuple(period)


@pytest.mark.parametrize("rule, code, heaps", [("0.8", "0.8", (150, 3001)), ("0.FF", "0.FF", (151, 3001)),
                                               ("take 1, leave 0-3", "0.F", (3001, 3002))])
def test_the_moves_of_heaps_past_the_terms_are_the_plain_ones(rule, code, heaps):
    # every move of a heap to each of a few values, listed and counted through the period (two heaps and three:
    # past 3,000 the splits into three go through it too), against the plain list from the formula's values
    game = TakeBreak(rule=rule)
    clauses = plain_clauses(code)
    if game.period().saltus:
        g = np.array([arithmetic_formula(code, n) for n in range(max(heaps) + 1)], dtype=np.int64)
    else:
        first = oracle.code_values(code, 40)
        n0, p = plain_period(first)
        g = np.array([first[n] if n < n0 else first[n0 + (n - n0) % p] for n in range(max(heaps) + 1)])
    for n in heaps:
        for target in sorted({0, int(g[n]), 1, 5}):
            want = plain_moves(clauses, g, n, target)
            assert list(itertools.islice(game.grundy_moves((n,), target), 5000)) == want[:5000], (n, target)
            assert game.count_moves_to((n,), target) == len(want)


LEAST_THREE = "take 1-2, leave 0-2; take 1, leave 3, parts >= 3"


def test_least_parts_into_three_heaps_of_a_huge_heap_go_through_the_period():
    # a period (4 from 17) with splits into three heaps of at least 3 each: past 3,000 the least part is a
    # least first part of the splits through the period, and the count leaves out the smaller ones
    clauses = [{"take": {1, 2}, "from": None, "leave": {0, 1, 2}, "unequal": False, "least": 1, "heap": 1},
               {"take": {1}, "from": None, "leave": {3}, "unequal": False, "least": 3, "heap": 1}]
    game = TakeBreak(rule=LEAST_THREE)
    first = oracle.rule_values(clauses, 60)
    n0, p = plain_period(first)
    assert game.period() == (n0, p)
    assert [game.grundy_of_heap(n) for n in range(60)] == first
    g = np.array([first[n] if n < n0 else first[n0 + (n - n0) % p] for n in range(3004)])
    for n in (3001, 3003):
        for target in sorted({0, int(g[n]), 2}):
            want = plain_moves(clauses, g, n, target)
            assert list(game.grundy_moves((n,), target)) == want, (n, target)
            assert game.count_moves_to((n,), target) == len(want)
    assert game.grundy_of_heap(10**30 + 3) == first[n0 + (10**30 + 3 - n0) % p]
    assert game.count_moves_to((10**30 + 3,)) > 100 and game.winning_moves((10**30 + 3, 5))
