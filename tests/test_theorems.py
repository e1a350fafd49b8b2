"""The theorems of tests/theorems.py against the brute-force oracles, on every small position.

The huge-value properties in the game tests decide P-positions with these
theorems instead of the library; here each one is checked to say exactly
what plain search over the rules says.
"""

from __future__ import annotations

from itertools import product

import pytest

from tests import theorems
from tests.oracles import bash as bash_oracle
from tests.oracles import moore as moore_oracle
from tests.oracles import nim as nim_oracle
from tests.oracles import wythoff as wythoff_oracle
from tests.oracles import wythoff_variants as variants_oracle


def test_wythoff_against_the_sieve():
    n = 201
    table = wythoff_oracle.p_table(n)
    assert all(theorems.wythoff_p(a, b) == table[a][b] for a in range(n) for b in range(n))


def test_misere_wythoff_against_the_sieve():
    n = 101
    table = variants_oracle.p_table(n, misere=True)
    assert all(theorems.wythoff_misere_p(a, b) == table[a][b] for a in range(n) for b in range(n))


@pytest.mark.parametrize("a", [1, 2, 3, 5, 9])
def test_a_wythoff_against_the_sieve(a):
    n = 61
    table = variants_oracle.p_table(n, a=a)
    assert all(theorems.a_wythoff_p(x, y, a) == table[x][y] for x in range(n) for y in range(n))


@pytest.mark.parametrize("misere", [False, True])
def test_bash_against_minimax(misere):
    for m in range(1, 12):
        wins = bash_oracle.table(80, m, misere)
        assert [theorems.bash_p(n, m, misere) for n in range(81)] == [not w for w in wins], m


@pytest.mark.parametrize("misere", [False, True])
def test_nim_against_minimax(misere):
    for piles, bound in [(1, 12), (2, 10), (3, 7), (4, 4)]:
        for position in nim_oracle.box(piles, bound):
            expected = nim_oracle.outcome(position, misere) == "P"
            assert theorems.nim_p(position, misere) == expected, position


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("k", [1, 2, 3])
def test_moore_against_minimax(k, misere):
    for piles, bound in [(2, 7), (3, 4), (4, 3)]:
        for position in product(range(bound + 1), repeat=piles):
            expected = moore_oracle.outcome(position, k, misere) == "P"
            assert theorems.moore_p(position, k, misere) == expected, position


# OEIS A000201, the lower Wythoff sequence floor(n*phi), n = 1..30.
A000201 = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38,
           40, 42, 43, 45, 46, 48]


def test_floor_mul_check_accepts_exactly_one_value():
    # For each n, the check accepts one x near n * phi: A000201's term.
    found = []
    for n in range(1, 200):
        hits = [x for x in range(2 * n + 3) if theorems.floor_mul_check(x, n, 1, 5)]
        assert len(hits) == 1, (n, hits)
        found += hits
    assert found[:30] == A000201
