"""The splits of a heap that reach a given value, listed lazily and counted, through the period for huge heaps.

A split of m into (a, m - a) with n0 <= a <= m / 2 has both parts in the
periodic range, so whether it reaches a given value depends only on
a mod q: the splits are listed by walking the good residues and counted
by arithmetic; the a < n0 are read vectorised (n0 may be millions).

>>> list(split_values((7, 7), 10, 3)), split_count((7, 7), 10**30, 0)
([2], 83333333333333333333333333334)

Through an arithmetic period (G(n + p) = G(n) + s, s = 2**m) a part a =
n1 + p c + i (n1 = max(1, n0)) has the value s (c + q_i) + r_i, so a split
reaches the value s h + l when the r's xor to l and the x = c + q_i xor to h
while they sum to a number fixed by the heap: :mod:`.xorsum` lists and
counts those.  The splits into three heaps a <= b <= c of a huge heap
(:func:`triple_values`, :func:`triple_count`) are found the same way, for
ordinary and arithmetic periods: the least a of a split is the least first
part of an ordered one (found per pair of residues by :func:`.xorsum.least3`;
the split's condition is symmetric), and the b for that a are the splits of
m - a with smaller part at least a; they are counted over ordered triples and
divided by the orders (Burnside: (N + 3 N2 + 2 N3) / 6, N2 the ordered ones
(a, a, c), N3 the one (a, a, a)).

>>> list(islice(triple_values((15, 15), 10**22, 0), 2))  # 0.FF: G(n) = n; the least a is 2**21
[(2097152, 4999999999999997902848, 5000000000000000000000), (16777216, 4999999999999983222784, 5000000000000000000000)]
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from itertools import islice  # noqa: F401 (the doctests)
from functools import lru_cache
from typing import Any

from .xorsum import count3, count_submasks, least3, pair, submasks

__all__ = ["split_count", "split_values", "triple_count", "triple_values"]


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
    if period is not None and period.saltus and m >= 2 * (period.preperiod + period.period + 1):
        yield from _view(digits, limit).pairs(m, target, 1)
        return
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
    if period is not None and period.saltus and m >= 2 * (period.preperiod + period.period + 1):
        return _view(digits, limit).pair_count(m, target, 1)
    if period is None or m < 2 * (period.preperiod + period.period):
        return sum(1 for _ in split_values(digits, m, target, limit))
    n0, q = period
    count = sum(len(chunk) for chunk in _prefix_hits(digits, m, target, limit))
    for r in range(q):
        if _g(digits, n0 + r, limit) ^ _g(digits, m - n0 - r, limit) == target and n0 + r <= h:
            count += (h - n0 - r) // q + 1
    return count


def triple_values(digits: tuple[int, ...], m: int, target: int, limit: int | None = None) -> Iterator[tuple[int, int, int]]:
    """Every a <= b <= c with a + b + c = m (a >= 1) and G(a) xor G(b) xor G(c) = target, by a then b
    (lazily), through the period (which must be proved)."""
    return _view(digits, limit).triples(m, target)


def triple_count(digits: tuple[int, ...], m: int, target: int, limit: int | None = None) -> int:
    """How many triples :func:`triple_values` yields, counted through the period."""
    return _view(digits, limit).triple_count(m, target)


@lru_cache(maxsize=64)
def _view(digits: tuple[int, ...], limit: int | None) -> _Through:
    values, period = _solved(digits, limit)
    return _Through(values, period)


class _Through:
    """G through a proved period (ordinary: s = 0; arithmetic: s > 0): G(a) = small[a] below n1, and at
    a = n1 + p c + i, s (c + q[i]) + r[i] (s > 0) or r[i] (s = 0)."""

    def __init__(self, values: Any, period: Any) -> None:
        n0, p, s = int(period.preperiod), int(period.period), int(period.saltus)
        self.n1, self.p, self.s = max(1, n0), p, s
        known = [int(values[a]) if a < len(values) else int(values[n0 + (a - n0) % p]) + s * ((a - n0) // p)
                 for a in range(self.n1 + p)]
        self.small: list[int] = known[: self.n1]
        window = known[self.n1:]
        self.q: list[int] = [v // s if s else 0 for v in window]
        self.r: list[int] = [v % s if s else v for v in window]

    def value(self, a: int) -> int:
        if a < self.n1:
            return self.small[a]
        c, i = divmod(a - self.n1, self.p)
        return self.s * (c + self.q[i]) + self.r[i]

    def _split(self, target: int) -> tuple[int | None, int]:
        # (high, low) of a target: high None for an ordinary period (no condition on the x's)
        return divmod(target, self.s) if self.s else (None, target)

    # ------------------------------------------------------------------ pairs
    def _pair_streams(self, m: int, target: int, lower: int) -> list[tuple[Iterator[int], int]]:
        """For each residue pair: the a >= max(lower, n1), a <= m - a, both parts large, reaching
        target (ascending), and how many."""
        n1, p = self.n1, self.p
        high, low = self._split(target)
        rest = m - 2 * n1
        streams = []
        for ia in range(p):
            ib = (rest - ia) % p
            if self.r[ia] ^ self.r[ib] != low or rest - ia - ib < 0:
                continue
            total = (rest - ia - ib) // p  # c_a + c_b
            # c_a <= c_b (or < when ia > ib), c_a >= the lower bound
            first = max(0, -(-(lower - n1 - ia) // p))
            if high is None:
                last = (total - (1 if ia > ib else 0)) // 2
                if first <= last:
                    streams.append((iter(range(n1 + p * first + ia, n1 + p * last + ia + 1, p)), last - first + 1))
                continue
            qa, qb = self.q[ia], self.q[ib]
            e = pair(total + qa + qb, high)
            if e is None:
                continue
            # x_a = c_a + qa = e + S for submasks S of high; c_a - c_b = 2 S - high - qa + qb
            lo = max(qa - e + first, 0)
            hi = min(high + e - qb, (high + qa - qb - (1 if ia > ib else 0)) // 2)
            count = count_submasks(high, lo, hi)
            if count:
                streams.append((_affine(n1 + ia - p * (qa - e), p, submasks(high, lo, hi)), count))
        return streams

    def pairs(self, m: int, target: int, lower: int) -> Iterator[int]:
        """The a >= lower with a <= m - a and G(a) xor G(m - a) = target, ascending."""
        for a in range(max(1, lower), min(self.n1 - 1, m // 2) + 1):
            if self.small[a] ^ self.value(m - a) == target:
                yield a
        yield from heapq.merge(*(stream for stream, _count in self._pair_streams(m, target, lower)))

    def pair_count(self, m: int, target: int, lower: int) -> int:
        small = sum(1 for a in range(max(1, lower), min(self.n1 - 1, m // 2) + 1)
                    if self.small[a] ^ self.value(m - a) == target)
        return small + sum(count for _stream, count in self._pair_streams(m, target, lower))

    # ---------------------------------------------------------------- triples
    def _ordered_large(self, m: int, target: int) -> Iterator[tuple[int, int, int, int, tuple[int, int, int]]]:
        # (ia, ib, ic, total of the x's, bounds) for the ordered residue triples of all-large splits
        n1, p = self.n1, self.p
        high, low = self._split(target)
        rest = m - 3 * n1
        for ia in range(p):
            for ib in range(p):
                ic = (rest - ia - ib) % p
                if self.r[ia] ^ self.r[ib] ^ self.r[ic] != low or rest - ia - ib - ic < 0:
                    continue
                bounds = (self.q[ia], self.q[ib], self.q[ic])
                yield ia, ib, ic, (rest - ia - ib - ic) // p + sum(bounds), bounds

    def triples(self, m: int, target: int) -> Iterator[tuple[int, int, int]]:
        n1, p = self.n1, self.p
        for a in range(1, min(n1 - 1, m // 3) + 1):
            rest = m - a
            for b in self.pairs(rest, target ^ self.small[a], a):
                yield a, b, rest - b
        if m < 3 * n1:
            return
        high = self._split(target)[0]
        # a heap of (least a of an ordered all-large split from the residues, residues, total, bounds)
        queue = []
        for ia, ib, ic, total, bounds in self._ordered_large(m, target):
            x = _least(total, high, bounds)
            if x is not None:
                queue.append((n1 + p * (x - bounds[0]) + ia, ia, total, bounds))
        heapq.heapify(queue)
        while queue:
            a = queue[0][0]
            while queue and queue[0][0] == a:
                _a, ia, total, bounds = heapq.heappop(queue)
                # the least a' > a for these residues: x_a >= its value for a + 1
                floor = bounds[0] + max(0, -(-(a + 1 - n1 - ia) // p))
                x = _least(total, high, (floor, bounds[1], bounds[2]))
                if x is not None:
                    heapq.heappush(queue, (n1 + p * (x - bounds[0]) + ia, ia, total, bounds))
            rest = m - a
            for b in self.pairs(rest, target ^ self.value(a), a):
                yield a, b, rest - b

    def triple_count(self, m: int, target: int) -> int:
        n1, p, s = self.n1, self.p, self.s
        high = self._split(target)[0]
        ordered = 0
        # all three small, exactly two small (3 places for the large one), exactly one small (3 places)
        for a in range(1, n1):
            for b in range(1, n1):
                c = m - a - b
                if c >= 1 and self.small[a] ^ self.small[b] ^ self.value(c) == target:
                    ordered += 1 if c < n1 else 3
            if m - a >= 2 * n1:
                ordered += 3 * sum(count for _stream, count in self._ordered_pairs(m - a, target ^ self.small[a]))
        for _ia, _ib, _ic, total, bounds in self._ordered_large(m, target):
            ordered += _count(total, high, bounds)
        # ordered (a, a, c): G(c) = target with c = m - 2 a, 1 <= c <= m - 2
        doubled = sum(1 for c in range(1, min(n1, m - 1)) if (m - c) % 2 == 0 and self.small[c] == target)
        for i in range(p):
            if self.r[i] != (target % s if s else target):
                continue
            if s:
                k = high - self.q[i] if high is not None else -1
                c = n1 + p * k + i
                doubled += int(k >= 0 and c <= m - 2 and (m - c) % 2 == 0)
            else:
                doubled += _progression(n1 + i, p, m - 2, m % 2)
        tripled = int(m % 3 == 0 and self.value(m // 3) == target)
        count, left = divmod(ordered + 3 * doubled + 2 * tripled, 6)
        assert left == 0, (ordered, doubled, tripled)
        return count

    def _ordered_pairs(self, m: int, target: int) -> Iterator[tuple[None, int]]:
        # for each ordered residue pair: how many ordered (b, c), both large, b + c = m, reaching target
        n1, p = self.n1, self.p
        high, low = self._split(target)
        rest = m - 2 * n1
        for ib in range(p):
            ic = (rest - ib) % p
            if self.r[ib] ^ self.r[ic] != low or rest - ib - ic < 0:
                continue
            total = (rest - ib - ic) // p
            if high is None:
                yield None, total + 1
                continue
            qb, qc = self.q[ib], self.q[ic]
            e = pair(total + qb + qc, high)
            if e is not None:
                yield None, count_submasks(high, max(0, qb - e), high + e - qc)


def _affine(start: int, step: int, xs: Iterator[int]) -> Iterator[int]:
    # start + step x for each x (a function, so that each stream keeps its own start)
    for x in xs:
        yield start + step * x


def _progression(start: int, step: int, top: int, parity: int) -> int:
    # how many start + step k (k >= 0) are at most top and of the given parity
    if top < start:
        return 0
    terms = (top - start) // step + 1
    if step % 2 == 0:
        return terms if start % 2 == parity else 0
    return (terms + 1) // 2 if start % 2 == parity else terms // 2


@lru_cache(maxsize=1 << 14)
def _least(total: int, high: int | None, bounds: tuple[int, int, int]) -> int | None:
    return least3(total, high, bounds)


@lru_cache(maxsize=1 << 14)
def _count(total: int, high: int | None, bounds: tuple[int, int, int]) -> int:
    return count3(total, high, bounds)
