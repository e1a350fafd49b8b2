"""The fast check of given octal values (every G(n) the mex of its options) against a plain recheck."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from grundy.games.octal import check as checker
from tests.oracles import octal as oracle

#: Every code 0.d1d2d3 (the last digit nonzero), and some longer ones.
THREE_DIGITS = [f"0.{a}{b}{c}" for a, b, c in itertools.product("01234567", repeat=3) if c != "0"]
LONGER = ["0.4444", "0.1541", "0.00007", "0.3333", "0.4007", "0.75", "0.6", "0.04", "0.7777", "0.1117"]


def seen(digits, g, n):
    """The option values of a heap of n, read from the values g (plain, with numpy for the splits)."""
    found = np.zeros(2 * (int(g.max(initial=0)) + 1) + 2, dtype=bool)
    for k, d in enumerate(digits, 1):
        m = n - k
        if m < 0:
            break
        if m == 0 and d & 1:
            found[0] = True
        if m >= 1 and d & 2:
            found[g[m]] = True
        if m >= 2 and d & 4:
            found[g[1:m] ^ g[m - 1:0:-1]] = True
    return found


def plain_values(code, count):
    digits = oracle.code_digits(code)
    g = np.zeros(count, dtype=np.int64)
    for n in range(count):
        g[n] = np.argmin(seen(digits, g[:n] if n else np.zeros(1, np.int64), n))
    return g


def plain_first_failure(code, g):
    """The first n whose given value is not the mex of its options: (n, "option" or "missing", missing w)."""
    digits = oracle.code_digits(code)
    for n in range(len(g)):
        found = seen(digits, g, n)
        if g[n] < len(found) and found[g[n]]:
            return n, "option", None
        mex = int(np.argmin(found))
        if mex != g[n]:
            return n, "missing", mex
    return None


def fast(code, g, **options):
    report = checker.check(oracle.code_digits(code), g, **options)
    failure = report.failure
    if failure is None:
        return report, None
    return report, (failure.n, "missing" if failure.missing is not None else "option", failure.missing)


def test_plain_values_here_are_the_oracles():
    for code in ("0.137", "0.354", "0.4007"):
        assert plain_values(code, 200).tolist() == oracle.grundy_list(code, 200)


@pytest.mark.parametrize("code", THREE_DIGITS + LONGER)
def test_the_fast_check_agrees_with_the_plain_recheck(code):
    rng = random.Random(code)
    # every code at 1,000 heaps, one in eight (and the longer ones) at 2,000
    count = 2000 if code in LONGER or THREE_DIGITS.index(code) % 8 == 0 else 1000
    g = plain_values(code, count)
    report, failure = fast(code, g)
    assert failure is None, (report, failure)
    for _ in range(3):
        bad = g.copy()
        n = rng.randrange(count)
        bad[n] = rng.choice([v for v in range(int(g.max()) + 3) if v != g[n]])
        expected = plain_first_failure(code, bad)
        assert expected is not None and expected[0] == n
        assert fast(code, bad)[1] == expected


def test_a_failure_is_named_in_both_languages():
    g = plain_values("0.07", 300)
    bad = g.copy()
    bad[100] = 0  # G(100) = 0 is the value of some split: the other part's partner has the same value
    failure = checker.check([0, 7], bad).failure
    assert failure is not None and failure.n == 100
    en, zh = failure.text().render("en"), failure.text().render("zh")
    assert en.startswith("G(100) = 0 is an option's value") and "G(100) = 0" in zh and "选项" in zh
    bad = g.copy()
    bad[100] = int(g.max()) + 5
    failure = checker.check([0, 7], bad).failure
    assert failure is not None and (failure.n, failure.missing) == (100, g[100])
    assert failure.text().render("en") == f"no option of 100 has the value {g[100]} < G(100) = {g.max() + 5}"


def test_splits_taken_in_full_and_the_witness_fallback_are_exercised():
    # 0.6 has no sparse space: many heaps are sparse whatever the mask, and many have every split
    # scanned; with few witness sweeps allowed, most witnesses are found by the full scan
    g = plain_values("0.6", 1200)
    report, failure = fast("0.6", g, sweeps=3)
    assert failure is None
    assert report.sparse > 100 and report.full_splits > 100 and report.full_witness > 100, report
    for n in (700, 1100):
        bad = g.copy()
        bad[n] += 1
        assert fast("0.6", bad, sweeps=3)[1] == plain_first_failure("0.6", bad)


def test_a_sparse_space_game_has_few_sparse_heaps():
    g = plain_values("0.354", 2000)
    report, failure = fast("0.354", g)
    assert failure is None and report.sparse < 200, report  # of 2,000


def test_values_of_64_and_more_use_several_words():
    # 0.4 (Grundy's game relative) reaches values past 64 quickly: a value of 200 given at n = 900
    g = plain_values("0.6", 2000)
    assert g.max() >= 64
    report, failure = fast("0.6", g)
    assert failure is None
    bad = g.copy()
    bad[1900] = 200
    assert fast("0.6", bad)[1] == plain_first_failure("0.6", bad)


def test_a_huge_given_value_is_refused_at_its_heap():
    g = plain_values("0.77", 300)
    bad = g.copy()
    bad[250] = 2**40
    assert fast("0.77", bad)[1] == (250, "missing", g[250])
