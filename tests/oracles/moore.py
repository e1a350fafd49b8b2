"""Moore's Nim_k by brute force: a move lowers between 1 and k piles.

Memoised minimax straight from the rules (every choice of up to k piles
and every new size below each); nothing here knows about bit columns.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations, product


def moves(position: tuple[int, ...], k: int) -> Iterator[tuple[int, ...]]:
    """Every position one move away, from the rules (each exactly once)."""
    n = len(position)
    for size in range(1, k + 1):
        for chosen in combinations(range(n), size):
            for values in product(*(range(position[i]) for i in chosen)):
                after = list(position)
                for i, v in zip(chosen, values):
                    after[i] = v
                yield tuple(after)


@lru_cache(maxsize=None)
def mover_wins(position: tuple[int, ...], k: int, misere: bool = False) -> bool:
    options = list(moves(position, k))
    if not options:
        return misere
    return any(not mover_wins(q, k, misere) for q in options)


def outcome(position: tuple[int, ...], k: int, misere: bool = False) -> str:
    return "N" if mover_wins(tuple(position), k, misere) else "P"


def winning_moves(position: tuple[int, ...], k: int, misere: bool = False) -> set[tuple[int, ...]]:
    return {q for q in moves(tuple(position), k) if not mover_wins(q, k, misere)}


@lru_cache(maxsize=None)
def grundy(position: tuple[int, ...], k: int) -> int:
    seen = {grundy(q, k) for q in moves(position, k)}
    g = 0
    while g in seen:
        g += 1
    return g
