"""How a game's positions are drawn: the words of the declarations.

A game declares on its class how a shell draws it (``board_kind``); see
:class:`grundy.game.Game`.  The shells read these declarations, never a
game's name (the web page draws every game from them).  A game drawn on a
board of squares also describes each position as a :class:`SquareBoard`.

>>> from grundy.game import find_game
>>> Queen = find_game("queen")
>>> Queen.board_kind
'square'
>>> board = Queen().square_board(((3, 3),))
>>> board.columns, board.name((3, 3)), board.column_label(8), board.row_label(0)
(19, 'D4', 'J', '1')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["BOARD_KINDS", "Square", "SquareBoard"]

#: How a position is drawn: stones in rows of piles; pieces on a board of squares
#: (see :class:`SquareBoard`); cards on a table; a row of heaps (which moves may split);
#: anything else as the position's text, with a typed move.
BOARD_KINDS = ("piles", "square", "cards", "heaps", "list")

#: A square (x, y): its column from the left and its row from the bottom, both from 0.
Square = tuple[int, int]


@dataclass(frozen=True)
class SquareBoard:
    """A position on a board of squares, as a page draws it (board kind ``"square"``).

    The position's JSON form is the list of its pieces' squares by :attr:`name`,
    and a move is typed as the name of the square a piece goes to: a page
    draws such a game and turns clicks into moves from this alone.
    """

    columns: int
    rows: int
    #: The squares of the pieces.
    pieces: tuple[Square, ...]
    #: A square's name in the game's notation (what a player types to pick it).
    name: Callable[[Square], str]
    #: The label under a column and beside a row.
    column_label: Callable[[int], str]
    row_label: Callable[[int], str]
    #: How a piece is drawn (one character).
    piece: str = "●"
    #: Points marked on the board, such as a Go board's star points.
    marks: tuple[Square, ...] = ()
    #: The squares the pieces head for.
    goals: tuple[Square, ...] = ()
    #: The lines along which the pieces can move, each from one square to another.
    lines: tuple[tuple[Square, Square], ...] = ()
    #: One sentence under the board, in English and in Chinese: how the pieces move, who wins.
    caption: tuple[str, str] = ("", "")
