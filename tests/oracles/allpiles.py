"""Wythoff's game on many piles by brute force.

A move takes any positive number from one pile, or the same positive
number from every pile.  Memoised minimax over the raw rules; nothing here
knows about nim-sums, Wythoff pairs or the library's search.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations_with_replacement


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


def sorted_p_positions(piles: int, bound: int) -> set[tuple[int, ...]]:
    """Every P-position with piles <= bound, as sorted tuples.

    The same minimax, with positions kept sorted (the rules do not care about
    pile order), so that larger boxes stay within reach.
    """
    wins: dict[tuple[int, ...], bool] = {}
    for position in combinations_with_replacement(range(bound + 1), piles):
        # Lexicographic order of sorted tuples puts every option first.
        wins[position] = any(not wins[tuple(sorted(q))] for q in moves(position))
    return {p for p, won in wins.items() if not won}
