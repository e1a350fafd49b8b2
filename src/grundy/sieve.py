"""How the P-positions of a two-pile game are found, step by step, and the mex of each cell.

The classroom method on the map of positions (x, y), 0 <= x, y < size:
visit the cells in order, x first, then y; the first cell not yet crossed
out is a P-position, and every cell from which one move reaches it is
crossed out as an N-position; then the next cell not crossed out, and so
on.  For Grundy values, each cell in the same order takes the mex (least
value missing) of the values of the cells it can move to.

Everything comes from the game's own moves (``Game.options``) with a plain
loop, so the steps follow its rules: misère play, a move limit, Fraenkel's
a-Wythoff game, or any game that declares a pile map.

>>> from grundy.games.wythoff import Wythoff
>>> steps = sieve_steps(Wythoff(), 6)
>>> [s.p for s in steps]
[(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)]
>>> len(steps[0].crossed), (0, 1) in steps[0].crossed
(15, True)
>>> [str(s) for s in mex_steps(Wythoff(), 3)[4:6]]
['G(1, 1) = mex{1, 1, 0} = 2', 'G(1, 2) = mex{2, 2, 1, 1} = 0']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .errors import TooLargeError, UnsupportedError, misere_grundy_error
from .messages import catalogue

__all__ = ["MAX_MEX_SIZE", "MAX_SIEVE_SIZE", "MexStep", "SieveStep", "mex_steps", "sieve_steps"]

MESSAGES = catalogue("sieve", {
    "not_two_piles": ("{game} is not a two-pile game, so it has no map to sieve",
                      "{game}不是两堆的游戏，没有可以筛的局面图"),
    "size": ("the size of the sieve must be between 1 and {limit}, not {size}",
             "筛的大小必须在 1 到 {limit} 之间，不能是 {size}"),
    "order": ("{game}: the move from {cell} to {option} does not lead to an earlier cell, "
              "so its map cannot be sieved in order",
              "{game}：从 {cell} 到 {option} 的走法没有走到更早的格子，局面图不能按顺序筛"),
})

#: Largest map the sieve steps through (its cells times their moves stay small).
MAX_SIEVE_SIZE = 64
#: Largest map whose mex steps are listed, each with the cells it can move to.
MAX_MEX_SIZE = 24

Cell = tuple[int, int]


@dataclass(frozen=True)
class SieveStep:
    """One step of the sieve: the cell marked P and the N cells it newly crosses out.

    ``p`` is None for the first step of a misère game, whose finished
    positions are N (the player to move has won) without any P-position
    crossing them out.
    """

    p: Cell | None
    crossed: tuple[Cell, ...]

    def to_json(self) -> dict[str, Any]:
        return {"p": None if self.p is None else list(self.p), "crossed": [list(c) for c in self.crossed]}


@dataclass(frozen=True)
class MexStep:
    """One cell's Grundy value: the cells it can move to, and the mex of their values."""

    cell: Cell
    options: tuple[Cell, ...]
    values: tuple[int, ...]
    value: int

    def __str__(self) -> str:
        x, y = self.cell
        return f"G({x}, {y}) = mex{{{', '.join(map(str, self.values))}}} = {self.value}"

    def to_json(self) -> dict[str, Any]:
        return {"cell": list(self.cell), "options": [list(c) for c in self.options],
                "values": list(self.values), "value": self.value}


def _cells(size: int) -> Iterator[Cell]:
    for x in range(size):
        for y in range(size):
            yield (x, y)


def _moves(game: Any, size: int, limit: int) -> dict[Cell, list[Cell]]:
    """Each cell's distinct options, in the game's move order, checked to come earlier."""
    if not game.shell.pile_map:
        name = game.named()
        raise UnsupportedError(MESSAGES("not_two_piles", game=name))
    if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= limit:
        raise TooLargeError(MESSAGES("size", limit=limit, size=size))
    moves: dict[Cell, list[Cell]] = {}
    for cell in _cells(size):
        seen: dict[Cell, None] = {}
        for option in game.options(cell):
            option = (int(option[0]), int(option[1]))
            # Algorithm notes: the sieve is right when every move leads to a cell visited
            # before (so its outcome is known); pile maps' moves only take stones.
            if not (0 <= option[0] <= cell[0] and 0 <= option[1] <= cell[1]) or option == cell:
                name = game.named()
                raise UnsupportedError(MESSAGES("order", game=name, cell=cell, option=option))
            seen[option] = None
        moves[cell] = list(seen)
    return moves


def sieve_steps(game: Any, size: int) -> list[SieveStep]:
    """The steps of the sieve on the game's size x size map, in order.

    Each step marks the first cell not yet crossed out (in the order x, then
    y) as a P-position and crosses out, as N-positions, the cells that reach
    it in one move and were not crossed out before.  After the last step
    every cell is marked or crossed out.

    Algorithm notes: a cell is P exactly when no move from it reaches a P
    cell (in misère play a cell without moves is N instead).  Every move
    leads to an earlier cell, so when the visit reaches a cell not crossed
    out, each earlier P cell has crossed out whatever reaches it: none is an
    option of this cell, which is therefore P.

    Complexity: the game is asked for the options of size^2 cells.

    >>> from grundy.games.wythoff import Wythoff
    >>> steps = sieve_steps(Wythoff(misere=True), 4)
    >>> steps[0].p, steps[0].crossed, [s.p for s in steps[1:]]
    (None, ((0, 0),), [(0, 1), (1, 0), (2, 2)])
    """
    moves = _moves(game, size, MAX_SIEVE_SIZE)
    reached_by: dict[Cell, list[Cell]] = {cell: [] for cell in moves}
    for cell, options in moves.items():
        for option in options:
            reached_by[option].append(cell)
    decided: set[Cell] = set()
    steps: list[SieveStep] = []
    if game.misere:
        finished = tuple(cell for cell, options in moves.items() if not options)
        decided.update(finished)
        steps.append(SieveStep(None, finished))
    for cell in _cells(size):
        if cell in decided:
            continue
        decided.add(cell)
        crossed = tuple(c for c in reached_by[cell] if c not in decided)
        decided.update(crossed)
        steps.append(SieveStep(cell, tuple(sorted(crossed))))
    return steps


def mex_steps(game: Any, size: int) -> list[MexStep]:
    """Each cell's Grundy value as the mex of its options' values, cell by cell in order.

    Normal play only: a misère game has no Grundy values (UnsupportedError).

    >>> from grundy.games.wythoff import Wythoff
    >>> [s.value for s in mex_steps(Wythoff(), 3)]
    [0, 1, 2, 1, 2, 0, 2, 0, 1]
    """
    if getattr(game, "misere", False):
        raise misere_grundy_error()
    moves = _moves(game, size, MAX_MEX_SIZE)
    values: dict[Cell, int] = {}
    steps: list[MexStep] = []
    for cell in _cells(size):
        options = tuple(moves[cell])
        seen = tuple(values[o] for o in options)
        value = 0
        while value in seen:
            value += 1
        values[cell] = value
        steps.append(MexStep(cell, options, seen, value))
    return steps
