"""Euclid's game by plain minimax: subtract a positive multiple of the smaller number from the larger."""

from __future__ import annotations


def moves(position: tuple[int, int]) -> list[tuple[int, int]]:
    a, b = position
    if a == 0 or b == 0:
        return []
    found = []
    if a >= b:
        found += [(a - k * b, b) for k in range(1, a // b + 1)]
    if b >= a:
        found += [(a, b - k * a) for k in range(1, b // a + 1)]
    return found
