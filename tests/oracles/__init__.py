"""Brute-force oracles: plain minimax and mex straight from the rules of each game.

They know nothing of the library's theorems or of its engine, so the
closed forms can be checked against them.  One module per game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

Moves = Callable[[Any], Iterable[Any]]


def outcomes(moves: Moves, positions: Iterable[Hashable], misere: bool = False) -> dict[Any, str]:
    """'P' or 'N' for every position, by plain memoised minimax over ``moves``."""
    memo: dict[Any, bool] = {}

    def wins(p: Any) -> bool:  # the player to move wins
        if p not in memo:
            opts = list(moves(p))
            if not opts:
                memo[p] = misere
            else:
                memo[p] = any(not wins(q) for q in opts)
        return memo[p]

    return {p: ("N" if wins(p) else "P") for p in positions}


def grundy_values(moves: Moves, positions: Iterable[Hashable]) -> dict[Any, int]:
    """The Grundy value of every position, by plain memoised mex over ``moves``."""
    memo: dict[Any, int] = {}

    def g(p: Any) -> int:
        if p not in memo:
            seen = {g(q) for q in moves(p)}
            m = 0
            while m in seen:
                m += 1
            memo[p] = m
        return memo[p]

    return {p: g(p) for p in positions}


def winning_moves(moves: Moves, outcome: Callable[[Any], str], position: Any) -> set[Any]:
    """Every option of ``position`` whose outcome is P."""
    return {q for q in moves(position) if outcome(q) == "P"}
