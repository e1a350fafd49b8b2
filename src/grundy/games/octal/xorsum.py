"""Non-negative integers with a given sum and a given xor: counted, listed, and the least found.

The moves of a huge heap of an arithmetic-periodic game into two or three
heaps come down to these (:mod:`grundy.games.octal.splits`): the heaps'
values are s x + r with r fixed by the residues, so the xor of the values
is fixed exactly when the xor of the x's is, while their sum is fixed by
the heap.

>>> list(submasks(0b1010, 0, 10)), count_submasks(0b1010, 3, 10)
([0, 2, 8, 10], 2)
>>> pair(10, 8), pair(10, 6)  # x + y = 10, x ^ y = 8: x = 1 + S, S a submask of 8; none for 6
(1, None)
>>> count3(6, 0, (0, 0, 0)), least3(6, 0, (2, 0, 0))  # (1, 2, 3) in its 6 orders, (3, 3, 0) in 3
(9, 2)

Algorithm notes: x + y = D and x ^ y = w exactly when x & y = e = (D - w) / 2
(x + y = (x ^ y) + 2 (x & y)), so D - w must be even and non-negative, e & w
= 0, and then x = e + S, y = e + (w - S) for the submasks S of w: x ascends
with S.  Three numbers are read bit by bit from the lowest, with the carry
of the sum (0 to 2) and, for each number, whether its bits so far are at
least its lower bound's (the comparison of two numbers is decided by their
highest differing bit, the last one read): 24 states, 4 bit patterns a bit
for a given bit of the xor.  Counting sums over the states; the least first
number is chosen from its highest bit down, keeping the states from which
the rest can still be completed.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

__all__ = ["count3", "count_submasks", "least3", "pair", "submasks"]


def pair(total: int, xor: int) -> int | None:
    """e = x & y for x + y = ``total``, x ^ y = ``xor`` (then x = e + S, S a submask of xor); None if none."""
    e2 = total - xor
    if e2 < 0 or e2 % 2:
        return None
    e = e2 // 2
    return e if e & xor == 0 else None


def _next_submask(w: int, v: int) -> int | None:
    # the least submask S of w with S >= v (None if there is none)
    if v <= 0:
        return 0
    if v & ~w == 0:
        return v
    high = (v & ~w).bit_length() - 1  # S must differ from v above this bit
    k = high + 1
    while (1 << k) <= w:
        if w >> k & 1 and not v >> k & 1:
            return (v >> k | 1) << k
        k += 1
    return None


def submasks(w: int, low: int, high: int) -> Iterator[int]:
    """The submasks S of ``w`` with low <= S <= high, ascending (lazily: w may have 100 bits)."""
    s = _next_submask(w, low)
    while s is not None and s <= high:
        yield s
        s = _next_submask(w, s + 1)


def _count_at_most(w: int, v: int) -> int:
    # the submasks S of w with S <= v
    if v < 0:
        return 0
    count = 0
    for b in range(max(w.bit_length(), v.bit_length()) - 1, -1, -1):
        if v >> b & 1:
            if w >> b & 1:
                count += 1 << bin(w & ((1 << b) - 1)).count("1")  # S's bit b 0, lower bits free
            else:
                return count + (1 << bin(w & ((1 << b) - 1)).count("1"))
        # v's bit 0: S's bit b must be 0 as well
    return count + 1  # S = v's bits, all in w


def count_submasks(w: int, low: int, high: int) -> int:
    """How many submasks S of ``w`` have low <= S <= high."""
    return max(0, _count_at_most(w, high) - _count_at_most(w, low - 1))


def _bits(*numbers: int) -> int:
    return max(n.bit_length() for n in numbers) + 2


@lru_cache(maxsize=4096)
def _step(wb: int, db: int) -> tuple[tuple[int, tuple[int, int, int], int], ...]:
    # (carry in, bits of x0 x1 x2, carry out) for a bit of the xor wb and of the sum db
    out = []
    for carry in range(3):
        for pattern in range(8):
            bits = (pattern & 1, pattern >> 1 & 1, pattern >> 2 & 1)
            if bits[0] ^ bits[1] ^ bits[2] != wb:
                continue
            total = carry + sum(bits)
            if total % 2 == db:
                out.append((carry, bits, total // 2))
    return tuple(out)


def _ge(flags: int, bits: tuple[int, int, int], bounds: tuple[int, int, int], b: int) -> int:
    # the three "bits so far >= the bound's" flags after bit b
    new = 0
    for l in range(3):
        qb = bounds[l] >> b & 1
        if bits[l] > qb or (bits[l] == qb and flags >> l & 1):
            new |= 1 << l
    return new


def _forward(total: int, xor: int, bounds: tuple[int, int, int]) -> list[dict[tuple[int, int], int]]:
    # layers[b]: (carry, flags) -> number of ways for bits 0..b-1
    width = _bits(total, xor, *bounds)
    layers = [{(0, 7): 1}]
    for b in range(width):
        moves = _step(xor >> b & 1, total >> b & 1)
        layer: dict[tuple[int, int], int] = {}
        for (carry, flags), ways in layers[-1].items():
            for c_in, bits, c_out in moves:
                if c_in == carry:
                    key = (c_out, _ge(flags, bits, bounds, b))
                    layer[key] = layer.get(key, 0) + ways
        layers.append(layer)
    return layers


def count3(total: int, xor: int | None, bounds: tuple[int, int, int]) -> int:
    """How many (x0, x1, x2) with x_l >= bounds[l], x0 + x1 + x2 = ``total`` and x0 ^ x1 ^ x2 = ``xor``
    (no xor condition when it is None)."""
    if xor is None:
        free = total - sum(bounds)
        return (free + 1) * (free + 2) // 2 if free >= 0 else 0
    if total < 0 or xor < 0 or (total - xor) % 2:
        return 0
    return _forward(total, xor, tuple(bounds))[-1].get((0, 7), 0)  # type: ignore[arg-type]


def least3(total: int, xor: int | None, bounds: tuple[int, int, int]) -> int | None:
    """The least x0 of the (x0, x1, x2) :func:`count3` counts (None if there is none)."""
    if xor is None:
        return bounds[0] if total >= sum(bounds) else None
    if total < 0 or xor < 0 or (total - xor) % 2:
        return None
    bounds3: tuple[int, int, int] = (bounds[0], bounds[1], bounds[2])
    layers = _forward(total, xor, bounds3)
    width = len(layers) - 1
    wanted = {(0, 7)} & set(layers[-1])
    if not wanted:
        return None
    x0 = 0
    for b in range(width - 1, -1, -1):
        moves = _step(xor >> b & 1, total >> b & 1)
        for bit in (0, 1):
            before = {(carry, flags) for (carry, flags) in layers[b]
                      for c_in, bits, c_out in moves
                      if c_in == carry and bits[0] == bit and (c_out, _ge(flags, bits, bounds3, b)) in wanted}
            if before:
                x0 |= bit << b
                wanted = before
                break
    return x0
