"""The classic rules' arithmetic: floor(n phi) checked against its defining inequalities."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.games.wythoff.classic import floor_phi


@settings(max_examples=300)
@given(st.integers(min_value=0, max_value=10**1200))
def test_floor_phi_satisfies_its_definition(n):
    # a = floor(n*phi) iff a <= n*phi < a + 1 iff (2a - n)^2 <= 5n^2 < (2a + 2 - n)^2 (signs: 2a >= n).
    a = floor_phi(n)
    assert 2 * a >= n
    assert (2 * a - n) ** 2 <= 5 * n * n < (2 * a + 2 - n) ** 2
