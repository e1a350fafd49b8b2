"""The Sprague-Grundy engine: outcomes and Grundy values of any impartial game.

A game is given by a function ``moves(position)`` that returns (or yields)
every position reachable in one move.  Positions must be hashable.  The
solver is memoised and iterative, so deep games do not hit Python's
recursion limit; it reports a cycle in the game graph instead of looping,
and it can bound its work so that a search too large to finish says so
quickly instead of grinding.

>>> def take_1_or_2(n):
...     return [n - k for k in (1, 2) if k <= n]
>>> s = Solver(take_1_or_2)
>>> [s.grundy(n) for n in range(7)]
[0, 1, 2, 0, 1, 2, 0]
>>> s.outcome(3), s.outcome(100), s.winning_moves(100)
('P', 'N', [99])
>>> Solver(take_1_or_2, misere=True).outcome(1)
'P'

A search that needs more work than allowed raises
:class:`~grundy.errors.TooLargeError` at once:

>>> Solver(take_1_or_2, max_work=50).grundy(1000)
Traceback (most recent call last):
...
grundy.errors.TooLargeError: the search went through more than 50 moves and positions without finishing; ...

Algorithm notes: a position is P (previous player wins) iff every move
leads to an N-position; the Grundy value is the mex (minimum excluded
value) of the options' values, and a sum of games has the XOR of its
components' values (Sprague 1935, Grundy 1939).  In misère play a
position with no move is N: the player to move has nobody left to take
the last stone from.  Both recursions are run with an explicit stack of
frames (position, iterator over its options, partial result), so the
depth of the game costs heap memory, not C stack.  A position met again
while it is still on the stack closes a cycle: the recursion would not be
well founded there, and :class:`CycleError` names the position.

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for
your Mathematical Plays*, 2nd ed., vol. 1, chapter 4.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, Literal, TextIO

from .errors import GrundyError, TooLargeError, UnsupportedError, misere_grundy_error
from .messages import catalogue

__all__ = [
    "CycleError",
    "Outcome",
    "Progress",
    "Solver",
    "mex",
    "nim_sum",
    "report_to",
    "reporting",
    "terminal_progress",
]

Outcome = Literal["P", "N"]

MESSAGES = catalogue("engine", {
    "too_many_positions": ("the game has more than {limit:,} positions to search; ask about a smaller position",
                           "要搜索的局面超过 {limit:,} 个；请换一个小一些的局面"),
    "too_much_work": ("the search went through more than {limit:,} moves and positions without finishing; "
                      "the position is too large for exhaustive search",
                      "搜索检查了超过 {limit:,} 个走法和局面仍未结束；局面太大，无法穷举搜索"),
    "cycle": ("the position {position!r} can be reached from itself", "局面 {position!r} 可以从它自身再走到"),
})

#: How many units of work pass between two looks at the bounds and the clock.
_CHECK_EVERY = 4096
#: Work units charged for opening a new position (listing its moves, storing its
#: value), on top of one unit per move examined: a search of many positions
#: with few moves each costs about as much time per unit as one with many moves.
_POSITION_COST = 4


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


class Progress:
    """A one-line progress report on a terminal, erased when the work ends.

    Nothing is printed until ``delay`` seconds have passed, and then at most
    every ``interval`` seconds, so short computations stay silent.  Use it
    as a context manager; the line is erased on exit, also when the work is
    interrupted with Ctrl-C.

    >>> import io
    >>> with Progress("counting", stream=io.StringIO(), delay=0) as p:
    ...     p.update(5, 10)
    """

    def __init__(
        self,
        label: str,
        *,
        stream: TextIO | None = None,
        delay: float = 0.5,
        interval: float = 0.2,
    ) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.delay = delay
        self.interval = interval
        self._start = time.monotonic()
        self._next = self._start + delay
        self._shown = False

    def update(self, done: int, total: int | None = None, unit: str = "") -> None:
        """Report ``done`` (out of ``total``, if known); cheap when nothing is due."""
        now = time.monotonic()
        if now < self._next:
            return
        self._next = now + self.interval
        elapsed = now - self._start
        if total:
            numbers = f"{done:,}/{total:,}{unit} ({100 * done // total}%), {elapsed:.0f} s"
        else:
            numbers = f"{done:,}{unit}, {elapsed:.0f} s"
        # A long label is shortened, never the numbers.
        room = max(78 - len(numbers) - 2, 10)
        label = self.label if len(self.label) <= room else self.label[: room - 3] + "..."
        self.stream.write("\r" + f"{label}: {numbers}"[:78].ljust(78))
        self.stream.flush()
        self._shown = True

    def close(self) -> None:
        """Erase the progress line, if one was shown."""
        if self._shown:
            self.stream.write("\r" + " " * 78 + "\r")
            self.stream.flush()
            self._shown = False

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: Where a computation given no ``progress`` callback reports (see :func:`report_to`).
_sink: Callable[[int, int], None] | None = None


def report_to(sink: Callable[[int, int], None] | None) -> None:
    """Send the reports of computations given no ``progress`` callback to ``sink(done, total)``.

    A web worker sends them to its server, which shows them to whoever waits
    for the answer; None reports on the terminal again.

    >>> seen = []
    >>> report_to(lambda done, total: seen.append((done, total)))
    >>> with reporting("work") as report:
    ...     report(5, 10)
    >>> report_to(None); seen
    [(5, 10)]
    """
    global _sink
    _sink = sink


@contextmanager
def reporting(label: str, progress: Callable[[int, int], None] | None = None,
              unit: str = "") -> Iterator[Callable[[int, int], None]]:
    """The ``report(done, total)`` callback a long computation calls as it goes.

    ``progress`` when given; otherwise the sink given to :func:`report_to`,
    or a :class:`Progress` line on stderr when it is a terminal (erased when
    the block ends, also on Ctrl-C), or a callback that does nothing.

    >>> with reporting("work") as report:  # the tests do not run on a terminal
    ...     report(5, 10)
    """
    if progress is not None or _sink is not None:
        yield progress or _sink  # type: ignore[misc]
        return
    line = terminal_progress(label)
    if line is None:
        yield lambda done, total: None
        return
    with line:
        yield lambda done, total: line.update(done, total, unit)


def terminal_progress(label: str, **kwargs: Any) -> Progress | None:
    """A :class:`Progress` on stderr if stderr is a terminal, else None.

    >>> terminal_progress("work") is None  # the tests do not run on a terminal
    True
    """
    stream = sys.stderr
    try:
        if not stream.isatty():
            return None
    except (AttributeError, ValueError):
        return None
    return Progress(label, stream=stream, **kwargs)


class Solver:
    """Memoised, iterative solver for one impartial game.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` returns the positions reachable in one move.
    misere : bool
        Misère play: whoever makes the last move loses.  Outcomes and
        winning moves only; Grundy values describe normal play.
    canonical : callable, optional
        Maps a position to a key shared by equivalent positions (for
        example sorted piles), so each class is solved once.
    max_positions : int, optional
        Raise :class:`~grundy.errors.TooLargeError` once this many distinct
        positions have been solved.
    max_work : int, optional
        Raise :class:`~grundy.errors.TooLargeError` once the search has done
        this much work (over the solver's lifetime): one unit per move
        examined and four per position opened.  Bounding the work, and not
        only the positions, makes a hopeless search fail in seconds even
        when each position has thousands of moves.
    progress : callable, "auto" or None
        ``progress(positions, work)`` is called about every 0.2 s during a
        long search; ``"auto"`` (the default) shows a progress line on
        stderr when it is a terminal; None is silent.

    Raises
    ------
    CycleError
        When a position can be reached from itself.
    TooLargeError
        When a bound above is exceeded.

    Examples
    --------
    A game with a canonical form: two piles, take any number from one
    pile (Nim), with the piles sorted so (a, b) and (b, a) are solved once.

    >>> def nim_moves(p):
    ...     a, b = p
    ...     return [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]
    >>> s = Solver(nim_moves, canonical=lambda p: tuple(sorted(p)))
    >>> s.grundy((3, 5)), s.winning_moves((3, 5))
    (6, [(3, 3)])
    """

    def __init__(
        self,
        moves: Callable[[Any], Iterable[Any]],
        *,
        misere: bool = False,
        canonical: Callable[[Any], Hashable] | None = None,
        max_positions: int | None = None,
        max_work: int | None = None,
        progress: Callable[[int, int], None] | Literal["auto"] | None = "auto",
    ) -> None:
        self.moves = moves
        self.misere = misere
        self.canonical = canonical
        self.max_positions = max_positions
        self.max_work = max_work
        self.progress = progress
        #: The work done so far: moves examined, plus four per position opened.
        self.work = 0
        self._grundy: dict[Hashable, int] = {}
        self._wins: dict[Hashable, bool] = {}
        self._next_check = 0
        self._reporter: Progress | None = None

    def __repr__(self) -> str:
        return f"Solver({self.moves!r}, misere={self.misere!r})"

    @property
    def solved(self) -> int:
        """How many distinct positions the solver has stored so far."""
        return max(len(self._grundy), len(self._wins))

    def _key(self, position: Any) -> Hashable:
        return position if self.canonical is None else self.canonical(position)

    def _stored(self, table: dict[Hashable, Any]) -> None:
        if self.max_positions is not None and len(table) >= self.max_positions:
            raise TooLargeError(MESSAGES("too_many_positions", limit=self.max_positions))

    def _checkpoint(self) -> None:
        # Called every _CHECK_EVERY examined moves (and once more just past
        # the work bound): the work bound and progress.
        self._next_check = self.work + _CHECK_EVERY
        if self.max_work is not None:
            if self.work > self.max_work:
                raise TooLargeError(MESSAGES("too_much_work", limit=self.max_work))
            self._next_check = min(self._next_check, self.max_work + 1)
        if self.progress is None:
            return
        if self.progress == "auto":
            if self._reporter is None:
                self._reporter = terminal_progress("searching")
                if self._reporter is None:
                    self.progress = None
                    return
            self._reporter.update(self.solved, unit=f" positions, {self.work:,} moves")
        else:
            self.progress(self.solved, self.work)

    def _done(self) -> None:
        if self._reporter is not None:
            self._reporter.close()

    def grundy(self, position: Any) -> int:
        """Return the Grundy value (normal play) of a position."""
        if self.misere:
            raise misere_grundy_error()
        memo = self._grundy
        key = self._key(position)
        if key in memo:
            return memo[key]
        on_stack: set[Hashable] = {key}
        stack: list[tuple[Hashable, Iterator[Any], set[int]]] = [
            (key, iter(self.moves(position)), set())
        ]
        try:
            while stack:
                node_key, children, seen = stack[-1]
                for child in children:
                    self.work += 1
                    if self.work >= self._next_check:
                        self._checkpoint()
                    ck = self._key(child)
                    value = memo.get(ck)
                    if value is not None:
                        seen.add(value)
                        continue
                    if ck in on_stack:
                        raise CycleError(MESSAGES("cycle", position=child))
                    on_stack.add(ck)
                    self.work += _POSITION_COST
                    stack.append((ck, iter(self.moves(child)), set()))
                    break
                else:
                    stack.pop()
                    on_stack.discard(node_key)
                    value = mex(seen)
                    memo[node_key] = value
                    self._stored(memo)
                    if stack:
                        stack[-1][2].add(value)
        finally:
            self._done()
        return memo[key]

    def _mover_wins(self, position: Any) -> bool:
        memo = self._wins
        key = self._key(position)
        if key in memo:
            return memo[key]
        on_stack: set[Hashable] = {key}
        # A frame: [key, options iterator, has a move, found a move to a P-position].
        stack: list[list[Any]] = [[key, iter(self.moves(position)), False, False]]
        try:
            while stack:
                frame = stack[-1]
                if not frame[3]:
                    pushed = False
                    for child in frame[1]:
                        frame[2] = True
                        self.work += 1
                        if self.work >= self._next_check:
                            self._checkpoint()
                        ck = self._key(child)
                        known = memo.get(ck)
                        if known is None:
                            if ck in on_stack:
                                raise CycleError(MESSAGES("cycle", position=child))
                            on_stack.add(ck)
                            self.work += _POSITION_COST
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
                self._stored(memo)
                if stack and not result:
                    stack[-1][3] = True
        finally:
            self._done()
        return memo[key]

    def outcome(self, position: Any) -> Outcome:
        """Return ``'N'`` if the player to move wins with best play, else ``'P'``."""
        return "N" if self._mover_wins(position) else "P"

    def winning_moves(self, position: Any) -> list[Any]:
        """Return every option of the position that is a P-position, in move order.

        In misère play these are the moves that leave the opponent losing
        under misère rules.
        """
        return [m for m in self.moves(position) if not self._mover_wins(m)]
