"""The divisor/multiple card game by brute force: memoised minimax over the raw rules.

A state is the multiset of cards left (a sorted tuple) and the card taken
last (None before the first card).  The player to move takes one card
that divides, or is a multiple of, the last card (at the start: any card
among the allowed first numbers); a player who cannot move loses.  No
graph, no matching: this is the exponential search the theorem replaces.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

State = tuple[tuple[int, ...], int | None]


def moves(state: State, choices: Iterable[int] | None = None) -> Iterator[State]:
    """Every state one move away, from the rules (each value once)."""
    cards, last = state
    allowed = None if choices is None else set(choices)
    seen = set()
    for i, c in enumerate(cards):
        if c in seen:
            continue
        seen.add(c)
        if last is None:
            if allowed is not None and c not in allowed:
                continue
        elif c % last and last % c:
            continue
        yield cards[:i] + cards[i + 1 :], c


@lru_cache(maxsize=None)
def _mover_wins(state: State) -> bool:
    return any(not _mover_wins(after) for after in moves(state))


def mover_wins(cards: Iterable[int], last: int | None = None) -> bool:
    """True if the player to move wins, from the cards left and the last card taken."""
    return _mover_wins((tuple(sorted(cards)), last))


def winning_cards(
    cards: Iterable[int], last: int | None = None, choices: Iterable[int] | None = None
) -> set[int]:
    """The set of values whose taking wins (at the start, among the allowed first numbers)."""
    state = (tuple(sorted(cards)), last)
    return {after[1] for after in moves(state, choices) if not _mover_wins(after)}


def answer(cards: Iterable[int], choices: Iterable[int]) -> int:
    """The Lanqiao answer: the smallest winning first number, or -1."""
    wins = winning_cards(cards, None, choices)
    return min(wins) if wins else -1


def clear() -> None:
    """Forget the memo (it grows with every instance)."""
    _mover_wins.cache_clear()
