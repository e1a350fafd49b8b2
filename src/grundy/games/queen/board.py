"""The queen's board: its size, the names of its squares (Go coordinates or x,y) and her distances to the corner.

>>> parse_board("19x13"), format_square((3, 3)), parse_square("D4"), distances((3, 3))
((19, 13), 'D4', (3, 3), (15, 15))
"""

from __future__ import annotations

import re
from typing import Any

from ...errors import InputError
from ...bigint import int_to_str
from ...messages import catalogue
from ...validation import natural, parse_count, quoted, shown
from .. import wythoff as _w

__all__ = ["GO_LETTERS", "distances", "format_square", "is_safe", "parse_board", "parse_square", "winning_targets"]

MESSAGES = catalogue("queen.board", {
    "off_board": ("square ({sx}, {sy}) is off the {c} x {r} board", "格子 ({sx}, {sy}) 不在 {c} x {r} 的棋盘上"),
    "empty_board": ("board size {shown!r}: a board needs at least 1 column and 1 row",
                         "棋盘大小 {shown!r}：棋盘至少要有 1 列和 1 行"),
    "not_square_text": ("square {text!r} is not a square: write Go coordinates like D4, or x,y like 3,3",
                      "{text!r} 不是格子：请写围棋坐标如 D4，或 x,y 如 3,3"),
    "go_too_wide": ("square {text!r}: Go coordinates need a board of at most 25 columns (this one has {cols}); write x,y",
                        "格子 {text!r}：围棋坐标只用于最多 25 列的棋盘（这个棋盘有 {cols} 列）；请写 x,y"),
    "go_no_i": ("square {text!r}: Go coordinates have no column I (columns A-{last}, without I)",
                        "格子 {text!r}：围棋坐标没有 I 列（列为 A-{last}，不含 I）"),
    "go_row_negative": ("square {text!r}: rows are numbered from 1, not negative", "格子 {text!r}：行号从 1 开始，不能是负数"),
    "go_off_board": ("square {text!r} is off the {c} x {r} board (columns A-{last}, rows 1-{r})",
                        "格子 {text!r} 不在 {c} x {r} 的棋盘上（列为 A-{last}，行为 1-{r}）"),
    "bad_board": ("board size {text!r} is not N or NxM (columns x rows), e.g. 19 or 19x13",
                        "棋盘大小 {text!r} 不是 N 或 NxM（列 x 行），例如 19 或 19x13"),
    "bad_board_size": ("board size {shown!r} is not N or NxM (columns x rows), e.g. 19 or 19x13",
                           "棋盘大小 {shown!r} 不是 N 或 NxM（列 x 行），例如 19 或 19x13"),
    "two_numbers": ("square {text!r}: write x,y with two numbers, e.g. 3,3", "格子 {text!r}：请写成 x,y 两个数，例如 3,3"),
    "xy_off_board": ("square {text!r} is off the {c} x {r} board (x is 0 to {c1}, y is 0 to {r1})",
                        "格子 {text!r} 不在 {c} x {r} 的棋盘上（x 为 0 到 {c1}，y 为 0 到 {r1}）"),
    "xy_negative": ("square {text!r}: coordinates are non-negative integers, not {part!r}",
                        "格子 {text!r}：坐标是非负整数，而不是 {part!r}"),
    "not_a_square": ("{square} is not a square (x, y)", "{square} 不是一个格子 (x, y)"),
    "square": ("square {square}", "格子 {square}"),
    "board_size": ("board size", "棋盘大小"),
})


#: Go column letters: A-Z without I.
GO_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
Square = tuple[int, int]
Board = tuple[int, int]
def parse_board(text: Any) -> Board:
    """Read a board size: ``19`` (19 x 19) or ``19x13`` (19 columns, 13 rows), any size.

    >>> parse_board("19"), parse_board("19x13"), parse_board((9, 9))
    ((19, 19), (19, 13), (9, 9))
    >>> parse_board("19x0")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: board size '19x0': a board needs at least 1 column and 1 row
    """
    if isinstance(text, (tuple, list)) and len(text) == 2:
        parts = [parse_count(v, MESSAGES("board_size")) for v in text]
        shown = "x".join(map(str, parts)) if min(parts) < 1 else ""  # only for the error below
    else:
        if isinstance(text, int) and not isinstance(text, bool):
            text = str(text)
        if not isinstance(text, str):
            raise InputError(MESSAGES("bad_board", text=text))
        shown = text.strip()
        pieces = re.split(r"\s*[xX×*]\s*", shown)
        if len(pieces) > 2 or not all(p.isascii() and p.isdigit() for p in pieces):
            raise InputError(MESSAGES("bad_board_size", shown=shown))
        parts = [parse_count(p, MESSAGES("board_size")) for p in pieces]
    cols, rows = parts if len(parts) == 2 else (parts[0], parts[0])
    if cols < 1 or rows < 1:
        raise InputError(MESSAGES("empty_board", shown=shown))
    return cols, rows
