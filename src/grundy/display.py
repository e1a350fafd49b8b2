"""How grundy's results show themselves in a notebook (Jupyter's rich display).

An :class:`~grundy.report.Analysis`, a game, a board of squares, a Grundy
table and a P-position map draw themselves in a notebook with no extra call:
they have ``_repr_html_`` (and the board ``_repr_svg_``), which Jupyter asks
for; in a terminal their plain text is unchanged.  Tables stay numpy arrays
(:class:`GrundyTable` and :class:`PositionMap` are views that only add the
display), so every numpy operation works on them as before.

Nothing here needs matplotlib: the pictures are small SVG and HTML written
directly, readable in grey, with every number exact.

>>> from grundy import find_game
>>> from grundy.boards import grundy_board, outcome_board
>>> table = grundy_board(find_game("wythoff")(), 4)
>>> type(table).__name__, table.tolist()[1], int(table.max())
('GrundyTable', [1, 2, 0, 4], 6)
>>> "<table" in table._repr_html_() and ">4</td>" in table._repr_html_()
True
>>> "P" in outcome_board(find_game("wythoff")(), 3)._repr_html_()
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

import numpy as np

from .messages import catalogue, outcome_text

if TYPE_CHECKING:
    from .drawing import SquareBoard
    from .game import Game
    from .report import Analysis

__all__ = ["GrundyTable", "PositionMap", "analysis_html", "board_svg", "game_html"]

MESSAGES = catalogue("display", {
    "table_caption": ("Grundy values G(x, y), 0 <= x, y < {size} (x down, y across; black: G = 0)",
                      "SG 值 G(x, y)，0 ≤ x, y < {size}（x 向下，y 向右；黑格：G = 0）"),
    "map_caption": ("P-positions (x, y), 0 <= x, y < {size} (x down, y across; black: P)",
                    "必败态 (x, y)，0 ≤ x, y < {size}（x 向下，y 向右；黑格：必败态）"),
    "shown": ("the first {shown} x {shown} of {size} x {size}", "只显示 {size} x {size} 中的前 {shown} x {shown}"),
    "winning_moves": ("Winning moves", "必胜走法"),
    "none": ("none", "无"),
    "rules": ("Rules", "规则"),
})

#: Tables larger than this are shown by their top-left corner (a notebook cell stays readable).
SHOWN = 48


def _cells(values: np.ndarray, text: Any, shade: Any) -> str:
    rows = []
    for x in range(values.shape[0]):
        cells = "".join(
            f'<td style="background:{shade(v)};color:{"#fff" if shade(v) == "#000" else "#000"};'
            f'padding:1px 3px;text-align:right;font:11px monospace">{text(v)}</td>' for v in values[x])
        rows.append(f'<tr><th style="font:10px monospace;padding:0 3px">{x}</th>{cells}</tr>')
    head = "".join(f'<th style="font:10px monospace">{y}</th>' for y in range(values.shape[1]))
    return f'<tr><th></th>{head}</tr>' + "".join(rows)


def _caption(text: str, size: int, shown: int, lang: str) -> str:
    more = f"; {MESSAGES('shown', shown=shown, size=size).render(lang)}" if shown < size else ""
    return f'<caption style="caption-side:bottom;font-size:11px">{escape(text)}{escape(more)}</caption>'


class GrundyTable(np.ndarray):
    """A table of Grundy values (a numpy array) that a notebook shows as a heatmap with its numbers."""

    def _repr_html_(self, lang: str = "en") -> str:
        values = np.asarray(self)
        size = values.shape[0] if values.ndim == 2 else 0
        corner = values[:SHOWN, :SHOWN]
        top = max(int(corner.max()) if corner.size else 0, 1)

        def shade(v: Any) -> str:
            if v == 0:
                return "#000"
            level = 255 - int(v) * 170 // top  # light for small values, darker for large
            return f"rgb({level},{level},{level})"

        caption = _caption(MESSAGES("table_caption", size=size).render(lang), size, corner.shape[0], lang)
        return f'<table style="border-collapse:collapse">{caption}{_cells(corner, int, shade)}</table>'


class PositionMap(np.ndarray):
    """A boolean map of P-positions (a numpy array) that a notebook shows as black and white cells."""

    def _repr_html_(self, lang: str = "en") -> str:
        values = np.asarray(self)
        size = values.shape[0] if values.ndim == 2 else 0
        corner = values[:SHOWN, :SHOWN]
        caption = _caption(MESSAGES("map_caption", size=size).render(lang), size, corner.shape[0], lang)
        body = _cells(corner, lambda v: "P" if v else "", lambda v: "#000" if v else "#fff")
        return f'<table style="border-collapse:collapse">{caption}{body}</table>'


def board_svg(board: SquareBoard, cell: int = 22) -> str:
    """A board of squares (:class:`grundy.drawing.SquareBoard`) as SVG: its pieces, goals and labels."""
    margin = cell
    width, height = board.columns * cell + 2 * margin, board.rows * cell + 2 * margin

    def centre(square: tuple[int, int]) -> tuple[int, int]:
        x, y = square
        return margin + x * cell + cell // 2, margin + (board.rows - 1 - y) * cell + cell // 2

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="sans-serif" font-size="{cell // 2}">',
             f'<rect x="{margin}" y="{margin}" width="{board.columns * cell}" height="{board.rows * cell}" '
             f'fill="#e8d3a0" stroke="#444"/>']
    for i in range(board.columns):
        x = margin + i * cell + cell // 2
        parts.append(f'<line x1="{x}" y1="{margin + cell // 2}" x2="{x}" y2="{height - margin - cell // 2}" '
                     f'stroke="#777" stroke-width="0.6"/>')
        parts.append(f'<text x="{x}" y="{height - margin // 3}" text-anchor="middle">'
                     f'{escape(board.column_label(i))}</text>')
    for j in range(board.rows):
        y = margin + (board.rows - 1 - j) * cell + cell // 2
        parts.append(f'<line x1="{margin + cell // 2}" y1="{y}" x2="{width - margin - cell // 2}" y2="{y}" '
                     f'stroke="#777" stroke-width="0.6"/>')
        parts.append(f'<text x="{margin // 2}" y="{y + cell // 5}" text-anchor="middle">'
                     f'{escape(board.row_label(j))}</text>')
    for (a, b) in board.lines:
        (x1, y1), (x2, y2) = centre(a), centre(b)
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#333" stroke-dasharray="3,3"/>')
    for square in board.marks:
        x, y = centre(square)
        parts.append(f'<circle cx="{x}" cy="{y}" r="{cell // 8}" fill="#444"/>')
    for square in board.goals:
        x, y = centre(square)
        parts.append(f'<rect x="{x - cell // 3}" y="{y - cell // 3}" width="{2 * (cell // 3)}" '
                     f'height="{2 * (cell // 3)}" fill="none" stroke="#000" stroke-width="2"/>')
    for square in board.pieces:
        x, y = centre(square)
        parts.append(f'<circle cx="{x}" cy="{y}" r="{cell * 2 // 5}" fill="#111"><title>'
                     f'{escape(board.name(square))}</title></circle>')
    parts.append("</svg>")
    return "".join(parts)


def game_html(game: Game, lang: str = "en") -> str:
    """A game as a notebook shows it: its title, its summary and its rules."""
    rules = game.rules()
    shown = ", ".join(f"{escape(str(k))} = {escape(str(v))}" for k, v in rules.items())
    summary = game.summary.render(lang) if game.summary else ""
    return (f"<div><b>{escape(game.display_title(lang))}</b> (<code>{escape(game.name)}</code>)"
            f"<br>{escape(summary)}" + (f"<br>{MESSAGES('rules').render(lang)}: {shown}" if shown else "")
            + "</div>")


def analysis_html(analysis: Analysis) -> str:
    """An analysis as a notebook shows it: the position drawn where the game draws it on a
    board, the verdict, every winning move and why."""
    game, lang = analysis.game, analysis.lang
    picture = ""
    if game.shell.board_kind == "square":
        picture = board_svg(game.square_board(analysis.position), cell=16)
    moves = "".join(f"<li><code>{escape(game.format_after(analysis.position, m, lang))}</code> "
                    f"({escape(game.describe_move(analysis.position, m, lang))})</li>"
                    for m in analysis.winning_moves)
    verdict = escape(outcome_text(analysis.outcome, lang))
    dark = analysis.outcome == "P"
    return (f'<div><b>{escape(game.display_title(lang))}</b>: <code>'
            f'{escape(game.format_position(analysis.position, lang))}</code> '
            f'<span style="padding:0 4px;border:1px solid #000;{"background:#000;color:#fff" if dark else ""}">'
            f'{verdict}</span>{picture and "<br>" + picture}'
            f'<div>{MESSAGES("winning_moves").render(lang)}: '
            f'{"<ul>" + moves + "</ul>" if moves else MESSAGES("none").render(lang)}</div>'
            f'<div>{escape(analysis.explanation)}</div></div>')
