"""Boards of any two-pile game: its P-positions and Grundy values on a square of positions.

Each cell comes from the game's own answers (``outcome``, ``grundy``), so a
board follows the game's rules (misère, move limits, ...); a game with a
fast table of its own (:meth:`~grundy.game.Game.grundy_table`) gives it.

Complexity: a board of n x n cells asks the game n^2 questions; the sizes
are bounded by :data:`MAX_BOARD_SIZE` and :data:`MAX_GENERIC_GRUNDY_SIZE`.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .display import GrundyTable, PositionMap
from .engine import reporting
from .errors import UnsupportedError, misere_grundy_error
from .messages import catalogue
from .tables import MESSAGES as TABLES
from .tables import ProgressFn, check_size

__all__ = ["MAX_BOARD_SIZE", "MAX_GENERIC_GRUNDY_SIZE", "grundy_board", "outcome_board", "p_positions"]

MESSAGES = catalogue("boards", {
    "not_two_piles": ("{game} is not a two-pile game, so it has no board", "{game}不是两堆的游戏，没有局面图"),
    "board_size": ("the board size", "棋盘大小"),
})

#: Largest board for P/N marks computed through a game's own ``outcome``.
MAX_BOARD_SIZE = 2048
#: Largest Grundy table computed through a game's own ``grundy`` (no fast path).
MAX_GENERIC_GRUNDY_SIZE = 256


def _two_piles(game: Any) -> None:
    if not game.pile_map:
        raise UnsupportedError(MESSAGES("not_two_piles", game=game.named()))


def outcome_board(game: Any, size: int, *, progress: ProgressFn | None = None) -> np.ndarray:
    """Return a size x size boolean array, True where (x, y) is a P-position of the game.

    Computed through the game's own ``outcome``, so it follows its rules
    (misère, move limits, ...).

    >>> from grundy.games.wythoff import Wythoff
    >>> board = outcome_board(Wythoff(), 8)
    >>> [(int(x), int(y)) for x, y in zip(*board.nonzero()) if x <= y]
    [(0, 0), (1, 2), (3, 5), (4, 7)]
    """
    _two_piles(game)
    check_size(size, MAX_BOARD_SIZE, MESSAGES("board_size"))
    board = np.zeros((size, size), bool)
    with reporting("P/N board", progress, " rows") as report:
        for x in range(size):
            board[x] = [game.outcome((x, y)) == "P" for y in range(size)]
            report(x + 1, size)
    return board.view(PositionMap)


def p_positions(game: Any, size: int, *, progress: ProgressFn | None = None) -> list[tuple[int, int]]:
    """Every P-position (x, y) with 0 <= x, y < size, in row-major order.

    >>> from grundy.games.wythoff import Wythoff
    >>> p_positions(Wythoff(), 6)
    [(0, 0), (1, 2), (2, 1), (3, 5), (5, 3)]
    """
    board = outcome_board(game, size, progress=progress)
    return [(int(x), int(y)) for x, y in zip(*board.nonzero())]


def grundy_board(game: Any, size: int, *, progress: ProgressFn | None = None) -> np.ndarray:
    """Return the size x size array of Grundy values of a two-pile game.

    A game with a fast table of its own gives it (:meth:`Game.grundy_table`:
    Wythoff's game with its standard rules); any other game is tabulated
    through its own ``grundy`` (and a misère game has none: UnsupportedError).

    >>> from grundy.games.wythoff import Wythoff
    >>> grundy_board(Wythoff(), 3).tolist()
    [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    """
    _two_piles(game)
    if getattr(game, "misere", False):
        raise misere_grundy_error()
    fast: np.ndarray | None = game.grundy_table(size, progress=progress)
    if fast is not None:
        return fast.view(GrundyTable)
    check_size(size, MAX_GENERIC_GRUNDY_SIZE, TABLES("table_size"))
    table = np.zeros((size, size), np.int64)
    with reporting("Grundy table", progress, " rows") as report:
        for x in range(size):
            table[x] = [game.grundy((x, y)) for y in range(size)]
            report(x + 1, size)
    return table.view(GrundyTable)
