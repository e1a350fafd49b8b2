"""Boards of any two-pile game: its P-positions and Grundy values on a square of positions,
and the lines a board is written in (text or csv).

Each cell comes from the game's own answers (``outcome``, ``grundy``), so a
board follows the game's rules (misère, move limits, ...); a game with a
fast table of its own (:meth:`~grundy.game.Game.grundy_table`) gives it.

Complexity: a board of n x n cells asks the game n^2 questions; the sizes
are bounded by :data:`MAX_BOARD_SIZE` and :data:`MAX_GENERIC_GRUNDY_SIZE`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from .display import GrundyTable, PositionMap
from .engine import reporting
from .errors import InputError, TooLargeError, UnsupportedError, misere_grundy_error
from .messages import Text, catalogue
from .style import Style, plain

__all__ = [
    "MAX_BOARD_SIZE",
    "MAX_GENERIC_GRUNDY_SIZE",
    "board_lines",
    "check_size",
    "grundy_board",
    "grundy_lines",
    "outcome_board",
    "p_position_lines",
    "p_positions",
]

MESSAGES = catalogue("boards", {
    "not_two_piles": ("{game} is not a two-pile game, so it has no board", "{game}不是两堆的游戏，没有局面图"),
    "board_size": ("the board size", "棋盘大小"),
    "table_size": ("the table size", "表的大小"),
    "size": ("size", "大小"),
    "not_integer": ("{what} must be an integer, not {n!r}", "{what}必须是整数，不能是 {n!r}"),
    "negative": ("{what} must be non-negative, not {n}", "{what}必须是非负整数，不能是 {n}"),
    "too_large": ("{what} {n} is too large (at most {limit} here)", "{what} {n} 太大（这里至多 {limit}）"),
    "unknown_format": ("unknown text format {fmt!r} (text or csv)", "未知的文本格式 {fmt!r}（可选 text 或 csv）"),
})

ProgressFn = Callable[[int, int], None]

#: Largest board for P/N marks computed through a game's own ``outcome``.
MAX_BOARD_SIZE = 2048
#: Largest Grundy table computed through a game's own ``grundy`` (no fast path).
MAX_GENERIC_GRUNDY_SIZE = 256


def check_size(n: Any, limit: int, what: str | Text | None = None) -> int:
    """Return n if 0 <= n <= limit, else raise a clear error naming ``what`` (a message, or a
    name that reads the same in every language, such as a flag; by default "size").

    >>> check_size(10, 100)
    10
    >>> check_size(10**6, 16384, "--size")
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: --size 1000000 is too large (at most 16384 here)
    """
    named = MESSAGES("size") if what is None else what
    if isinstance(n, bool) or not isinstance(n, int):
        raise InputError(MESSAGES("not_integer", what=named, n=n))
    if n < 0:
        raise InputError(MESSAGES("negative", what=named, n=n))
    if n > limit:
        raise TooLargeError(MESSAGES("too_large", what=named, n=n, limit=limit))
    return n


def _two_piles(game: Any) -> None:
    if not game.shell.pile_map:
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
    check_size(size, MAX_GENERIC_GRUNDY_SIZE, MESSAGES("table_size"))
    table = np.zeros((size, size), np.int64)
    with reporting("Grundy table", progress, " rows") as report:
        for x in range(size):
            table[x] = [game.grundy((x, y)) for y in range(size)]
            report(x + 1, size)
    return table.view(GrundyTable)


# ------------------------------------------------------------------ output
def p_position_lines(positions: list[tuple[int, int]], fmt: str = "text") -> Iterator[str]:
    """The P-positions as lines: "x y" (text) or "x,y" under a header (csv).

    >>> list(p_position_lines([(0, 0), (1, 2)], "csv"))
    ['x,y', '0,0', '1,2']
    """
    sep = _separator(fmt)
    if fmt == "csv":
        yield "x,y"
    for x, y in positions:
        yield f"{x}{sep}{y}"


def board_lines(board: np.ndarray, fmt: str = "text", style: Style = plain) -> Iterator[str]:
    """The P/N board, row x per line: "P N N ..." (text) or "P,N,N,..." (csv).

    ``style`` decorates the marks (roles "P-mark" and "N-mark", see :mod:`grundy.style`).

    >>> list(board_lines(np.array([[True, False], [False, False]])))
    ['P N', 'N N']
    """
    sep = _separator(fmt)
    marks = np.where(board, style("P-mark", "P"), style("N-mark", "N"))
    for row in marks:
        yield sep.join(row.tolist())


def grundy_lines(table: np.ndarray, fmt: str = "text") -> Iterator[str]:
    """Grundy values, row x per line, right-aligned in text, comma-separated in csv.

    >>> list(grundy_lines(np.array([[0, 1], [1, 12]])))
    [' 0  1', ' 1 12']
    """
    if fmt == "csv":
        for row in table:
            yield ",".join(map(str, row.tolist()))
        return
    _separator(fmt)
    width = len(str(int(table.max()))) if table.size else 1
    for row in table:
        yield " ".join(str(v).rjust(width) for v in row.tolist())


def _separator(fmt: str) -> str:
    if fmt == "text":
        return " "
    if fmt == "csv":
        return ","
    raise InputError(MESSAGES("unknown_format", fmt=fmt))
