"""The queen's board drawn for the terminal: the queens, the corner and, in a report, the safe squares and winning targets.

>>> print(draw((3, 2), ((0, 0),)))
   A B C
 2 . . #  2
 1 Q . .  1
   A B C
Q queen   # corner (whoever moves a queen there wins)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...bigint import digit_count, int_to_str
from ...messages import catalogue
from ...style import Style, plain
from .board import Board, GO_LETTERS, Square, _uses_go, format_square, is_safe

__all__ = []

MESSAGES = catalogue("queen.view", {
    "legend_marks": ("{queen} queen   {target} winning target   {safe} safe square (P-position)   {goal} corner",
                           "{queen} 皇后   {target} 必胜落点   {safe} 安全格（必败态）   {goal} 角（终点）"),
    "legend": ("{queen} queen   {goal} corner (whoever moves a queen there wins)",
                         "{queen} 皇后   {goal} 角（把皇后走到这里的一方获胜）"),
    "outside": ("queens outside this view: ", "视图外的皇后："),
    "view": ("columns {x0}..{x1}, rows {y0}..{y1}", "第 {x0}..{x1} 列、第 {y0}..{y1} 行"),
    "view_part": ("the top-right {w} x {h} part of the {cols} x {rows} board", "{cols} x {rows} 棋盘右上角的 {w} x {h} 部分"),
})


#: The widest and tallest part of a board that :meth:`Queen.render` draws.
VIEW = 30
def draw(board: Board, position: Sequence[Square], lang: str = "en", targets: Any = (), marks: bool = False,
         style: Style = plain) -> str:
    """The board with its queens (its top-right 30 x 30 part when it is larger), as :meth:`Queen.render` draws it.

    ``targets`` are the squares marked as winning targets; with ``marks`` the
    safe squares are marked too.
    """
    cols, rows = board
    targets = set(targets)
    queens = set(position)
    w, h = min(cols, VIEW), min(rows, VIEW)
    x0, y0 = cols - w, rows - h
    go = _uses_go(board)
    if go:
        labels = [GO_LETTERS[x] for x in range(x0, cols)]
    else:
        labels = [str(x % 10) for x in range(x0, cols)]
    first_row = 1 if go else 0  # Go numbers the rows from 1, x,y from 0
    width = max(digit_count(y + first_row) for y in (y0, rows - 1))
    axis = " " * (width + 2) + " ".join(labels)
    lines = []
    if not go or x0 or y0:
        if go:
            lines.append(MESSAGES("view_part", w=w, h=h, cols=cols, rows=rows).render(lang))
        else:
            lines.append(MESSAGES("view", x0=x0, x1=cols - 1, y0=y0, y1=rows - 1).render(lang))
    lines.append(axis)
    corner = (cols - 1, rows - 1)
    queen, target, goal, safe = (style(role, mark) for role, mark in (
        ("piece", "Q"), ("target", "*"), ("goal", "#"), ("P-mark", "o")))
    for y in range(rows - 1, y0 - 1, -1):
        cells = []
        for x in range(x0, cols):
            s = (x, y)
            if s in queens:
                cells.append(queen)
            elif s in targets:
                cells.append(target)
            elif s == corner:
                cells.append(goal)
            elif marks and is_safe(s, board):
                cells.append(safe)
            else:
                cells.append(".")
        label = int_to_str(y + first_row).rjust(width)
        lines.append(f" {label} {' '.join(cells)}  {label}")
    lines.append(axis)
    outside = [s for s in position if s[0] < x0 or s[1] < y0]
    if outside:
        lines.append(MESSAGES("outside").render(lang)
                     + " ".join(format_square(s, board) for s in outside))
    if marks:
        lines.append(MESSAGES("legend_marks", queen=queen, target=target, safe=safe, goal=goal).render(lang))
    else:
        lines.append(MESSAGES("legend", queen=queen, goal=goal).render(lang))
    return "\n".join(lines)
