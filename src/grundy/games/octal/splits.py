"""The splits of a heap that reach a given value, listed lazily and counted, through the period for huge heaps.

G is a :class:`~grundy.games.octal.solution.Solution` (any take-and-break rule).  A heap
small enough is read off its values, a row of splits at a time.  Past them, a split of m into
(a, m - a) with n0 <= a <= m / 2 has both parts in the periodic range, so whether it reaches
a given value depends only on a mod q: the splits are listed by walking the good residues and
counted by arithmetic; the a < n0 are read vectorised (n0 may be millions).  A rule's least
part is a least a; parts that must differ leave out a = m / 2.

>>> from .rule import Rule
>>> from .solution import Solution
>>> kayles = Solution(Rule("0.77"))
>>> list(pairs(kayles, 10, 3)), pair_count(kayles, 10**30, 0)
([2], 83333333333333333333333333334)

Through an arithmetic period (G(n + p) = G(n) + s, s = 2**m) a part a =
n1 + p c + i (n1 = max(1, n0)) has the value s (c + q_i) + r_i, so a split
reaches the value s h + l when the r's xor to l and the x = c + q_i xor to h
while they sum to a number fixed by the heap: :mod:`.xorsum` lists and
counts those (:class:`Through`).  The splits into three heaps a <= b <= c of
a huge heap are found the same way, for ordinary and arithmetic periods: the
least a of a split is the least first part of an ordered one (found per pair
of residues by :func:`.xorsum.least3`; the split's condition is symmetric),
and the b for that a are the splits of m - a with smaller part at least a;
they are counted over ordered triples and divided by the orders (Burnside:
(N + 3 N2 + 2 N3) / 6, N2 the ordered ones (a, a, c), N3 the one (a, a, a)).
Those with a least part m are the others less the splits whose smallest part
a < m, counted as the pairs of m - a with parts at least a.

>>> list(islice(Solution(Rule("0.FF")).through.triples(10**22, 0), 2))  # 0.FF: G(n) = n; the least a is 2**21
[(2097152, 4999999999999997902848, 5000000000000000000000), (16777216, 4999999999999983222784, 5000000000000000000000)]
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice  # noqa: F401 (the doctests)
from typing import TYPE_CHECKING, Any

from .xorsum import count3, count_submasks, least3, pair, submasks

if TYPE_CHECKING:
    from .solution import Solution

__all__ = ["Through", "pair_count", "pairs", "small_triples"]

#: (unequal, least) of each clause that allows a move: see :meth:`grundy.games.octal.rule.Rule.variants`.
Variants = list[tuple[bool, int]]


def _read_off(g: Solution, m: int) -> bool:
    # m's splits are read off the values (and the period, vectorised) rather than through residues
    period = g.period
    return period is None or m < max(len(g.values), 2 * (period.preperiod + period.period + 1))


def _chunks(low: int, high: int) -> Iterator[Any]:
    # low, ..., high as int64 arrays of at most 2**20
    import numpy as np

    for start in range(low, high + 1, 1 << 20):
        yield np.arange(start, min(high, start + (1 << 20) - 1) + 1, dtype=np.int64)


def _read_hits(g: Solution, m: int, target: int, least: int) -> Iterator[Any]:
    # the a, least <= a <= m / 2, with G(a) xor G(m - a) = target, as arrays (m read off)
    for a in _chunks(max(1, least), m // 2):
        yield a[(g.array(a) ^ g.array(m - a)) == target]


def _prefix_hits(g: Solution, m: int, target: int, least: int) -> Iterator[Any]:
    # the same for least <= a < n0, m >= 2 (n0 + q + 1) (so m - a is periodic; m may pass int64: reduced first)
    n0, q = g.period.preperiod, g.period.period  # type: ignore[union-attr]
    r0 = (m - n0) % q
    for a in _chunks(max(1, least), min(m // 2, n0 - 1)):
        yield a[(g.array(a) ^ g.values[n0 + (r0 - a) % q]) == target]


def _good(g: Solution, m: int, target: int) -> list[int]:
    # the residues r for which a = n0 + r (mod q) reaches target (both parts periodic)
    n0, q = g.period.preperiod, g.period.period  # type: ignore[union-attr]
    return [r for r in range(q) if int(g.values[n0 + r]) ^ int(g.values[n0 + (m - 2 * n0 - r) % q]) == target]


def pairs(g: Solution, m: int, target: int, least: int = 1, allow_half: bool = True) -> Iterator[int]:
    """Every a with least <= a <= m - a (a < m - a unless ``allow_half``) and G(a) xor G(m - a) = target,
    ascending (lazily)."""
    half = m // 2
    if _read_off(g, m):
        chunks = _read_hits(g, m, target, least)
    elif g.period is not None and g.period.saltus:
        for a in g.through.pairs(m, target, least):
            if allow_half or 2 * a != m:
                yield a
        return
    else:
        chunks = _prefix_hits(g, m, target, least)
    for chunk in chunks:
        for a in chunk.tolist():
            if allow_half or 2 * a != m:
                yield a
    if _read_off(g, m):
        return
    # From a = n0 on, both parts are in the periodic range: the pair of values depends only on a mod q.
    n0, q = g.period.preperiod, g.period.period  # type: ignore[union-attr]
    good = _good(g, m, target)
    first = max(least, n0)
    base = n0
    while good and base <= half:
        for r in good:
            a = base + r
            if a > half:
                return
            if a >= first and (allow_half or 2 * a != m):
                yield a
        base += q


def pair_count(g: Solution, m: int, target: int, least: int = 1, allow_half: bool = True) -> int:
    """How many values :func:`pairs` yields (counted through the period)."""
    half = m // 2
    # a = m / 2 (its values xor to 0) when it is counted below and must not be
    excluded = int(not allow_half and m % 2 == 0 and target == 0 and half >= max(1, least))
    if _read_off(g, m):
        return sum(len(chunk) for chunk in _read_hits(g, m, target, least)) - excluded
    period = g.period
    assert period is not None
    if period.saltus:
        return g.through.pair_count(m, target, least) - excluded
    n0, q = period.preperiod, period.period
    count = sum(len(chunk) for chunk in _prefix_hits(g, m, target, least))
    first = max(least, n0)
    for r in _good(g, m, target):
        low = n0 + r + max(0, -(-(first - n0 - r) // q)) * q  # the least a >= first with a = n0 + r (mod q)
        if low <= half:
            count += (half - low) // q + 1
    return count - excluded


def small_triples(g: Solution, m: int, target: int, variants: Variants) -> Iterator[tuple[int, int, int]]:
    """The splits a <= b <= c of m that some variant (unequal, least) admits and whose values xor to
    ``target``, by a then b: every split read off the values (m not too large)."""
    import numpy as np

    least = min(low for _unequal, low in variants)
    values = g.array(np.arange(m + 1, dtype=np.int64))
    for a in range(max(1, least), m // 3 + 1):
        b = np.arange(a, (m - a) // 2 + 1, dtype=np.int64)
        c = m - a - b
        hit = (values[a] ^ values[b] ^ values[c]) == target
        distinct = (b > a) & (c > b)
        ok = np.zeros(len(b), dtype=bool)
        for unequal, low in variants:
            if a >= low:
                ok |= distinct if unequal else True
        for x in b[hit & ok].tolist():
            yield a, x, m - a - x


class Through:
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

    def triples(self, m: int, target: int, lower: int = 1) -> Iterator[tuple[int, int, int]]:
        """The a <= b <= c, a >= lower, with a + b + c = m and G(a) xor G(b) xor G(c) = target, by a then b."""
        n1, p = self.n1, self.p
        for a in range(max(1, lower), min(n1 - 1, m // 3) + 1):
            rest = m - a
            for b in self.pairs(rest, target ^ self.small[a], a):
                yield a, b, rest - b
        if m < 3 * n1:
            return
        high = self._split(target)[0]
        # a heap of (least a of an ordered all-large split from the residues, residues, total, bounds)
        queue = []
        for ia, ib, ic, total, bounds in self._ordered_large(m, target):
            # x_a at least its value for a = lower
            x = _least(total, high, (bounds[0] + max(0, -(-(lower - n1 - ia) // p)), bounds[1], bounds[2]))
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

    def triple_count(self, m: int, target: int, lower: int = 1) -> int:
        """How many triples :meth:`triples` yields: those with a < lower are taken off the count of all."""
        count = self._all_triples(m, target)
        for a in range(1, min(lower - 1, m // 3) + 1):
            count -= self.pair_count(m - a, target ^ self.value(a), a)
        return count

    def _all_triples(self, m: int, target: int) -> int:
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
