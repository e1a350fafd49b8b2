"""The Beatty partition check compiled: merge floor(n alpha) and floor(n beta) up to a bound.

Used by :func:`grundy.beatty.check_partition` when numba is installed and
the range below holds (see :mod:`grundy.kernels` for why numba).

>>> state = np.array([1, 1, 1, 2, 0, 2, 2], np.int64)  # i, j, floor(phi), floor(phi^2), 0, isqrt(5) twice
>>> merge((1, 1, 5, 2), (3, 1, 5, 2), 100, 1 << 20, state), state[:2].tolist()  # 62 + 38 terms <= 100
(0, [63, 39])

Algorithm notes.  alpha = (p + r sqrt d) / q is kept as integers; with
K = r^2 d, floor(n alpha) = floor((p n + s) / q) for r > 0 and
floor((p n - s - 1) / q) for r < 0, n > 0, where s = isqrt(K n^2) (the
square root is irrational).  s is kept for the current n and moved to n + 1
exactly: s(n + 1) >= s(n) + isqrt(K), then up while (s + 1)^2 <= K (n + 1)^2.
Range: the caller checks that K (n + 1)^2 < 2^62 for the largest n reached
(n at most one more than the terms up to the bound) and |p| n + s < 2^62, so every product fits
in int64; beyond that it runs the exact Python loop.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .kernels import jit

__all__ = ["fits", "merge"]

_LIMIT = 1 << 62


def fits(p: int, r: int, d: int, q: int, terms: int) -> bool:
    """True if the kernel's int64 range holds for this ratio over n <= terms + 1 (module notes)."""
    k = r * r * d
    n = terms + 1
    return k * (n + 1) ** 2 < _LIMIT and (abs(p) + abs(r) * d) * (n + 1) < _LIMIT


@jit
def _step(n: int, s: int, k: int, root_k: int) -> int:
    """isqrt(k (n + 1)^2), given s = isqrt(k n^2)."""
    s += root_k
    m = k * (n + 1) * (n + 1)
    while (s + 1) * (s + 1) <= m:
        s += 1
    return s


@jit
def _floor(p: int, r: int, q: int, n: int, s: int) -> int:
    if r > 0:
        return (p * n + s) // q
    return (p * n - s - (1 if n else 0)) // q


@jit
def _merge(a: Any, b: Any, bound: int, stop: int, state: Any) -> int:
    """Run the merge of check_partition from ``state`` until x passes ``stop`` or ``bound``,
    or a repeat or gap is found; state = [i, j, u, v, previous, s_i, s_j] is updated."""
    pa, ra, ka, qa, rka = a[0], a[1], a[2], a[3], a[4]
    pb, rb, kb, qb, rkb = b[0], b[1], b[2], b[3], b[4]
    i, j, u, v, previous, si, sj = state[0], state[1], state[2], state[3], state[4], state[5], state[6]
    code = 0
    while True:
        x = u if u <= v else v
        if x > bound or x > stop:
            break
        if x == previous:
            code = 1
            break
        if x > previous + 1:
            code = 2
            break
        previous = x
        if u == x:
            si = _step(i, si, ka, rka)
            i += 1
            u = _floor(pa, ra, qa, i, si)
        else:
            sj = _step(j, sj, kb, rkb)
            j += 1
            v = _floor(pb, rb, qb, j, sj)
    state[0], state[1], state[2], state[3], state[4], state[5], state[6] = i, j, u, v, previous, si, sj
    return code


def merge(alpha: tuple[int, int, int, int], beta: tuple[int, int, int, int], bound: int, stop: int,
          state: np.ndarray) -> int:
    """Go on with the merge up to x > stop (see :func:`_merge`): 0 when no repeat or gap was found
    (done if x > bound), 1 when state[4] is repeated, 2 when state[4] + 1 is missing."""
    from math import isqrt

    coded = [np.array([p, r, r * r * d, q, isqrt(r * r * d)], np.int64) for p, r, d, q in (alpha, beta)]
    return int(_merge(coded[0], coded[1], bound, stop, state))
