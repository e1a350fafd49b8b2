"""The Sprague-Grundy engine: outcomes and Grundy values of any impartial game.

A game is given by a function ``moves(position)`` that yields every position
reachable in one move.  Positions must be hashable.  The solver is memoised
and iterative, so deep games do not hit Python's recursion limit, and it
reports a cycle in the game graph instead of looping.

>>> def take_1_or_2(n):
...     return [n - k for k in (1, 2) if k <= n]
>>> s = Solver(take_1_or_2)
>>> [s.grundy(n) for n in range(7)]
[0, 1, 2, 0, 1, 2, 0]
>>> s.outcome(3), s.outcome(100), s.winning_moves(100)
('P', 'N', [99])
>>> Solver(take_1_or_2, misere=True).outcome(1)
'P'

Algorithm notes: a position is P (previous player wins) iff every move
leads to an N-position; the Grundy value is the mex (minimum excluded
value) of the options' values, and a sum of games has the XOR of its
components' values (Sprague 1935, Grundy 1939).  In misère play a
position with no move is N: the player to move has nobody left to take
the last stone from.

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for
your Mathematical Plays*, 2nd ed., vol. 1, chapter 4.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any, Literal

from .errors import GrundyError, TooLargeError, UnsupportedError

__all__ = ["CycleError", "Outcome", "Solver", "mex", "nim_sum"]

Outcome = Literal["P", "N"]


class CycleError(GrundyError):
    """The game graph has a cycle, so play need not end and the theory does not apply."""


def mex(values: Iterable[int]) -> int:
    """Return the minimum excluded value: the least non-negative int not in values.

    >>> mex([0, 1, 3]), mex([]), mex([1, 2])
    (2, 0, 0)
    """
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


def nim_sum(values: Iterable[int]) -> int:
    """Return the XOR of the values: the Grundy value of a sum of games.

    >>> nim_sum([3, 4, 5]), nim_sum([])
    (2, 0)
    """
    total = 0
    for v in values:
        total ^= v
    return total


class Solver:
    """Memoised, iterative solver for one impartial game.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` returns the positions reachable in one move.
    misere : bool
        Misère play: whoever makes the last move loses.  Outcomes only.
    canonical : callable, optional
        Maps a position to a key shared by equivalent positions (for
        example sorted piles), so each class is solved once.
    max_positions : int, optional
        Raise :class:`~grundy.errors.TooLargeError` once this many distinct
        positions have been solved.
    progress : callable, optional
        Called as ``progress(count)`` every 65,536 new positions.

    Raises
    ------
    CycleError
        When a position can be reached from itself.
    """

    def __init__(
        self,
        moves: Callable[[Any], Iterable[Any]],
        *,
        misere: bool = False,
        canonical: Callable[[Any], Hashable] | None = None,
        max_positions: int | None = None,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        self.moves = moves
        self.misere = misere
        self.canonical = canonical
        self.max_positions = max_positions
        self.progress = progress
        self._grundy: dict[Hashable, int] = {}
        self._wins: dict[Hashable, bool] = {}

    def __repr__(self) -> str:
        return f"Solver({self.moves!r}, misere={self.misere!r})"

    @property
    def solved(self) -> int:
        """How many distinct positions the solver has stored so far."""
        return max(len(self._grundy), len(self._wins))

    def _key(self, position: Any) -> Hashable:
        return position if self.canonical is None else self.canonical(position)

    def _count(self, table: dict[Hashable, Any]) -> None:
        n = len(table)
        if self.max_positions is not None and n >= self.max_positions:
            raise TooLargeError(
                f"the game has more than {self.max_positions:,} positions to search"
            )
        if self.progress is not None and n % 65536 == 0:
            self.progress(n)

    def grundy(self, position: Any) -> int:
        """Return the Grundy value (normal play) of a position."""
        if self.misere:
            raise UnsupportedError("Grundy values describe normal play, not misère play")
        memo = self._grundy
        key = self._key(position)
        if key in memo:
            return memo[key]
        on_stack: set[Hashable] = {key}
        stack: list[tuple[Hashable, Iterator[Any], set[int]]] = [
            (key, iter(self.moves(position)), set())
        ]
        while stack:
            node_key, children, seen = stack[-1]
            for child in children:
                ck = self._key(child)
                value = memo.get(ck)
                if value is not None:
                    seen.add(value)
                    continue
                if ck in on_stack:
                    raise CycleError(f"the position {child!r} can be reached from itself")
                on_stack.add(ck)
                stack.append((ck, iter(self.moves(child)), set()))
                break
            else:
                stack.pop()
                on_stack.discard(node_key)
                memo[node_key] = mex(seen)
                self._count(memo)
                if stack:
                    stack[-1][2].add(memo[node_key])
        return memo[key]

    def _mover_wins(self, position: Any) -> bool:
        memo = self._wins
        key = self._key(position)
        if key in memo:
            return memo[key]
        on_stack: set[Hashable] = {key}
        # A frame: [key, options iterator, has a move, found a move to a P-position].
        stack: list[list[Any]] = [[key, iter(self.moves(position)), False, False]]
        while stack:
            frame = stack[-1]
            if not frame[3]:
                pushed = False
                for child in frame[1]:
                    frame[2] = True
                    ck = self._key(child)
                    known = memo.get(ck)
                    if known is None:
                        if ck in on_stack:
                            raise CycleError(f"the position {child!r} can be reached from itself")
                        on_stack.add(ck)
                        stack.append([ck, iter(self.moves(child)), False, False])
                        pushed = True
                        break
                    if not known:
                        frame[3] = True
                        break
                if pushed:
                    continue
            # No move at all: the mover loses in normal play and wins in misère.
            result = frame[3] or (self.misere and not frame[2])
            stack.pop()
            on_stack.discard(frame[0])
            memo[frame[0]] = result
            self._count(memo)
            if stack and not result:
                stack[-1][3] = True
        return memo[key]

    def outcome(self, position: Any) -> Outcome:
        """Return ``'N'`` if the player to move wins with best play, else ``'P'``."""
        return "N" if self._mover_wins(position) else "P"

    def winning_moves(self, position: Any) -> list[Any]:
        """Return every option of the position that is a P-position, in move order."""
        return [m for m in self.moves(position) if not self._mover_wins(m)]
