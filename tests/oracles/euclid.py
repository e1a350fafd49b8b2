"""Euclid's game by plain minimax: subtract a positive multiple of the smaller number from the larger.

A pair is unordered: with a == b, (0, b) and (a, 0) are one position, listed once.
"""

from __future__ import annotations


def moves(position: tuple[int, int]) -> list[tuple[int, int]]:
    a, b = position
    if a == 0 or b == 0:
        return []
    found = []
    if a >= b:
        found += [(a - k * b, b) for k in range(1, a // b + 1)]
    if b > a:  # with a == b, subtracting b from a leaves the same pair as subtracting a from b
        found += [(a, b - k * a) for k in range(1, b // a + 1)]
    return found
