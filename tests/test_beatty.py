"""Beatty sequences of quadratic irrationals: exact terms, complements, the partition check, CLI."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.beatty import (
    QuadraticIrrational,
    beatty_terms,
    check_partition,
    count_terms,
    golden_ratio,
    wythoff_ratios,
)
from grundy.errors import InputError, TooLargeError
from grundy.games import wythoff as w
from tests.strategies import giant

ratios = st.builds(
    QuadraticIrrational,
    st.integers(-50, 50),
    st.integers(-20, 20).filter(bool),
    st.integers(2, 500).filter(lambda d: int(d**0.5) ** 2 != d and int(d**0.5 + 1) ** 2 != d),
    st.integers(1, 40),
)


def _is_floor(f, x, n):
    # f == floor(n * x) for x = (p + r sqrt d)/q, checked by integer inequalities:
    # q f <= p n + r n sqrt(d) < q (f + 1).
    def below(c):  # c < p n + r n sqrt(d), i.e. c - p n < r n sqrt(d)
        u = c - x.p * n
        rhs2 = x.r * x.r * x.d * n * n
        if x.r > 0:
            return u < 0 or u * u < rhs2
        return u < 0 and u * u > rhs2

    return (x.q * f == x.p * n and n == 0) or (below(x.q * f) and not below(x.q * (f + 1)))


@settings(max_examples=150)
@given(ratios, st.one_of(st.integers(0, 10**6), giant))
def test_floor_mul_is_exact(x, n):
    f = x.floor_mul(n)
    assert _is_floor(f, x, n)


@settings(max_examples=60)
@given(ratios)
def test_normal_form_keeps_the_value(x):
    # The normalised fields describe the same number: compare floor(n x) with
    # a value computed from the raw, unnormalised fields.
    raw = QuadraticIrrational(x.p * 6, x.r * 6, x.d, x.q * 6)
    assert raw == x
    y = QuadraticIrrational(-3 * x.p, -x.r, 9 * x.d, -3 * x.q)  # same number: sqrt(9d) = 3 sqrt d
    assert y == x and x.q > 0


def test_golden_ratio_digits_match_the_published_constant():
    # OEIS A001622: 1.6180339887498948482045868343656381177...
    assert golden_ratio().decimal(37) == "1.6180339887498948482045868343656381177"
    # OEIS A002193: sqrt(2) = 1.4142135623730950488016887242096980785...
    assert wythoff_ratios(2)[0].decimal(37) == "1.4142135623730950488016887242096980785"
    assert str(wythoff_ratios(2)[0]) == "sqrt(2)"
    assert (-golden_ratio()).decimal(3) == "-1.618"


@pytest.mark.parametrize("a", [1, 2, 3, 4, 7, 10, 50])
def test_complement_is_alpha_plus_a_and_the_sequences_partition(a):
    alpha, beta = wythoff_ratios(a)
    assert alpha.complement() == beta and beta.complement() == alpha
    assert (alpha.reciprocal()).reciprocal() == alpha
    result = check_partition(alpha, beta, 20_000)
    assert result.ok
    # An independent, set-based check of the same statement.
    lower = set(beatty_terms(alpha, result.lower_count + 2))
    upper = set(beatty_terms(beta, result.upper_count + 2))
    assert not (lower & upper)
    assert set(range(1, 20_001)) <= lower | upper
    assert result.lower_count == count_terms(alpha, 20_000) == len([x for x in lower if x <= 20_000])


@pytest.mark.parametrize("a", [1, 2, 3, 5, 12])
def test_a_wythoff_terms_are_the_p_positions(a):
    alpha, beta = wythoff_ratios(a)
    pairs = [w.generalized_p_position(n, a) for n in range(1, 400)]
    assert beatty_terms(alpha, 399) == [p[0] for p in pairs]
    assert beatty_terms(beta, 399) == [p[1] for p in pairs]


@settings(max_examples=60)
@given(giant, st.integers(1, 60))
def test_huge_terms_agree_with_the_wythoff_module(n, a):
    alpha, beta = wythoff_ratios(a)
    assert (alpha.floor_mul(n), beta.floor_mul(n)) == w.generalized_p_position(n, a)
    assert count_terms(alpha, alpha.floor_mul(n)) == n


def test_failures_are_found():
    phi = golden_ratio()
    assert check_partition(phi, phi, 10).repeated == 1
    assert check_partition(phi, phi + 2, 50).missing == 2
    root2, root3 = QuadraticIrrational(0, 1, 2, 1), QuadraticIrrational(0, 1, 3, 1)
    result = check_partition(root2, root3, 100)  # 1/sqrt 2 + 1/sqrt 3 > 1: overlaps
    assert result.repeated is not None
    x = result.repeated
    assert x in beatty_terms(root2, 100) and x in beatty_terms(root3, 100)
    # Every integer below it is in exactly one of the two.
    both = beatty_terms(root2, 100) + beatty_terms(root3, 100)
    assert all(both.count(y) == 1 for y in range(1, x))


def test_bad_values():
    with pytest.raises(InputError):
        QuadraticIrrational(1, 1, 9, 2)
    with pytest.raises(InputError):
        QuadraticIrrational(1, 0, 5, 2)
    with pytest.raises(InputError):
        wythoff_ratios(0)
    with pytest.raises(InputError):
        (golden_ratio() - 1).complement()
    with pytest.raises(TooLargeError):
        check_partition(*wythoff_ratios(), 10**12)
    with pytest.raises(InputError):
        golden_ratio().floor_mul(-1)


# ------------------------------------------------------------------------ CLI
def test_cli_text(cli):
    run = cli(["beatty", "--terms", "5", "--check", "1000"])
    assert run.status == 0
    assert "alpha = (1 + sqrt(5))/2 = 1.61803398874989484820..." in run.out
    rows = [line.split() for line in run.out.splitlines() if line.strip()[:1].isdigit()]
    # OEIS A000201 (1, 3, 4, 6, 8) and A001950 (2, 5, 7, 10, 13).
    assert rows == [["1", "1", "2"], ["2", "3", "5"], ["3", "4", "7"], ["4", "6", "10"], ["5", "8", "13"]]
    assert "every integer from 1 to 1000 lies in exactly one" in run.out
    assert "618 terms" in run.out  # floor(1001 / phi) = 618


def test_cli_json_and_huge_start(cli):
    start = 10**100
    run = cli(["beatty", "--a", "2", "--terms", "3", "--start", str(start), "--check", "500", "--json"])
    data = json.loads(run.out)
    assert data["alpha"]["expression"] == "sqrt(2)" and data["beta"]["expression"] == "2 + sqrt(2)"
    pairs = [w.generalized_p_position(n, 2) for n in range(start, start + 3)]
    assert data["lower"] == [p[0] for p in pairs] and data["upper"] == [p[1] for p in pairs]
    assert data["check"]["ok"] is True and data["check"]["bound"] == 500


def test_cli_chinese(cli):
    run = cli(["beatty", "--a", "3", "--lang", "zh", "--check", "100"])
    assert run.status == 0 and "弗兰克尔" in run.out and "检验" in run.out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--a", "0"], "grundy: --a must be at least 1, not 0\n"),
        (["--a", "-2"], "grundy: --a: '-2' is not a non-negative integer\n"),
        (["--terms", "x"], "grundy: --terms: 'x' is not a non-negative integer\n"),
        (["--check", "-5"], "grundy: --check: '-5' is not a non-negative integer\n"),
        (["--check", "10000000000"], "grundy: --check 10000000000 is too large (at most 1,000,000,000)\n"),
        (["--terms", "1000000"], "grundy: --terms 1000000 is too many (at most 100,000)\n"),
    ],
)
def test_cli_bad_input(cli, argv, message):
    run = cli(["beatty", *argv])
    assert run.status == 2 and run.err == message and run.out == ""
