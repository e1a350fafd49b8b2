"""Tokens on a graph by brute force: a move slides one token along one edge; plain mex and minimax."""

from __future__ import annotations

import random


def moves(graph: tuple[tuple[int, ...], ...], tokens: tuple[int, ...]) -> list[tuple[int, ...]]:
    return sorted({tuple(sorted(tokens[:i] + (w,) + tokens[i + 1:])) for i, v in enumerate(tokens) for w in graph[v]})


def random_dag(rng: random.Random, n: int, density: float) -> tuple[tuple[int, ...], ...]:
    """A random acyclic graph: edges go forward in a shuffled order of the vertices."""
    order = list(range(n))
    rng.shuffle(order)
    rank = {v: i for i, v in enumerate(order)}
    return tuple(tuple(w for w in range(n) if rank[w] > rank[v] and rng.random() < density) for v in range(n))
