"""The tables of a game drawn on a board of squares, and the legal moves of a position.

The page's Explore and Step-by-step views show a two-pile game on its map of
positions (:mod:`grundy.web.tables`); a game drawn on a board of squares (the
queen) is shown on its own board instead: each square is the position of a
lone piece there, and its outcome, its Grundy value and the steps that find
them are those of that position, computed from the game's own moves
(``Game.options``).  :func:`legal_moves` lists every move of a position, for
the page to mark the cards (or stones) a player may take.

>>> t = square_table("queen", {"board": "4"})
>>> t["outcomes"][1], t["column_labels"]
('NNPN', ['A', 'B', 'C', 'D'])
>>> [s["p"] for s in square_sieve("queen", {"board": "4"})["steps"]]
[[3, 3], [1, 2], [2, 1]]
>>> legal_moves("cards", {"cards": [2, 3, 4], "last": 2}, {})["moves"]
[{'cards': [3, 4], 'last': 2}, {'cards': [2, 3], 'last': 4}]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import mex
from ..errors import TooLargeError, UnsupportedError
from ..game import Game
from ..messages import catalogue
from .limits import MAX_DRAWN, MAX_POSITIONS
from .reading import build, read_position

__all__ = ["legal_moves", "square_sieve", "square_table"]

MESSAGES = catalogue("web.squares", {
    "no_squares": ("{game} is not drawn on a board of squares", "{game}不是画在棋盘上的游戏"),
    "too_large": ("the board has more than {limit} {limit:~square|squares} a side", "棋盘每边超过 {limit} 格"),
    "many_moves": ("the position has more than {limit} {limit:~move|moves}", "这个局面的走法超过 {limit} 种"),
    "moves_back": ("{game}: a move from {cell} goes back to {option}, so its squares have no order to sieve",
                   "{game}：从 {cell} 走到 {option} 是回头的，这些格子没有可以筛的顺序"),
})

Cell = tuple[int, int]


class _Board:
    """Every square of a game's board as the position of a lone piece, and the moves between them."""

    def __init__(self, game: Game) -> None:
        try:
            board = game.square_board(())
        except (NotImplementedError, AttributeError, TypeError):
            raise UnsupportedError(MESSAGES("no_squares", game=game.name)) from None
        if board.columns > MAX_DRAWN or board.rows > MAX_DRAWN:
            raise TooLargeError(MESSAGES("too_large", limit=MAX_DRAWN))
        self.board = board
        cells = [(x, y) for x in range(board.columns) for y in range(board.rows)]
        at = {board.name(c): c for c in cells}
        self.options: dict[Cell, list[Cell]] = {}
        for cell in cells:
            position = game.position_from_json([board.name(cell)])
            reached = []
            for after in game.options(position):
                names = game.position_to_json(after)
                if len(names) == 1 and names[0] in at:
                    reached.append(at[names[0]])
            self.options[cell] = reached
        self.order = _order(game.name, self.options)

    def layout(self) -> dict[str, Any]:
        b = self.board
        return {
            "columns": b.columns, "rows": b.rows, "size": max(b.columns, b.rows),
            "column_labels": [b.column_label(x) for x in range(b.columns)],
            "row_labels": [b.row_label(y) for y in range(b.rows)],
            "names": [[b.name((x, y)) for x in range(b.columns)] for y in range(b.rows)],
            "goals": [list(g) for g in b.goals],
        }


def _order(name: str, options: Mapping[Cell, list[Cell]]) -> list[Cell]:
    """The squares, each after every square it moves to (a topological order), nearest the end first."""
    depth: dict[Cell, int] = {}
    for start in options:
        stack: list[tuple[Cell, bool]] = [(start, False)]
        on_path: set[Cell] = set()
        while stack:
            cell, done = stack.pop()
            if done:
                on_path.discard(cell)
                depth[cell] = 1 + max((depth[o] for o in options[cell]), default=-1)
                continue
            if cell in depth:
                continue
            on_path.add(cell)
            stack.append((cell, True))
            for option in options[cell]:
                if option in on_path:
                    raise UnsupportedError(MESSAGES("moves_back", game=name, cell=cell, option=option))
                if option not in depth:
                    stack.append((option, False))
    return sorted(options, key=lambda c: (depth[c], c))


def square_table(game: str, options: Mapping[str, Any] | None = None,
                 rules: Mapping[str, Any] | None = None, grundy: bool = False) -> dict[str, Any]:
    """The outcome (and Grundy value) of a lone piece on every square: ``outcomes[x][y]``."""
    built = build(game, options, rules).game
    board = _Board(built)
    # The outcomes are the game's own; the Grundy values the mex over its moves.
    win = {cell: built.outcome(built.position_from_json([board.board.name(cell)])) == "N"
           for cell in board.order}
    values: dict[Cell, int] = {}
    if grundy:
        for cell in board.order:
            values[cell] = mex(values[o] for o in board.options[cell])
    cols, rows = board.board.columns, board.board.rows
    data: dict[str, Any] = {
        "game": built.name, "rules": built.rules(), **board.layout(),
        "outcomes": ["".join("N" if win[(x, y)] else "P" for y in range(rows)) for x in range(cols)],
    }
    if grundy:
        data["grundy"] = [[values[(x, y)] for y in range(rows)] for x in range(cols)]
    return data


def square_sieve(game: str, options: Mapping[str, Any] | None = None,
                 rules: Mapping[str, Any] | None = None, grundy: bool = False) -> dict[str, Any]:
    """How the safe squares of a lone piece are found, step by step (the shape of ``/api/sieve``).

    The squares are visited nearest the end first; the first one not crossed
    out is a P-position, and every square with a move to it is crossed out.
    With ``grundy``, each square in that order takes the mex of the values of
    the squares it moves to.
    """
    built = build(game, options, rules).game
    board = _Board(built)
    data: dict[str, Any] = {"game": built.name, "rules": built.rules(), **board.layout(),
                            "misere": False, "slopes": []}
    order = board.order
    if grundy:
        values: dict[Cell, int] = {}
        steps = []
        for cell in order:
            reached = board.options[cell]
            values[cell] = mex(values[o] for o in reached)
            steps.append({"cell": list(cell), "options": [list(o) for o in reached],
                          "values": [values[o] for o in reached], "value": values[cell]})
        data["mex"] = steps
        return data
    back: dict[Cell, list[Cell]] = {cell: [] for cell in order}
    for cell, reached in board.options.items():
        for option in reached:
            back[option].append(cell)
    decided: set[Cell] = set()
    sieve = []
    for cell in order:
        if cell in decided:
            continue
        decided.add(cell)
        crossed = sorted(c for c in back[cell] if c not in decided)
        decided.update(crossed)
        sieve.append({"p": list(cell), "crossed": [list(c) for c in crossed]})
    data["steps"] = sieve
    return data


def legal_moves(game: str, position: Any, rules: Mapping[str, Any] | None = None,
                options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every position one move leaves, in the position's JSON form (at most MAX_POSITIONS)."""
    built, pos = read_position(build(game, options, rules), position, None)
    moves: list[Any] = []
    for after in built.options(pos):
        if len(moves) == MAX_POSITIONS:
            raise TooLargeError(MESSAGES("many_moves", limit=MAX_POSITIONS))
        moves.append(built.position_to_json(after))
    return {"game": built.name, "rules": built.rules(), "moves": moves}
