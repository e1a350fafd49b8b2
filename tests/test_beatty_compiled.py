"""The compiled Beatty partition check gives what the plain loop gives (small bounds)."""

from __future__ import annotations

from math import isqrt

import pytest

import grundy.beatty as beatty
from grundy.beatty import check_partition, golden_ratio, wythoff_ratios
from grundy.kernels import available

pytestmark = pytest.mark.skipif(not available(), reason="numba is not installed")

PHI = golden_ratio()
CASES = [wythoff_ratios(1), wythoff_ratios(2), wythoff_ratios(5), (PHI, PHI + 2), (PHI, PHI), (PHI + 1, PHI - 1 + 1),
         (PHI - 1 + 1, PHI.complement())]


@pytest.mark.parametrize("alpha, beta", CASES)
def test_compiled_and_plain_checks_agree(alpha, beta, monkeypatch):
    for bound in (0, 1, 2, 3, 7, 100, 5000, 70_001):
        monkeypatch.setattr(beatty, "KERNEL_BOUND", 10**30)
        plain = check_partition(alpha, beta, bound)
        monkeypatch.setattr(beatty, "KERNEL_BOUND", 0)
        assert check_partition(alpha, beta, bound) == plain, bound


def test_progress_is_reported_and_the_range_is_checked(monkeypatch):
    from grundy import beatty_compiled as kernel

    monkeypatch.setattr(beatty, "KERNEL_BOUND", 0)
    seen = []
    alpha, beta = wythoff_ratios(1)
    result = check_partition(alpha, beta, 40_000_000, seen.append)
    m = 40_000_001  # floor(m / phi) = floor(m (sqrt 5 - 1) / 2) lower terms are <= 40_000_000
    assert result.ok and result.lower_count == (isqrt(5 * m * m) - m) // 2 and seen and seen == sorted(seen)
    assert result.lower_count + result.upper_count == 40_000_000
    # phi up to 10^9 (6.2 * 10^8 terms) fits in int64; 10^10 terms would not.
    assert kernel.fits(1, 1, 5, 2, 6 * 10**8) and not kernel.fits(1, 1, 5, 2, 10**10)
    big, complement = wythoff_ratios(10**9)  # K = a^2 + 4 is too large: the plain loop runs
    assert not kernel.fits(big.p, big.r, big.d, big.q, 10)
    assert check_partition(big, complement, 3000).ok
