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
well founded there, and :class:`CycleError` names the position.  Values
are kept in lists, one 8-byte entry a position, for positions that are
ints from 0 up and tuples of such ints (a grid per tuple length), in a
dict for the others (see :mod:`grundy.memo`, which says why each value
fits), and one search keeps at most ``_MAX_DEPTH`` frames (see there), so
a game a million moves deep is solved in a few MB.  Asked positions in an
order where each one's options are solved already (as a table is filled),
:meth:`Solver.grundy` takes the mex of their stored values with no search
at all; that path is a function built once per solver, with its table and
the game's functions bound (see ``Solver._grundy_function``).

One topic: the solver.  Its length is its innermost loops, the lookups of
ints and pairs written out in the mex path and in both searches, where a
call per option would cost more than the rest of the loop.

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for
your Mathematical Plays*, 2nd ed., vol. 1, chapter 4.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, Literal

from .errors import GrundyError, TooLargeError, UnsupportedError, misere_grundy_error
from .memo import Table
from .messages import catalogue
from .progress import Progress, report_to, reporting, terminal_progress

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
    "too_many_positions": ("the game has more than {limit:,} {limit:~position|positions} to search; ask about a smaller position, "
                           "or raise the bound ({arg}=, {none} for none)",
                           "要搜索的局面超过 {limit:,} 个；请换一个小一些的局面，或提高上限（{arg}=，{none} 表示不限）"),
    "too_much_work": ("the search went through more than {limit:,} {limit:~move|moves} and positions without finishing; "
                      "the position is too large for exhaustive search under this bound "
                      "(raise it with {arg}=, {none} for none)",
                      "搜索检查了超过 {limit:,} 个走法和局面仍未结束；在这个上限下局面太大，无法穷举搜索"
                      "（可用 {arg}= 提高上限，{none} 表示不限）"),
    "cycle": ("the position {position!r} can be reached from itself", "局面 {position!r} 可以从它自身再走到"),
})

#: How many units of work pass between two looks at the bounds and the clock.
_CHECK_EVERY = 4096
#: Work units charged for opening a new position (listing its moves, storing its
#: value), on top of one unit per move examined: a search of many positions
#: with few moves each costs about as much time per unit as one with many moves.
_POSITION_COST = 4


#: The mex of each set of values below 8, as a bit mask: _MEX[mask].
_MEX_SIZE = 1 << 8
_MEX = [(~mask & (mask + 1)).bit_length() - 1 for mask in range(_MEX_SIZE)]


def _nothing() -> None:
    pass


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


