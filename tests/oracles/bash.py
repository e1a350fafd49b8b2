"""The Bash game by brute force: one pile, a move takes 1 to m stones.

Plain minimax and mex over the rules; nothing here knows about m + 1.
"""

from __future__ import annotations


def table(limit: int, m: int, misere: bool = False) -> list[bool]:
    """wins[n] for 0 <= n <= limit: True if the player to move wins with n stones."""
    wins: list[bool] = []
    for n in range(limit + 1):
        options = [n - t for t in range(1, m + 1) if t <= n]
        wins.append(misere if not options else any(not wins[q] for q in options))
    return wins


def grundy_table(limit: int, m: int) -> list[int]:
    """Grundy values for 0 <= n <= limit, by mex."""
    values: list[int] = []
    for n in range(limit + 1):
        seen = {values[n - t] for t in range(1, m + 1) if t <= n}
        g = 0
        while g in seen:
            g += 1
        values.append(g)
    return values


def winning_moves(n: int, m: int, wins: list[bool]) -> set[int]:
    """The piles a winning move leaves, given the table of outcomes."""
    return {n - t for t in range(1, m + 1) if t <= n and not wins[n - t]}
