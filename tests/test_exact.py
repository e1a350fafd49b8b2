"""Integer-only Beatty arithmetic: checked against defining inequalities, with and without GMP."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy import exact


@pytest.fixture(params=["gmpy2", "pure"])
def backend(request, monkeypatch):
    exact._recent_digits.clear()  # each backend writes its numbers itself
    if request.param == "pure":
        monkeypatch.setattr(exact, "_gmpy2", None)
    elif exact._gmp() is None:
        pytest.skip("gmpy2 is not installed")
    return request.param


@settings(max_examples=300)
@given(st.integers(min_value=0, max_value=10**1200))
def test_floor_phi_satisfies_its_definition(n):
    # a = floor(n*phi) iff a <= n*phi < a + 1 iff (2a - n)^2 <= 5n^2 < (2a + 2 - n)^2 (signs: 2a >= n).
    a = exact.floor_phi(n)
    assert 2 * a >= n
    assert (2 * a - n) ** 2 <= 5 * n * n < (2 * a + 2 - n) ** 2


def test_both_backends_agree_on_huge_values(backend):
    for digits in (10, 1000, 7000, 20000):
        n = 7 ** (digits * 1000 // 845) + digits  # about `digits` digits
        r = exact.isqrt(n)
        assert r * r <= n < (r + 1) ** 2
        a = exact.floor_phi(n)
        assert (2 * a - n) ** 2 <= 5 * n * n < (2 * a + 2 - n) ** 2


def test_string_conversions_beyond_cpython_limit(backend):
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        n = 3**50000 + 17
        text = str(n)
        assert len(text) > 20000
        assert exact.parse_int(text.encode()) == n
        assert exact.parse_int(text) == n
        assert exact.int_to_str(n) == text
        assert exact.int_to_str(10**30000) == "1" + "0" * 30000
        assert exact.parse_int(b"000" + b"9" * 9000) == 10**9000 - 1
    finally:
        sys.set_int_max_str_digits(old)


@given(st.integers(min_value=0, max_value=10**80), st.integers(-5, 5),
       st.sampled_from([2, 3, 5, 8, 13]), st.integers(1, 4))
def test_floor_sqrt_mul(n, p, d, q):
    # r = floor(n (p + sqrt d) / q) iff q r <= p n + n sqrt d < q (r + 1), checked with squares.
    r = exact.floor_sqrt_mul(n, p, d, q)
    lo, hi = q * r - p * n, q * (r + 1) - p * n
    assert (lo <= 0 or lo * lo <= d * n * n) and hi > 0 and hi * hi > d * n * n


def test_ceil_div():
    assert [exact.ceil_div(a, 3) for a in (-4, -3, 0, 1, 3, 4)] == [-1, -1, 0, 1, 1, 2]


def test_numbers_near_one_written_before_are_written_exactly(backend):
    n = 7**20000 + 10**3000  # its last 40 digits hold no long run of 9s or 0s
    exact.int_to_str(n)
    for change in (0, 1, -1, 12345, -(2**63), 2**64 - 1):
        assert exact.int_to_str(n + change) == str(n + change)
    base = 10**16000  # carries and borrows past the last digits
    exact.int_to_str(base)
    for change in (-1, 1, -(10**30), 2**64, -(2**64)):
        assert exact.int_to_str(base + change) == str(base + change)
    assert exact.int_to_str(-(base - 1)) == "-" + "9" * 16000


def test_json_with_huge_integers_is_json_with_exact_integers(backend):
    import json

    n = 3**40000 + 1
    data = {"position": [n, 5, -n], "nested": {"k": (n - 1,)}, "flag": True, "text": "x\x00y"}
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        assert exact.json_dumps(data) == json.dumps(data)
        assert exact.json_dumps(data, ensure_ascii=False, indent=1) == json.dumps(data, ensure_ascii=False, indent=1)
        # A text that happens to look like the writer's marks is written as it is.
        tricky = {"a": n, "b": '"\\u0000abc:0"'}
        assert json.loads(exact.json_dumps(tricky)) == tricky
    finally:
        sys.set_int_max_str_digits(old)
