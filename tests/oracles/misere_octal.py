"""Misère play of sums of octal heaps by plain search (whoever moves last loses).

A position is a sorted tuple of nonzero heaps; it is a P-position when it has a move and every
move leads to an N-position (the empty sum, with no move, is an N-position: the player to move
has won).  Memoised over sorted tuples; nothing here knows about quotients or the library.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from tests.oracles.octal import position_moves


def misere_solver(code: str):
    """(is_p, winning_moves) for sums of heaps of the game ``code``."""
    moves = position_moves(code)

    @lru_cache(maxsize=None)
    def options(position: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        return tuple(sorted(set(moves(position))))

    @lru_cache(maxsize=None)
    def is_p(position: tuple[int, ...]) -> bool:
        found = options(position)
        return bool(found) and not any(is_p(o) for o in found)

    def winning(position: tuple[int, ...]) -> set[tuple[int, ...]]:
        return {o for o in options(position) if is_p(o)}

    return is_p, winning


def sums_up_to(heap: int, total: int):
    """Every sorted tuple of heaps 1..heap whose sizes add up to at most total."""
    out = [()]

    def grow(prefix: tuple[int, ...], low: int, left: int) -> None:
        for h in range(low, min(heap, left) + 1):
            position = prefix + (h,)
            out.append(position)
            grow(position, h, left - h)

    grow((), 1, total)
    return out