#: How deep one depth-first search goes before it stops and starts again from
#: where it stopped.
#:
#: Algorithm notes: a search from a root keeps a frame for every position on
#: the path from the root, so a game whose moves go down by one (take 1 from
#: a pile of 10^6) would keep 10^6 frames, hundreds of bytes each.  Instead,
#: when the path reaches this depth, the position it would enter next becomes
#: a new root: the frames are dropped and that root is solved first, with a
#: fresh stack; then the earlier root is searched again, and finds the values
#: below memoised.  Every value stored is the mex (or the P/N rule) over
#: options whose values are final, so the results are those of one plain
#: search; what it costs is the moves of at most _MAX_DEPTH positions per
#: root listed twice, and the memory of _MAX_DEPTH frames instead of the
#: whole path.  A cycle is still found: a position met again while it is on
#: the stack or is a pending root closes one.
_MAX_DEPTH = 1 << 13


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
        when each position has thousands of moves.  A position whose
        options are all solved is charged when its value is stored, so the
        bound may be passed by the moves of that one position.
    progress : callable, "auto" or None
        ``progress(positions, work)`` is called about every 0.2 s during a
        long search; ``"auto"`` (the default) shows a progress line on
        stderr when it is a terminal; None is silent.

    Notes
    -----
    The game's functions and ``misere`` are read once, when the solver is
    made.  Values are kept by key: in lists for ints from 0 up and for
    tuples of them, in a dict for any other key (see :mod:`grundy.memo`).

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
        self._work = 0  # see the property work
        self._grundy = Table()
        self._wins = Table()  # 1 where the player to move wins, 0 where he loses
        self._next_check = 0
        self._reporter: Progress | None = None
        self._settle: Callable[[], None] = _nothing
        self._rebudget: Callable[[], None] = _nothing
        self.grundy = self._grundy_function()  # type: ignore[method-assign,assignment]

    def __repr__(self) -> str:
        return f"Solver({self.moves!r}, misere={self.misere!r})"

    @property
    def solved(self) -> int:
        """How many distinct positions the solver has stored so far."""
        self._settle()
        return max(self._grundy.count, self._wins.count)

    @property
    def work(self) -> int:
        """The work done so far: moves examined, plus four per position opened.

        Setting it (to 0, say) gives the next searches the whole ``max_work``
        again, as a server does for each request:

        >>> s = Solver(lambda n: [n - 1] if n else [], max_work=100)
        >>> s.grundy(15), s.work  # 16 positions opened (4 each) and 15 moves
        (1, 79)
        >>> s.work = 0  # without this, 15 more positions would pass the bound
        >>> s.grundy(30), s.work
        (0, 75)
        """
        self._settle()
        return self._work

    @work.setter
    def work(self, value: int) -> None:
        self._rebudget()  # settles, and makes the next stored value look at the bounds
        self._work = value
        self._next_check = 0

    def _key(self, position: Any) -> Hashable:
        return position if self.canonical is None else self.canonical(position)

    def _stored(self, table: Table) -> None:
        # Raises once table holds max_positions positions.
        if self.max_positions is not None and table.count >= self.max_positions:
            raise TooLargeError(MESSAGES("too_many_positions", limit=self.max_positions, arg="max_positions", none="None"))

    def _checkpoint(self) -> None:
        # Called every _CHECK_EVERY examined moves (and once more just past
        # the work bound): the work bound and progress.
        self._next_check = self._work + _CHECK_EVERY
        if self.max_work is not None:
            if self._work > self.max_work:
                raise TooLargeError(MESSAGES("too_much_work", limit=self.max_work, arg="max_work", none="None"))
            self._next_check = min(self._next_check, self.max_work + 1)
        if self.progress is None:
            return
        if self.progress == "auto":
            if self._reporter is None:
                self._reporter = terminal_progress("searching")
                if self._reporter is None:
                    self.progress = None
                    return
            self._reporter.update(self.solved, unit=f" positions, {self._work:,} moves")
        else:
            self.progress(self.solved, self._work)

    def _done(self) -> None:
        if self._reporter is not None:
            self._reporter.close()

    def grundy(self, position: Any) -> int:
        """Return the Grundy value (normal play) of a position."""
        # Each solver answers through the function _grundy_function built for it
        # (an attribute of the instance, set in __init__); this is the same answer,
        # for a call through the class.
        if self.misere:
            raise misere_grundy_error()
        value = self._grundy.get(self._key(position))
        return value if value >= 0 else self._solve(position, self._grundy, self._grundy_search)

    def _grundy_function(self) -> Callable[[Any], int]:
        # grundy() for this solver, with what does not change bound once: its table,
        # moves and canonical key.  The lookups of Table.get are written out here
        # and in the searches, for ints and pairs: this is the engine's innermost
        # loop (see the notes of grundy.memo).  It counts its work and the positions
        # it stores in cells of its own, and adds them to the solver's (settles)
        # before a search, when the solver's counts are read, and whenever they may
        # have reached a bound or the next look at the clock: a settled count is
        # exact, and a bound stops the search at the same position as before.
        if self.misere:
            def refuse(position: Any) -> int:
                raise misere_grundy_error()
            return refuse
        table, moves, canonical, mex_of = self._grundy, self.moves, self.canonical, _MEX
        dense, sparse, get, pairs = table.dense, table.sparse, table.get, table.pairs
        put, solve, search = table.put, self._solve, self._grundy_search
        options = moves if canonical is None else lambda p: map(canonical, moves(p))
        spent = stored = budget = 0  # not settled yet; settle when spent >= budget
        cells, rows, cols = pairs.layout  # read again after each put (only a put lays it out anew)

        def settle() -> None:
            nonlocal spent, stored, budget
            self._work += spent
            table.count += stored
            budget -= spent
            spent = stored = 0

        def check() -> None:
            nonlocal budget
            settle()
            if self._work >= self._next_check:
                self._checkpoint()
            self._stored(table)
            budget = self._next_check - self._work
            if self.max_positions is not None:
                # Each position stored costs at least _POSITION_COST: the bound is
                # not reached before the budget is spent.
                budget = min(budget, _POSITION_COST * (self.max_positions - table.count))

        def grundy(position: Any) -> int:
            nonlocal spent, stored, budget, cells, rows, cols
            key = position if canonical is None else canonical(position)
            # Where the value goes: dense[index] for an int key, grid[cell] for a pair.
            index = cell = -1
            if key.__class__ is int:
                if 0 <= key < len(dense):
                    index = key
                    value = dense[key]
                else:
                    value = sparse.get(key, -1)
            elif type(key) is tuple and len(key) == 2:
                a, b = key
                grid = cells
                if type(a) is int and type(b) is int and 0 <= a < rows and 0 <= b < cols:
                    cell = a * cols + b
                    value = cells[cell]
                else:
                    value = sparse.get(key, -1)
            else:
                value = get(key)
            if value >= 0:
                return value
            # Where every option is solved already (as when positions are asked in
            # order), the mex needs no search.
            seen, work = 0, _POSITION_COST
            try:
                for ck in options(position):
                    work += 1
                    if ck.__class__ is int and ck >= 0:
                        value = dense[ck]  # an IndexError past the end: searched below
                    elif ck.__class__ is tuple and len(ck) == 2:
                        a, b = ck
                        if a.__class__ is int and b.__class__ is int and 0 <= a < rows and 0 <= b < cols:
                            value = cells[a * cols + b]
                        else:
                            value = sparse.get(ck, -1)
                    else:
                        value = get(ck)
                    if value < 0:
                        break
                    seen |= 1 << value
                else:
                    value = mex_of[seen] if seen < 256 else (~seen & (seen + 1)).bit_length() - 1  # 256: _MEX_SIZE
                    spent += work
                    if index >= 0:
                        dense[index] = value
                        stored += 1
                    elif cell >= 0 and grid is pairs.values:  # (not laid out anew by a call from moves)
                        grid[cell] = value
                        stored += 1
                    else:
                        settle()
                        put(key, value)
                        cells, rows, cols = pairs.layout
                    if spent >= budget:
                        check()
                    return value
            except IndexError:
                pass
            # Some option is not solved yet.
            settle()
            try:
                return solve(position, table, search)
            finally:
                budget = 0
                cells, rows, cols = pairs.layout

        grundy.__doc__ = Solver.grundy.__doc__
        def rebudget() -> None:
            nonlocal budget
            settle()
            budget = 0

        self._settle, self._rebudget = settle, rebudget
        return grundy

    def _mover_wins(self, position: Any) -> bool:
        if not self.misere:  # in normal play the player to move loses exactly where the value is 0
            self._settle()
            value = self._grundy.get(self._key(position))
            if value >= 0:
                return value != 0
        return bool(self._solve(position, self._wins, self._outcome_search))

    def _solve(self, position: Any, table: Table, search: Callable[..., Any]) -> int:
        # Searches from a stack of roots (see the Algorithm notes of _MAX_DEPTH): a
        # search that would go deeper than _MAX_DEPTH stops, and the position
        # it stopped at becomes a root of its own, solved first.
        self._settle()
        key = self._key(position)
        value = table.get(key)
        if value >= 0:
            return value
        roots: list[tuple[Any, Hashable]] = [(position, key)]
        pending: set[Hashable] = {key}
        try:
            while roots:
                root, root_key = roots[-1]
                if table.get(root_key) >= 0:
                    roots.pop()
                    pending.discard(root_key)
                    continue
                cut = search(root, root_key, table, pending)
                if cut is not None:
                    roots.append(cut)
                    pending.add(cut[1])
        finally:
            self._done()
        return table.get(key)

    def _grundy_search(self, position: Any, key: Hashable, table: Table,
                       pending: set[Hashable]) -> tuple[Any, Hashable] | None:
        # One depth-first search: None when the position is solved, or the
        # (position, key) where it stopped at the depth bound.  The hot loop
        # works on local names, the frame on top of the stack too (its key,
        # options iterator and the values seen so far as a bit mask); the
        # frames below are tuples of those.  The work done is written back when
        # it leaves.
        canonical, moves, limit, mex_of = self.canonical, self.moves, self.max_positions, _MEX
        dense, sparse, get, pairs = table.dense, table.sparse, table.get, table.pairs
        size, (cells, rows, cols) = len(dense), pairs.layout
        work, next_check, depth = self._work + _POSITION_COST, self._next_check, _MAX_DEPTH - 1
        on_stack: set[Hashable] = {key}
        below: list[tuple[Hashable, Any, int]] = []
        node, options, seen = key, iter(moves(position)), 0
        try:
            while True:
                for child in options:
                    work += 1
                    if work >= next_check:
                        self._work = work
                        self._checkpoint()
                        next_check = self._next_check
                    ck = child if canonical is None else canonical(child)
                    if ck.__class__ is int:
                        value = dense[ck] if 0 <= ck < size else sparse.get(ck, -1)
                    elif ck.__class__ is tuple and len(ck) == 2:
                        a, b = ck
                        if a.__class__ is int and b.__class__ is int and 0 <= a < rows and 0 <= b < cols:
                            value = cells[a * cols + b]
                        else:
                            value = sparse.get(ck, -1)
                    else:
                        value = get(ck)
                    if value >= 0:
                        seen |= 1 << value
                        continue
                    if ck in on_stack or ck in pending:
                        raise CycleError(MESSAGES("cycle", position=child))
                    if len(below) >= depth:
                        return child, ck
                    on_stack.add(ck)
                    work += _POSITION_COST
                    below.append((node, options, seen))
                    node, options, seen = ck, iter(moves(child)), 0
                    break
                else:
                    on_stack.discard(node)
                    value = mex_of[seen] if seen < 256 else (~seen & (seen + 1)).bit_length() - 1  # 256: _MEX_SIZE
                    if node.__class__ is int and 0 <= node < size:
                        dense[node] = value
                        table.count += 1
                    elif (node.__class__ is tuple and len(node) == 2 and node[0].__class__ is int
                          and node[1].__class__ is int and 0 <= node[0] < rows and 0 <= node[1] < cols
                          and cells is pairs.values):  # (not laid out anew by a call from moves)
                        cells[node[0] * cols + node[1]] = value
                        table.count += 1
                    else:
                        table.put(node, value)
                        size, (cells, rows, cols) = len(dense), pairs.layout
                    if limit is not None and table.count >= limit:
                        self._stored(table)
                    if not below:
                        return None
                    node, options, seen = below.pop()
                    seen |= 1 << value
        finally:
            self._work = work

    def _outcome_search(self, position: Any, key: Hashable, table: Table,
                        pending: set[Hashable]) -> tuple[Any, Hashable] | None:
        canonical, moves, get, dense = self.canonical, self.moves, table.get, table.dense
        valued = None if self.misere else self._grundy.get  # a known Grundy value gives the outcome
        self._work += _POSITION_COST
        on_stack: set[Hashable] = {key}
        # A frame: [key, options iterator, has a move, found a move to a P-position].
        stack: list[list[Any]] = [[key, iter(moves(position)), False, False]]
        while stack:
            frame = stack[-1]
            if not frame[3]:
                pushed = False
                for child in frame[1]:
                    frame[2] = True
                    self._work += 1
                    if self._work >= self._next_check:
                        self._checkpoint()
                    ck = child if canonical is None else canonical(child)
                    known = dense[ck] if ck.__class__ is int and 0 <= ck < len(dense) else get(ck)
                    if known < 0 and valued is not None:
                        known = valued(ck)
                        known = known if known <= 0 else 1
                    if known < 0:
                        if ck in on_stack or ck in pending:
                            raise CycleError(MESSAGES("cycle", position=child))
                        if len(stack) >= _MAX_DEPTH:
                            return child, ck
                        on_stack.add(ck)
                        self._work += _POSITION_COST
                        stack.append([ck, iter(moves(child)), False, False])
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
            table.put(frame[0], int(result))
            self._stored(table)
            if stack and not result:
                stack[-1][3] = True
        return None

    def outcome(self, position: Any) -> Outcome:
        """Return ``'N'`` if the player to move wins with best play, else ``'P'``."""
        return "N" if self._mover_wins(position) else "P"

    def winning_moves(self, position: Any) -> list[Any]:
        """Return every option of the position that is a P-position, in move order.

        In misère play these are the moves that leave the opponent losing
        under misère rules.
        """
        return [m for m in self.moves(position) if not self._mover_wins(m)]
