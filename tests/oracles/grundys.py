"""Grundy's game by brute force: a move splits one heap into two unequal nonempty heaps."""

from __future__ import annotations

from collections.abc import Iterator

from tests.oracles import grundy_values, outcomes


def moves(position: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Sorted positions after each split (heaps of 1 and 2 cannot be split)."""
    for i, p in enumerate(position):
        others = position[:i] + position[i + 1:]
        for a in range(1, p):
            if a != p - a:
                yield tuple(sorted(others + (a, p - a)))


def outcome(position: tuple[int, ...]) -> str:
    key = tuple(sorted(position))
    return outcomes(moves, [key])[key]


def heap_values(count: int) -> list[int]:
    """G(n) of one heap by mex over whole positions."""
    found = grundy_values(moves, [(n,) for n in range(count)])
    return [found[(n,)] for n in range(count)]
