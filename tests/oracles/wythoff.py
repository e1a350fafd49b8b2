"""Wythoff's game by brute force: the kernel sieve straight from the rules.

Positions are visited in increasing order; one that no earlier P-position
can reach is P, and it marks every position from which it can be reached
in one move (by adding stones to one pile, or the same number to both).
This is plain search over the rules: no golden ratio, no Beatty sequence.
"""

from __future__ import annotations

from collections.abc import Iterator


def moves(position: tuple[int, int]) -> Iterator[tuple[int, int]]:
    """Every position one move away, from the rules."""
    a, b = position
    for t in range(1, a + 1):
        yield (a - t, b)
    for t in range(1, b + 1):
        yield (a, b - t)
    for t in range(1, min(a, b) + 1):
        yield (a - t, b - t)


def p_table(n: int) -> list[list[bool]]:
    """P[a][b] for 0 <= a, b < n (True where the player to move loses)."""
    reached = [[False] * n for _ in range(n)]
    table = [[False] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            if reached[a][b]:
                continue
            table[a][b] = True
            for t in range(1, n):
                if a + t < n:
                    reached[a + t][b] = True
                if b + t < n:
                    reached[a][b + t] = True
                if a + t < n and b + t < n:
                    reached[a + t][b + t] = True
    return table


def winning_move_table(n: int) -> dict[tuple[int, int], set[tuple[int, int]]]:
    """For every position below n x n, the set of its options that are P.

    Built backwards: each P-position is a winning move for every position
    that reaches it in one move.
    """
    table = p_table(n)
    result: dict[tuple[int, int], set[tuple[int, int]]] = {
        (a, b): set() for a in range(n) for b in range(n)
    }
    for a in range(n):
        for b in range(n):
            if table[a][b]:
                for t in range(1, n):
                    for src in ((a + t, b), (a, b + t), (a + t, b + t)):
                        if src[0] < n and src[1] < n:
                            result[src].add((a, b))
    return result
