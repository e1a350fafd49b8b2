"""Octal games by brute force: plain minimax and mex over the raw rules.

A position is a sorted tuple of nonzero heaps; a move takes k tokens from
one heap and, as digit d_k of the code allows, removes the heap (bit 1),
leaves one heap (bit 2) or leaves two nonempty heaps (bit 4).  Nothing here
knows about periods, numpy or the library.
"""

from __future__ import annotations

from collections.abc import Iterator

from tests.oracles import grundy_values, outcomes


def code_digits(code: str) -> list[int]:
    """d1, d2, ... of a code "0.d1d2..." (read plainly)."""
    return [int(c) for c in code.split(".")[1]]


def heap_results(code: str, n: int) -> Iterator[tuple[int, ...]]:
    """The heaps left by each move from one heap of n (with repeats for equal results)."""
    for k, d in enumerate(code_digits(code), 1):
        if k > n:
            continue
        rest = n - k
        if rest == 0 and d & 1:
            yield ()
        if rest >= 1 and d & 2:
            yield (rest,)
        if rest >= 2 and d & 4:
            for a in range(1, rest):  # both orders: the sorted position is the same
                yield (a, rest - a)


def position_moves(code: str):
    """The moves function on sorted tuples of nonzero heaps."""

    def moves(position: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        for i, p in enumerate(position):
            others = position[:i] + position[i + 1:]
            for left in heap_results(code, p):
                yield tuple(sorted(others + left))

    return moves


def canonical(position: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted tuple of the nonzero heaps."""
    return tuple(sorted(p for p in position if p))


def outcome(code: str, position: tuple[int, ...]) -> str:
    """'P' or 'N' by plain minimax over whole positions (no Grundy values at all)."""
    key = canonical(position)
    return outcomes(position_moves(code), [key])[key]


def heap_grundy(code: str, n: int) -> int:
    """The Grundy value of the one-heap position (n,), by mex over whole positions."""
    key = canonical((n,))
    return grundy_values(position_moves(code), [key])[key]


def raw_winning_moves(code: str, position: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every move that leaves a P-position, in the library's layout (the heap replaced in place
    by 0, one heap, or two heaps a <= b), judged by minimax."""
    found = set()
    for i, p in enumerate(position):
        for left in heap_results(code, p):
            if len(left) == 2 and left[0] > left[1]:
                continue
            after = position[:i] + (left or (0,)) + position[i + 1:]
            if outcome(code, after) == "P":
                found.add(after)
    return found


def grundy_list(code: str, count: int) -> list[int]:
    """G(0), ..., G(count - 1) by the definition, bottom-up: mex of 0 (heap removed), G(rest)
    and G(a) xor G(rest - a) (Sprague-Grundy for the two heaps left)."""
    g: list[int] = []
    for n in range(count):
        seen = set()
        for left in heap_results(code, n):
            v = 0
            for h in left:
                v ^= g[h]
            seen.add(v)
        m = 0
        while m in seen:
            m += 1
        g.append(m)
    return g


def heap_grundy_values(code: str, count: int) -> list[int]:
    """heap_grundy(code, n) for n < count, sharing one memo of whole positions."""
    keys = [canonical((n,)) for n in range(count)]
    values = grundy_values(position_moves(code), keys)
    return [values[k] for k in keys]
