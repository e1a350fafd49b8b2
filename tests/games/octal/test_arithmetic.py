"""Arithmetic periods G(n + p) = G(n) + s of hexadecimal games: found by a plain survey of the oracle's
values here, and compared with what grundy proves; huge heaps answered through them."""

from __future__ import annotations

import itertools
import json
import random
from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.games.octal import arithmetic
from grundy.games.octal import certificate as cert
from grundy.games.octal.code import HEX, parse_code
from grundy.games.octal.game import Octal, grundy_period, grundy_value
from grundy.games.octal.splits import Through
from grundy.games.octal.values import compute, octal_rules
from grundy.games.octal.xorsum import count3, count_submasks, least3, pair, submasks
from grundy.periodic import ArithmeticPeriod, Period
from tests.oracles import takebreak as oracle


def plain_arithmetic(g, least_share=0.5, repeats=3):
    """The (n0, p, s) the values g show: the least p (and for it the least n0) with G(n + p) - G(n) = s > 0
    for every n >= n0 in the window, over at least ``least_share`` of it and ``repeats`` periods."""
    size = len(g)
    for p in range(1, size // (repeats + 1) + 1):
        s = g[size - 1] - g[size - 1 - p]
        if s <= 0:
            continue
        n0 = size - p
        while n0 > 0 and g[n0 - 1 + p] - g[n0 - 1] == s:
            n0 -= 1
        if size - n0 >= max(least_share * size, (repeats + 1) * p):
            return n0, p, s
    return None


@lru_cache(maxsize=None)
def proved(code, terms=300):
    """What grundy proves for the code within ``terms`` terms (numpy path: no compiled kernel)."""
    return compute(octal_rules(parse_code(code)), terms, kernel=False).period


@lru_cache(maxsize=None)
def first_values(code, count=120):
    return tuple(oracle.code_values(code, count))


# ------------------------------------------------------------------ the survey, plainly
ONE_DIGIT = [f"0.{d}" for d in HEX[1:]]
TWO_DIGITS = ["0.FF", "0.AA", "0.BB", "0.8B", "0.89", "0.C9", "0.9E", "0.F8", "0.FC", "0.0B", "0.1A", "0.0F",
              "0.3F", "0.F7", "0.E3", "0.8E", "0.91"]


@pytest.mark.parametrize("code", ONE_DIGIT + TWO_DIGITS)
def test_the_plain_survey_finds_what_grundy_proves(code):
    g = first_values(code)
    seen = plain_arithmetic(g)
    period = proved(code)
    if period is not None and period.saltus:
        # grundy's arithmetic period is the one the oracle's values show
        assert seen == (period.preperiod, period.period, period.saltus), (code, seen, period)
    elif seen is not None and seen[2] & (seen[2] - 1) == 0:
        # a power-of-2 saltus the window shows is proved (this window is long past their preperiods)
        pytest.fail(f"{code}: the oracle shows {seen}, grundy proves {period}")
    if seen is not None and seen[2] & (seen[2] - 1):
        assert period is None or not period.saltus  # saltus 3 (0.3F): the test does not apply, nothing is claimed


@pytest.mark.slow
@pytest.mark.parametrize("firsts", ["0123", "4567", "89AB", "CDEF"])
def test_every_two_digit_code_the_survey_finds(firsts):
    # the whole plain survey of 0.?? (a quarter at a time) over a shorter window: what it shows with a
    # power-of-2 saltus and five periods past its preperiod is what grundy proves, and grundy proves
    # nothing it does not show
    found = {}
    for code in (f"0.{a}{b}" for a in firsts for b in HEX[1:]):
        seen = plain_arithmetic(oracle.code_values(code, 90), least_share=0.6, repeats=5)
        period = proved(code, 200)
        if period is not None and period.saltus:
            assert seen == (period.preperiod, period.period, period.saltus), code
            found[code] = seen
        elif seen is not None and seen[2] & (seen[2] - 1) == 0 and seen[0] < 30:
            pytest.fail(f"{code}: the oracle shows {seen}, grundy proves {period}")
    assert found  # every quarter has some


@pytest.mark.slow
@pytest.mark.parametrize("code", ["0.28", "0.9C"])
def test_long_arithmetic_periods_against_the_oracle(code):
    g = oracle.code_values(code, 260)
    seen = plain_arithmetic(g, least_share=0.7, repeats=2)
    period = proved(code, 600)
    assert seen is not None and period is not None and period.saltus
    assert seen == (period.preperiod, period.period, period.saltus)


@pytest.mark.parametrize("code", ["0.8", "0.FF", "0.8B", "0.C9", "0.BB"])
def test_the_period_holds_past_what_the_test_read(code):
    # the test reads G(0..B-1); the oracle's values go well past B and keep the period
    period = proved(code)
    bound = arithmetic.needed(octal_rules(parse_code(code)), oracle.code_values(code, 60), period)
    assert bound is not None
    g = oracle.code_values(code, bound + period.period + 10)
    assert all(g[n + period.period] == g[n] + period.saltus for n in range(period.preperiod, len(g) - period.period))


def test_the_test_declines_what_it_cannot_prove():
    rules = octal_rules(parse_code("0.FF"))
    moves = arithmetic.moves_of(rules)
    g = oracle.code_values("0.FF", 40)
    assert arithmetic.bound(moves, 2, g, 1, 1, 3) is None       # saltus not a power of 2
    assert arithmetic.bound(moves, 2, g, 0, 1, 1) is None       # n1 >= 1
    assert arithmetic.find(octal_rules(parse_code("0.77")), oracle.code_values("0.77", 300)) is None  # octal
    fake = [0, 0, 0, 5, 1, 1, 1, 2, 2, 2, 3, 3, 3] + [4 + n // 3 for n in range(90)]   # 0.8 with G(3) changed
    assert arithmetic.find(octal_rules((8,)), fake) is None


@pytest.mark.parametrize("code", ["0.8", "0.FF", "0.8B", "0.89", "0.F8", "0.1A", "0.C9", "0.FC"])
def test_the_two_runs_of_the_test_agree(code):
    # grundy's test (arithmetic.py) and the verifier's own (certificate.plain_bound) read the same B
    period = proved(code)
    n1 = max(1, period.preperiod)
    g = oracle.code_values(code, n1 + period.period)
    d0, digits, _parts = cert.code_parts(code)
    mine = arithmetic.bound(arithmetic.moves_of(octal_rules(parse_code(code))), len(digits), g, n1, period.period,
                            period.saltus)
    assert mine is not None and mine == cert.plain_bound(d0, digits, g, n1, period.period, period.saltus)


# ------------------------------------------------------------------ huge heaps
CODES = ["0.FF", "0.8", "0.8B", "0.89", "0.BB", "0.C"]


def formula(code, n):
    """G(n) from the oracle's first values and the period the plain survey finds."""
    g = first_values(code)
    n0, p, s = plain_arithmetic(g)
    if n < len(g):
        return g[n]
    c, r = divmod(n - n0, p)
    return g[n0 + r] + s * c


@pytest.mark.parametrize("code", CODES)
def test_small_heaps_are_the_oracles(code):
    g = list(first_values(code))[:90]
    assert [grundy_value(code, n) for n in range(90)] == g


@pytest.mark.parametrize("code", CODES)
@settings(max_examples=10, deadline=None)
@given(n=st.integers(min_value=10**6, max_value=10**40))
def test_huge_heaps_follow_the_formula(code, n):
    period = grundy_period(code)
    assert isinstance(period, ArithmeticPeriod)
    assert grundy_value(code, n) == formula(code, n)
    assert grundy_value(code, n + period.period) == grundy_value(code, n) + period.saltus
    assert grundy_value(code, n + 7 * period.period) == grundy_value(code, n) + 7 * period.saltus


def test_the_example_of_the_issue():
    game = Octal(code="0.FF")
    n = 10**22
    assert game.grundy((n,)) == n
    moves = game.winning_moves((n,))
    assert moves and all(game.grundy(after) == 0 for after in moves)
    assert game.count_moves_to((n,)) > len(moves)


@pytest.mark.parametrize("code", ["0.FF", "0.8B", "0.89"])
@settings(max_examples=4, deadline=None)
@given(n=st.integers(min_value=10**5, max_value=10**30), other=st.integers(min_value=0, max_value=300))
def test_winning_moves_of_huge_heaps_reach_zero(code, n, other):
    game = Octal(code=code)
    position = (n, other)
    moves = game.winning_moves(position)
    assert bool(moves) == (game.grundy(position) != 0)
    for after in moves[:20]:
        game.check_move(position, after)
        value = 0
        for heap in after:
            value ^= formula(code, heap)
        assert value == 0


def brute_pairs(g, m, target, lower=1):
    return [a for a in range(max(1, lower), m // 2 + 1) if g[a] ^ g[m - a] == target]


def brute_triples(g, m, target):
    return [(a, b, m - a - b) for a in range(1, m // 3 + 1) for b in range(a, (m - a) // 2 + 1)
            if g[a] ^ g[b] ^ g[m - a - b] == target]


@pytest.mark.parametrize("code", ["0.FF", "0.8", "0.BB", "0.8B", "0.89", "0.F"])
def test_splits_through_the_period_are_the_plain_ones(code):
    # the structured listing and counting (the huge-heap path) at sizes the oracle reaches
    through = Through(first_values(code), proved(code))
    top = 3 * (through.n1 + through.p) + 30
    g = oracle.code_values(code, top + 1)
    rng = random.Random(code)
    for m in rng.sample(range(3 * through.n1 + 1, top), 12):
        for target in rng.sample(range(max(g[: m + 1]) + 2), min(6, max(g[: m + 1]) + 2)):
            want = brute_triples(g, m, target)
            assert list(through.triples(m, target)) == want, (m, target)
            assert through.triple_count(m, target) == len(want)
            lower = rng.randrange(1, m // 2 + 2)
            assert list(through.pairs(m, target, lower)) == brute_pairs(g, m, target, lower)
            assert through.pair_count(m, target, lower) == len(brute_pairs(g, m, target, lower))


def test_ordinary_periods_answer_three_heap_moves_of_huge_heaps():
    # before arithmetic periods, these were refused past 3,000 heaps
    game = Octal(code="0.F")
    assert isinstance(game.period(), Period)
    position = (10**20 + 1, 10**20 + 2)
    moves = game.winning_moves(position)
    g = oracle.code_values("0.F", 40)
    for after in moves:
        value = 0
        for heap in after:
            value ^= g[heap % 2]
        assert value == 0
    assert game.count_moves_to(position) >= len(moves) > 0


# ------------------------------------------------------------------ sums and xors
def test_sums_and_xors_against_brute_force():
    rng = random.Random(5)
    for _ in range(400):
        total, xor = rng.randrange(60), rng.choice([None, rng.randrange(64)])
        bounds = tuple(rng.randrange(10) for _ in range(3))
        triples = [(x, y, total - x - y) for x in range(total + 1) for y in range(total + 1 - x)
                   if x >= bounds[0] and y >= bounds[1] and total - x - y >= bounds[2]
                   and (xor is None or x ^ y ^ (total - x - y) == xor)]
        assert count3(total, xor, bounds) == len(triples)
        assert least3(total, xor, bounds) == min((t[0] for t in triples), default=None)
    for w, lo, hi in itertools.product(range(0, 70, 3), range(-2, 70, 7), range(0, 90, 11)):
        want = [x for x in range(max(lo, 0), hi + 1) if x & ~w == 0]
        assert list(submasks(w, lo, hi)) == want and count_submasks(w, lo, hi) == len(want)
    for total, xor in itertools.product(range(40), repeat=2):
        e = pair(total, xor)
        solutions = [x for x in range(total + 1) if x ^ (total - x) == xor]
        assert (e is None) == (not solutions)
        if e is not None:
            assert solutions == [e + s for s in submasks(xor, 0, xor)]


@settings(max_examples=50, deadline=None)
@given(total=st.integers(min_value=10**20, max_value=10**30), bits=st.integers(min_value=0, max_value=2**40))
def test_the_least_of_three_is_a_solution_at_any_size(total, bits):
    xor = (total - 2 * bits) if total - 2 * bits >= 0 and (total - 2 * bits) & bits == 0 else total % 2
    x = least3(total, xor, (0, 0, 0))
    if x is not None:
        # some (y, z) completes it: y + z = total - x, y ^ z = xor ^ x
        assert pair(total - x, xor ^ x) is not None
        if x:
            assert all(pair(total - y, xor ^ y) is None for y in range(max(0, x - 50), x))


# ------------------------------------------------------------------ certificates
def test_a_certificate_of_an_arithmetic_period_verifies():
    period = proved("0.8B")
    certificate = cert.make("0.8B", period.preperiod, period.period, saltus=period.saltus)
    assert cert.verify(certificate) == []
    assert certificate["parameters"]["saltus"] == period.saltus
    # the values it rests on are the oracle's
    g = oracle.code_values("0.8B", certificate["values"]["count"])
    assert certificate["values"] == cert.values_digest(g)


@pytest.mark.parametrize("change, count, words", [
    ({"saltus": 2}, None, "does not prove"),  # another saltus: the test fails on the first values
    ({"saltus": 3}, None, "not a power of 2"),
    ({"period": 6, "saltus": 2}, 70, "not shown least"),
    ({"preperiod": 2}, 45, "not least"),
])
def test_a_changed_arithmetic_certificate_fails(change, count, words):
    certificate = cert.make("0.8", 1, 3, saltus=1)
    certificate["parameters"].update(change)
    certificate["claim"] = cert.claim(certificate).render("en")
    if count:  # as many values as the test reads for these parameters (the oracle's)
        certificate["values"] = cert.values_digest(oracle.code_values("0.8", count))
    problems = [str(p) for p in cert.verify(certificate)]
    assert problems and any(words in p for p in problems), problems


def test_too_few_values_for_the_test_fail():
    certificate = cert.make("0.8", 1, 3, saltus=1)
    count = certificate["values"]["count"]
    certificate["values"] = cert.values_digest(oracle.code_values("0.8", count - 1))
    assert any("fewer than" in str(p) for p in cert.verify(certificate))


# ------------------------------------------------------------------ the cache, the command line, checkpoints
def test_an_arithmetic_period_is_kept_and_recalled(cli, tmp_path, monkeypatch):
    from grundy.games.octal import solution as sequences
    from grundy.games.octal import stored

    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(stored, "KEEP_FROM", 0.0)
    sequences.solved.cache_clear()
    try:
        assert cli(["octal", "0.8B", "10"]).status == 0
        found = stored.recall("0.8B")
        assert found is not None and found[1] == proved("0.8B")
        assert found[0].tolist() == list(first_values("0.8B"))[: 7 + 7]
        listed = cli(["cache", "list"]).out
        assert "arithmetic period 7 with saltus 4 from preperiod 7" in listed
        sequences.solved.cache_clear()

        def refuse(*args, **kwargs):
            raise AssertionError("computed")

        monkeypatch.setattr(sequences, "compute", refuse)
        n = 10**25 + 3
        run = cli(["octal", "0.8B", str(n), "--json"])
        assert run.status == 0, run.err
        data = json.loads(run.out)
        assert (data["preperiod"], data["period"], data["saltus"]) == (7, 7, 4)
        assert data["heap_grundy"] == [formula("0.8B", n)]
    finally:
        sequences.solved.cache_clear()


def test_the_report_of_a_sequence(cli):
    run = cli(["octal", "0.FF", "--to", "100", "--json"])
    data = json.loads(run.out)
    assert (data["preperiod"], data["period"], data["saltus"]) == (0, 1, 1)
    assert data["values"] == list(first_values("0.FF"))[: data["heaps"]]
    text = cli(["octal", "0.FF", "--to", "100"]).out
    assert "arithmetic period 1 with saltus 1 from preperiod 0" in text
    assert "跳跃为 1" in cli(["octal", "0.FF", "--to", "100", "--lang", "zh"]).out
    ordinary = json.loads(cli(["octal", "0.07", "--to", "300", "--json"]).out)
    assert ordinary["saltus"] == 0


def test_a_sequence_file_is_filled_in_through_the_period(cli, tmp_path):
    path = tmp_path / "s.b"
    assert cli(["octal", "0.8", "--to", "150", "-o", str(path)]).status == 0
    # the file is filled in through the period: G(n + 3) = G(n) + 1
    assert [int(line.split()[1]) for line in path.read_text().splitlines()] == list(first_values("0.8", 150))


def test_survey_rows_show_the_saltus(cli, tmp_path):
    path = tmp_path / "s.csv"
    run = cli(["octal", "--survey", "0.?", "--hex", "--to", "150", "-o", str(path)])
    assert run.status == 0, run.err
    from grundy.games.octal.data import read_rows

    rows = {r["code"]: r for r in read_rows(path)}
    for code, row in rows.items():
        seen = plain_arithmetic(first_values(code))
        if seen is not None:
            assert (row["preperiod"], row["period"], row["saltus"]) == seen, code
        elif row["period"] is not None:
            assert row["saltus"] == 0
    assert any(r["saltus"] for r in rows.values())


def test_an_older_survey_reads_as_saltus_zero(tmp_path):
    from grundy.games.octal.data import read_rows

    path = tmp_path / "old.csv"
    path.write_text("code,heaps,preperiod,period,largest,method,rare_heaps,seconds\n0.07,87,53,34,9,numpy,,0.1\n"
                    "0.37,2000,,,40,numpy,,0.2\n")
    rows = read_rows(path)
    assert [(r["code"], r["saltus"]) for r in rows] == [("0.07", 0), ("0.37", None)]


@pytest.mark.slow
@pytest.mark.skipif(not __import__("grundy.kernels", fromlist=["available"]).available(), reason="needs numba (fast)")
def test_the_compiled_kernel_and_its_checkpoint_find_the_same_period(tmp_path):
    from grundy.games.octal.checkpoint import Checkpoint

    rules = octal_rules(parse_code("0.8B"))
    run = compute(rules, 3000, kernel=True)
    assert run.period == proved("0.8B")
    path = tmp_path / "run.ckpt"
    first = compute(rules, 3000, checkpoint=path)
    again = compute(rules, 3000, checkpoint=path)  # complete: answered from the checkpoint
    assert first.period == again.period == proved("0.8B")
    assert isinstance(Checkpoint(path, rules, 3000, "auto"), Checkpoint)
