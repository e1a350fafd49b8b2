"""Sums of games by brute force: plain minimax over the product game.

A position of the sum is a tuple of component positions; a move is a move
in one component.  Nothing here uses Grundy values or XOR.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from tests.oracles import outcomes

Moves = Callable[[Any], Iterable[Any]]


def product_moves(components: Sequence[Moves]) -> Callable[[tuple[Any, ...]], Iterator[tuple[Any, ...]]]:
    """The moves function of the sum of games with these moves functions."""

    def moves(position: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
        for i, component in enumerate(components):
            for option in component(position[i]):
                yield position[:i] + (option,) + position[i + 1:]

    return moves


def sum_outcomes(components: Sequence[Moves], positions: Iterable[tuple[Any, ...]]) -> dict[Any, str]:
    """'P' or 'N' for each position of the sum, by minimax on the product game."""
    return outcomes(product_moves(components), positions)


__all__ = ["product_moves", "sum_outcomes"]
