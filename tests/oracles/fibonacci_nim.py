"""Fibonacci Nim by plain minimax over (n, limit): take 1..limit stones, the next limit is twice the take."""

from __future__ import annotations

from functools import cache


def moves(position: tuple[int, int]) -> list[tuple[int, int]]:
    n, limit = position
    return [(n - t, 2 * t) for t in range(1, min(n, limit) + 1)]


@cache
def wins(n: int, limit: int) -> bool:
    """True if the player to move wins."""
    return any(not wins(*q) for q in moves((n, min(limit, n))))
