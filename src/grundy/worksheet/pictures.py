"""The pictures of a worksheet's positions (matplotlib, imported here only): stones and boards of squares.

A game drawn on a board of squares is drawn by :func:`grundy.plots.board_picture`
without its safe squares (they are the answer); piles and heaps are drawn as
columns of stones with their sizes under them.  Chinese labels need a CJK
font: :func:`labels` finds one (:func:`grundy.plots.cjk_font`) or refuses.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from html import escape
from typing import Any

from ..errors import UnsupportedError
from ..messages import catalogue
from .questions import Worksheet
from .sheet import has_picture

__all__ = ["STONE_INCHES", "draw", "labels", "rows", "svg"]

MESSAGES = catalogue("worksheet.pictures", {
    "no_font": ("a Chinese worksheet needs a Chinese (CJK) font, and none is installed: install one, for example "
                "{command}, or write the worksheet in English",
                "中文练习单需要中文（CJK）字体，但本机没有安装：请先安装一个，例如 {command}，或改用英文练习单"),
    "pile": ("pile {i}", "第 {i} 堆"),
    "pile_size": ("{pile}: {n}", "{pile}：{n}"),
    "picture": ("a picture of the position {position}", "局面 {position} 的示意图"),
})

#: The colour of the stones (RGB, 0..1): dark on white, as they print in grey.
STONE = (0.2, 0.2, 0.25)
#: The width of a stone in inches, as printed.
STONE_INCHES = 0.28


@contextmanager
def labels(lang: str, embedded: bool = True) -> Iterator[None]:
    """Within the block, the text of new figures is in a font that can write ``lang`` (Chinese: a CJK font).

    Raises UnsupportedError, with the package to install, when Chinese is asked and no CJK font is
    installed, unless the fonts are not ``embedded`` (an SVG in a page, whose text the browser writes).
    """
    import matplotlib

    settings: dict[str, Any] = {"pdf.fonttype": 42, "svg.fonttype": "none"}
    if lang == "zh":
        from ..plots import cjk_font

        font = cjk_font()
        if font is None and embedded:
            raise UnsupportedError(MESSAGES("no_font", command="sudo apt-get install fonts-wqy-microhei"))
        if font is not None:
            settings["font.family"] = [font, "sans-serif"]
    with matplotlib.rc_context(settings):  # type: ignore[arg-type]
        yield


def draw(ax: Any, sheet: Worksheet, position: Any, lang: str = "en") -> None:
    """Draw the position into the axes: its board of squares, or its piles as stones."""
    if not has_picture(sheet, position):
        ax.set_axis_off()
        return
    game = sheet.game
    if game.shell.board_kind == "square":
        from ..plots import board_picture

        board_picture(game, position, moves=False, safe=False, ax=ax, lang=lang)
        ax.set_title("")  # the question says where the pieces stand
        ax.tick_params(labelsize=6)
        return
    _stones(ax, position, lang)


def rows(piles: tuple[int, ...]) -> tuple[float, float]:
    """The extent (width, height) in stones of the picture of these piles: a row of stones a pile."""
    return _x(max(max(piles), 12) - 1) + LABEL + 1.0, float(len(piles))


#: Stones' widths left of the first stone for the pile's label.
LABEL = 3.2


def _x(j: int) -> float:
    # The centre of stone j of a row (from 0), with a gap after every five to count them by.
    return j + (j // 5) * 0.5


def _stones(ax: Any, piles: tuple[int, ...], lang: str) -> None:
    from matplotlib.patches import Circle

    width, height = rows(piles)
    for i, n in enumerate(piles):
        y = len(piles) - 1 - i
        for j in range(n):
            ax.add_patch(Circle((_x(j), y), 0.4, facecolor=STONE, edgecolor="white", lw=0.5))
        label = MESSAGES("pile_size", pile=MESSAGES("pile", i=i + 1), n=n).render(lang)
        ax.text(-0.8, y, label, ha="right", va="center", fontsize=9)
    ax.set_xlim(-LABEL - 0.5, width - LABEL - 0.5)
    ax.set_ylim(-0.5, height - 0.5)
    ax.set_aspect("equal")
    ax.set_axis_off()


def svg(sheet: Worksheet, position: Any, lang: str = "en", name: str = "picture") -> str:
    """The picture of the position as an SVG element (text kept as text), for the print view.

    ``name`` tells the pictures of one page apart: every id inside the SVG
    starts with it, and matplotlib's own ids are made from it (its
    ``svg.hashsalt``), so that no two pictures of a page share an id and the
    same worksheet gives the same page.  A screen reader hears the picture as
    one image named by its position, not the board's labels one by one.
    """
    import matplotlib
    from matplotlib.figure import Figure

    square = sheet.game.shell.board_kind == "square"
    with labels(lang, embedded=False):
        if square:
            fig = Figure(figsize=(3.6, 3.6))
            ax = fig.add_axes((0.08, 0.06, 0.9, 0.9))
        else:
            width, height = rows(position)
            fig = Figure(figsize=(width * STONE_INCHES, height * STONE_INCHES))
            ax = fig.add_axes((0, 0, 1, 1))
        draw(ax, sheet, position, lang)
        out = io.StringIO()
        with matplotlib.rc_context({"svg.hashsalt": f"grundy-{name}"}):
            fig.savefig(out, format="svg", metadata={"Date": None})
    text = out.getvalue()
    text = text[text.index("<svg"):]  # the element alone, without the XML prologue
    said = MESSAGES("picture", position=sheet.game.format_position(position, lang)).render(lang)
    text = text.replace("<svg ", f'<svg role="img" aria-label="{escape(said)}" ', 1)
    # Every id, and every reference to one, named after the picture: unique on the page.
    return re.sub(r'(\bid="|url\(#|href="#)', lambda m: f"{m.group(1)}{name}-", text)
