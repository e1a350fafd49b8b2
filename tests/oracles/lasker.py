"""Lasker's Nim by brute force: plain mex and minimax over takes and splits.

A position is a tuple of heaps; a move lowers one heap, or puts two
non-empty heaps (the smaller first) in the place of one.  Nothing here
knows the closed form.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache


def moves(position: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every position one move away."""
    for i, p in enumerate(position):
        for q in range(p):
            yield position[:i] + (q,) + position[i + 1:]
        for a in range(1, p // 2 + 1):
            yield position[:i] + (a, p - a) + position[i + 1:]


@lru_cache(maxsize=None)
def grundy(position: tuple[int, ...]) -> int:
    """The Grundy value by mex over the options (positions sorted, so equal ones share a value)."""
    seen = {grundy(tuple(sorted(q))) for q in moves(position)}
    m = 0
    while m in seen:
        m += 1
    return m


@lru_cache(maxsize=None)
def heap_grundy(n: int) -> int:
    """The Grundy value of one heap by mex over takes and splits, the split's value being the XOR
    of its parts' (the Sprague-Grundy theorem): feasible for heaps far beyond what the search of
    whole positions reaches, and checked against that search in the tests."""
    seen = {heap_grundy(q) for q in range(n)} | {heap_grundy(a) ^ heap_grundy(n - a) for a in range(1, n // 2 + 1)}
    m = 0
    while m in seen:
        m += 1
    return m


@lru_cache(maxsize=None)
def wins(position: tuple[int, ...]) -> bool:
    """True if the player to move wins, by plain minimax."""
    return any(not wins(tuple(sorted(q))) for q in moves(position))


def winning_moves(position: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every option from which the opponent loses."""
    return {q for q in moves(position) if not wins(tuple(sorted(q)))}


__all__ = ["grundy", "heap_grundy", "moves", "winning_moves", "wins"]