def _uses_go(board: Board) -> bool:
    return board[0] <= len(GO_LETTERS)
def format_square(square: Square, board: Board = (19, 19)) -> str:
    """Write a square in Go coordinates when the board allows it, else as ``x,y``.

    >>> format_square((3, 3)), format_square((18, 18)), format_square((3, 3), (30, 30))
    ('D4', 'T19', '3,3')
    """
    x, y = square
    if _uses_go(board):
        return f"{GO_LETTERS[x]}{int_to_str(y + 1)}"
    return f"{int_to_str(x)},{int_to_str(y)}"
def parse_square(token: str, board: Board = (19, 19)) -> Square:
    """Read a square: Go coordinates (``D4``, ``q16``) or 0-based ``x,y``.

    >>> parse_square("D4"), parse_square("q16"), parse_square("3,3")
    ((3, 3), (15, 15), (3, 3))
    >>> parse_square("I5")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: square 'I5': Go coordinates have no column I (columns A-T, without I)
    >>> parse_square("U5")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: square 'U5' is off the 19 x 19 board (columns A-T, rows 1-19)
    """
    text = str(token).strip()
    cols, rows = board
    if "," in text:
        parts = text.strip("()[] ").split(",")
        if len(parts) != 2:
            raise InputError(MESSAGES("two_numbers", text=text))
        coords = []
        for part in parts:
            part = part.strip()
            if not part.isascii() or not part.isdigit():
                raise InputError(MESSAGES("xy_negative", text=text, part=part))
            coords.append(parse_count(part, MESSAGES("square", square=repr(text))))
        x, y = coords
        if x >= cols or y >= rows:
            c, r, c1, r1 = map(int_to_str, (cols, rows, cols - 1, rows - 1))
            raise InputError(MESSAGES("xy_off_board", text=text, c=c, r=r, c1=c1, r1=r1))
        return x, y
    match = re.fullmatch(r"([A-Za-z])\s*(-?)(\d+)", text) if text.isascii() else None
    if match is None:
        raise InputError(MESSAGES("not_square_text", text=text))
    letter, minus, digits = match.group(1).upper(), match.group(2), match.group(3)
    if not _uses_go(board):
        raise InputError(MESSAGES("go_too_wide", text=text, cols=cols))
    last = GO_LETTERS[cols - 1]
    if letter == "I":
        raise InputError(MESSAGES("go_no_i", text=text, last=last))
    if minus:
        raise InputError(MESSAGES("go_row_negative", text=text))
    x = GO_LETTERS.index(letter)
    y = parse_count(digits, MESSAGES("square", square=repr(text))) - 1
    if x >= cols or y < 0 or y >= rows:
        c, r = int_to_str(cols), int_to_str(rows)
        raise InputError(MESSAGES("go_off_board", text=text, c=c, r=r, last=last))
    return x, y
def distances(square: Square, board: Board = (19, 19)) -> tuple[int, int]:
    """Return (dx, dy): how many columns and rows the square is from the top-right corner.

    >>> distances((3, 3)), distances((18, 18))
    ((15, 15), (0, 0))
    >>> distances((19, 3))
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: square (19, 3) is off the 19 x 19 board
    """
    try:
        x, y = square
    except (TypeError, ValueError):
        raise InputError(MESSAGES("not_a_square", square=quoted(square))) from None
    if type(x) is not int or type(y) is not int or x < 0 or y < 0:
        what = MESSAGES("square", square=quoted(square))
        x, y = natural(x, what), natural(y, what)
    cols, rows = board
    if x >= cols or y >= rows:
        raise _off_board(x, y, board)
    return cols - 1 - x, rows - 1 - y
def _off_board(x: int, y: int, board: Board) -> InputError:
    # The error for a square beyond the board, its numbers of any size.
    sx, sy, c, r = map(int_to_str, (x, y, *board))
    return InputError(MESSAGES("off_board", sx=sx, sy=sy, c=c, r=r))
def _square_at(dx: int, dy: int, board: Board) -> Square:
    return board[0] - 1 - dx, board[1] - 1 - dy
def is_safe(square: Square, board: Board = (19, 19)) -> bool:
    """True if a lone queen on the square is a P-position (whoever moved her there can win).

    >>> [format_square(s) for s in [(x, y) for y in range(19) for x in range(19)] if is_safe(s)][:6]
    ['H1', 'K4', 'L6', 'A8', 'N9', 'D10']
    """
    return _w.is_p_position(*distances(square, board))
def winning_targets(square: Square, board: Board = (19, 19)) -> list[Square]:
    """Every square a lone queen can move to and win: diagonal first, then right, then up.

    >>> [format_square(s) for s in winning_targets((3, 3))]
    ['T19', 'K4', 'D10']
    >>> winning_targets((3, 3), (10**100, 10**100))[0][0] > 10**99
    True
    """
    dx, dy = distances(square, board)
    return [_square_at(u, v, board) for u, v in _w.winning_moves(dx, dy)]
