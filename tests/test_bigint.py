"""Integers of any size: the square root, reading and writing decimal text, with and without GMP."""

from __future__ import annotations

import sys

import pytest

from grundy import bigint
from grundy.games.wythoff.classic import floor_phi


@pytest.fixture(params=["gmpy2", "pure"])
def backend(request, monkeypatch):
    bigint._recent_digits.clear()  # each backend writes its numbers itself
    if request.param == "pure":
        monkeypatch.setattr(bigint, "_gmpy2", None)
    elif bigint.gmp_module() is None:
        pytest.skip("gmpy2 is not installed")
    return request.param


def test_both_backends_agree_on_huge_values(backend):
    for digits in (10, 1000, 7000, 20000):
        n = 7 ** (digits * 1000 // 845) + digits  # about `digits` digits
        r = bigint.isqrt(n)
        assert r * r <= n < (r + 1) ** 2
        a = floor_phi(n)
        assert (2 * a - n) ** 2 <= 5 * n * n < (2 * a + 2 - n) ** 2


def test_string_conversions_beyond_cpython_limit(backend):
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        n = 3**50000 + 17
        text = str(n)
        assert len(text) > 20000
        assert bigint.parse_int(text.encode()) == n
        assert bigint.parse_int(text) == n
        assert bigint.int_to_str(n) == text
        assert bigint.int_to_str(10**30000) == "1" + "0" * 30000
        assert bigint.parse_int(b"000" + b"9" * 9000) == 10**9000 - 1
    finally:
        sys.set_int_max_str_digits(old)


def test_numbers_near_one_written_before_are_written_exactly(backend):
    n = 7**20000 + 10**3000  # its last 40 digits hold no long run of 9s or 0s
    bigint.int_to_str(n)
    for change in (0, 1, -1, 12345, -(2**63), 2**64 - 1):
        assert bigint.int_to_str(n + change) == str(n + change)
    base = 10**16000  # carries and borrows past the last digits
    bigint.int_to_str(base)
    for change in (-1, 1, -(10**30), 2**64, -(2**64)):
        assert bigint.int_to_str(base + change) == str(base + change)
    assert bigint.int_to_str(-(base - 1)) == "-" + "9" * 16000


def test_json_with_huge_integers_is_json_with_exact_integers(backend):
    import json

    n = 3**40000 + 1
    data = {"position": [n, 5, -n], "nested": {"k": (n - 1,)}, "flag": True, "text": "x\x00y"}
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        assert bigint.json_dumps(data) == json.dumps(data)
        assert bigint.json_dumps(data, ensure_ascii=False, indent=1) == json.dumps(data, ensure_ascii=False, indent=1)
        # A text that happens to look like the writer's marks is written as it is.
        tricky = {"a": n, "b": '"\\u0000abc:0"'}
        assert json.loads(bigint.json_dumps(tricky)) == tricky
    finally:
        sys.set_int_max_str_digits(old)


def test_ceil_div():
    assert [bigint.ceil_div(a, 3) for a in (-4, -3, 0, 1, 3, 4)] == [-1, -1, 0, 1, 1, 2]
