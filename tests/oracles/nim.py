"""Nim by brute force: memoised minimax and mex straight from the rules.

A move lowers one pile by any positive amount.  Nothing here knows the
nim-sum: outcomes come from search alone, so Bouton's rule can be checked.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import product


def moves(position: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every position one move away, from the rules."""
    for i, p in enumerate(position):
        for q in range(p):
            yield position[:i] + (q,) + position[i + 1 :]


@lru_cache(maxsize=None)
def mover_wins(position: tuple[int, ...], misere: bool = False) -> bool:
    """True if the player to move wins; with no move, they lose (normal) or win (misère)."""
    options = list(moves(position))
    if not options:
        return misere
    return any(not mover_wins(q, misere) for q in options)


@lru_cache(maxsize=None)
def grundy(position: tuple[int, ...]) -> int:
    """The Grundy value, by mex over the options."""
    seen = {grundy(q) for q in moves(position)}
    g = 0
    while g in seen:
        g += 1
    return g


def outcome(position: tuple[int, ...], misere: bool = False) -> str:
    return "N" if mover_wins(tuple(position), misere) else "P"


def winning_moves(position: tuple[int, ...], misere: bool = False) -> set[tuple[int, ...]]:
    """Every option from which the opponent (now to move) loses."""
    return {q for q in moves(tuple(position)) if not mover_wins(q, misere)}


def box(piles: int, bound: int) -> Iterator[tuple[int, ...]]:
    """Every position of ``piles`` piles with at most ``bound`` stones each."""
    return product(range(bound + 1), repeat=piles)
