"""The a-Wythoff rules' arithmetic: floor(n (p + sqrt d) / q) checked with squares."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grundy.games.wythoff.generalized import floor_sqrt_mul


@given(st.integers(min_value=0, max_value=10**80), st.integers(-5, 5),
       st.sampled_from([2, 3, 5, 8, 13]), st.integers(1, 4))
def test_floor_sqrt_mul(n, p, d, q):
    # r = floor(n (p + sqrt d) / q) iff q r <= p n + n sqrt d < q (r + 1), checked with squares.
    r = floor_sqrt_mul(n, p, d, q)
    lo, hi = q * r - p * n, q * (r + 1) - p * n
    assert (lo <= 0 or lo * lo <= d * n * n) and hi > 0 and hi * hi > d * n * n
