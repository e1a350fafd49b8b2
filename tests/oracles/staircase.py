"""Staircase Nim on chessmen by brute force: a move shifts one chessman left, not onto or past another."""

from __future__ import annotations


def moves(cells: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every position one move leaves (cells sorted)."""
    found = []
    for i, c in enumerate(cells):
        for to in range(1, c):
            if to not in cells and all(not (to < d < c) for d in cells):
                found.append(tuple(sorted(cells[:i] + (to,) + cells[i + 1:])))
    return found
