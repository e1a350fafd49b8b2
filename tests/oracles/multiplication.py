"""The multiplication game by plain minimax over (p, n): multiply p by 2..9; reaching p >= n wins."""

from __future__ import annotations


def moves(position: tuple[int, int]) -> list[tuple[int, int]]:
    p, n = position
    return [] if p >= n else [(p * k, n) for k in range(2, 10)]
