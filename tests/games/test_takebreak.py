"""Take-and-break games by rule against the plain mex and minimax of tests/oracles/takebreak.py, and
Grundy's game, Lasker's Nim and Couples are forever, written as rules, against their own modules."""

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
