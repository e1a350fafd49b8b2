"""Subtraction games by brute force: plain mex and minimax over the raw rules.

Nothing here knows about periods; the values come straight from the
definition, one pile (or tuple of piles) at a time.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tests.oracles import grundy_values, outcomes


def pile_moves(subset: Sequence[int]):
    """The moves function of one pile."""

    def moves(n: int) -> Iterator[int]:
        for s in subset:
            if s <= n:
                yield n - s

    return moves


def piles_moves(subset: Sequence[int]):
    """The moves function of a tuple of piles (take from one pile)."""

    def moves(position: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        for i, p in enumerate(position):
            for s in subset:
                if s <= p:
                    yield position[:i] + (p - s,) + position[i + 1:]

    return moves


def grundy_list(subset: Sequence[int], count: int) -> list[int]:
    """g(0), ..., g(count - 1) by the definition, bottom-up (no recursion depth)."""
    g: list[int] = []
    for n in range(count):
        seen = {g[n - s] for s in subset if s <= n}
        m = 0
        while m in seen:
            m += 1
        g.append(m)
    return g


def misere_list(subset: Sequence[int], count: int) -> list[str]:
    """Misère outcomes 'P'/'N' of one pile, bottom-up from the rules."""
    out: list[str] = []
    for n in range(count):
        options = [out[n - s] for s in subset if s <= n]
        out.append("N" if not options or "P" in options else "P")
    return out


def least_period(seq: Sequence, check_from: int) -> tuple[int, int]:
    """The least (preperiod, period) that the finite sequence shows, looking only at
    periods and preperiods small enough to be confirmed over seq[check_from:]."""
    n = len(seq)
    for p in range(1, (n - check_from) // 2 + 1):
        if all(seq[i] == seq[i + p] for i in range(check_from, n - p)):
            pre = check_from
            while pre > 0 and seq[pre - 1] == seq[pre - 1 + p]:
                pre -= 1
            return pre, p
    raise ValueError("no period visible")


__all__ = ["grundy_list", "grundy_values", "least_period", "misere_list", "outcomes",
           "pile_moves", "piles_moves"]
