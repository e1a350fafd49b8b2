"""Wythoff's game on many piles by brute force.

A move takes any positive number from one pile, or the same positive
number from every pile.  Memoised minimax over the raw rules; nothing here
knows about nim-sums, Wythoff pairs or the library's search.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache


def moves(position: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every position one move away (with one pile the two kinds coincide)."""
    seen = set()
    for i, p in enumerate(position):
        for q in range(p):
            after = position[:i] + (q,) + position[i + 1 :]
            seen.add(after)
            yield after
    for t in range(1, min(position) + 1):
        after = tuple(p - t for p in position)
        if after not in seen:
            yield after


@lru_cache(maxsize=None)
def mover_wins(position: tuple[int, ...]) -> bool:
    return any(not mover_wins(q) for q in moves(position))


def outcome(position: tuple[int, ...]) -> str:
    return "N" if mover_wins(tuple(position)) else "P"


def winning_moves(position: tuple[int, ...]) -> set[tuple[int, ...]]:
    return {q for q in moves(tuple(position)) if not mover_wins(q)}


@lru_cache(maxsize=None)
def grundy(position: tuple[int, ...]) -> int:
    values = {grundy(q) for q in moves(position)}
    g = 0
    while g in values:
        g += 1
    return g
