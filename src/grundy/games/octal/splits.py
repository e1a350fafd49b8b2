"""The splits of a heap that reach a given value, listed lazily and counted, through the period for huge heaps.

A split of m into (a, m - a) with n0 <= a <= m / 2 has both parts in the
periodic range, so whether it reaches a given value depends only on
a mod q: the splits are listed by walking the good residues and counted
by arithmetic; the a < n0 are read vectorised (n0 may be millions).

>>> list(split_values((7, 7), 10, 3)), split_count((7, 7), 10**30, 0)
([2], 83333333333333333333333333334)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["split_count", "split_values"]


def _g(digits: tuple[int, ...], n: int, limit: int | None) -> int:
    from .game import _g as value

    return value(digits, n, limit)


def _solved(digits: tuple[int, ...], limit: int | None) -> Any:
    from .game import _solved as solved

    return solved(digits, limit)


def split_values(digits: tuple[int, ...], m: int, target: int, limit: int | None = None) -> Iterator[int]:
    """Every a with 1 <= a <= m / 2 and G(a) xor G(m - a) = target, ascending (lazily)."""
    h = m // 2
    period = _solved(digits, limit)[1]
    if period is None or m < 2 * (period.preperiod + period.period):
        for a in range(1, h + 1):
            if _g(digits, a, limit) ^ _g(digits, m - a, limit) == target:
                yield a
        return
    n0, q = period
    for chunk in _prefix_hits(digits, m, target, limit):
        yield from chunk.tolist()
    # From a = n0 on, both parts are in the periodic range: the pair of values
    # depends only on a mod q.
    good = [r for r in range(q) if _g(digits, n0 + r, limit) ^ _g(digits, m - n0 - r, limit) == target]
    if not good:
        return
    base = n0
    while True:
        for r in good:
            if base + r > h:
                return
            yield base + r
        base += q


def _prefix_hits(digits: tuple[int, ...], m: int, target: int, limit: int | None) -> Iterator[Any]:
    # The a < n0 with G(a) xor G(m - a) = target, m >= 2 (n0 + q) (so m - a is periodic), ascending, as
    # numpy arrays of at most 2**22 (a vectorised read: n0 may be millions)
    import numpy as np

    values, (n0, q) = _solved(digits, limit)
    r0 = (m - n0) % q
    for start in range(1, n0, 1 << 22):
        a = np.arange(start, min(n0, start + (1 << 22)), dtype=np.int64)
        yield a[(values[a] ^ values[n0 + (r0 - a) % q]) == target]


def split_count(digits: tuple[int, ...], m: int, target: int, limit: int | None = None) -> int:
    """How many values _split_values yields (counted through the period)."""
    h = m // 2
    period = _solved(digits, limit)[1]
    if period is None or m < 2 * (period.preperiod + period.period):
        return sum(1 for _ in split_values(digits, m, target, limit))
    n0, q = period
    count = sum(len(chunk) for chunk in _prefix_hits(digits, m, target, limit))
    for r in range(q):
        if _g(digits, n0 + r, limit) ^ _g(digits, m - n0 - r, limit) == target and n0 + r <= h:
            count += (h - n0 - r) // q + 1
    return count
