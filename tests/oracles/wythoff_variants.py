"""Wythoff's variants by brute force, straight from the rules.

The rules: two piles; a move takes t > 0 stones from one pile, or k > 0 and
l > 0 stones from the two piles with |k - l| < a (a = 1: the same number
from both).  With ``max_take`` = m no pile loses more than m stones in one
move.  In misère play whoever takes the last stone loses, so (0, 0), the
only position without a move, is won by the player to move.

:func:`moves` lists the options from these rules for plain minimax
(:func:`tests.oracles.outcomes`).  For whole boards up to 100 x 100 the
kernel sieve is used instead, as in :mod:`tests.oracles.wythoff`: positions
are visited in increasing order, one that no earlier P-position can reach
is P, and it marks every position that reaches it in one move.  No golden
ratio, residue rule or Beatty sequence appears here.
"""

from __future__ import annotations

from collections.abc import Iterator


def _pairs(max_take: int | None, a: int, limit: int) -> Iterator[tuple[int, int]]:
    # Every (k, l) a move may take from (pile 1, pile 2), with k, l <= limit.
    top = limit if max_take is None else min(limit, max_take)
    for t in range(1, top + 1):
        yield (t, 0)
        yield (0, t)
    for k in range(1, top + 1):
        for l in range(1, top + 1):
            if abs(k - l) < a:
                yield (k, l)


def moves(
    position: tuple[int, int], max_take: int | None = None, a: int = 1
) -> Iterator[tuple[int, int]]:
    """Every position one move away, from the rules."""
    x, y = position
    for k, l in _pairs(max_take, a, max(x, y)):
        if k <= x and l <= y:
            yield (x - k, y - l)


def p_table(
    n: int, misere: bool = False, max_take: int | None = None, a: int = 1
) -> list[list[bool]]:
    """P[x][y] for 0 <= x, y < n (True where the player to move loses)."""
    steps = list(_pairs(max_take, a, n - 1))
    reached = [[False] * n for _ in range(n)]
    table = [[False] * n for _ in range(n)]
    for x in range(n):
        for y in range(n):
            if reached[x][y] or (misere and x == y == 0):
                continue
            table[x][y] = True
            for k, l in steps:
                if x + k < n and y + l < n:
                    reached[x + k][y + l] = True
    return table


def winning_move_table(
    n: int, misere: bool = False, max_take: int | None = None, a: int = 1
) -> tuple[list[list[bool]], dict[tuple[int, int], set[tuple[int, int]]]]:
    """The P table and, for every position below n x n, the set of its options that are P."""
    table = p_table(n, misere, max_take, a)
    steps = list(_pairs(max_take, a, n - 1))
    result: dict[tuple[int, int], set[tuple[int, int]]] = {
        (x, y): set() for x in range(n) for y in range(n)
    }
    for x in range(n):
        for y in range(n):
            if table[x][y]:
                for k, l in steps:
                    if x + k < n and y + l < n:
                        result[x + k, y + l].add((x, y))
    return table, result
